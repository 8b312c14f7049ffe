/**
 * The five database engines' facts (port, placeholder style, driver,
 * connection-string form, column case, isolation levels): the one place they
 * are written. `actions/database.ts` builds each engine's actions from them and
 * pages that compare engines read DATABASE_ENGINES. Kept apart from the group
 * file so a group file exports its group and nothing else.
 */
import type {ActionSpec} from './schema';

type InputSpec = ActionSpec['inputs'][number];
type ErrorSpec = ActionSpec['errors'][number];

/** The facts that really differ between engines. Everything else is shared. */
export interface Engine {
  /** Route segment and id segment, spelled as the route: `postgreSQL`, `SQLServer`. */
  key: 'firebird' | 'mysql' | 'oracle' | 'postgreSQL' | 'SQLServer';
  name: string;
  /** Suggested output variable of the Connection step. */
  sessionVar: string;
  port: number;
  /** Where the port is configured, or how it is found. */
  portNote: string;
  /** The driver the Client uses and the server versions it supports. */
  driver: string;
  hostExample: string;
  /** Inputs between Port and User: what database on the server to open. */
  targetInputs: InputSpec[];
  user: {description: string; example: string; default?: string};
  /** Inputs after Password: encryption, charset, schema. */
  optionInputs: InputSpec[];
  /** The connection-string form the Connection string field accepts, as a phrase. */
  connectionString: string;
  /** Failures of the Connection step besides the shared ones. */
  connectionErrors: ErrorSpec[];
  placeholder: {style: 'positional' | 'numbered' | 'named'; sample: string};
  /** Dialect facts shown with the SQL field. */
  sqlNote: string;
  sample: {sql: string; parameters: unknown[]; column: string};
  /** How the engine names result columns. */
  columnCase: string;
  /** How the engine's types arrive in the rows Table. */
  typeNote: string;
  /** Absent for Firebird, which has no Transactions action. */
  transactions?: {
    isolationLevels: string[];
    defaultIsolation: string;
    /** What the engine does with DDL and locks inside a transaction. */
    note: string;
    /** Transaction failures only this engine has. */
    errors: ErrorSpec[];
  };
}

const certificateUntrusted: ErrorSpec = {
  code: 'DB_CERTIFICATE_UNTRUSTED',
  message: 'The TLS certificate of [host] is not trusted: [reason].',
  when: 'Encryption is on and the server presents a self-signed certificate, or one issued by a company authority the Client machine does not trust.',
  fix: "Install the issuing authority's certificate on the Client machine (ask the DBA for it). Skipping the check keeps the traffic encrypted but lets another server pose as the database, so use it only on an internal network.",
};

const databaseNotFound: ErrorSpec = {
  code: 'DB_DATABASE_NOT_FOUND',
  message: 'Database [database] does not exist on [host] or the user cannot open it.',
  when: 'The database name is misspelled, differs in case, or exists on another server or instance.',
  fix: 'List the databases the user can see with a SQL tool and copy the exact name into the Database field.',
};

export const firebird: Engine = {
  key: 'firebird',
  name: 'Firebird',
  sessionVar: 'firebirdDb',
  port: 3050,
  portNote: 'It is set by `RemoteServicePort` in firebird.conf.',
  driver:
    'The Client talks the Firebird wire protocol itself (node-firebird driver, Firebird 2.5 to 5.0), so no fbclient library is needed on the Client machine.',
  hostExample: 'srv-erp.empresa.local',
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
  connectionString:
    'host, a slash, the port, a colon and the file, such as `srv-erp.empresa.local/3050:C:\\ERP\\Dados\\EMPRESA.FDB`',
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
  placeholder: {style: 'positional', sample: '?'},
  sqlNote:
    'Limit and page rows with `SELECT FIRST n SKIP m`, or `ROWS m TO n` at the end of the statement (Firebird 3 and later also accept `OFFSET m ROWS FETCH NEXT n ROWS ONLY`); unquoted names are stored in upper case.',
  sample: {
    sql: 'SELECT FIRST 500 NUMERO_NF, CNPJ_FORNECEDOR, VALOR_TOTAL FROM NOTAS_FISCAIS WHERE CNPJ_FORNECEDOR = ? AND DATA_EMISSAO >= ?',
    parameters: ['{{supplierCnpj}}', '{{params.startDate}}'],
    column: 'NUMERO_NF',
  },
  columnCase: 'Firebird returns unquoted names in upper case: `numero_nf` in the SQL comes back as `NUMERO_NF`.',
  typeNote:
    "NUMERIC and DECIMAL arrive as Number, DATE and TIMESTAMP as Date, and BLOB SUB_TYPE TEXT as Text decoded with the connection's character set.",
};

