import type { Pool } from "mariadb";
import { getDb, mysqlPoolOf, sqliteParam, sqliteWriteAccess } from "./db.server";

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
  const db = getDb();
  const sqlite = sqliteWriteAccess(db);
  if (!sqlite) {
    const pool = mysqlPoolOf(db);
    if (!pool) throw new Error("insertThen: the database client has no connection of its own to use");
    return onMysql(pool, first, then);
  }
  const run = (statement: RawStatement): number | undefined => {
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
    const id = run({ ...first, returnsId: true }) as number;
    const ids = then(id).map(run);
    sqlite.prepare("COMMIT").run([]);
    return { id, ids };
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

async function onMysql(pool: Pool, first: RawStatement, then: (id: number) => RawStatement[]): Promise<InsertedWrites> {
  for (let attempt = 1; ; attempt++) {
    const connection = await pool.getConnection();
    try {
      await connection.beginTransaction();
      const run = async (statement: RawStatement) => {
        const result = (await connection.query(statement.sql, statement.params)) as { insertId?: bigint | number };
        return statement.returnsId ? Number(result.insertId) : undefined;
      };
      const id = (await run({ ...first, returnsId: true })) as number;
      const ids: Array<number | undefined> = [];
      for (const statement of then(id)) ids.push(await run(statement));
      await connection.commit();
      return { id, ids };
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
