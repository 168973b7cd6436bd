import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaMariaDb } from "@prisma/adapter-mariadb";
import * as mariadb from "mariadb";
import fs from "node:fs";
import { LRUCache } from "lru-cache";
import path from "node:path";
import { PrismaClient as MysqlPrismaClient } from "../../generated/mysql/client";
import { PrismaClient } from "../../generated/sqlite/client";
import { getConfig } from "./config.server";
import { gateSqliteTransactions, type SqliteAdapterConnection, type SqliteTransactionGate } from "./sqlite-transactions.server";

export type Db = PrismaClient;
export type { Prisma } from "../../generated/sqlite/client";
/** The client inside `db.$transaction(async (tx) => …)`. */
export type DbTx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/**
 * Builds a client for a DATABASE_URL. Only this module (and the search module and the
 * migrations) may know which database runs. Both generated clients have the same API.
 */
export function createDb(databaseUrl: string, options: { sqliteBusyTimeoutMs?: number } = {}): Db {
  if (databaseUrl.startsWith("file:")) {
    const file = path.resolve(databaseUrl.slice("file:".length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const adapter = new TunedSqliteAdapter({
      url: file,
      timeout: options.sqliteBusyTimeoutMs ?? getConfig().SQLITE_BUSY_TIMEOUT_MS,
    });
    const client = new PrismaClient({ adapter });
    sqliteAdapters.set(client, adapter);
    return client;
  }
  // The pool is ours so readRows can use it too; the adapter still ends it on $disconnect.
  const pool = mariadb.createPool({ ...mariadbPoolConfig(databaseUrl), prepareCacheLength: MYSQL_STATEMENTS_PER_CONNECTION });
  const adapter = new PrismaMariaDb(pool, { disposeExternalPool: true });
  const client = new MysqlPrismaClient({ adapter }) as unknown as Db;
  mysqlPools.set(client, pool);
  return client;
}

type MysqlRows<T> = T[] & { meta?: readonly mariadb.FieldInfo[] };

/** The driver's column types for BIGINT, DECIMAL and NEWDECIMAL (mariadb's const enum TypeNumbers). */
const BIG_NUMBER_TYPES: ReadonlySet<number> = new Set([8, 0, 246]);

/**
 * BIGINT and DECIMAL values (COUNT, TIMESTAMPDIFF, SUM of integers, DECIMAL columns) as numbers, as the driver's
 * `bigIntAsNumber` and `decimalAsNumber` give them. Those options are not passed: given with a
 * statement, the driver copies all of its ~100 connection options for that statement (5% of a
 * MariaDB feed call's server CPU); for the pool, they would change what the ORM reads too.
 */
function bigNumbersAsNumbers<T>(rows: MysqlRows<T>): T[] {
  const names = (rows.meta ?? []).filter((column) => BIG_NUMBER_TYPES.has(column.columnType)).map((column) => column.name());
  if (names.length === 0) return rows;
  for (const row of rows as Record<string, unknown>[]) {
    for (const name of names) {
      const value = row[name];
      if (typeof value === "bigint" || typeof value === "string") row[name] = Number(value);
    }
  }
  return rows;
}

export interface SqliteStatement {
  readonly reader: boolean;
  run(params: unknown[]): { changes: number };
  all(params: unknown[]): unknown[];
  columns(): unknown[];
  raw(on: boolean): unknown;
}

/**
 * Each client's SQLite adapter. On globalThis, as the client is: the server's own modules and the
 * Remix build each have a copy of this module, and the build's readRows and insertThen must find the
 * adapter of the client the server's copy created (a map per copy sent them through the ORM).
 */
const globalForAdapters = globalThis as unknown as { __vetsSqliteAdapters?: WeakMap<Db, TunedSqliteAdapter> };
const sqliteAdapters = (globalForAdapters.__vetsSqliteAdapters ??= new WeakMap<Db, TunedSqliteAdapter>());
/** Each MySQL client's connection pool (shared through globalThis for the same reason). */
const globalForPools = globalThis as unknown as { __vetsMysqlPools?: WeakMap<Db, mariadb.Pool> };
const mysqlPools = (globalForPools.__vetsMysqlPools ??= new WeakMap<Db, mariadb.Pool>());
/**
 * What readRows puts before its statements on a pool whose server is MariaDB (shared through
 * globalThis for the same reason). `eq_range_index_dive_limit = 1` has the optimizer take an equality's
 * row count from the index statistics instead of counting it in the B-tree: readRows' statements are
 * the hot reads, planned by their forced indexes and unique keys, and the counting was a third of
 * the planning of a Following page (docs/decisions/055). MySQL has no SET STATEMENT; it gets none.
 */
const globalForPrefixes = globalThis as unknown as { __vetsMysqlReadPrefixes?: WeakMap<mariadb.Pool, string> };
const mysqlReadPrefixes = (globalForPrefixes.__vetsMysqlReadPrefixes ??= new WeakMap<mariadb.Pool, string>());
const MARIADB_READ_PREFIX = "SET STATEMENT eq_range_index_dive_limit = 1 FOR ";
const ownStatements = new WeakMap<object, LRUCache<string, SqliteStatement>>();
type SqliteConnection = { prepare(sql: string): SqliteStatement };

/** A parameter as the SQLite adapter writes it (DateTime text as Prisma stores it, booleans as 0/1). */
export const sqliteParam = (value: unknown) =>
  value instanceof Date ? value.toISOString().replace("Z", "+00:00") : typeof value === "boolean" ? Number(value) : value;

/**
 * Rows of a read-only raw query (portable SQL, `?` placeholders), for the hot read paths. On
 * SQLite the statement runs straight on the ORM's own connection (same data, same transaction
 * state as a raw query through it): a feed read's rows through the ORM cost twice the query itself
 * (row mapping, the client's per-query work; docs/decisions/039). Values come back as the driver
 * gives them: DateTime as text on SQLite and Date on MySQL, JSON as text or parsed, integers as
 * number or bigint; callers accept both. On MySQL the query goes straight to the ORM's connection pool.
 */
export async function readRows<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const db = getDb();
  const connection = sqliteAdapters.get(db)?.connection;
  if (!connection) {
    const pool = mysqlPools.get(db);
    if (!pool) throw new Error("readRows: the database client was not made by createDb");
    // A statement prepared once per connection and run with its values in binary: the server
    // skips parsing the text again (decision 052).
    return bigNumbersAsNumbers(await pool.execute<MysqlRows<T>>((mysqlReadPrefixes.get(pool) ?? "") + sql, params));
  }
  const reader = rowReader(connection, sql);
  // Never in the middle of another request's open transaction on the shared connection.
  const gate = sqliteAdapters.get(db)?.gate;
  const run = () => (reader.statement.all(params.map(sqliteParam)) as unknown[][]).map(reader.row) as T[];
  return gate ? gate.outside(run) : run();
}

/** A read statement that returns its rows as arrays, and the function that makes each one the row object. */
interface RowReader {
  statement: SqliteStatement;
  row: (values: unknown[]) => Record<string, unknown>;
}
const rowReaders = new WeakMap<object, LRUCache<string, RowReader>>();

/**
 * readRows' statement for an SQL text, prepared once. better-sqlite3 builds a row object through
 * V8's C++ API, one property at a time, looking up each column's name again for every row (about an
 * eighth of a For You page's instructions under callgrind, decision 049); it returns arrays in raw
 * mode, and an object literal of the statement's columns, compiled once per statement, makes the
 * rows with one fixed shape. Kept apart from `preparedStatement`'s: raw mode is the statement's state.
 */
const rowReader = (connection: SqliteConnection, sql: string): RowReader =>
  cachedPerConnection(rowReaders, connection, sql, () => {
    const statement = connection.prepare(sql);
    if (!statement.reader) throw new Error("readRows runs queries that return rows only");
    statement.raw(true);
    return { statement, row: rowObjectMaker((statement.columns() as { name: string }[]).map((c) => c.name)) };
  });

/** `values` as an object keyed by `names` in order (a later column of the same name wins, as in the driver's objects). */
function rowObjectMaker(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  if (names.includes("__proto__")) {
    return (values) => {
      const row: Record<string, unknown> = {};
      names.forEach((name, i) => Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true, configurable: true }));
      return row;
    };
  }
  // The names are the statement's own column names, written into the source as JSON string literals.
  return new Function("v", `return { ${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(", ")} };`) as (values: unknown[]) => Record<string, unknown>;
}

