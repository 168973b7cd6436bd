import type { AppConfig } from "../remix-app/lib/config.server";
import { disconnectDb } from "../remix-app/lib/db.server";
import { createApp } from "./app";

/**
 * Runs the app on config.PORT until SIGTERM or SIGINT, then finishes in-flight requests and
 * exits 0. The single process of `npm start` and each node:cluster worker run this.
 * Resolves with the port it listens on.
 */
export async function serveUntilSignal(config: AppConfig, opts: { dev: boolean; quiet: boolean }): Promise<number> {
  const running = await createApp(config, { dev: opts.dev });
  await new Promise<void>((resolve, reject) => {
    running.server.once("error", reject);
    running.server.listen(config.PORT, config.HOST, () => resolve());
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!opts.quiet) console.log(`${signal} received: finishing in-flight requests, then shutting down`);
    await running.close();
    await disconnectDb();
    if (!opts.quiet) console.log("Shutdown complete");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  const address = running.server.address();
  return typeof address === "object" && address ? address.port : config.PORT;
}
