/**
 * The five database engines' facts (port, placeholder style, driver,
 * connection-string form, column case, isolation levels): the one place they
 * are written. `actions/database.ts` builds each engine's actions from them and
 * pages that compare engines read DATABASE_ENGINES. Kept apart from the group
 * file so a group file exports its group and nothing else. An engine's own
 * inputs and error codes, which only its actions read, live with them in
 * `actions/database.ts` (ENGINE_SPECS): the 21 database pages that read these
 * facts do not ship them.
 */

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
  /** The connection-string form the Connection string field accepts, as a phrase. */
  connectionString: string;
  placeholder: {style: 'positional' | 'numbered' | 'named'; sample: string};
  /** Dialect facts shown with the SQL field. */
  sqlNote: string;
  sample: {sql: string; parameters: unknown[]; column: string};
  /** How the engine names result columns. */
  columnCase: string;
  /** How the engine's types arrive in the rows Table. */
  typeNote: string;
  /** The clause, if any, by which an INSERT or UPDATE returns rows to `rows`: ' (or a RETURNING clause)'. */
  returningClause: string;
  /** Absent for Firebird, which has no Transactions action. */
  transactions?: {
    isolationLevels: string[];
    defaultIsolation: string;
    /** What the engine does with DDL and locks inside a transaction. */
    note: string;
  };
}

export const firebird: Engine = {
  key: 'firebird',
  name: 'Firebird',
  sessionVar: 'firebirdDb',
  port: 3050,
  portNote: 'It is set by `RemoteServicePort` in firebird.conf.',
  driver:
    'The Client talks the Firebird wire protocol itself (node-firebird driver, Firebird 2.5 to 5.0), so no fbclient library is needed on the Client machine.',
  hostExample: 'srv-erp.empresa.local',
  connectionString:
    'host, a slash, the port, a colon and the file, such as `srv-erp.empresa.local/3050:C:\\ERP\\Dados\\EMPRESA.FDB`',
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
  returningClause: ' (or a RETURNING clause)',
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
  connectionString: 'a URL such as `mysql://robo_tucano:password@mysql.erp.empresa.local:3306/erp_producao?ssl=true`',
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
    'DECIMAL and BIGINT arrive as Text so no digit is lost (convert with the number function and Locale `en-US` before adding them), DATE and DATETIME as Date; BOOLEAN is TINYINT(1) and arrives as the Number 0 or 1.',
  returningClause: '',
  transactions: {
    isolationLevels: ['readUncommitted', 'readCommitted', 'repeatableRead', 'serializable'],
    defaultIsolation: 'repeatableRead',
    note: 'CREATE, ALTER and TRUNCATE commit the open transaction implicitly, and MyISAM tables ignore Roll back, so keep DDL out of it and write only InnoDB tables.',
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
  connectionString:
    'an Easy Connect string such as `oracle.erp.empresa.local:1521/ORCLPDB1`, or for a SID a descriptor such as `(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=oracle.erp.empresa.local)(PORT=1521))(CONNECT_DATA=(SID=ORCL)))`; User and Password still come from their fields',
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
  returningClause: '',
  transactions: {
    isolationLevels: ['readCommitted', 'serializable'],
    defaultIsolation: 'readCommitted',
    note: 'Oracle commits the open transaction before and after every CREATE, ALTER, DROP or TRUNCATE, so run DDL before Begin or after Commit.',
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
  connectionString:
    'a URL such as `postgresql://robo_tucano:password@pg.financeiro.empresa.local:5432/financeiro?sslmode=require`',
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
    'numeric and bigint arrive as Text so no digit is lost (convert with the number function and Locale `en-US` before adding them), boolean as Boolean, date and timestamp as Date, json and jsonb as Object.',
  returningClause: ' (or a RETURNING clause)',
  transactions: {
    isolationLevels: ['readCommitted', 'repeatableRead', 'serializable'],
    defaultIsolation: 'readCommitted',
    note: 'DDL is transactional too: a rolled-back CREATE TABLE is undone. After any failed statement PostgreSQL refuses the rest until Roll back.',
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
  connectionString:
    'ADO.NET keywords such as `Server=SRV-SQL01\\SQLEXPRESS;Database=ERP_PRODUCAO;User Id=robo_tucano;Password=...;Encrypt=true`',
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
  returningClause: ' (or an OUTPUT clause)',
  transactions: {
    isolationLevels: ['readUncommitted', 'readCommitted', 'repeatableRead', 'serializable', 'snapshot'],
    defaultIsolation: 'readCommitted',
    note: "DDL is transactional too. Locks are held until Commit or Roll back, so keep the transaction short: the ERP's users wait on the rows it changed.",
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
