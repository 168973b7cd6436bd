import { setupPrimary as setupRealtimePrimary } from "@socket.io/cluster-adapter";
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { log } from "~/lib/logger.server";

/** More worker deaths than this within CRASH_WINDOW_MS means something is wrong at start: give up. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** Beyond the workers' drain time (SHUTDOWN_DRAIN_SECONDS), what closing sockets and the database may take. */
const SHUTDOWN_MARGIN_MS = 10_000;
/**
 * Workers start from the server's entry, not from whatever script started the primary (a wrapper
 * such as the end-to-end server resets its data folder, which a worker must never do again).
 */
const WORKER_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../scripts/start.mjs");

/**
 * The primary of `npm start` in production (docs/decisions/009-api-dispatch-and-cluster.md):
 * forks `workers` server processes that share the port (node:cluster hands connections out in
 * turn), relays Socket.IO room events between them, holds the rate-limit counters they all count
 * against, starts a new worker when one dies, and on SIGTERM or SIGINT lets every worker finish
 * its in-flight requests before it exits 0. `onListening` runs once all workers listen.
 */
export function runClusterPrimary(workers: number, drainMs: number, onListening: (port: number) => void): void {
  setupRealtimePrimary();
  new RateLimiterClusterMaster();
  cluster.setupPrimary({ exec: WORKER_ENTRY, args: [] });
  const live = new Set<number>();
  const listening = new Set<number>();
  const crashes: number[] = [];
  let announced = false;
  let stopping = false;

  const fork = () => live.add(cluster.fork().id);

  cluster.on("listening", (worker, address) => {
    listening.add(worker.id);
    if (!announced && listening.size >= workers) {
      announced = true;
      onListening(address.port);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) {
      if (live.size === 0) {
        log.info("Shutdown complete");
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > MAX_CRASHES) {
      log.error(`Workers keep exiting (${crashes.length} in a minute); stopping the server.`);
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exit(1);
    }
    log.error(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another.`);
    setTimeout(fork, 500);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests, then shutting down`);
    if (live.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => {
      log.error("Workers did not stop in time; exiting.");
      process.exit(1);
    }, drainMs + SHUTDOWN_MARGIN_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < workers; i++) fork();
}
