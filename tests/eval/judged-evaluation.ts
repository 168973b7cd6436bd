/**
 * Ranking quality on the hand-judged set (tests/fixtures/match-judged): nDCG@10, P@10 and MRR for
 * the fit scorer run as production runs it (createScorer on the canonical fit input, posting text
 * included; ties to the newer job, as a stored list orders them) and for a literal crosswalk lookup,
 * overall, per subset and per profile, with the labelled postings alone and inside bulk jobs.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { resetConfigForTests } from "~/lib/config.server";
import { dbReady, disconnectDb } from "~/lib/db.server";
import { openFitInputs } from "~/domain/fit/fit-ranking.server";
import type { FitInput } from "~/domain/fit/fit-inputs.server";
import { createScorer } from "~/domain/matching/fit-score.server";
import { getMatchingData } from "~/domain/matching/matching-data.server";
import { serviceForBranch } from "~/domain/matching/military-branch.server";
import { lookupMilitaryCode } from "~/domain/matching/military-code-lookup.server";
import { normalizePhrase } from "~/domain/matching/text-normalize.server";
import { rankingMetrics, type Metrics } from "./match-evaluation";
import { judgedInputs, judgedMatchProfile, judgedSubsets, type JudgedProfile, type JudgedSet } from "./judged-set";

type Scores = Float64Array;
type Point = Omit<Metrics, "profiles">;

/** How many matches a veteran's stored list keeps (fit-ranking.server.ts TOP_MATCHES). */
const STORED_LIST = 1000;
const RELEVANT = 2;

/**
 * The literal crosswalk lookup: 1 when the job's O*NET code is one the veteran's code maps to; a job
 * without a code (every judged posting, as with real imports) is 1 when its title holds the title
 * or an O*NET alternate title of one of those occupations, word for word.
 */
export function crosswalkLookup(profile: JudgedProfile): (job: FitInput) => number {
  const service = serviceForBranch(profile.branch);
  const match = service ? lookupMilitaryCode(service, profile.code) : null;
  const codes = new Set((match?.record.occupations ?? []).map(([code]) => code));
  const data = getMatchingData();
  const phrases = [...codes]
    .flatMap((code) => {
      const record = data.occupations[code];
      return record ? [record.title, ...record.alternateTitles] : [];
    })
    .map((title) => ` ${normalizePhrase(title)} `);
  return (job) => {
    if (job.onetCode) return codes.has(/^\d\d-\d{4}$/.test(job.onetCode) ? `${job.onetCode}.00` : job.onetCode) ? 1 : 0;
    const title = ` ${normalizePhrase(job.title)} `;
    return phrases.some((phrase) => title.includes(phrase)) ? 1 : 0;
  };
}

/** Job indexes best first: score, then the newer job (higher id), as the fit-first list orders them. */
function rankIndexes(scores: Scores, inputs: readonly FitInput[]): number[] {
  const order = Array.from(scores.keys());
  order.sort((a, b) => scores[b] - scores[a] || inputs[b].id - inputs[a].id);
  return order;
}

/** A fixed shuffle (the ids a batch import would hand out are in no particular order of fit). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface ProfileResult {
  profile: JudgedProfile;
  pool: { ours: Point; baseline: Point };
  /** Inside the bulk: the labelled postings in the order the full ranking gives them. */
  inside?: { ours: Point; baseline: Point; bulkAsZero: Point; relevantPastList: number };
  /** Rank (1-based) of the first posting labelled 2 or more, pool alone. */
  firstRelevant: number | null;
}

export interface JudgedEvaluation {
  results: ProfileResult[];
  bulkJobs: number;
}

/** Every profile's scorer over every input, job by job so each text is read once for all of them. */
function scoreAll(set: JudgedSet, inputs: readonly FitInput[]): { ours: Scores[]; baseline: Scores[] } {
  const scorers = set.profiles.map((profile) => createScorer(judgedMatchProfile(profile)));
  const lookups = set.profiles.map(crosswalkLookup);
  const ours = set.profiles.map(() => new Float64Array(inputs.length));
  const baseline = set.profiles.map(() => new Float64Array(inputs.length));
  inputs.forEach((input, j) => {
    for (let p = 0; p < scorers.length; p++) {
      ours[p][j] = scorers[p](input).score;
      baseline[p][j] = lookups[p](input);
    }
  });
  return { ours, baseline };
}

function labelsById(set: JudgedSet, profile: JudgedProfile, idOf: ReadonlyMap<string, number>): Record<string, number> {
  const labels: Record<string, number> = {};
  for (const [setId, label] of Object.entries(set.labels[profile.id] ?? {})) labels[String(idOf.get(setId))] = label.grade;
  return labels;
}

