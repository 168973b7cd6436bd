import type { AppConfig } from "~/lib/config.server";
import { dbReady } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { DEMO_INSTALLATION_ENV } from "~/domain/billing/stripe-client.server";
import { demoLoginLines, hasDemoAccounts, isDatabaseEmpty, isDemoInstallation, seedDemoData } from "../seed/demo-data.server";
import { log, printForOperator } from "~/lib/logger.server";

/**
 * Migrations, the plan catalogue, and demo data on the first start of an empty database when
 * SEED_DEMO allows it (by default the embedded SQLite database only: a MySQL/MariaDB database
 * is a real installation and gets no demo accounts unless SEED_DEMO=true asks for them).
 */
export async function bootDatabase(config: AppConfig): Promise<void> {
  const { applied } = await applyPendingMigrations(config.DATABASE_URL);
  if (applied.length) log.info(`Applied ${applied.length} migration(s): ${applied.join(", ")}`);
  const db = await dbReady();
  await syncPlanCatalog(db);
  if (config.seedDemo && (await isDatabaseEmpty(db))) {
    printForOperator("Empty database: seeding demo data…");
    const seeded = await seedDemoData(db);
    for (const line of demoLoginLines(seeded.adminPassword)) printForOperator(line);
  } else if (await hasDemoAccounts(db)) {
    for (const line of demoLoginLines(null)) printForOperator(line);
  }
  // Before any worker is forked: they inherit it and offer the local test checkout only then.
  process.env[DEMO_INSTALLATION_ENV] = config.seedDemo && (await isDemoInstallation(db)) ? "1" : "0";
}
