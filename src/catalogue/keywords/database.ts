import type {Keywords} from './types';

/**
 * What readers type when they look for a database or data-store action.
 *
 * The five engines have the same kinds of action, so each engine entry is built from the words
 * of its kind (the task, in English and Portuguese) plus the engine's own words (its names,
 * misspellings, and the terms of that engine a reader searches with: SID for Oracle, SQLEXPRESS
 * for SQL Server...). Every engine entry therefore names its engine, so "connect to postgres"
 * leads to the PostgreSQL connection page and not to MySQL's. The data store is not an engine.
 */

type Kind = 'connection' | 'query' | 'getRows' | 'getColumn' | 'closeConnection' | 'transactions';

/** The task words of each kind, shared by every engine. */
const kindWords: Record<Kind, string[]> = {
  connection: [
    'connect to database',
    'database connection',
    'open database connection',
    'database login',
    'connection string',
    'conectar ao banco de dados',
    'conexão com banco de dados',
    'conexao com banco de dados',
    'conectar banco',
    'conection',
  ],
  query: [
    'run sql',
    'execute sql query',
    'select from table',
    'insert update delete',
    'query parameters',
    'executar sql',
    'executar consulta',
    'consulta sql',
    'rodar query',
    'querry',
  ],
  getRows: [
    'get rows from query result',
    'query result to table',
    'first n rows',
    'page through results',
    'paginate query result',
    'pegar linhas do resultado',
    'obter linhas da consulta',
    'linhas da consulta',
    'get rwos',
  ],
  getColumn: [
    'get column from query result',
    'column values to list',
    'list of ids from query',
    'distinct column values',
    'one column as list',
    'pegar coluna do resultado',
    'valores da coluna',
    'lista de valores da consulta',
    'get colum',
  ],
  closeConnection: [
    'close database connection',
    'disconnect from database',
    'end database session',
    'release connection',
    'fechar conexão',
    'fechar conexao',
    'desconectar do banco',
    'encerrar conexão com banco',
    'encerrar conexao com banco',
    'close conection',
  ],
  transactions: [
    'read committed',
    'serializable',
    'begin transaction',
    'commit',
    'rollback',
    'roll back',
    'undo changes on error',
    'save several queries together',
    'isolation level',
    'transação',
    'transacao',
    'desfazer alterações',
    'desfazer alteracoes',
    'confirmar alterações no banco',
    'transction',
  ],
};

interface EngineWords {
  /** The main name, used in task phrases ("connect to postgres"). */
  name: string;
  /** Other names and misspellings readers type for the engine. */
  aliases: string[];
  /** Words of this engine for each kind of action. */
  extra: Partial<Record<Kind, string[]>>;
}

const firebird: EngineWords = {
  name: 'firebird',
  aliases: ['banco firebird', 'firebid'],
  extra: {
    connection: ['fdb file', '.fdb', 'sysdba', 'port 3050', 'databases.conf alias', 'charset win1252', 'fire bird'],
    query: ['select first', '? placeholder', 'ibexpert', 'consulta firebird'],
    getRows: ['firebird result rows'],
    getColumn: ['firebird result column'],
    closeConnection: ['fechar firebird'],
  },
};

const mysql: EngineWords = {
  name: 'mysql',
  aliases: ['mariadb', 'banco mysql', 'my sql', 'mysq'],
  extra: {
    connection: ['port 3306', 'amazon rds mysql', 'azure database for mysql', 'mysql workbench', 'utf8mb4'],
    query: ['mysql limit', '? placeholder', 'backticks', 'consulta mysql'],
    getRows: ['mysql result rows'],
    getColumn: ['mysql result column'],
    closeConnection: ['fechar mysql'],
    transactions: ['start transaction', 'innodb', 'myisam'],
  },
};