/** A statement of this module's own on an SQLite connection, prepared once per SQL text. */
const preparedStatement = (connection: SqliteConnection, sql: string): SqliteStatement =>
  cachedPerConnection(ownStatements, connection, sql, () => connection.prepare(sql));

/** What `make` gives for an SQL text on a connection, kept for the last 200 texts of that connection. */
function cachedPerConnection<V extends object>(caches: WeakMap<object, LRUCache<string, V>>, connection: SqliteConnection, sql: string, make: () => V): V {
  let cache = caches.get(connection);
  if (!cache) caches.set(connection, (cache = new LRUCache<string, V>({ max: 200 })));
  let value = cache.get(sql);
  if (!value) {
    value = make();
    cache.set(sql, value);
  }
  return value;
}

/** On MySQL, the ORM's own connection pool (for raw-transaction.server.ts); undefined on SQLite. */
export const mysqlPoolOf = (db: Db): mariadb.Pool | undefined => mysqlPools.get(db);

/**
 * On SQLite, the ORM's own connection with the adapter's transaction lock (for raw-transaction.server.ts):
 * `begin()` waits for the ORM's transactions on this process to end and runs BEGIN IMMEDIATE;
 * `end()` releases the lock after the caller's COMMIT or ROLLBACK. Undefined on MySQL.
 */
