/**
 * Database actions: a session to Firebird, MySQL, Oracle, PostgreSQL or SQL
 * Server opened by `<engine>.connection`, SQL run with bound parameters, result
 * readers and transactions (not for Firebird); plus `dataStore`, the robot's
 * own key-value store kept in Studio between runs.
 *
 * The five engines share one structure: one builder per action
 * (`connectionAction`, `queryAction`, ... `transactionAction`), composed by
 * `engineActions(engine)` from each engine's facts (port, placeholder style, driver, connection-string
 * form, column-name case, isolation levels). Errors that mean the same failure
 * on every engine are the constants below; an engine's own inputs and the
 * failures only it has are in ENGINE_SPECS.
 */
import {defineGroup} from '../define';
import type {ActionSpec} from '../schema';
import {firebird, mysql, oracle, postgreSQL, sqlServer, type Engine} from '../databaseEngines';
import {timeoutInput} from '../inputs';

type InputSpec = ActionSpec['inputs'][number];
type ErrorSpec = ActionSpec['errors'][number];

/* ------------------------------------------------------------------ */
/* Errors shared by every engine                                       */
/* ------------------------------------------------------------------ */

const connectionFailed: ErrorSpec = {
  code: 'DB_CONNECTION_FAILED',
  message: 'Could not connect to [engine] at [host]:[port]: [reason].',
  when: 'The server name does not resolve from the Client machine, the port is wrong, a firewall blocks it, or the database service is stopped.',
  fix: "From the Client machine, test the host and port (`Test-NetConnection host -Port port` on Windows, `nc -zv host port` on Linux) and ask the DBA to open the port to the Client's address.",
};

const authenticationFailed: ErrorSpec = {
  code: 'DB_AUTHENTICATION_FAILED',
  message: 'Login failed for user [user] on [host]: [reason].',
  when: 'The user name or password is wrong, the password expired, or the user has no right to connect to this database.',
  fix: 'Sign in with the same user from a SQL tool on the Client machine; then update the custom field that holds the password (`{{custom.erpDbPassword}}`), not the step.',
};

const sessionClosed: ErrorSpec = {
  code: 'DB_SESSION_CLOSED',
  message: 'The database session [session] is closed.',
  when: 'Close connection already ran for this session, or the server ended it: idle timeout, restart or a network drop during a long step.',
  fix: 'Connect again right before the database steps, or in the catch branch of a try_catch and retry the step; keep Close connection after the last step that uses the session.',
};

const invalidSession: ErrorSpec = {
  code: 'DB_INVALID_SESSION',
  message: 'The variable [session] does not hold a [engine] session.',
  when: 'The session field names a session of another engine or another kind (browser, email), or a variable the Connection step never wrote because it failed inside a try_catch.',
  fix: "Select the output variable of this engine's Connection step, for example `{{mysqlDb}}`, and make sure that step succeeded before this one runs.",
};

const queryFailed: ErrorSpec = {
  code: 'DB_QUERY_FAILED',
  message: 'The query failed on [engine]: [reason].',
  when: "The database rejected the statement: a syntax error, a table or column that does not exist, a constraint violation (duplicate key, foreign key) or a missing permission. The reason is the engine's own error text and code.",
  fix: "Run the same SQL with the same values in a SQL tool connected as the robot's user; the engine's error code in the reason (ORA-, SQLSTATE, MySQL or SQL Server error number) says what to change.",
};

const parameterMismatch: ErrorSpec = {
  code: 'DB_PARAMETER_MISMATCH',
  message: 'The query has [placeholders] placeholders but [count] parameters were given.',
  when: "The Parameters List has more or fewer items than the SQL has placeholders, or the placeholders are written in another engine's style.",
  fix: "Write placeholders in the engine's style (`?` for MySQL and Firebird, `$1` for PostgreSQL, `:name` for Oracle, `@name` for SQL Server) and give the values they need: one per `?`, in order; one per number for `$1`, `$2`; one per name, in the order the names first appear, for `:name` and `@name`.",
};

const queryTimeout: ErrorSpec = {
  code: 'DB_QUERY_TIMEOUT',
  message: 'The query did not finish within [timeout] ms and was cancelled.',
  when: 'The statement is slow (a missing index, a large table scan) or waits for rows another session has locked.',
  fix: 'Raise the Timeout for heavy reports, filter the query to fewer rows, or ask the DBA which session holds the lock.',
};

const transactionConflict: ErrorSpec = {
  code: 'DB_TRANSACTION_CONFLICT',
  message: 'The transaction was rolled back by [engine]: [reason].',
  when: "Another session changed or locked the same rows at the same time: a deadlock, a lock conflict or a serialization failure, and the engine undid this session's work.",
  fix: 'Run the work again from its first step: a single query with Retries on a try_catch around it; a transaction from Begin, with the try_catch inside a loop of two or three attempts.',
};

