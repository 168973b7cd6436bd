// Nearline fit work at scale (issue 53, decision 120):
//   npx tsx tests/bench/fit-rescore.bench.ts [--jobs 100000] [--veterans 10000] [--db path/to/seeded.db]
// Seeds N open jobs and V veterans into a throwaway SQLite database (or copies one seeded before,
// e.g. by tests/bench/seed-jobs.ts plus veterans), then measures in one process, as the queue's
// worker runs them, CPU time (user + system) beside wall time:
// 1. loading the open-jobs catalogue (once per worker process) and its heap;
// 2. rescoring one changed profile against every open job: the profile saved with a new skill,
//    then its list ranked again (profile read, catalogue sync, scoring, the 1,000-row list written);
// 3. one imported posting scored into every ranked list (V veterans with a current list), alone (in a
//    new worker, every scorer built, and in one that kept them) and as part of an import's task of 500 postings.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { createDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";

const { values: args } = parseArgs({
  options: { jobs: { type: "string", default: "100000" }, veterans: { type: "string", default: "10000" }, db: { type: "string" }, rescores: { type: "string", default: "10" } },
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-fit-rescore-"));
const file = path.join(dir, "bench.db");
const url = `file:${file}`;
if (args.db) {
  fs.copyFileSync(args.db, file);
  await applyPendingMigrations(url);
} else {
  await applyPendingMigrations(url);
  const seedDb = createDb(url);
  const started = performance.now();
  await bulkSeed(seedDb, { jobs: Number(args.jobs), veterans: Number(args.veterans) }, undefined, { seed: 42 });
  await seedDb.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await seedDb.$disconnect();
  console.log(`seeded ${args.jobs} jobs and ${args.veterans} veterans in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.env.DATABASE_URL = url;
(await import("~/lib/config.server")).resetConfigForTests();

const { getDb } = await import("~/lib/db.server");
const { rankVeteran, scoreJobsIntoLists } = await import("~/domain/fit/fit-ranking.server");
const { openJobsCatalogue } = await import("~/domain/fit/open-jobs-catalogue.server");
const { profileFitVersion } = await import("~/domain/fit/fit-inputs.server");
const { veteranFitFor } = await import("~/domain/matching/fit-score.server");
const { loadVeteranMatchProfiles } = await import("~/domain/matching/veteran-match-profile.server");
const { FIT_SCORER_VERSION } = await import("~/domain/matching/fit-version");
const { importJobs } = await import("~/domain/jobs/import-jobs.server");
const { JobGenerator } = await import("../../seed/job-generator.server");
const { getFitQueue } = await import("~/domain/fit/fit-queue.server");
const { dropKeptScorers } = await import("~/domain/fit/list-scorers.server");

const db = getDb();
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
async function measure<T>(work: () => Promise<T>): Promise<{ result: T; cpu: number; wall: number }> {
  const cpu = cpuMs();
  const wall = performance.now();
  const result = await work();
  return { result, cpu: cpuMs() - cpu, wall: performance.now() - wall };
}
/** Single-posting tasks measured after the first. */
const LATER_TASKS = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const veterans = (await db.veteranProfile.findMany({ where: { mosCode: { not: null } }, select: { userId: true }, orderBy: { userId: "asc" } })).map((row) => row.userId);
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const load = await measure(() => openJobsCatalogue(db));
global.gc?.();
console.log(
  `catalogue of ${load.result.length} open jobs: ${load.cpu.toFixed(0)} ms CPU (${load.wall.toFixed(0)} ms wall), heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB` +
    (global.gc ? "" : " (run with node --expose-gc for a settled heap figure)"),
);

// Warm-up: the scorer's code and the first veteran's tables.
await rankVeteran(veterans[0]);
await rankVeteran(veterans[1]);
const rescores: { cpu: number; wall: number }[] = [];
for (const userId of veterans.slice(2, 2 + Number(args.rescores))) {
  const profile = await db.veteranProfile.findUniqueOrThrow({ where: { userId }, select: { skills: true } });
  const skills = [...(Array.isArray(profile.skills) ? (profile.skills as string[]) : []), "Power BI"];
  await db.veteranProfile.update({ where: { userId }, data: { skills } });
  rescores.push(await measure(() => rankVeteran(userId)));
}
console.log(
  `rescoring one changed profile against ${load.result.length} jobs (read + score + write the top list): median ${median(rescores.map((r) => r.cpu)).toFixed(0)} ms CPU, ` +
    `${median(rescores.map((r) => r.wall)).toFixed(0)} ms wall, over ${rescores.length} profiles (target <= 100 ms CPU)`,
);

// Every veteran gets a current list state; their lists' floors are the median floor of lists ranked
// above (ranking 10,000 lists whole would take the bench hours, and only the states are read here).
const floors = (await db.fitIndexState.findMany({ select: { floor: true } })).map((row) => row.floor);
const floor = median(floors);
const profiles = await loadVeteranMatchProfiles(veterans);
const now = new Date();
await db.$transaction(async (tx) => {
  for (const userId of veterans) {
    const profile = profiles.get(userId);
    if (!profile) continue;
    const state = { profileVersion: profileFitVersion(veteranFitFor(profile).profileKey), scorerVersion: FIT_SCORER_VERSION, floor, rankedAt: now };
    await tx.fitIndexState.upsert({ where: { userId }, create: { userId, ...state }, update: state });
  }
});
console.log(`${veterans.length} veterans with a current list (floor ${floor})`);

const generator = new JobGenerator({ seed: 99, now: new Date(), externalIdPrefix: "rescore" });
async function importPostings(count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const job = generator.next("indeed");
    return {
      title: job.title,
      company: job.company,
      location: job.location,
      description: job.description,
      requirements: job.requirements,
      apply_url: `https://jobs.example.com/rescore/${Date.now()}-${i}`,
      source: "indeed",
      external_id: `rescore-${Date.now()}-${i}`,
      tags: job.tags,
      onet_code: job.onetCode,
    };
  });
  const since = new Date(Date.now() - 1);
  await importJobs(db, rows);
  // The import queues its own scoring (the in-process queue): let it finish, so only the call measured runs.
  await getFitQueue().idle();
  return (await db.job.findMany({ where: { createdAt: { gte: since }, source: "indeed", externalId: { startsWith: "rescore-" } }, select: { id: true } })).map((row) => row.id);
}
// A worker's first task builds every veteran's scorer (the uncached case); later tasks reuse them (list-scorers.server.ts).
const [first] = await importPostings(1);
dropKeptScorers();
const cold = await measure(() => scoreJobsIntoLists([first]));
// Later tasks, one posting each: the mean carries what is done once per several tasks (the kept
// scorers forget their memos every few postings), the median a task that does not do it.
const warm: { cpu: number; wall: number; result: number }[] = [];
for (let i = 0; i < LATER_TASKS; i++) {
  const [posting] = await importPostings(1);
  warm.push(await measure(() => scoreJobsIntoLists([posting])));
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(
  `one posting into ${veterans.length} lists, a new worker's first task (every scorer built): ${cold.cpu.toFixed(0)} ms CPU (${cold.wall.toFixed(0)} ms wall, ${cold.result} fits written); ` +
    `${LATER_TASKS} later tasks (scorers kept): median ${median(warm.map((w) => w.cpu)).toFixed(0)} ms CPU, mean ${mean(warm.map((w) => w.cpu)).toFixed(0)} ms CPU ` +
    `(mean ${mean(warm.map((w) => w.wall)).toFixed(0)} ms wall, ${mean(warm.map((w) => w.result)).toFixed(0)} fits written a task) (target <= 50 ms)`,
);
const batch = await importPostings(500);
const task = await measure(() => scoreJobsIntoLists(batch));
console.log(
  `an import task of ${batch.length} postings into ${veterans.length} lists: ${task.cpu.toFixed(0)} ms CPU, ${(task.cpu / batch.length).toFixed(1)} ms CPU a posting (${task.result} fits written)`,
);
await db.$disconnect();
fs.rmSync(dir, { recursive: true, force: true });