export function sqliteWriteAccess(
  db: Db,
): { prepare(sql: string): SqliteStatement; begin(): Promise<{ end(): Promise<void> }> } | undefined {
  const adapter = sqliteAdapters.get(db);
  const connection = adapter?.connection;
  const opened = adapter?.opened;
  if (!connection || !opened) return undefined;
  return {
    prepare: (sql) => preparedStatement(connection, sql),
    begin: async () => {
      const transaction = await opened.startTransaction();
      return { end: () => transaction.commit() };
    },
  };
}

/**
 * What the adapter does with a prepared statement (`prepare(sql).bind(args)`, then `run()`, or
 * `columns()` and `raw().all()`), over a statement that is prepared once per SQL text and reused.
 * better-sqlite3 binds a statement only once, so the arguments are held here and passed per call.
 */
function reusable(statement: SqliteStatement) {
  let params: unknown[] = [];
  const bound = {
    get reader() {
      return statement.reader;
    },
    bind(args: unknown[]) {
      params = args;
      return bound;
    },
    run: () => statement.run(params),
    columns: () => statement.columns(),
    raw: () => {
      statement.raw(true);
      return { all: () => statement.all(params) };
    },
  };
  return bound;
}

/**
 * Changes to the SQLite adapter's connection: its transactions go through gateSqliteTransactions,
 * and two changes at its one `prepare` call:
 * - It opens transactions with a deferred BEGIN: a transaction that reads and then writes fails at
 *   once with SQLITE_BUSY (Prisma's "Operation has timed out") when another connection (a cluster
 *   worker, the scan worker, the CLI) committed in between, and the busy timeout never applies.
 *   BEGIN IMMEDIATE takes the write lock up front, so such a transaction waits its turn instead.
 * - It prepares every query anew, a tenth of a busy server's CPU (messaging bench profile); the
 *   statements of the last 500 distinct SQL texts are kept and reused. A statement runs to
 *   completion synchronously (`run`/`all`, never an iterator), so one is never in use twice.
 */
class TunedSqliteAdapter extends PrismaBetterSqlite3 {
  /** The connection once open, for `readRows`. */
  connection: SqliteConnection | undefined;
  /** The adapter once open: its startTransaction takes the lock the ORM's transactions take. */
  opened: { startTransaction(): Promise<{ commit(): Promise<void> }> } | undefined;
  /** Lets reads outside a transaction wait for an open one (sqlite-transactions.server.ts). */
  gate: SqliteTransactionGate | undefined;
  private readonly busyTimeoutMs: number;

  constructor(options: { url: string; timeout: number }) {
    super(options);
    this.busyTimeoutMs = options.timeout;
  }

  override async connect() {
    const adapter = await super.connect();
    this.gate = gateSqliteTransactions(adapter as unknown as SqliteAdapterConnection, this.busyTimeoutMs);
    this.opened = adapter as unknown as NonNullable<TunedSqliteAdapter["opened"]>;
    const client = (adapter as unknown as { client: { prepare(sql: string): unknown } }).client;
    const prepare = client.prepare.bind(client) as (sql: string) => SqliteStatement;
    this.connection = { prepare };
    const statements = new LRUCache<string, SqliteStatement>({ max: 500 });
    client.prepare = (text: string) => {
      const sql = text === "BEGIN" ? "BEGIN IMMEDIATE" : text;
      let statement = statements.get(sql);
      if (!statement) {
        statement = prepare(sql);
        statements.set(sql, statement);
      }
      return reusable(statement);
    };
    return adapter;
  }
}