const transactionAlreadyOpen: ErrorSpec = {
  code: 'DB_TRANSACTION_ALREADY_OPEN',
  message: 'A transaction is already open on session [session].',
  when: 'Begin ran twice without a Commit or Roll back between them, often because Begin sits inside a loop whose Commit is outside it.',
  fix: 'Commit or roll back before the next Begin; transactions do not nest. Keep Begin and Commit at the same level of the flow.',
};

const noOpenTransaction: ErrorSpec = {
  code: 'DB_NO_OPEN_TRANSACTION',
  message: 'There is no open transaction to [operation] on session [session].',
  when: 'Commit or Roll back ran without a Begin before it, twice in a row, or after the connection was lost and opened again. A Roll back right after `DB_TRANSACTION_CONFLICT` is not one of these: it succeeds with nothing to undo.',
  fix: 'Add a Transaction step with Begin before the first statement that must be undone together, and run Commit or Roll back once per Begin.',
};

const resultInvalid: ErrorSpec = {
  code: 'DB_RESULT_INVALID',
  message: 'The value [result] is not a query result.',
  when: 'The Query result field holds something other than the output variable of Run query: its rows Table, a List, or a variable another step wrote.',
  fix: 'Select the whole output variable of a Run query step: `{{queryResult}}`, not `{{queryResult.rows}}`.',
};

const columnNotFound: ErrorSpec = {
  code: 'DB_COLUMN_NOT_FOUND',
  message: 'Column [column] is not in the query result. Columns: [columns].',
  when: 'The name is misspelled, differs in case from the name the engine returned, or the query does not select that column.',
  fix: 'Copy the name from the Columns list in the message, or give the column an alias in the SQL and use the alias.',
};

/* ------------------------------------------------------------------ */
/* What each engine adds to its Connection and Transaction steps       */
/* ------------------------------------------------------------------ */

const certificateUntrusted: ErrorSpec = {
  code: 'DB_CERTIFICATE_UNTRUSTED',
  message: 'The TLS certificate of [host] is not trusted: [reason].',
  when: 'Encryption is on and the server presents a self-signed certificate, or one issued by a company authority the Client machine does not trust.',
  fix: "Install the issuing authority's certificate on the Client machine (ask the DBA for it).",
};

/** Accepting a certificate unchecked keeps the traffic encrypted but lets another server pose as the database. */
const uncheckedCertificateRisk =
  'keeps the traffic encrypted but lets another server pose as the database, so use it only on an internal network.';

const databaseNotFound: ErrorSpec = {
  code: 'DB_DATABASE_NOT_FOUND',
  message: 'Database [database] does not exist on [host] or the user cannot open it.',
  when: 'The database name is misspelled, differs in case, or exists on another server or instance.',
  fix: 'List the databases the user can see with a SQL tool and copy the exact name into the Database field.',
};

/**
 * Each engine's own inputs and error codes, beside its facts in
 * databaseEngines.ts (which pages read; these only the actions do).
 */
interface EngineSpecs {
  /** Inputs between Port and User: what database on the server to open. */
  targetInputs: InputSpec[];
  user: {description: string; example: string; default?: string};
  /** Inputs after Password: encryption, charset, schema. */
  optionInputs: InputSpec[];
  /** Failures of the Connection step besides the shared ones. */
  connectionErrors: ErrorSpec[];
  /** Transaction failures only this engine has (engines with a Transaction action). */
  transactionErrors?: ErrorSpec[];
}