/** The judged set's postings, alone and (when bulk is given) inside the bulk catalogue. */
export function evaluateJudged(set: JudgedSet, bulk: readonly FitInput[] = []): JudgedEvaluation {
  const firstId = bulk.reduce((max, job) => Math.max(max, job.id), 0) + 1;
  // Ids in a fixed shuffled order: equal scores then break by chance, not by the set's file order.
  const order = shuffled(set.postings, 53);
  const { inputs: labelled, setIdOf } = judgedInputs({ ...set, postings: order }, firstId);
  const idOf = new Map([...setIdOf].map(([id, setId]) => [setId, id]));
  const pool = scoreAll(set, labelled);
  const all = bulk.length > 0 ? [...bulk, ...labelled] : [];
  const inside = bulk.length > 0 ? scoreAll(set, all) : null;
  const labelledIds = new Set(labelled.map((job) => job.id));

  const results = set.profiles.map((profile, p): ProfileResult => {
    const labels = labelsById(set, profile, idOf);
    const ids = (indexes: number[], jobs: readonly FitInput[]) => indexes.map((index) => jobs[index].id);
    const poolRanked = ids(rankIndexes(pool.ours[p], labelled), labelled);
    const firstIndex = poolRanked.findIndex((id) => (labels[String(id)] ?? 0) >= RELEVANT);
    const result: ProfileResult = {
      profile,
      pool: {
        ours: rankingMetrics(poolRanked, labels),
        baseline: rankingMetrics(ids(rankIndexes(pool.baseline[p], labelled), labelled), labels),
      },
      firstRelevant: firstIndex < 0 ? null : firstIndex + 1,
    };
    if (inside) {
      const full = ids(rankIndexes(inside.ours[p], all), all);
      const fullBaseline = ids(rankIndexes(inside.baseline[p], all), all);
      const listed = new Set(full.slice(0, STORED_LIST));
      result.inside = {
        ours: rankingMetrics(full.filter((id) => labelledIds.has(id)), labels),
        baseline: rankingMetrics(fullBaseline.filter((id) => labelledIds.has(id)), labels),
        bulkAsZero: rankingMetrics(full, labels),
        relevantPastList: Object.entries(labels).filter(([id, grade]) => grade >= RELEVANT && !listed.has(Number(id))).length,
      };
    }
    return result;
  });
  return { results, bulkJobs: bulk.length };
}

const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Bulk jobs seeded as the benchmarks seed them (tests/bench/seed-jobs.ts, seed 42) into a database
 * kept in the temp folder between runs, read back the way the stored lists read open jobs.
 */
export async function loadBulkInputs(jobs: number, reseed = false): Promise<FitInput[]> {
  const file = path.join(os.tmpdir(), `vets-eval-bulk-${jobs}.db`);
  if (reseed) for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  if (!fs.existsSync(file)) {
    execFileSync(process.execPath, [tsxCli, "tests/bench/seed-jobs.ts", `file:${file}`, String(jobs)], { cwd: ROOT, stdio: "inherit" });
  }
  // The process's own database: the open-jobs reads go through the app's fast path, which reads it.
  process.env.DATABASE_URL = `file:${file}`;
  resetConfigForTests();
  try {
    const inputs: FitInput[] = [];
    for await (const page of openFitInputs(await dbReady())) inputs.push(...page);
    return inputs;
  } finally {
    await disconnectDb();
  }
}

function mean(points: readonly Point[]): Metrics {
  const avg = (key: keyof Point) => points.reduce((total, point) => total + point[key], 0) / Math.max(1, points.length);
  return { ndcg10: avg("ndcg10"), p10: avg("p10"), mrr: avg("mrr"), profiles: points.length };
}

const SUBSET_ORDER = ["overall", "with desired roles", "without desired roles", "officers/warrants", "with civilian experience"];

