import cluster from "node:cluster";
import { bootDatabase } from "./boot";
import { runClusterPrimary } from "./cluster";
import { startScheduler } from "./scheduler";
import { serveUntilSignal } from "./serve";
import { allSourceConnectors, JobSourcesFileError, readJobSourcesFile } from "~/domain/jobs/sources/registry.server";
import { ConfigError, getConfig, type AppConfig } from "~/lib/config.server";
import { disconnectDb } from "~/lib/db.server";
import { log, printForOperator } from "~/lib/logger.server";

function loadConfig(): AppConfig {
  try {
    const config = getConfig();
    // Validated at start like the other settings: a job sources file that does not parse stops here, with the reason.
    readJobSourcesFile(config.JOB_SOURCES_FILE);
    return config;
  } catch (e) {
    if (e instanceof ConfigError || e instanceof JobSourcesFileError) {
      log.fatal(e.message);
      process.exit(1);
    }
    throw e;
  }
}

/**
 * `npm start`: migrations and seed once, then one server process per core in production
 * (WEB_CONCURRENCY; node:cluster workers re-enter here), or a single process in development
 * and with WEB_CONCURRENCY=1.
 */
async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  if (!dev) process.env.NODE_ENV ??= "production";
  const config = loadConfig();
  if (cluster.isWorker) {
    await serveUntilSignal(config, { dev: false, worker: true });
    return;
  }

  await bootDatabase(config);
  // A job source without its credentials is off: said once at start (the admin panel says it too).
  for (const connector of allSourceConnectors(config)) {
    const availability = connector.availability();
    if (!availability.ok) log.info({ source: connector.name }, `[job-sources] ${connector.name} is off: ${availability.reason}`);
  }
  const workers = dev ? 1 : config.WEB_CONCURRENCY;
  const banner = (port: number) =>
    `VetCareer is running at http://localhost:${port} (${dev ? "development" : "production"}, ${config.databaseKind}` +
    `${workers > 1 ? `, ${workers} workers` : ""})`;
  if (workers === 1) {
    printForOperator(banner(await serveUntilSignal(config, { dev, worker: false })));
    return;
  }
  await disconnectDb();
  runClusterPrimary(workers, config.SHUTDOWN_DRAIN_SECONDS * 1000, (port) => printForOperator(banner(port)));
  // One scheduler per server: the primary's (the database lease keeps other instances out).
  if (config.SCHEDULER) startScheduler(config);
}

main().catch((e: unknown) => {
  log.fatal({ err: e }, "the server could not start");
  process.exit(1);
});