const oracle: EngineWords = {
  name: 'oracle',
  aliases: ['oracle db', 'oracle database', 'banco oracle', 'oracel'],
  extra: {
    connection: ['service name', 'sid', 'tnsnames', 'easy connect', 'port 1521', 'without instant client'],
    query: ['pl/sql', 'plsql', 'bind variables', ':name placeholder', 'fetch first rows only', 'consulta oracle'],
    getRows: ['oracle result rows'],
    getColumn: ['oracle result column'],
    closeConnection: ['fechar oracle'],
    transactions: ['oracle commit'],
  },
};

const postgreSQL: EngineWords = {
  name: 'postgres',
  aliases: ['postgresql', 'pg', 'banco postgres', 'postgre', 'postgress', 'postgree'],
  extra: {
    connection: ['port 5432', 'sslmode', 'pg_hba.conf', 'amazon rds postgres', 'pgadmin'],
    query: ['$1 placeholder', 'returning', 'psql', 'consulta postgres'],
    getRows: ['postgres result rows'],
    getColumn: ['postgres result column'],
    closeConnection: ['fechar postgres'],
    transactions: ['transactional ddl'],
  },
};

const sqlServer: EngineWords = {
  name: 'sql server',
  aliases: ['mssql', 'microsoft sql server', 'sqlserver', 'banco sql server', 'sql sever'],
  extra: {
    connection: ['sqlexpress', 'named instance', 'windows authentication', 'azure sql', 'port 1433', 'ssms'],
    query: ['t-sql', 'tsql', 'select top', '@name parameter', 'output inserted'],
    getRows: ['sql server result rows'],
    getColumn: ['sql server result column'],
    closeConnection: ['fechar sql server'],
    transactions: ['begin tran'],
  },
};

/** The task in the engine's name, as a reader types it ("connect to oracle", "oracle query"). */
const phrases: Record<Kind, (name: string) => string[]> = {
  connection: (n) => [n, `connect to ${n}`, `${n} connection`, `conectar ${n}`],
  query: (n) => [`${n} query`, `run ${n} sql`],
  getRows: (n) => [`${n} get rows`, `${n} rows to table`],
  getColumn: (n) => [`${n} get column`, `${n} column to list`],
  closeConnection: (n) => [`close ${n} connection`, `disconnect ${n}`],
  transactions: (n) => [`${n} transaction`, `${n} rollback`],
};

/** An engine action's keywords: its kind's words, the engine's names and the engine's words for that kind. */
function forEngine(engine: EngineWords, kind: Kind): string[] {
  // Aliases fill the connection entry (what readers type for "the postgres page"); the other
  // kinds take the first alias only, so that the kind words still decide between siblings.
  const names = kind === 'connection' ? engine.aliases : engine.aliases.slice(0, 1);
  const words = [...phrases[kind](engine.name), ...names, ...(engine.extra[kind] ?? []), ...kindWords[kind]];
  return [...new Set(words.map((word) => word.toLowerCase()))];
}