export const mysql: Engine = {
  key: 'mysql',
  name: 'MySQL',
  sessionVar: 'mysqlDb',
  port: 3306,
  portNote: 'It is set by `port` in my.cnf (my.ini on Windows).',
  driver:
    'The Client uses the mysql2 driver, which supports MySQL 5.7 and 8.x (including caching_sha2_password logins) and MariaDB 10.x.',
  hostExample: 'mysql.erp.empresa.local',
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
  connectionString: 'a URL such as `mysql://robo_tucano:password@mysql.erp.empresa.local:3306/erp_producao?ssl=true`',
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
  placeholder: {style: 'positional', sample: '?'},
  sqlNote:
    'Quote a name that is also a reserved word, such as order or desc, with backticks; limit and page rows with `LIMIT n OFFSET m`.',
  sample: {
    sql: 'SELECT numero_nf, cnpj_fornecedor, valor_total FROM notas_fiscais WHERE cnpj_fornecedor = ? AND data_emissao >= ? LIMIT 500',
    parameters: ['{{supplierCnpj}}', '{{params.startDate}}'],
    column: 'numero_nf',
  },
  columnCase:
    'MySQL returns names as the SELECT writes them (or their alias); an unnamed expression is named by its text, such as `COUNT(*)`.',
  typeNote:
    'DECIMAL and BIGINT arrive as Text so no digit is lost (convert with the number function before adding them), DATE and DATETIME as Date; BOOLEAN is TINYINT(1) and arrives as the Number 0 or 1.',
  transactions: {
    isolationLevels: ['readUncommitted', 'readCommitted', 'repeatableRead', 'serializable'],
    defaultIsolation: 'repeatableRead',
    note: 'CREATE, ALTER and TRUNCATE commit the open transaction implicitly, and MyISAM tables ignore Roll back, so keep DDL out of it and write only InnoDB tables.',
    errors: [
      {
        code: 'DB_MYSQL_NON_TRANSACTIONAL_TABLE',
        message: 'Some non-transactional changed tables could not be rolled back.',
        when: 'Roll back ran after the transaction changed a MyISAM or MEMORY table, which ignores transactions; or a CREATE, ALTER or TRUNCATE inside it had already committed everything before it.',
        fix: 'Convert the tables the robot writes to InnoDB (`ALTER TABLE t ENGINE=InnoDB`) and keep DDL statements out of transactions.',
      },
    ],
  },
};