/** Mean metrics per subset. */
export function judgedSubsetMeans(evaluation: JudgedEvaluation): Map<string, { pool: { ours: Metrics; baseline: Metrics }; inside?: { ours: Metrics; baseline: Metrics; bulkAsZero: Metrics } }> {
  const groups = new Map<string, ProfileResult[]>();
  for (const result of evaluation.results) {
    for (const subset of judgedSubsets(result.profile)) groups.set(subset, [...(groups.get(subset) ?? []), result]);
  }
  const rank = (name: string) => (SUBSET_ORDER.includes(name) ? SUBSET_ORDER.indexOf(name) : SUBSET_ORDER.length);
  const names = [...groups.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return new Map(
    names.map((name) => {
      const results = groups.get(name) ?? [];
      const insides = results.flatMap((result) => (result.inside ? [result.inside] : []));
      return [
        name,
        {
          pool: { ours: mean(results.map((r) => r.pool.ours)), baseline: mean(results.map((r) => r.pool.baseline)) },
          inside:
            insides.length > 0
              ? { ours: mean(insides.map((i) => i.ours)), baseline: mean(insides.map((i) => i.baseline)), bulkAsZero: mean(insides.map((i) => i.bulkAsZero)) }
              : undefined,
        },
      ];
    }),
  );
}

const f = (value: number) => value.toFixed(3);

/** The evaluation as plain-text tables: subsets, then the profiles below the floor. */
export function formatJudged(evaluation: JudgedEvaluation, floor = 0.4): string {
  const means = judgedSubsetMeans(evaluation);
  const bulk = evaluation.bulkJobs > 0;
  const lines = [
    "Pool alone: the labelled postings ranked by themselves. Ours / literal crosswalk lookup.",
    `${"subset".padEnd(26)} ${"n".padStart(3)}   nDCG@10 ours/base   P@10 ours/base   MRR ours/base`,
  ];
  for (const [name, { pool }] of means) {
    lines.push(
      `${name.padEnd(26)} ${String(pool.ours.profiles).padStart(3)}   ${f(pool.ours.ndcg10)} / ${f(pool.baseline.ndcg10)}     ` +
        `${f(pool.ours.p10)} / ${f(pool.baseline.p10)}    ${f(pool.ours.mrr)} / ${f(pool.baseline.mrr)}`,
    );
  }
  if (bulk) {
    lines.push(
      "",
      `Inside ${evaluation.bulkJobs.toLocaleString("en-US")} bulk jobs ("inside"): every job scored, the labelled postings read in the full ranking's order`,
      "(ranked among each other). In brackets: the full ranking with the bulk counted as 0 (the first page as shown).",
      `${"subset".padEnd(26)} ${"n".padStart(3)}   nDCG@10 ours/base [bulk 0]   P@10 ours/base [bulk 0]   MRR ours/base [bulk 0]`,
    );
    for (const [name, { inside }] of means) {
      if (!inside) continue;
      lines.push(
        `${name.padEnd(26)} ${String(inside.ours.profiles).padStart(3)}   ${f(inside.ours.ndcg10)} / ${f(inside.baseline.ndcg10)} [${f(inside.bulkAsZero.ndcg10)}]   ` +
          `${f(inside.ours.p10)} / ${f(inside.baseline.p10)} [${f(inside.bulkAsZero.p10)}]   ${f(inside.ours.mrr)} / ${f(inside.baseline.mrr)} [${f(inside.bulkAsZero.mrr)}]`,
      );
    }
    const past = evaluation.results.reduce((total, result) => total + (result.inside?.relevantPastList ?? 0), 0);
    lines.push(`Postings labelled 2+ outside their veteran's top ${STORED_LIST} (not in the stored list): ${past}`);
  }
  const weak = evaluation.results
    .filter((result) => result.pool.ours.ndcg10 < floor || (result.inside && result.inside.ours.ndcg10 < floor))
    .sort((a, b) => a.pool.ours.ndcg10 - b.pool.ours.ndcg10);
  lines.push("", `Profiles below nDCG@10 ${floor.toFixed(2)} (pool${bulk ? " / inside" : ""}; first posting labelled 2+ at rank):`);
  if (weak.length === 0) lines.push("  none");
  for (const result of weak) {
    const inside = result.inside ? ` / ${f(result.inside.ours.ndcg10)}` : "";
    lines.push(`  ${result.profile.id.padEnd(32)} ${f(result.pool.ours.ndcg10)}${inside}   first relevant at ${result.firstRelevant ?? "-"}`);
  }
  return lines.join("\n");
}

/** Every profile's figures, weakest first (for --profiles). */
export function formatJudgedProfiles(evaluation: JudgedEvaluation): string {
  const lines = [`${"profile".padEnd(32)} nDCG@10 pool${evaluation.bulkJobs > 0 ? " / inside" : ""}   P@10   MRR   first relevant`];
  for (const result of [...evaluation.results].sort((a, b) => a.pool.ours.ndcg10 - b.pool.ours.ndcg10)) {
    const inside = result.inside ? ` / ${f(result.inside.ours.ndcg10)}` : "";
    lines.push(
      `${result.profile.id.padEnd(32)} ${f(result.pool.ours.ndcg10)}${inside}   ${f(result.pool.ours.p10)}  ${f(result.pool.ours.mrr)}  ${result.firstRelevant ?? "-"}`,
    );
  }
  return lines.join("\n");
}