const ENGINE_SPECS: Record<Engine['key'], EngineSpecs> = {
  firebird: {
    targetInputs: [
      {
        key: 'databasePath',
        label: 'Database file',
        type: 'Text',
        required: true,
        description:
          "Path of the .FDB file as the server sees it (a folder on the server's own disk, not a mapped drive), or an alias from databases.conf.",
        example: 'C:\\ERP\\Dados\\EMPRESA.FDB',
      },
    ],
    user: {
      default: 'SYSDBA',
      description:
        'The Firebird user. SYSDBA is the built-in administrator; prefer a user with rights only on the tables the robot reads.',
      example: 'ROBO_TUCANO',
    },
    optionInputs: [
      {
        key: 'charset',
        label: 'Character set',
        type: 'Text',
        required: false,
        default: 'UTF8',
        description:
          "The connection character set. Set the database's own (many Brazilian ERPs use WIN1252 or ISO8859_1), or accents such as ç and ã arrive garbled.",
      },
      {
        key: 'role',
        label: 'Role',
        type: 'Text',
        required: false,
        description:
          "A SQL role to connect with, which grants its rights for this session. Empty uses the user's own rights.",
      },
    ],
    connectionErrors: [
      {
        code: 'DB_FIREBIRD_FILE_NOT_FOUND',
        message: 'Firebird could not open database file [path]: [reason].',
        when: 'The path does not exist on the server, points to the Client machine or a mapped network drive, or the Firebird service account cannot read the folder.',
        fix: "Use the path on the server's local disk (the one the ERP's own configuration shows), or ask the DBA for an alias in databases.conf and use the alias.",
      },
      {
        code: 'DB_FIREBIRD_WIRE_CRYPT',
        message: 'Incompatible wire encryption levels requested on client and server.',
        when: "The server runs Firebird 3 or later with `WireCrypt = Required` in firebird.conf, which the Client's driver does not support.",
        fix: 'Set `WireCrypt = Enabled` in firebird.conf and restart the Firebird service; enable `Legacy_Auth` in `AuthServer` too if the user was created for legacy login.',
      },
    ],
  },
  mysql: {
    targetInputs: [
      {
        key: 'database',
        label: 'Database',
        type: 'Text',
        required: true,
        description:
          "The database (schema, in MySQL's own words) the queries run in. Tables of other databases on the server are reached as `database.table`.",
        example: 'erp_producao',
      },
    ],
    user: {
      description:
        "The MySQL user. MySQL checks it together with the Client machine's address, so `robo_tucano@10.0.%` and `robo_tucano@localhost` are different accounts.",
      example: 'robo_tucano',
    },
    optionInputs: [
      {
        key: 'ssl',
        label: 'Use SSL',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Encrypt the connection with TLS. Needed when the server has `require_secure_transport` on, as Amazon RDS and Azure Database for MySQL can.',
      },
      {
        key: 'charset',
        label: 'Character set',
        type: 'Text',
        required: false,
        default: 'utf8mb4',
        description:
          'The connection character set. utf8mb4 keeps every character, emoji included; set latin1 only for an old database stored in it.',
      },
    ],
    connectionErrors: [
      databaseNotFound,
      certificateUntrusted,
      {
        code: 'DB_MYSQL_HOST_NOT_ALLOWED',
        message: 'Host [clientAddress] is not allowed to connect to this MySQL server.',
        when: "The MySQL user exists only for other addresses (for example `robo_tucano@localhost`), so the server refuses the Client machine's address before checking the password.",
        fix: "Ask the DBA to create the user for the Client's address or network, such as `CREATE USER 'robo_tucano'@'10.0.%'`, and grant it the same rights.",
      },
    ],
    transactionErrors: [
      {
        code: 'DB_MYSQL_NON_TRANSACTIONAL_TABLE',
        message: 'Some non-transactional changed tables could not be rolled back.',
        when: 'Roll back ran after the transaction changed a MyISAM or MEMORY table, which ignores transactions; or a CREATE, ALTER or TRUNCATE inside it had already committed everything before it.',
        fix: 'Convert the tables the robot writes to InnoDB (`ALTER TABLE t ENGINE=InnoDB`) and keep DDL statements out of transactions.',
      },
    ],
  },
  oracle: {
    targetInputs: [
      {
        key: 'connectBy',
        label: 'Connect by',
        type: 'Text',
        required: false,
        default: 'serviceName',
        values: ['serviceName', 'sid'],
        description:
          'Whether the next field holds a service name or a SID. Pluggable databases (12c and later) are reachable only by service name.',
      },
      {
        key: 'service',
        label: 'Service name / SID',
        type: 'Text',
        required: true,
        description:
          'The database service (such as `ORCLPDB1` or `erp.empresa.local`) or, with Connect by SID, the instance identifier (such as `ORCL`). `lsnrctl services` on the server lists both.',
        example: 'ORCLPDB1',
      },
    ],
    user: {
      description:
        'The Oracle user, which is also the default schema: tables of other schemas are reached as `SCHEMA.TABLE`.',
      example: 'ROBO_TUCANO',
    },
    optionInputs: [],
    connectionErrors: [
      {
        code: 'DB_ORACLE_SERVICE_UNKNOWN',
        message: 'The listener at [host]:[port] does not know [connectBy] [service].',
        when: 'The listener answered but has no such service (ORA-12514) or SID (ORA-12505): the name is wrong, or a service name was entered with Connect by set to SID or the other way round.',
        fix: 'Ask the DBA whether the database is reached by service name or SID (`lsnrctl services` lists both) and set Connect by to match.',
      },
      {
        code: 'DB_ORACLE_ACCOUNT_LOCKED',
        message: 'ORA-28000: The account is locked.',
        when: 'Too many failed logins locked the user, usually a robot retrying with an outdated password, or the DBA locked it.',
        fix: 'Correct the password custom field first, then ask the DBA to run `ALTER USER ROBO_TUCANO ACCOUNT UNLOCK`, so the robot does not lock it again.',
      },
    ],
    transactionErrors: [],
  },
  postgreSQL: {
    targetInputs: [
      {
        key: 'database',
        label: 'Database',
        type: 'Text',
        required: true,
        description:
          'The database to open. A PostgreSQL session sees one database only; tables of another database need a second connection.',
        example: 'financeiro',
      },
      {
        key: 'schema',
        label: 'Schema',
        type: 'Text',
        required: false,
        default: 'public',
        description: "The schema unqualified table names are looked up in (the session's `search_path`).",
      },
    ],
    user: {description: 'The PostgreSQL role to log in as.', example: 'robo_tucano'},
    optionInputs: [
      {
        key: 'sslMode',
        label: 'SSL mode',
        type: 'Text',
        required: false,
        default: 'disable',
        values: ['disable', 'require', 'verify-full'],
        description:
          'require encrypts without checking the certificate; verify-full also checks it and the host name. Managed databases (RDS, Azure) need at least require.',
      },
    ],
    connectionErrors: [
      databaseNotFound,
      {
        ...certificateUntrusted,
        when: 'SSL mode is verify-full and the server presents a certificate the Client machine does not trust (self-signed, or issued by a company authority) or one issued for another host name.',
        fix: `${certificateUntrusted.fix} SSL mode require ${uncheckedCertificateRisk}`,
      },
      {
        code: 'DB_POSTGRES_HOST_NOT_ALLOWED',
        message: 'No pg_hba.conf entry for host [clientAddress], user [user], database [database], [encryption].',
        when: "The server's pg_hba.conf has no line that lets this user reach this database from the Client machine's address, with or without SSL.",
        fix: "Ask the DBA to add a `host` (or `hostssl`) line for the Client's address and reload PostgreSQL; if the line is `hostssl`, set SSL mode to require.",
      },
    ],
    transactionErrors: [
      {
        code: 'DB_POSTGRES_TRANSACTION_ABORTED',
        message: 'Current transaction is aborted, commands ignored until end of transaction block.',
        when: 'A statement inside the transaction failed; PostgreSQL then refuses every later statement, Commit included, until the transaction is rolled back.',
        fix: 'Put the queries in a Try catch and run Transaction with Roll back in its Catch branch; then begin again if the robot retries.',
      },
    ],
  },
  SQLServer: {
    targetInputs: [
      {
        key: 'instanceName',
        label: 'Instance name',
        type: 'Text',
        required: false,
        description:
          'The named instance, such as `SQLEXPRESS` for `SRV-SQL01\\SQLEXPRESS`. Empty connects to the default instance on Port.',
      },
      {
        key: 'database',
        label: 'Database',
        type: 'Text',
        required: true,
        description:
          'The database to open; tables of other databases on the same instance are reached as `Database.dbo.Table`.',
        example: 'ERP_PRODUCAO',
      },
      {
        key: 'authentication',
        label: 'Authentication',
        type: 'Text',
        required: false,
        default: 'sql',
        values: ['sql', 'windows'],
        description:
          "sql logs in with a SQL Server login; windows logs in with a domain account over NTLM, from Windows and Linux Clients alike. The Client service's own Windows login is not used.",
      },
    ],
    user: {
      description: 'A SQL Server login, or with Windows authentication a domain account written `DOMAIN\\user`.',
      example: 'robo_tucano',
    },
    optionInputs: [
      {
        key: 'encrypt',
        label: 'Encrypt',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Encrypt the connection with TLS. Azure SQL Database always requires it.',
      },
      {
        key: 'trustServerCertificate',
        label: 'Trust server certificate',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          "Accept the server's certificate without checking it, as on-premises servers with a self-signed certificate need. The traffic stays encrypted.",
      },
    ],
    connectionErrors: [
      databaseNotFound,
      {
        ...certificateUntrusted,
        when: 'Encrypt is on, Trust server certificate is off, and the server presents a self-signed certificate or one issued by a company authority the Client machine does not trust.',
        fix: `${certificateUntrusted.fix} Trust server certificate ${uncheckedCertificateRisk}`,
      },
      {
        code: 'DB_SQLSERVER_INSTANCE_NOT_FOUND',
        message: 'Could not find instance [instance] on [host].',
        when: 'The SQL Server Browser service is stopped on the server, a firewall blocks UDP port 1434, or the instance name is misspelled.',
        fix: "Start SQL Server Browser and open UDP 1434 to the Client, or leave Instance name empty and enter the instance's static TCP port (SQL Server Configuration Manager shows it) in Port.",
      },
    ],
    transactionErrors: [
      {
        code: 'DB_SQLSERVER_SNAPSHOT_NOT_ALLOWED',
        message:
          'Snapshot isolation transaction failed accessing database [database] because snapshot isolation is not allowed in this database.',
        when: 'Begin asked for snapshot isolation on a database where `ALLOW_SNAPSHOT_ISOLATION` is off.',
        fix: 'Ask the DBA to run `ALTER DATABASE ERP_PRODUCAO SET ALLOW_SNAPSHOT_ISOLATION ON`, or choose readCommitted.',
      },
    ],
  },
};