export const oracle: Engine = {
  key: 'oracle',
  name: 'Oracle',
  sessionVar: 'oracleDb',
  port: 1521,
  portNote: "It is the listener's port, set in listener.ora.",
  driver:
    'The Client uses node-oracledb in Thin mode, which supports Oracle Database 12.1 and later without installing Oracle Instant Client.',
  hostExample: 'oracle.erp.empresa.local',
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
  connectionString:
    'an Easy Connect string such as `oracle.erp.empresa.local:1521/ORCLPDB1`, or for a SID a descriptor such as `(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=oracle.erp.empresa.local)(PORT=1521))(CONNECT_DATA=(SID=ORCL)))`; User and Password still come from their fields',
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
  placeholder: {style: 'named', sample: ':name'},
  sqlNote:
    'Leave out the trailing semicolon (it causes ORA-00911), except at the end of a PL/SQL `BEGIN ... END;` block; limit rows with `FETCH FIRST n ROWS ONLY` and page with `OFFSET m ROWS FETCH NEXT n ROWS ONLY`.',
  sample: {
    sql: 'SELECT NUM_NF, CNPJ_FORNECEDOR, VALOR_TOTAL FROM NOTAS_FISCAIS WHERE CNPJ_FORNECEDOR = :cnpj AND DATA_EMISSAO >= :inicio FETCH FIRST 500 ROWS ONLY',
    parameters: ['{{supplierCnpj}}', '{{params.startDate}}'],
    column: 'NUM_NF',
  },
  columnCase:
    'Oracle returns unquoted names in upper case: `num_nf` in the SQL comes back as `NUM_NF`; an alias in double quotes keeps its case.',
  typeNote:
    'NUMBER arrives as Number (more than 15 significant digits lose precision, so select long codes with TO_CHAR), DATE and TIMESTAMP as Date, CLOB as Text. Before Oracle 23ai there is no BOOLEAN column type, so flags are NUMBER(1) or CHAR(1) columns and arrive as Number or Text.',
  transactions: {
    isolationLevels: ['readCommitted', 'serializable'],
    defaultIsolation: 'readCommitted',
    note: 'Oracle commits the open transaction before and after every CREATE, ALTER, DROP or TRUNCATE, so run DDL before Begin or after Commit.',
    errors: [],
  },
};

export const postgreSQL: Engine = {
  key: 'postgreSQL',
  name: 'PostgreSQL',
  sessionVar: 'postgresDb',
  port: 5432,
  portNote: 'It is set by `port` in postgresql.conf.',
  driver:
    'The Client uses the node-postgres (pg) driver, which supports PostgreSQL 11 and later, Amazon RDS and Azure Database for PostgreSQL.',
  hostExample: 'pg.financeiro.empresa.local',
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
  connectionString:
    'a URL such as `postgresql://robo_tucano:password@pg.financeiro.empresa.local:5432/financeiro?sslmode=require`',
  connectionErrors: [
    databaseNotFound,
    certificateUntrusted,
    {
      code: 'DB_POSTGRES_HOST_NOT_ALLOWED',
      message: 'No pg_hba.conf entry for host [clientAddress], user [user], database [database], [encryption].',
      when: "The server's pg_hba.conf has no line that lets this user reach this database from the Client machine's address, with or without SSL.",
      fix: "Ask the DBA to add a `host` (or `hostssl`) line for the Client's address and reload PostgreSQL; if the line is `hostssl`, set SSL mode to require.",
    },
  ],
  placeholder: {style: 'numbered', sample: '$1'},
  sqlNote:
    'Quote names with double quotes, limit and page rows with `LIMIT n OFFSET m`; `RETURNING` gives back the rows an INSERT or UPDATE wrote.',
  sample: {
    sql: 'SELECT numero_nf, cnpj_fornecedor, valor_total FROM notas_fiscais WHERE cnpj_fornecedor = $1 AND data_emissao >= $2 LIMIT 500',
    parameters: ['{{supplierCnpj}}', '{{params.startDate}}'],
    column: 'numero_nf',
  },
  columnCase:
    'PostgreSQL folds unquoted names to lower case: `NumeroNF` in the SQL comes back as `numeronf`; an alias in double quotes keeps its case.',
  typeNote:
    'numeric and bigint arrive as Text so no digit is lost (convert with the number function before adding them), boolean as Boolean, date and timestamp as Date, json and jsonb as Object.',
  transactions: {
    isolationLevels: ['readCommitted', 'repeatableRead', 'serializable'],
    defaultIsolation: 'readCommitted',
    note: 'DDL is transactional too: a rolled-back CREATE TABLE is undone. After any failed statement PostgreSQL refuses the rest until Roll back.',
    errors: [
      {
        code: 'DB_POSTGRES_TRANSACTION_ABORTED',
        message: 'Current transaction is aborted, commands ignored until end of transaction block.',
        when: 'A statement inside the transaction failed; PostgreSQL then refuses every later statement, Commit included, until the transaction is rolled back.',
        fix: 'Put the queries in a try_catch and run Transaction with Roll back in its catch branch; then begin again if the robot retries.',
      },
    ],
  },
};

