import { createApp } from "./app";
import { bootDatabase } from "./boot";
import { ConfigError, getConfig } from "../remix-app/lib/config.server";
import { disconnectDb } from "../remix-app/lib/db.server";

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  if (!dev) process.env.NODE_ENV ??= "production";
  let config;
  try {
    config = getConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  await bootDatabase(config);
  const running = await createApp(config, { dev });
  await new Promise<void>((resolve, reject) => {
    running.server.once("error", reject);
    running.server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = running.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  console.log(`VetCareer is running at http://localhost:${port} (${dev ? "development" : "production"}, ${config.databaseKind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests, then shutting down`);
    await running.close();
    await disconnectDb();
    console.log("Shutdown complete");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