/* ------------------------------------------------------------------ */
/* Engine actions (the engines themselves are in ../databaseEngines.ts) */
/* ------------------------------------------------------------------ */

/** "a MySQL", "an Oracle": the article before an engine's name in summaries. */
const aOr = ({name}: Engine): string => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;

/** The parameters field, worded from the engine's placeholder style. */
function parametersDescription({placeholder}: Engine): string {
  const p = placeholder.sample;
  const binding = {
    positional: `Values for the \`${p}\` placeholders, in order: the first item fills the first \`${p}\`, the second the second.`,
    numbered: `Values for the numbered placeholders: the first item fills every \`$1\`, the second every \`$2\`, so one value can appear twice in the SQL.`,
    named: `Values for the \`${p}\` placeholders, in the order each name first appears in the SQL; a name used twice takes the same value.`,
  }[placeholder.style];
  return `${binding} Values travel apart from the SQL text, so a quote in a supplier name can never break the query.`;
}

/** The Session field of every step after Connection. */
function sessionInput(engine: Engine): InputSpec {
  return {
    key: 'session',
    label: `${engine.name} session`,
    type: 'Session',
    required: true,
    description: `The ${engine.name} session returned by ${engine.name} connection, written as its output variable: \`{{${engine.sessionVar}}}\`.`,
    example: `{{${engine.sessionVar}}}`,
  };
}

