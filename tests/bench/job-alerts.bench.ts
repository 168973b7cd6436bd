// Job alerts at scale: `npx tsx tests/bench/job-alerts.bench.ts [-- --jobs N --veterans N --new N]`.
// Seeds 100,000 jobs and 10,000 verified veterans with the bulk seeder into a throwaway SQLite
// database, gives each veteran 3 saved searches (words and filters drawn from the seeded jobs,
// multi-row INSERTs), marks 1,000 jobs as created since the searches' last alert, then times
// runJobAlerts(): budget 60 s, one email per veteran with something new, and a second run right
// after sends nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { createDb } from "~/lib/db.server";
import { insertRows } from "~/lib/bulk-insert.server";
import { applyPendingMigrations } from "~/lib/migrate.server";

const { values: args } = parseArgs({
  options: { jobs: { type: "string", default: "100000" }, veterans: { type: "string", default: "10000" }, new: { type: "string", default: "1000" } },
});
const BUDGET_MS = 60_000;
const DAY = 86_400_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-alerts-bench-"));
const url = `file:${path.join(dir, "bench.db")}`;

let seed = 7;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

try {
  await applyPendingMigrations(url);
  const seedDb = createDb(url);
  let started = performance.now();
  await bulkSeed(seedDb, { jobs: Number(args.jobs), veterans: Number(args.veterans) }, undefined, { seed: 42 });
  console.log(`seeded ${args.jobs} jobs and ${args.veterans} veterans in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const now = new Date();
  // Every job is old but `new` of them, created an hour ago; every veteran's address is verified.
  await seedDb.$executeRawUnsafe("UPDATE Job SET createdAt = ?", new Date(now.getTime() - 10 * DAY));
  const open = (await seedDb.job.findMany({ where: { status: "open" }, select: { id: true } })).map((j) => j.id);
  const fresh = new Set<number>();
  while (fresh.size < Math.min(Number(args.new), open.length)) fresh.add(pick(open));
  const freshIds = [...fresh];
  for (let i = 0; i < freshIds.length; i += 500) {
    await seedDb.job.updateMany({ where: { id: { in: freshIds.slice(i, i + 500) } }, data: { createdAt: new Date(now.getTime() - 60 * 60_000) } });
  }
  await seedDb.$executeRawUnsafe("UPDATE User SET emailVerifiedAt = createdAt WHERE role = 'veteran'");

  // Search words: words of the seeded titles; filters: the values the seeded jobs carry.
  const sample = await seedDb.job.findMany({ take: 2_000, select: { title: true, state: true, workType: true, employmentType: true, industry: true, experienceLevel: true } });
  const words = [...new Set(sample.flatMap((j) => j.title.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  const values = <K extends keyof (typeof sample)[number]>(key: K) => [...new Set(sample.map((j) => j[key]).filter((v): v is NonNullable<typeof v> => v !== null))];
  const filters = { state: values("state"), workType: values("workType"), employmentType: values("employmentType"), industry: values("industry"), level: values("experienceLevel") };
  const veterans = (await seedDb.user.findMany({ where: { role: "veteran" }, select: { id: true } })).map((u) => u.id);
  const searches = veterans.flatMap((userId) =>
    [0, 1, 2].map(() => {
      const query: Record<string, string> = {};
      const r = rand();
      if (r < 0.75) query.q = pick(words);
      if (rand() < 0.4) query.location = String(pick(filters.state));
      if (rand() < 0.3) query.work_type = String(pick(filters.workType));
      if (rand() < 0.15) query.employment_type = String(pick(filters.employmentType));
      if (rand() < 0.2 && filters.industry.length > 0) query.industry = String(pick(filters.industry));
      if (rand() < 0.1 && filters.level.length > 0) query.experience_level = String(pick(filters.level));
      if (rand() < 0.1) query.salary_min = String(40_000 + Math.floor(rand() * 8) * 10_000);
      return {
        userId,
        name: query.q ?? "All jobs",
        query,
        frequency: rand() < 0.8 ? "daily" : "weekly",
        alertedThrough: new Date(now.getTime() - 8 * DAY),
        lastAlertedAt: null,
        createdAt: new Date(now.getTime() - 30 * DAY),
        updatedAt: new Date(now.getTime() - 30 * DAY),
      };
    }),
  );
  started = performance.now();
  await insertRows(seedDb, "SavedSearch", searches);
  console.log(`${searches.length} saved searches inserted in ${((performance.now() - started) / 1000).toFixed(1)} s; ${freshIds.length} new jobs`);
  await seedDb.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await seedDb.$disconnect();

  process.env.DATABASE_URL = url;
  process.env.DATA_DIR = dir;
  delete process.env.SMTP_URL;
  (await import("~/lib/config.server")).resetConfigForTests();
  const { getDb } = await import("~/lib/db.server");
  const { runJobAlerts } = await import("~/domain/jobs/job-alerts.server");
  const db = getDb();

  const memoryBefore = process.memoryUsage().rss;
  started = performance.now();
  const first = await runJobAlerts({ now });
  const firstMs = performance.now() - started;
  const rss = process.memoryUsage().rss;
  started = performance.now();
  const second = await runJobAlerts({ now: new Date(now.getTime() + 60_000) });
  const secondMs = performance.now() - started;

  const perVeteran = await db.emailOutbox.groupBy({ by: ["to"], where: { kind: "alerts" }, _count: { _all: true } });
  const twice = perVeteran.filter((row) => row._count._all > 1).length;
  const alerted = await db.savedSearch.count({ where: { lastAlertedAt: { not: null } } });
  const stillDue = await db.savedSearch.count({ where: { frequency: { not: "off" }, alertedThrough: { lt: now } } });
  console.log(`first run: ${(firstMs / 1000).toFixed(2)} s — ${first.due_searches} due searches, ${first.new_jobs} new jobs, ${first.emails} emails (${alerted} searches matched something), RSS ${(memoryBefore / 2 ** 20).toFixed(0)} → ${(rss / 2 ** 20).toFixed(0)} MB`);
  console.log(`second run: ${(secondMs / 1000).toFixed(2)} s — ${second.due_searches} due searches, ${second.emails} emails`);
  const sampleMail = await db.emailOutbox.findFirst({ where: { kind: "alerts" }, orderBy: { id: "asc" } });
  if (sampleMail) console.log(`\nOne alert email (text part):\nTo: ${sampleMail.to}\nSubject: ${sampleMail.subject}\n\n${sampleMail.text}\n`);

  const failures: string[] = [];
  if (firstMs > BUDGET_MS) failures.push(`first run took ${(firstMs / 1000).toFixed(1)} s (budget 60 s)`);
  if (first.emails !== perVeteran.length) failures.push(`${first.emails} emails reported, ${perVeteran.length} recipients in the outbox`);
  if (twice > 0) failures.push(`${twice} veterans got more than one email`);
  if (first.emails === 0) failures.push("no email was sent");
  if (second.emails !== 0) failures.push(`the second run sent ${second.emails} emails`);
  if (stillDue !== 0) failures.push(`${stillDue} searches were not advanced`);
  console.log(failures.length === 0 ? "PASS" : `FAIL\n- ${failures.join("\n- ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
  await db.$disconnect();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
