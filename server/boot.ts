import type { AppConfig } from "../remix-app/lib/config.server";
import { dbReady } from "../remix-app/lib/db.server";
import { applyPendingMigrations } from "../remix-app/lib/migrate.server";
import { syncPlanCatalog } from "../remix-app/domain/billing/plan-catalog.server";
import { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from "../remix-app/domain/seed/demo-data.server";

/** Migrations, the plan catalogue, and demo data on the first start of an empty database. */
export async function bootDatabase(config: AppConfig): Promise<void> {
  const { applied } = await applyPendingMigrations(config.DATABASE_URL);
  if (applied.length) console.log(`Applied ${applied.length} migration(s): ${applied.join(", ")}`);
  const db = await dbReady();
  await syncPlanCatalog(db);
  if (config.SEED_DEMO && (await isDatabaseEmpty(db))) {
    console.log("Empty database: seeding demo data…");
    await seedDemoData(db);
  }
  const demoUsers = await db.user.count({ where: { email: { in: DEMO_LOGINS.map((l) => l.email) } } });
  if (demoUsers > 0) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.role.padEnd(9)} ${login.email}`);
  }
}
