import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaMariaDb } from "@prisma/adapter-mariadb";
import fs from "node:fs";
import path from "node:path";
import { PrismaClient as MysqlPrismaClient } from "../../generated/mysql/client";
import { PrismaClient } from "../../generated/sqlite/client";
import { getConfig } from "./config.server";

export type Db = PrismaClient;
export type { Prisma } from "../../generated/sqlite/client";
/** The client inside `db.$transaction(async (tx) => …)`. */
export type DbTx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/**
 * Builds a client for a DATABASE_URL. Only this module (and the search module and the
 * migrations) may know which database runs. Both generated clients have the same API.
 */
export function createDb(databaseUrl: string): Db {
  if (databaseUrl.startsWith("file:")) {
    const file = path.resolve(databaseUrl.slice("file:".length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const adapter = new ImmediateTransactionsSqlite({ url: file, timeout: 10_000 });
    return new PrismaClient({ adapter });
  }
  const adapter = new PrismaMariaDb(mariadbPoolConfig(databaseUrl));
  return new MysqlPrismaClient({ adapter }) as unknown as Db;
}

/**
 * The SQLite adapter opens transactions with a deferred BEGIN: a transaction that reads and then
 * writes fails at once with SQLITE_BUSY (Prisma's "Operation has timed out") when another
 * connection (a cluster worker, the scan worker, the CLI) committed in between, and the busy
 * timeout never applies. BEGIN IMMEDIATE takes the write lock up front, so such a transaction
 * waits its turn instead. Within one process the adapter already runs one transaction at a time.
 */
class ImmediateTransactionsSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    const client = (adapter as unknown as { client: { prepare(sql: string): unknown } }).client;
    const prepare = client.prepare.bind(client);
    client.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
    return adapter;
  }
}

export function mariadbPoolConfig(databaseUrl: string) {
  const url = new URL(databaseUrl.replace(/^mariadb:/, "mysql:"));
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || "root"),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ""),
    connectionLimit: Number(url.searchParams.get("connection_limit") ?? 10),
    // DATETIME values are UTC; never let the driver shift them to the server's zone.
    timezone: "Z",
    allowPublicKeyRetrieval: true,
  };
}

/** SQLite connection settings: WAL for concurrent readers, foreign keys enforced. */
export async function prepareConnection(db: Db, databaseUrl: string): Promise<void> {
  if (!databaseUrl.startsWith("file:")) return;
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$executeRawUnsafe("PRAGMA foreign_keys = ON");
  await db.$executeRawUnsafe("PRAGMA synchronous = NORMAL");
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
