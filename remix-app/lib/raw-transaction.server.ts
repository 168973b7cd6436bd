import { getDb, lastInsertIdSql, sqliteParam, sqliteWriteAccess, type DbTx } from "./db.server";
import { isWriteConflict } from "./errors.server";

/** How often a MySQL transaction that lost a deadlock runs before its error goes to the caller. */
const MYSQL_ATTEMPTS = 4;

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
 * tags, mentions and notifications).
 *
 * On SQLite the whole transaction runs synchronously on the ORM's connection, under the adapter's
 * transaction lock: BEGIN IMMEDIATE to COMMIT without yielding to the event loop. An interactive
 * ORM transaction holds SQLite's one write lock across every await in between, while the busy
 * process serves other requests, and the other workers' writers sleep in SQLite's busy handler
 * (blocking their event loops) until it ends (docs/decisions/040). On MySQL, where writers lock
 * rows and not the database, it is an interactive transaction through the ORM, run again when it
 * loses a deadlock.
 */
export async function insertThen(first: RawStatement, then: (id: number) => RawStatement[]): Promise<InsertedWrites> {
  const db = getDb();
  const sqlite = sqliteWriteAccess(db);
  if (!sqlite) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.$transaction(async (tx) => {
          const id = (await runOnMysql(tx, { ...first, returnsId: true })) as number;
          const ids: Array<number | undefined> = [];
          for (const statement of then(id)) ids.push(await runOnMysql(tx, statement));
          return { id, ids };
        });
      } catch (e) {
        // InnoDB's gap locks let two such transactions on the same unique keys (a popular hashtag)
        // deadlock; the victim was rolled back whole, so it runs again after a short random pause.
        if (attempt >= MYSQL_ATTEMPTS || !isWriteConflict(e)) throw e;
        await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 10 * attempt));
      }
    }
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

async function runOnMysql(tx: DbTx, statement: RawStatement): Promise<number | undefined> {
  await tx.$executeRawUnsafe(statement.sql, ...statement.params);
  if (!statement.returnsId) return undefined;
  const [row] = await tx.$queryRawUnsafe<Array<{ id: bigint | number }>>(`SELECT ${lastInsertIdSql()} AS id`);
  return Number(row.id);
}
