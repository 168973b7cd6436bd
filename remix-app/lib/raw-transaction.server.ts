import type { Pool } from "mariadb";
import { getDb, mysqlPoolOf, sqliteParam, sqliteWriteAccess, type Db } from "./db.server";

/** How often a MySQL transaction that lost a deadlock runs before its error goes to the caller. */
const MYSQL_ATTEMPTS = 4;
/** MySQL's ER_LOCK_DEADLOCK: the server rolled the victim's transaction back whole. */
const ER_LOCK_DEADLOCK = 1213;

/** One raw statement (portable SQL, `?` placeholders); `returnsId` for an INSERT whose new id the caller needs. */
export interface RawStatement {
  sql: string;
  params: unknown[];
  returnsId?: boolean;
}

export interface InsertedWrites {
  /** The first statement's new row id. */
  id: number;
  /** Per statement of `then`: its new row id when it asked for one. */
  ids: Array<number | undefined>;
}

/**
 * An INSERT and the statements that use its new id, as one transaction (a post with its media,
 * tags, mentions and notifications), on the ORM's own connections without its per-query work
 * (docs/decisions/040).
 *
 * On SQLite the whole transaction runs synchronously on the ORM's connection, under the adapter's
 * transaction lock: BEGIN IMMEDIATE to COMMIT without yielding to the event loop. An interactive
 * ORM transaction holds SQLite's one write lock across every await in between, while the busy
 * process serves other requests, and the other workers' writers sleep in SQLite's busy handler
 * (blocking their event loops) until it ends. On MySQL, where writers lock rows and not the
 * database, it runs on one connection of the ORM's pool over the text protocol, and again when it
 * loses a deadlock. `then` is called once per run, with that run's new id.
 */
export async function insertThen(first: RawStatement, then: (id: number) => RawStatement[]): Promise<InsertedWrites> {
  return inRawTransaction(
    getDb(),
    (run) => {
      const id = run({ ...first, returnsId: true }) as number;
      return { id, ids: then(id).map(run) };
    },
    async (run) => {
      const id = (await run({ ...first, returnsId: true })) as number;
      const ids: Array<number | undefined> = [];
      for (const statement of then(id)) ids.push(await run(statement));
      return { id, ids };
    },
  );
}

/**
 * Statements that belong together (a batch of session uses), as one transaction in the same way as
 * `insertThen`, on `db` (the app's client unless given).
 */
export async function writeTogether(statements: readonly RawStatement[], db: Db = getDb()): Promise<void> {
  if (statements.length === 0) return;
  await inRawTransaction(
    db,
    (run) => void statements.forEach(run),
    async (run) => {
      for (const statement of statements) await run(statement);
    },
  );
}

type SqliteRun = (statement: RawStatement) => number | undefined;
type MysqlRun = (statement: RawStatement) => Promise<number | undefined>;

/** One transaction: `onSqlite` runs synchronously on SQLite's connection, `onMysql` on a MySQL connection (again after a deadlock). */
async function inRawTransaction<T>(db: Db, onSqlite: (run: SqliteRun) => T, onMysql: (run: MysqlRun) => Promise<T>): Promise<T> {
  const sqlite = sqliteWriteAccess(db);
  if (!sqlite) {
    const pool = mysqlPoolOf(db);
    if (!pool) throw new Error("raw transactions need the database client's own connections");
    return inMysqlTransaction(pool, onMysql);
  }
  const run: SqliteRun = (statement) => {
    const params = statement.params.map(sqliteParam);
    if (!statement.returnsId) {
      sqlite.prepare(statement.sql).run(params);
      return undefined;
    }
    const [row] = sqlite.prepare(`${statement.sql} RETURNING id`).all(params) as Array<{ id: number | bigint }>;
    return Number(row.id);
  };
  const lock = await sqlite.begin();
  try {
    const result = onSqlite(run);
    sqlite.prepare("COMMIT").run([]);
    return result;
  } catch (e) {
    try {
      sqlite.prepare("ROLLBACK").run([]);
    } catch {
      // SQLite rolled back already (a failed COMMIT, an I/O error): nothing is left open.
    }
    throw e;
  } finally {
    await lock.end();
  }
}

async function inMysqlTransaction<T>(pool: Pool, body: (run: MysqlRun) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const connection = await pool.getConnection();
    try {
      await connection.beginTransaction();
      const result = await body(async (statement) => {
        const outcome = (await connection.query(statement.sql, statement.params)) as { insertId?: bigint | number };
        return statement.returnsId ? Number(outcome.insertId) : undefined;
      });
      await connection.commit();
      return result;
    } catch (e) {
      await connection.rollback().catch(() => undefined);
      // InnoDB's gap locks let two such transactions on the same unique keys (a popular hashtag)
      // deadlock; the victim was rolled back whole, so it runs again after a short random pause.
      if (attempt >= MYSQL_ATTEMPTS || (e as { errno?: number }).errno !== ER_LOCK_DEADLOCK) throw e;
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 10 * attempt));
    } finally {
      await connection.release();
    }
  }
}