export default {
  'database.firebird.connection': forEngine(firebird, 'connection'),
  'database.firebird.query': forEngine(firebird, 'query'),
  'database.firebird.getRows': forEngine(firebird, 'getRows'),
  'database.firebird.getColumn': forEngine(firebird, 'getColumn'),
  'database.firebird.closeConnection': forEngine(firebird, 'closeConnection'),

  'database.mysql.connection': forEngine(mysql, 'connection'),
  'database.mysql.query': forEngine(mysql, 'query'),
  'database.mysql.getRows': forEngine(mysql, 'getRows'),
  'database.mysql.getColumn': forEngine(mysql, 'getColumn'),
  'database.mysql.closeConnection': forEngine(mysql, 'closeConnection'),
  'database.mysql.transactions': forEngine(mysql, 'transactions'),

  'database.oracle.connection': forEngine(oracle, 'connection'),
  'database.oracle.query': forEngine(oracle, 'query'),
  'database.oracle.getRows': forEngine(oracle, 'getRows'),
  'database.oracle.getColumn': forEngine(oracle, 'getColumn'),
  'database.oracle.closeConnection': forEngine(oracle, 'closeConnection'),
  'database.oracle.transactions': forEngine(oracle, 'transactions'),

  'database.postgreSQL.connection': forEngine(postgreSQL, 'connection'),
  'database.postgreSQL.query': forEngine(postgreSQL, 'query'),
  'database.postgreSQL.getRows': forEngine(postgreSQL, 'getRows'),
  'database.postgreSQL.getColumn': forEngine(postgreSQL, 'getColumn'),
  'database.postgreSQL.closeConnection': forEngine(postgreSQL, 'closeConnection'),
  'database.postgreSQL.transactions': forEngine(postgreSQL, 'transactions'),

  'database.SQLServer.connection': forEngine(sqlServer, 'connection'),
  'database.SQLServer.query': forEngine(sqlServer, 'query'),
  'database.SQLServer.getRows': forEngine(sqlServer, 'getRows'),
  'database.SQLServer.getColumn': forEngine(sqlServer, 'getColumn'),
  'database.SQLServer.closeConnection': forEngine(sqlServer, 'closeConnection'),
  'database.SQLServer.transactions': forEngine(sqlServer, 'transactions'),

  'database.dataStore.insertData': [
    'save value between runs',
    'persist data between runs',
    'key value store',
    'remember last processed item',
    'store variable for next run',
    'avoid processing the same item twice',
    'set key',
    'expire after days',
    'persistent variable',
    'guardar valor entre execuções',
    'guardar valor entre execucoes',
    'salvar dado para a próxima execução',
    'salvar dado para a proxima execucao',
    'variável persistente',
    'variavel persistente',
    'memória do robô',
    'memoria do robo',
    'data store',
    'datastore',
    'data stroe',
  ],
  'database.dataStore.getData': [
    'read saved value',
    'get value by key',
    'read value from previous run',
    'last sync date',
    'read persisted data',
    'key value store get',
    'default value on first run',
    'ler valor salvo',
    'recuperar valor entre execuções',
    'recuperar valor entre execucoes',
    'ler dado da execução anterior',
    'ler dado da execucao anterior',
    'buscar chave',
    'data store read',
    'datastore get',
    'data stroe',
  ],
  'database.dataStore.removeData': [
    'remove key',
    'delete saved value',
    'delete key from data store',
    'forget value',
    'unset key',
    'key value store delete',
    'remover chave',
    'apagar valor salvo',
    'excluir dado salvo',
    'deletar chave',
    'datastore remove',
    'remove keey',
  ],
  'database.dataStore.clear': [
    'clear data store',
    'delete all saved values',
    'reset robot memory',
    'wipe keys',
    'delete keys by prefix',
    'start over from scratch',
    'empty key value store',
    'limpar dados salvos',
    'apagar todas as chaves',
    'zerar memória do robô',
    'zerar memoria do robo',
    'resetar datastore',
    'clear datastore',
    'clear data stroe',
  ],
  'database.dataStore.countData': [
    'count keys',
    'how many saved values',
    'number of keys in data store',
    'count keys with prefix',
    'size of key value store',
    'items processed so far',
    'contar chaves',
    'quantos valores salvos',
    'quantidade de registros salvos',
    'contar dados salvos',
    'datastore count',
    'count kyes',
  ],
  'database.dataStore.getAllKeys': [
    'list keys',
    'get all keys',
    'all saved keys',
    'keys with prefix',
    'list data store keys',
    'key names in alphabetical order',
    'listar chaves',
    'todas as chaves',
    'chaves salvas',
    'listar chaves do datastore',
    'datastore keys',
    'get all keyes',
  ],
  'database.dataStore.getAllValues': [
    'list values',
    'get all values',
    'all saved values',
    'values with prefix',
    'list data store values',
    'read everything saved',
    'listar valores',
    'todos os valores salvos',
    'valores salvos',
    'listar valores do datastore',
    'datastore values',
    'get all vaules',
  ],
} satisfies Keywords;
