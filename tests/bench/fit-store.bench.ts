// Stored fits at scale (issue 53): `npx tsx tests/bench/fit-store.bench.ts [--jobs N] [--veterans N] [--db seeded.db]`.
// Seeds N open jobs and V veterans into a throwaway SQLite database (or copies one seeded before),
// then measures, in one run (CPU time of this process beside wall time):
// 1. ranking a veteran's stored list (every open job scored from its stored terms), the first
//    (the worker's open-jobs catalogue loaded) and the next;
// 2. the fit-first search page (searchJobs, best_match) against brute force (every open job scored):
//    share of top-20 positions that agree, over every veteran;
// 3. one new posting scored into every ranked list; 4. a page of 20 fits read through the store.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { createDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import type { FitInput } from "~/domain/fit/fit-inputs.server";

const { values: args } = parseArgs({
  options: { jobs: { type: "string", default: "5000" }, veterans: { type: "string", default: "40" }, db: { type: "string" } },
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-fit-store-"));
const url = `file:${path.join(dir, "bench.db")}`;
if (args.db) {
  fs.copyFileSync(args.db, path.join(dir, "bench.db"));
  await applyPendingMigrations(url);
} else {
  await applyPendingMigrations(url);
  const seedDb = createDb(url);
  const seeding = performance.now();
  await bulkSeed(seedDb, { jobs: Number(args.jobs), veterans: Number(args.veterans) }, undefined, { seed: 42 });
  await seedDb.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await seedDb.$disconnect();
  console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
}
process.env.DATABASE_URL = url;
(await import("~/lib/config.server")).resetConfigForTests();

const { getDb } = await import("~/lib/db.server");
const { rankVeteran, openFitInputs, scoreJobsIntoLists } = await import("~/domain/fit/fit-ranking.server");
const { readFits } = await import("~/domain/fit/fit-store.server");
const { getFitQueue } = await import("~/domain/fit/fit-queue.server");
const { veteranFitFor } = await import("~/domain/matching/fit-score.server");
const { loadVeteranMatchProfile } = await import("~/domain/matching/veteran-match-profile.server");
const { searchJobs } = await import("~/domain/jobs/search.server");
const { withSearchDefaults } = await import("@shared/schemas/job-search");
const db = getDb();
const veterans = (await db.veteranProfile.findMany({ where: { mosCode: { not: null } }, select: { userId: true }, orderBy: { userId: "asc" } })).map(
  (row) => row.userId,
);
const inputs: FitInput[] = [];
for await (const page of openFitInputs(db)) inputs.push(...page);
console.log(`${inputs.length} open jobs, ${veterans.length} veterans with a code`);

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const cpuTimed = async <T>(work: () => Promise<T>): Promise<[number, number]> => {
  const cpu = cpuMs();
  const [, wall] = await timed(work);
  return [cpuMs() - cpu, wall];
};

const [coldCpu, cold] = await cpuTimed(() => rankVeteran(veterans[0]));
const [warmCpu, warm] = await cpuTimed(() => rankVeteran(veterans[1]));
console.log(
  `rank one veteran's list: first ${coldCpu.toFixed(0)} ms CPU (${cold.toFixed(0)} ms wall, the worker's catalogue loaded), next ${warmCpu.toFixed(0)} ms CPU (${warm.toFixed(0)} ms wall)`,
);

const bruteTop = new Map<number, number[]>();
let bruteMs = 0;
for (const userId of veterans) {
  const profile = await loadVeteranMatchProfile(userId);
  if (!profile) continue;
  const scorer = veteranFitFor(profile).scorer;
  const [scores, ms] = await timed(async () =>
    inputs
      .map((input) => ({ id: input.id, score: scorer(input).score }))
      .sort((a, b) => b.score - a.score || b.id - a.id)
      .slice(0, 20)
      .map((row) => row.score),
  );
  bruteMs += ms;
  bruteTop.set(userId, scores);
}

/** The fit-first first page of every veteran against brute force (every open job scored). */
async function agreement(label: string) {
  let agree = 0;
  let positions = 0;
  let searchMs = 0;
  for (const [userId, bruteScores] of bruteTop) {
    const [page, ms] = await timed(() => searchJobs(withSearchDefaults({ sort: "best_match", limit: 20 }), { id: userId, role: "veteran" }));
    searchMs += ms;
    const pageScores = page.jobs.map((job) => job.fit_score ?? -1);
    // A position agrees when the page holds a job of the brute-force score there (ties may swap jobs).
    for (let i = 0; i < bruteScores.length; i++) if (pageScores[i] === bruteScores[i]) agree++;
    positions += bruteScores.length;
  }
  console.log(
    `${label}: ${((100 * agree) / Math.max(1, positions)).toFixed(1)} % of top-20 positions agree with brute force; mean page ${(searchMs / bruteTop.size).toFixed(0)} ms (brute force ${(bruteMs / bruteTop.size).toFixed(0)} ms a veteran)`,
  );
}

// Before their lists exist a search queues the ranking and answers from the candidates.
await agreement("fit-first page, lists not yet ranked (candidates)");
await getFitQueue().idle();
const [rankAllCpu, rankAllMs] = await cpuTimed(async () => {
  for (const userId of veterans) await rankVeteran(userId);
});
console.log(`rank every veteran's list: ${(rankAllCpu / veterans.length).toFixed(0)} ms CPU a veteran (${(rankAllMs / veterans.length).toFixed(0)} ms wall)`);
await agreement("fit-first page from the stored lists");

const newest = inputs[inputs.length - 1].id;
const [oneJobCpu, oneJobMs] = await cpuTimed(() => scoreJobsIntoLists([newest]));
console.log(`one posting into ${veterans.length} ranked lists: ${oneJobCpu.toFixed(0)} ms CPU (${oneJobMs.toFixed(0)} ms wall)`);
const page = inputs.slice(0, 20).map((input) => input.id);
await db.jobFit.deleteMany({ where: { userId: veterans[0], jobId: { in: page } } });
const [, missMs] = await timed(() => readFits([{ userId: veterans[0], jobIds: page }]));
const [, hitMs] = await timed(() => readFits([{ userId: veterans[0], jobIds: page }]));
console.log(`a page of 20 fits through the store: computed and written ${missMs.toFixed(1)} ms, read ${hitMs.toFixed(1)} ms`);
await db.$disconnect();
fs.rmSync(dir, { recursive: true, force: true });
