import type { AppConfig } from "~/lib/config.server";
import { dbReady, disconnectDb } from "~/lib/db.server";
import { closeRedis } from "~/lib/redis.server";
import { flushSessionUses } from "~/lib/session-use.server";
import { createApp } from "./app";
import { startSqliteCheckpointer } from "./sqlite-checkpointer";
import { startScheduler, type RunningScheduler } from "./scheduler";
import { log } from "~/lib/logger.server";

/**
 * Runs the app on config.PORT until SIGTERM or SIGINT, then finishes in-flight requests and
 * exits 0. The single process of `npm start` and each node:cluster worker (which logs nothing of its own) run this.
 * Resolves with the port it listens on.
 */
export async function serveUntilSignal(config: AppConfig, opts: { dev: boolean; worker: boolean }): Promise<number> {
  // Connection PRAGMAs first: run lazily they could land inside the first request's transaction
  // ("Safety level may not be changed inside a transaction") and fail as an unhandled rejection.
  const db = await dbReady();
  // The ORM loads its query compiler (a WebAssembly module several MB of source) on its first query.
  // Loaded here, before the process listens: on MariaDB nothing at boot queried through the ORM, so
  // a worker loaded it inside a request (or its first request-timings flush), and every request it
  // held waited 0.3-0.8 s with it (the social bench's empty call: p95 221-425 ms instead of ~30).
  await db.user.findFirst({ select: { id: true } });
  const checkpointer = config.sqliteFile ? await startSqliteCheckpointer(config.sqliteFile) : null;
  const running = await createApp(config, { dev: opts.dev });
  await new Promise<void>((resolve, reject) => {
    running.server.once("error", reject);
    running.server.listen(config.PORT, config.HOST, () => resolve());
  });
  // The single process schedules; in cluster mode the primary does (server/main.ts), not each worker.
  const scheduler: RunningScheduler | null = !opts.worker && config.SCHEDULER ? startScheduler(config) : null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!opts.worker) log.info(`${signal} received: finishing in-flight requests, then shutting down`);
    await running.close(config.SHUTDOWN_DRAIN_SECONDS * 1000);
    await scheduler?.stop();
    await closeRedis();
    await flushSessionUses();
    await checkpointer?.stop();
    await disconnectDb();
    if (!opts.worker) log.info("Shutdown complete");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  // A cluster worker leaves Ctrl+C to the primary, which stops the workers with SIGTERM once it
  // knows it is stopping (a worker gone first would look like a crash and be replaced).
  process.on("SIGINT", () => (opts.worker ? undefined : void stop("SIGINT")));
  const address = running.server.address();
  return typeof address === "object" && address ? address.port : config.PORT;
}