export const sqlServer: Engine = {
  key: 'SQLServer',
  name: 'SQL Server',
  sessionVar: 'sqlServerDb',
  port: 1433,
  portNote:
    'It is ignored when Instance name is set: the port of a named instance is looked up through the SQL Server Browser service on UDP 1434.',
  driver:
    'The Client uses the tedious driver (TDS protocol), which supports SQL Server 2012 and later and Azure SQL Database, from Windows and Linux Clients alike.',
  hostExample: 'SRV-SQL01',
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
  connectionString:
    'ADO.NET keywords such as `Server=SRV-SQL01\\SQLEXPRESS;Database=ERP_PRODUCAO;User Id=robo_tucano;Password=...;Encrypt=true`',
  connectionErrors: [
    databaseNotFound,
    certificateUntrusted,
    {
      code: 'DB_SQLSERVER_INSTANCE_NOT_FOUND',
      message: 'Could not find instance [instance] on [host].',
      when: 'The SQL Server Browser service is stopped on the server, a firewall blocks UDP port 1434, or the instance name is misspelled.',
      fix: "Start SQL Server Browser and open UDP 1434 to the Client, or leave Instance name empty and enter the instance's static TCP port (SQL Server Configuration Manager shows it) in Port.",
    },
  ],
  placeholder: {style: 'named', sample: '@name'},
  sqlNote:
    'Limit rows with `SELECT TOP n` and page with `ORDER BY` a key and `OFFSET m ROWS FETCH NEXT n ROWS ONLY`; `OUTPUT INSERTED.*` gives back the rows an INSERT or UPDATE wrote. A batch with several statements returns the first result set.',
  sample: {
    sql: 'SELECT TOP 500 NumeroNF, CnpjFornecedor, ValorTotal FROM dbo.NotasFiscais WHERE CnpjFornecedor = @cnpj AND DataEmissao >= @inicio',
    parameters: ['{{supplierCnpj}}', '{{params.startDate}}'],
    column: 'NumeroNF',
  },
  columnCase:
    'SQL Server returns names as the SELECT writes them; an expression without an alias, such as `COUNT(*)`, has an empty name, so give it one (`COUNT(*) AS total`).',
  typeNote:
    'bigint arrives as Text so no digit is lost, decimal and money as Number, bit as Boolean, date and datetime2 as Date, uniqueidentifier as Text.',
  transactions: {
    isolationLevels: ['readUncommitted', 'readCommitted', 'repeatableRead', 'serializable', 'snapshot'],
    defaultIsolation: 'readCommitted',
    note: "DDL is transactional too. Locks are held until Commit or Roll back, so keep the transaction short: the ERP's users wait on the rows it changed.",
    errors: [
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

const ENGINES: Record<Engine['key'], Engine> = {firebird, mysql, oracle, postgreSQL, SQLServer: sqlServer};

/** The engine keys, in the order the site lists engines. */
export const ENGINE_KEYS = Object.keys(ENGINES) as Engine['key'][];

/**
 * The engine a page names, for the shared MDX partials (`<Query engine="mysql" />`):
 * a key or an entry of DATABASE_ENGINES. A wrong name fails the build, naming it.
 */
export function engineOf(engine: string | {key: string} | undefined): Engine {
  const key = typeof engine === 'string' ? engine : engine?.key;
  const found = key ? ENGINES[key as Engine['key']] : undefined;
  if (!found)
    throw new Error(`Database partials need engine="mysql" (or another engine key), got ${JSON.stringify(engine)}`);
  return found;
}

/**
 * Each engine's headline facts, for pages that compare engines or pass them as
 * props to the shared MDX partials (`_connection.mdx`), so no page retypes them.
 */
export const DATABASE_ENGINES = [firebird, mysql, oracle, postgreSQL, sqlServer].map((engine) => ({
  key: engine.key,
  name: engine.name,
  defaultPort: engine.port,
  placeholder: engine.placeholder.sample,
  placeholderStyle: engine.placeholder.style,
  driver: engine.driver,
  connectionString: engine.connectionString,
  sessionVariable: engine.sessionVar,
  hasTransactions: Boolean(engine.transactions),
}));