/** The Query result field of the two result readers. */
const resultInput: InputSpec = {
  key: 'result',
  label: 'Query result',
  type: 'Object',
  required: true,
  description:
    'The output variable of a Run query step. The step reads it in memory and does not query the database again.',
  example: '{{queryResult}}',
};

/** `connection`: signs in and writes the session every later step of the engine picks. */
function connectionAction(engine: Engine): ActionSpec {
  const {targetInputs, user, optionInputs, connectionErrors} = ENGINE_SPECS[engine.key];
  return {
    id: `database.${engine.key}.connection`,
    minClient: '4.0',
    title: `${engine.name} connection`,
    summary: `Opens a session to ${aOr(engine)} database for the query${engine.transactions ? ', transaction' : ''} and close steps that follow.`,
    inputs: [
      {
        key: 'host',
        label: 'Host',
        type: 'Text',
        required: true,
        description: `Name or IP address of the machine running ${engine.name}, as the Client machine reaches it. ${engine.driver}`,
        example: engine.hostExample,
      },
      {
        key: 'port',
        label: 'Port',
        type: 'Number',
        required: false,
        default: engine.port,
        description: `TCP port the server listens on; ${engine.port} is the ${engine.name} default. ${engine.portNote}`,
      },
      ...targetInputs,
      {
        key: 'user',
        label: 'User',
        type: 'Text',
        // Firebird's User defaults to SYSDBA, so it may be left out there.
        required: !user.default,
        ...(user.default ? {default: user.default} : {}),
        description: user.description,
        example: user.example,
      },
      {
        key: 'password',
        label: 'Password',
        type: 'Secret',
        required: true,
        description:
          "The user's password. Keep it in a custom field marked secret, so the log shows it as `••••••` and it is changed in one place.",
        example: '{{custom.erpDbPassword}}',
      },
      ...optionInputs,
      {
        key: 'connectionString',
        label: 'Connection string',
        type: 'Secret',
        required: false,
        description: `Replaces Host, Port and the database fields when filled: ${engine.connectionString}. The replaced fields that are required stay required: the step log names the server by them, since it shows this Secret as \`••••••\`.`,
      },
      {
        key: 'timeout',
        label: 'Connect timeout (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: 15000,
        description: 'How long to wait for the server to accept the connection and the login before failing.',
      },
    ],
    outputs: [
      {
        name: engine.sessionVar,
        type: 'Session',
        description: `The ${engine.name} session, passed to every later ${engine.name} step. It stays open until Close connection or the end of the run.`,
      },
    ],
    errors: [connectionFailed, authenticationFailed, ...connectionErrors],
  };
}