/**
 * After a bulk load (the `seed` volumes), MySQL's optimizer statistics describe the tables as they
 * were before it until InnoDB's background recount catches up. In that window, right after seeding
 * the social bench, one 20-post read of tags examined all 1.27M tag rows (1.7 s); the same query
 * plans as a 24-row range once recounted. ANALYZE TABLE recounts at once. SQLite keeps no
 * statistics here on purpose: its queries are written to plan well without them.
 */
export async function refreshPlannerStatistics(db: Db, tables: readonly string[]): Promise<void> {
  if (!mysqlPools.has(db) || tables.length === 0) return;
  await db.$queryRawUnsafe(`ANALYZE TABLE ${tables.map((t) => `\`${t}\``).join(", ")}`);
}
/**
 * Prepared statements each MySQL connection keeps, least recently used closed first (the driver's
 * cache). It bounds the server's prepared statements at this × `connection_limit` per process,
 * however many SQL texts the ORM and the feeds' IN lists make; MariaDB allows 16,382 by default.
 */
const MYSQL_STATEMENTS_PER_CONNECTION = 64;

export function mariadbPoolConfig(databaseUrl: string) {
  const url = new URL(databaseUrl.replace(/^mariadb:/, "mysql:"));
  // ?socket=/run/mysqld/mysqld.sock (Prisma's spelling) for a server on the same host: a Unix socket
  // costs both sides less per statement than loopback TCP (README, Running on MySQL or MariaDB).
  const socketPath = url.searchParams.get("socket") || undefined;
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    socketPath,
    user: decodeURIComponent(url.username || "root"),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ""),
    connectionLimit: Number(url.searchParams.get("connection_limit") ?? 10),
    // DATETIME values are UTC; never let the driver shift them to the server's zone.
    timezone: "Z",
    allowPublicKeyRetrieval: true,
  };
}

/**
 * SQLite connection settings: WAL for concurrent readers, foreign keys enforced, and a page cache
 * in the process (`SQLITE_CACHE_MB`): SQLite's 2 MB default sends every other page read to the
 * operating system, whose file cache a host may reclaim while the server idles (seen on the bench
 * machine: a 1 GB database fell out of it within minutes), and then to the disk.
 */
export async function prepareConnection(db: Db, databaseUrl: string): Promise<void> {
  if (!databaseUrl.startsWith("file:")) return noteMariadbServer(db);
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$executeRawUnsafe("PRAGMA foreign_keys = ON");
  await db.$executeRawUnsafe("PRAGMA synchronous = NORMAL");
  await db.$executeRawUnsafe(`PRAGMA cache_size = ${-1024 * getConfig().SQLITE_CACHE_MB}`);
  // Off by default: a memory map halved the server's throughput on one machine and saved 9% on another (decisions 046, 047).
  await db.$queryRawUnsafe(`PRAGMA mmap_size = ${1024 * 1024 * getConfig().SQLITE_MMAP_MB}`);
}

/**
 * Gives readRows its MariaDB prefix when the pool's server is MariaDB. Never fails: without a
 * server to ask (one down at start), reads go without the prefix, as on MySQL, and the site still starts.
 */
async function noteMariadbServer(db: Db): Promise<void> {
  const pool = mysqlPools.get(db);
  if (!pool) return;
  try {
    const connection = await pool.getConnection();
    try {
      if (connection.info?.isMariaDB()) mysqlReadPrefixes.set(pool, MARIADB_READ_PREFIX);
    } finally {
      await connection.release();
    }
  } catch {
    // Reads run as written; the first query that needs the server reports it.
  }
}

// One client per process, shared by the server module graph and the Remix build.
const globalForDb = globalThis as unknown as { __vetsDb?: { url: string; client: Db; ready: Promise<void> } };

export function getDb(): Db {
  const url = getConfig().DATABASE_URL;
  if (!globalForDb.__vetsDb || globalForDb.__vetsDb.url !== url) {
    const client = createDb(url);
    globalForDb.__vetsDb = { url, client, ready: prepareConnection(client, url) };
  }
  return globalForDb.__vetsDb.client;
}

export async function dbReady(): Promise<Db> {
  const db = getDb();
  await globalForDb.__vetsDb?.ready;
  return db;
}

export async function disconnectDb(): Promise<void> {
  const current = globalForDb.__vetsDb;
  delete globalForDb.__vetsDb;
  if (current) await current.client.$disconnect();
}
