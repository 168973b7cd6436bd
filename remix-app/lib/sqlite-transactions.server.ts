import type { SqlDriverAdapter, SqlQuery, SqlResultSet, Transaction } from "@prisma/driver-adapter-utils";
import { Mutex } from "async-mutex";

/** How long a query outside a transaction waits for an open one on its connection before it runs anyway. */
export const OUTSIDE_QUERY_WAIT_MS = 5_000;

/** The parts of the SQLite adapter (once connected) this module takes over. */
export interface SqliteAdapterConnection {
  readonly provider: SqlDriverAdapter["provider"];
  readonly adapterName: string;
  client: { prepare(sql: string): { run(): unknown } };
  queryRaw(query: SqlQuery): Promise<SqlResultSet>;
  executeRaw(query: SqlQuery): Promise<number>;
  startTransaction(isolationLevel?: string): Promise<Transaction>;
  /** Throws the adapter's own error for a driver error (SQLITE_BUSY and the like). */
  onError(error: unknown): never;
}

export interface SqliteTransactionGate {
  /** Resolves once no transaction is open on the connection; undefined (no wait at all) when none is. */
  idle(): Promise<void> | undefined;
}

/**
 * One transaction at a time on the ORM's SQLite connection, and nothing else in the middle of one.
 * Prisma's SQLite adapter (7.x) leaves two gaps, both closed here on the connected adapter:
 * - Its transaction lock is taken before BEGIN and never given back when BEGIN fails (SQLITE_BUSY
 *   after the busy timeout, while another process holds the write lock): every later transaction of
 *   the process then waited for ever. Here a failed BEGIN releases the lock and reports the error.
 * - Queries outside a transaction did not wait for an open one: another request's plain write ran
 *   inside it on the shared connection, and was undone with it on a rollback. Here they wait until
 *   it ends. A query that waits longer than OUTSIDE_QUERY_WAIT_MS runs anyway, with a warning: the
 *   likely cause is a transaction's callback querying through the outer client, which would
 *   otherwise wait for its own transaction for ever.
 */
export function gateSqliteTransactions(adapter: SqliteAdapterConnection): SqliteTransactionGate {
  const lock = new Mutex();
  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);

  const idle = (): Promise<void> | undefined => (lock.isLocked() ? waitUntilIdle() : undefined);
  async function waitUntilIdle(): Promise<void> {
    const deadline = Date.now() + OUTSIDE_QUERY_WAIT_MS;
    // Checked again after each wake-up: the lock may have gone straight to the next transaction.
    while (lock.isLocked()) {
      const left = deadline - Date.now();
      const timedOut = await Promise.race([
        lock.waitForUnlock().then(() => false),
        new Promise<boolean>((resolve) => setTimeout(resolve, Math.max(0, left), true).unref()),
      ]);
      if (timedOut) {
        console.warn(
          `[sqlite] a query outside a transaction waited ${OUTSIDE_QUERY_WAIT_MS} ms for an open one and runs inside it; ` +
            "does a transaction's callback query through the outer client?",
        );
        return;
      }
    }
  }

  adapter.queryRaw = async (query) => {
    await idle();
    return queryRaw(query);
  };
  adapter.executeRaw = async (query) => {
    await idle();
    return executeRaw(query);
  };
  adapter.startTransaction = async (isolationLevel) => {
    // The adapter's own refusal of other isolation levels, before it takes any lock.
    if (isolationLevel && isolationLevel !== "SERIALIZABLE") return startTransaction(isolationLevel);
    const release = await lock.acquire();
    try {
      adapter.client.prepare("BEGIN").run();
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
  return { idle };
}