/** `query`: one statement with values bound to the engine's placeholders. */
function queryAction(engine: Engine): ActionSpec {
  const commitNote = engine.transactions
    ? 'Outside a transaction each statement is committed when it succeeds; between Transaction Begin and Commit nothing is saved until Commit.'
    : `${engine.name} steps have no Transaction action: each Run query step runs in its own transaction, committed when the step succeeds and rolled back when it fails.`;
  return {
    id: `database.${engine.key}.query`,
    minClient: '4.0',
    title: 'Run query',
    summary: `Runs one SQL statement on ${aOr(engine)} session with values bound to \`${engine.placeholder.sample}\` placeholders, and returns its rows and the number of rows it changed.`,
    inputs: [
      sessionInput(engine),
      {
        key: 'sql',
        label: 'SQL',
        type: 'Text',
        required: true,
        description: `One statement in ${engine.name}'s SQL, with \`${engine.placeholder.sample}\` placeholders where values go. ${engine.sqlNote}`,
        example: engine.sample.sql,
      },
      {
        key: 'parameters',
        label: 'Parameters',
        type: 'List',
        required: false,
        description: parametersDescription(engine),
        example: engine.sample.parameters,
      },
      timeoutInput(
        60000,
        'How long the statement may run. When it passes, the Client cancels the statement on the server and the step fails.',
      ),
    ],
    outputs: [
      {
        name: 'queryResult',
        type: 'Object',
        description: `The statement's result, read directly (\`{{queryResult.rows}}\`) or with Get rows and Get column. ${commitNote}`,
        fields: [
          {
            key: 'rows',
            type: 'Table',
            description: `The rows a SELECT${engine.returningClause} returned; empty for other statements. ${engine.typeNote}`,
          },
          {key: 'columns', type: 'List', description: `The column names, in SELECT order. ${engine.columnCase}`},
          {key: 'rowCount', type: 'Number', description: 'How many rows `rows` holds.'},
          {
            key: 'affectedRows',
            type: 'Number',
            description: 'How many rows an INSERT, UPDATE or DELETE changed; 0 for a SELECT.',
          },
        ],
      },
    ],
    errors: [
      sessionClosed,
      invalidSession,
      queryFailed,
      parameterMismatch,
      queryTimeout,
      // An engine without Transaction steps has no Begin to start again from.
      engine.transactions
        ? transactionConflict
        : {
            ...transactionConflict,
            fix: `Run the query again: put a Try catch with Retries set to 2 or 3 around it. Each ${engine.name} query is its own transaction, so nothing else needs undoing.`,
          },
    ],
  };
}

/** `getRows`: a range of rows of a query result, read in memory. */
function getRowsAction(engine: Engine): ActionSpec {
  return {
    id: `database.${engine.key}.getRows`,
    minClient: '4.0',
    title: 'Get rows',
    summary: `Takes a range of rows, and optionally some of the columns, from the result of ${aOr(engine)} query as a Table.`,
    inputs: [
      resultInput,
      {
        key: 'startRow',
        label: 'Start row',
        type: 'Number',
        required: false,
        default: 1,
        description: 'The first row to take, counting from 1. A start past the last row returns an empty Table.',
      },
      {
        key: 'maxRows',
        label: 'Number of rows',
        type: 'Number',
        required: false,
        description:
          'How many rows to take from Start row. Empty takes every row to the end, useful to process a large result in pages inside a loop.',
      },
      {
        key: 'columns',
        label: 'Columns',
        type: 'List',
        required: false,
        description: `Only these columns, in this order. Empty keeps every column. ${engine.columnCase}`,
      },
    ],
    outputs: [
      {
        name: 'rows',
        type: 'Table',
        description:
          'The selected rows, with the columns named as in the query result. In a For each Loop with Item variable `row`, read a column as `{{row.columnName}}`.',
      },
    ],
    errors: [resultInvalid, columnNotFound],
  };
}

/** `getColumn`: one column of a query result as a List, read in memory. */
function getColumnAction(engine: Engine): ActionSpec {
  return {
    id: `database.${engine.key}.getColumn`,
    minClient: '4.0',
    title: 'Get column',
    summary: `Takes every value of one column from the result of ${aOr(engine)} query as a List.`,
    inputs: [
      resultInput,
      {
        key: 'column',
        label: 'Column',
        type: 'Text',
        required: true,
        description: `The column name exactly as the result holds it. ${engine.columnCase}`,
        example: engine.sample.column,
      },
      {
        key: 'distinct',
        label: 'Remove duplicates',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Keep each value once, in the order it first appears.',
      },
      {
        key: 'skipEmpty',
        label: 'Skip empty values',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Leave out NULL values and empty text, so the List has only real values.',
      },
    ],
    outputs: [
      {
        name: 'columnValues',
        type: 'List',
        description:
          "The column's values in row order, one item per row (fewer with Remove duplicates or Skip empty values).",
      },
    ],
    errors: [resultInvalid, columnNotFound],
  };
}

