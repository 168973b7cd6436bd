// Seeds a benchmark database in a process of its own, so the load generator's process starts
// with a small heap: `npx tsx tests/bench/seed-jobs.ts <DATABASE_URL> <jobs>`.
import { bulkSeed } from "../../seed/bulk-seed.server";
import { createDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";

const [databaseUrl, jobs] = process.argv.slice(2);
if (!databaseUrl || !jobs) throw new Error("usage: seed-jobs.ts <DATABASE_URL> <jobs>");
await applyPendingMigrations(databaseUrl);
const db = createDb(databaseUrl);
const started = Date.now();
await bulkSeed(db, { jobs: Number(jobs) }, undefined, { seed: 42 });
// SQLite: fold the seeding's write-ahead log into the database file before the server reads it.
if (databaseUrl.startsWith("file:")) await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
await db.$disconnect();
console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
