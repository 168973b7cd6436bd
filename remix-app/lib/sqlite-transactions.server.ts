import type { SqlDriverAdapter, SqlQuery, SqlResultSet, Transaction } from "@prisma/driver-adapter-utils";
import { Mutex } from "async-mutex";
import { setTimeout as sleep } from "node:timers/promises";
import { log } from "~/lib/logger.server";

/** How long a query outside a transaction waits for an open one on its connection before it runs anyway. */
export const OUTSIDE_QUERY_WAIT_MS = 5_000;

/** The parts of the SQLite adapter (once connected) this module takes over. */
export interface SqliteAdapterConnection {
  readonly provider: SqlDriverAdapter["provider"];
  readonly adapterName: string;
  /** better-sqlite3's Database (through the adapter's prepare, which turns BEGIN into BEGIN IMMEDIATE). */
  client: { prepare(sql: string): { run(): unknown }; pragma(source: string): unknown };
  queryRaw(query: SqlQuery): Promise<SqlResultSet>;
  executeRaw(query: SqlQuery): Promise<number>;
  startTransaction(isolationLevel?: string): Promise<Transaction>;
  /** Throws the adapter's own error for a driver error (SQLITE_BUSY and the like). */
  onError(error: unknown): never;
}

export interface SqliteTransactionGate {
  /**
   * Runs `query` (a synchronous statement) at once when no transaction is open on the connection,
   * else as soon as none is: right after the check, with nothing in between.
   */
  outside<T>(query: () => T): T | Promise<T>;
}

/**
 * One transaction at a time on the ORM's SQLite connection, and nothing else in the middle of one.
 * Prisma's SQLite adapter (7.x) leaves three gaps, all closed here on the connected adapter:
 * - Its BEGIN waits for another process's write lock in SQLite's busy handler, which sleeps the
 *   thread (1, 2, 5, 10… ms per try): with two cluster workers posting, each worker's event loop
 *   stood still a tenth of the time while the other committed. Here BEGIN is tried without waiting
 *   and, while the lock is taken, tried again after the event loop has had its turn, until
 *   `busyTimeoutMs` has passed.
 * - Its transaction lock is taken before BEGIN and never given back when BEGIN fails (SQLITE_BUSY
 *   after the busy timeout, while another process holds the write lock): every later transaction of
 *   the process then waited for ever. Here a failed BEGIN releases the lock and reports the error.
 * - Queries outside a transaction did not wait for an open one: another request's plain write ran
 *   inside it on the shared connection, and was undone with it on a rollback. Here they wait until
 *   it ends. A query that waits longer than OUTSIDE_QUERY_WAIT_MS runs anyway, with a warning: the
 *   likely cause is a transaction's callback querying through the outer client, which would
 *   otherwise wait for its own transaction for ever.
 */
export function gateSqliteTransactions(adapter: SqliteAdapterConnection, busyTimeoutMs: number): SqliteTransactionGate {
  const lock = new Mutex();
  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);

  const outside = <T>(query: () => T): T | Promise<T> => (lock.isLocked() ? whenIdle(query) : query());
  async function whenIdle<T>(query: () => T): Promise<T> {
    const deadline = Date.now() + OUTSIDE_QUERY_WAIT_MS;
    // Checked again after each wake-up: the lock may have gone straight to the next transaction.
    while (lock.isLocked()) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        lock.waitForUnlock().then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), true).unref();
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        log.warn(
          `[sqlite] a query outside a transaction waited ${OUTSIDE_QUERY_WAIT_MS} ms for an open one and runs inside it; ` +
            "does a transaction's callback query through the outer client?",
        );
        break;
      }
    }
    return query();
  }

  /** BEGIN IMMEDIATE without the busy handler's sleep: null once the write lock is ours, else SQLite's busy error. */
  const tryBegin = (): unknown => {
    adapter.client.pragma("busy_timeout = 0");
    try {
      adapter.client.prepare("BEGIN").run();
      return null;
    } catch (e) {
      if (!isBusy(e)) throw e;
      return e;
    } finally {
      adapter.client.pragma(`busy_timeout = ${busyTimeoutMs}`);
    }
  };
  async function begin(): Promise<void> {
    const deadline = Date.now() + busyTimeoutMs;
    for (let attempt = 0; ; attempt++) {
      const busy = tryBegin();
      if (busy === null) return;
      if (Date.now() >= deadline) throw busy;
      // Another process's write transaction: ours are short (a post is a fraction of a millisecond),
      // so the first tries follow at once after other work; then a pause that grows to 5 ms.
      await (attempt < 8 ? new Promise<void>((resolve) => setImmediate(resolve)) : sleep(Math.min(5, attempt - 7)));
    }
  }

  // The adapter runs a statement synchronously when called (its promise only carries the result).
  adapter.queryRaw = async (query) => outside(() => queryRaw(query));
  adapter.executeRaw = async (query) => outside(() => executeRaw(query));
  adapter.startTransaction = async (isolationLevel) => {
    // The adapter's own refusal of other isolation levels, before it takes any lock.
    if (isolationLevel && isolationLevel !== "SERIALIZABLE") return startTransaction(isolationLevel);
    const release = await lock.acquire();
    try {
      await begin();
    } catch (e) {
      release();
      adapter.onError(e);
    }
    let open = true;
    const end = async () => {
      if (open) release();
      open = false;
    };
    const statement = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });
    return {
      provider: adapter.provider,
      adapterName: adapter.adapterName,
      // Prisma sends BEGIN's COMMIT or ROLLBACK itself, then calls commit() or rollback().
      options: { usePhantomQuery: false },
      queryRaw,
      executeRaw,
      commit: end,
      rollback: end,
      createSavepoint: async (name) => void (await executeRaw(statement(`SAVEPOINT ${name}`))),
      rollbackToSavepoint: async (name) => void (await executeRaw(statement(`ROLLBACK TO ${name}`))),
      releaseSavepoint: async (name) => void (await executeRaw(statement(`RELEASE SAVEPOINT ${name}`))),
    };
  };
  return { outside };
}

const isBusy = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? "").startsWith("SQLITE_BUSY");