/** `closeConnection`: ends the session; safe to run twice. */
function closeConnectionAction(engine: Engine): ActionSpec {
  return {
    id: `database.${engine.key}.closeConnection`,
    minClient: '4.0',
    title: 'Close connection',
    summary: `Closes ${aOr(engine)} session and frees its connection on the server.`,
    inputs: [
      {
        ...sessionInput(engine),
        description: `${sessionInput(engine).description} Closing a session that is already closed does nothing, so the step is safe in a finally-style catch branch. ${
          engine.transactions
            ? 'A transaction still open is rolled back, not committed.'
            : 'Nothing is ever pending: every Firebird query has already committed or rolled back.'
        }`,
      },
    ],
    outputs: [],
    errors: [invalidSession],
  };
}

/** `transactions`: begin, commit or roll back; only engines with transaction facts have it. */
function transactionAction(engine: Engine, tx: NonNullable<Engine['transactions']>): ActionSpec {
  return {
    id: `database.${engine.key}.transactions`,
    minClient: '4.1',
    title: 'Transaction',
    summary: `Begins, commits or rolls back a transaction on ${aOr(engine)} session, so several queries are saved together or not at all.`,
    inputs: [
      sessionInput(engine),
      {
        key: 'operation',
        label: 'Operation',
        type: 'Text',
        required: true,
        values: ['begin', 'commit', 'rollback'],
        description: `Begin starts a transaction; Commit saves every change since Begin and Roll back undoes them (put it in the catch branch of a try_catch). ${tx.note}`,
        example: 'begin',
      },
      {
        key: 'isolationLevel',
        label: 'Isolation level',
        type: 'Text',
        required: false,
        default: tx.defaultIsolation,
        values: tx.isolationLevels,
        description: `Only for Begin: how much the transaction sees of other sessions' uncommitted and concurrent changes. ${tx.defaultIsolation} is the ${engine.name} default.`,
      },
    ],
    outputs: [],
    errors: [
      // A lost session took its open transaction with it: retrying the Commit alone cannot work.
      {
        ...sessionClosed,
        fix: 'Connect again and run the whole unit again from Begin: the open transaction was rolled back with the session.',
      },
      invalidSession,
      transactionAlreadyOpen,
      noOpenTransaction,
      transactionConflict,
      ...(ENGINE_SPECS[engine.key].transactionErrors ?? []),
    ],
  };
}

/** The actions of one engine, in the order its pages and API entries list them. */
function engineActions(engine: Engine): ActionSpec[] {
  return [
    connectionAction(engine),
    queryAction(engine),
    getRowsAction(engine),
    getColumnAction(engine),
    closeConnectionAction(engine),
    ...(engine.transactions ? [transactionAction(engine, engine.transactions)] : []),
  ];
}

/* ------------------------------------------------------------------ */
/* The data store                                                      */
/* ------------------------------------------------------------------ */

const dataKey: InputSpec = {
  key: 'key',
  label: 'Key',
  type: 'Text',
  required: true,
  description:
    'The name the value is kept under, up to 255 characters. Keys are case-sensitive and belong to this robot only.',
  example: 'nfe-{{invoiceAccessKey}}',
};

const keyPrefix: InputSpec = {
  key: 'prefix',
  label: 'Key prefix',
  type: 'Text',
  required: false,
  description: 'Only keys that start with this text, such as `nfe-`. Empty takes every key of the robot.',
};

const storeUnavailable: ErrorSpec = {
  code: 'DATASTORE_UNAVAILABLE',
  message: 'The data store could not be reached: [reason].',
  when: 'The Client machine lost its connection to Studio during the step. The data store is kept in Studio, not on the Client, so every machine that runs the robot sees the same data.',
  fix: "Check the Client's status in Studio and its network, then run again; on an unstable network wrap the step in a try_catch with Retries set to 2 or 3.",
};

const keyNotFound: ErrorSpec = {
  code: 'DATASTORE_KEY_NOT_FOUND',
  message: 'Key [key] is not in the data store.',
  when: "Nothing was inserted under this key yet (the robot's first run), it was removed or cleared, it expired (Expires after on the step that saved it), or it differs in case from the key that was inserted.",
  fix: 'Fill Default value so a missing key returns it instead of failing, or check first with Count data and a key prefix.',
};

const keyInvalid: ErrorSpec = {
  code: 'DATASTORE_KEY_INVALID',
  message: 'Key [key] is empty or longer than 255 characters.',
  when: 'The variable used in the key was empty (so the key is empty or just its fixed part), or a long text such as a whole file name with its path was used as key.',
  fix: 'Build the key from a short, stable identifier such as the NF-e access key or the order number, and check the variable is set before this step.',
};

