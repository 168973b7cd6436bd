import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";

/** How often the WAL is copied back into the database file. */
const CHECKPOINT_INTERVAL_MS = 1000;
/** SQLite's own default, restored if the checkpoint thread dies. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

// Plain CommonJS: an eval'd worker does not go through tsx. Its own connection to the same file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 0 });
const checkpoint = () => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); }
  catch (e) { if (e.code !== "SQLITE_BUSY" && e.code !== "SQLITE_LOCKED") throw e; }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => { clearInterval(timer); checkpoint(); db.close(); parentPort.close(); });
`;

export interface SqliteCheckpointer {
  stop(): Promise<void>;
}

/**
 * Takes WAL checkpoints off the event loop (docs/decisions/037-lean-message-send.md). SQLite
 * checkpoints inside the COMMIT that crosses 1,000 WAL pages, in the committing connection, and
 * a checkpoint writes the database file and fsyncs it: with better-sqlite3 that blocked every
 * request and socket of the server for its duration. The server's connection stops
 * auto-checkpointing and a worker thread runs a PASSIVE checkpoint (never waits on readers or
 * writers) each second on a connection of its own. Other processes on the same file (the CLI,
 * the auto-apply scan) keep SQLite's default.
 */
export async function startSqliteCheckpointer(file: string): Promise<SqliteCheckpointer> {
  const db = getDb();
  await db.$queryRawUnsafe("PRAGMA wal_autocheckpoint = 0");
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver: createRequire(import.meta.url).resolve("better-sqlite3"), intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.on("error", (error) => {
    log.error({ err: error }, "[sqlite] checkpoint thread failed; the connection checkpoints itself again");
    if (!stopping) void db.$queryRawUnsafe(`PRAGMA wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`).catch(() => undefined);
  });
  return {
    async stop() {
      stopping = true;
      worker.postMessage("stop");
      await exited;
    },
  };
}