const dataStore: ActionSpec[] = [
  {
    id: 'database.dataStore.insertData',
    minClient: '4.0',
    title: 'Insert data',
    summary: "Saves a value under a key in the robot's data store, where later runs of the same robot can read it.",
    inputs: [
      dataKey,
      {
        key: 'value',
        label: 'Value',
        type: 'Object',
        required: true,
        description:
          'Any value: text, number, date, List, Table or Object. It keeps its type, so a Date comes back as a Date. Up to 1 MB once stored as JSON.',
        example: '{{invoice}}',
      },
      {
        key: 'overwrite',
        label: 'Overwrite',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'Replace the value when the key already exists. Off fails with DATASTORE_KEY_EXISTS, which makes the step a guard against processing the same item twice.',
      },
      {
        key: 'expiresInDays',
        label: 'Expires after (days)',
        type: 'Number',
        unit: 'days',
        required: false,
        description:
          'Remove the key automatically this many days after it was saved. Empty keeps it until it is removed or cleared.',
      },
    ],
    outputs: [],
    errors: [
      keyInvalid,
      {
        code: 'DATASTORE_KEY_EXISTS',
        message: 'Key [key] already exists in the data store.',
        when: 'Overwrite is off and an earlier run (or an earlier step of this run) already saved this key.',
        fix: 'Treat it as "already done": catch DATASTORE_KEY_EXISTS in a try_catch and skip the item, or turn Overwrite on to replace the value.',
      },
      {
        code: 'DATASTORE_VALUE_TOO_LARGE',
        message: 'The value for key [key] is [size] bytes; the limit is 1 MB.',
        when: 'The value is a large Table or the content of a file.',
        fix: 'Keep large data in a file or a database and store only its path or identifier, or split the value over several keys.',
      },
      storeUnavailable,
    ],
  },
  {
    id: 'database.dataStore.getData',
    minClient: '4.0',
    title: 'Get data',
    summary: "Reads the value saved under a key in the robot's data store.",
    inputs: [
      {...dataKey, example: 'lastSyncDate'},
      {
        key: 'defaultValue',
        label: 'Default value',
        type: 'Object',
        required: false,
        description:
          "What to return when the key does not exist, such as a start date on the robot's first run. Empty makes a missing key fail with DATASTORE_KEY_NOT_FOUND.",
      },
    ],
    outputs: [
      {
        name: 'storedValue',
        type: 'Object',
        description:
          'The value saved under the key, with the type it was saved with, or Default value when the key does not exist.',
      },
    ],
    errors: [keyNotFound, storeUnavailable],
  },
  {
    id: 'database.dataStore.removeData',
    minClient: '4.0',
    title: 'Remove data',
    summary: "Deletes one key and its value from the robot's data store.",
    inputs: [dataKey],
    outputs: [
      {
        name: 'removed',
        type: 'Boolean',
        description:
          'True when the key existed and was removed; false when there was nothing to remove, which is not an error.',
      },
    ],
    errors: [storeUnavailable],
  },
  {
    id: 'database.dataStore.clear',
    minClient: '4.0',
    title: 'Clear data store',
    summary: "Deletes every key of the robot's data store, or every key that starts with a prefix.",
    inputs: [{...keyPrefix, description: `${keyPrefix.description} Cleared data cannot be recovered.`}],
    outputs: [{name: 'removedCount', type: 'Number', description: 'How many keys were deleted.'}],
    errors: [storeUnavailable],
  },
  {
    id: 'database.dataStore.countData',
    minClient: '4.0',
    title: 'Count data',
    summary: "Counts the keys in the robot's data store, or the keys that start with a prefix.",
    inputs: [keyPrefix],
    outputs: [{name: 'count', type: 'Number', description: 'How many keys exist; 0 when there are none.'}],
    errors: [storeUnavailable],
  },
  {
    id: 'database.dataStore.getAllKeys',
    minClient: '4.0',
    title: 'Get all keys',
    summary: "Lists the keys in the robot's data store, or the keys that start with a prefix, in alphabetical order.",
    inputs: [keyPrefix],
    outputs: [
      {name: 'keys', type: 'List', description: 'The keys in alphabetical order; an empty List when there are none.'},
    ],
    errors: [storeUnavailable],
  },
  {
    id: 'database.dataStore.getAllValues',
    minClient: '4.0',
    title: 'Get all values',
    summary:
      "Lists the values in the robot's data store, or those whose keys start with a prefix, in the order of their keys.",
    inputs: [keyPrefix],
    outputs: [
      {
        name: 'values',
        type: 'List',
        description:
          'The values in alphabetical order of their keys, so item n belongs to item n of Get all keys with the same prefix; each keeps its type.',
      },
    ],
    errors: [storeUnavailable],
  },
];

export default defineGroup('database', [
  ...engineActions(firebird),
  ...engineActions(mysql),
  ...engineActions(oracle),
  ...engineActions(postgreSQL),
  ...engineActions(sqlServer),
  ...dataStore,
]);
