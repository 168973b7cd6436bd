/**
 * Ranking quality of the fit scorer on the labelled development set (tests/fixtures/match-devset,
 * built by scripts/build-match-devset.ts): nDCG@10, P@10 and MRR for our scorer and for a literal
 * crosswalk lookup (1 when the job's O*NET code is one the veteran's code maps to, else 0), overall
 * and per subset. A job counts as relevant for P@10 and MRR at label 2 or more.
 */
import fs from "node:fs";
import path from "node:path";
import { createScorer, type JobForScoring, type VeteranMatchProfile } from "~/domain/matching/fit-score.server";
import { serviceForBranch } from "~/domain/matching/military-branch.server";
import { lookupMilitaryCode } from "~/domain/matching/military-code-lookup.server";

export interface DevProfile {
  id: string;
  branch: string;
  code: string;
  rank: string;
  kind: "enlisted" | "warrant" | "officer";
  years_of_service: number;
  clearance: string | null;
  location: string;
  skills: string[];
  desired_roles: string[];
}

export interface DevPosting {
  id: number;
  title: string;
  company: string;
  description: string;
  requirements: string;
  tags: string[];
  onet_code: string | null;
  stated_experience_level: string | null;
  state: string;
  work_type: string;
  salary_min: number | null;
  salary_max: number | null;
  clearance_rank: number;
}

export interface DevSet {
  profiles: DevProfile[];
  postings: DevPosting[];
  labels: Record<string, Record<string, number>>;
}

export const DEVSET_PATH = path.resolve(import.meta.dirname, "../fixtures/match-devset/devset.json");

export function loadDevSet(file = DEVSET_PATH): DevSet {
  return JSON.parse(fs.readFileSync(file, "utf8")) as DevSet;
}

export function matchProfileOf(profile: DevProfile): VeteranMatchProfile {
  return {
    branch: profile.branch,
    code: profile.code,
    rank: profile.rank,
    yearsOfService: profile.years_of_service,
    clearance: profile.clearance,
    skills: profile.skills,
    desiredRoles: profile.desired_roles,
    industries: [],
    location: profile.location,
    minSalary: null,
  };
}

/** What the scorer sees of a posting: what a job row carries (never the labels' source occupation). */
export function jobOf(posting: DevPosting): JobForScoring {
  return {
    id: posting.id,
    title: posting.title,
    tags: posting.tags,
    onetCode: posting.onet_code,
    clearanceRank: posting.clearance_rank,
    salaryMin: posting.salary_min,
    salaryMax: posting.salary_max,
    state: posting.state,
    workType: posting.work_type,
    experienceLevel: posting.stated_experience_level,
    industry: null,
    text: `${posting.description}\n${posting.requirements}`,
  };
}

export interface Metrics {
  ndcg10: number;
  p10: number;
  mrr: number;
  profiles: number;
}

const RELEVANT = 2;

/** Metrics of one ranking (posting ids best first) against one profile's labels. */
export function rankingMetrics(ranked: readonly number[], labels: Readonly<Record<string, number>>): Omit<Metrics, "profiles"> {
  const gain = (label: number) => 2 ** label - 1;
  let dcg = 0;
  let hits = 0;
  let reciprocal = 0;
  ranked.forEach((id, index) => {
    const label = labels[String(id)] ?? 0;
    if (index < 10) {
      dcg += gain(label) / Math.log2(index + 2);
      if (label >= RELEVANT) hits++;
    }
    if (reciprocal === 0 && label >= RELEVANT) reciprocal = 1 / (index + 1);
  });
  const ideal = Object.values(labels)
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((sum, label, index) => sum + gain(label) / Math.log2(index + 2), 0);
  return { ndcg10: ideal > 0 ? dcg / ideal : 0, p10: hits / 10, mrr: reciprocal };
}

/** Posting ids by score, best first; equal scores keep the set's order. */
function rankBy(postings: readonly DevPosting[], score: (posting: DevPosting) => number): number[] {
  return postings
    .map((posting, position) => ({ id: posting.id, score: score(posting), position }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map((entry) => entry.id);
}

export type Ranker = (profile: DevProfile, postings: readonly DevPosting[]) => number[];

export const ourScorer: Ranker = (profile, postings) => {
  const scorer = createScorer(matchProfileOf(profile));
  return rankBy(postings, (posting) => scorer(jobOf(posting)).score);
};

export const crosswalkBaseline: Ranker = (profile, postings) => {
  const service = serviceForBranch(profile.branch);
  const match = service ? lookupMilitaryCode(service, profile.code) : null;
  const codes = new Set((match?.record.occupations ?? []).map(([code]) => code));
  return rankBy(postings, (posting) => (posting.onet_code !== null && codes.has(posting.onet_code) ? 1 : 0));
};

export interface Evaluation {
  subsets: Record<string, { ours: Metrics; baseline: Metrics }>;
}

function mean(values: readonly Omit<Metrics, "profiles">[]): Metrics {
  const sum = (key: "ndcg10" | "p10" | "mrr") => values.reduce((total, value) => total + value[key], 0) / Math.max(1, values.length);
  return { ndcg10: sum("ndcg10"), p10: sum("p10"), mrr: sum("mrr"), profiles: values.length };
}

/** Subsets a profile belongs to: overall, its kind, with/without desired roles, its branch. */
function subsetsOf(profile: DevProfile): string[] {
  return ["overall", profile.kind, profile.desired_roles.length > 0 ? "with desired roles" : "without desired roles", `branch: ${profile.branch}`];
}

export function evaluate(set: DevSet, rankers: { ours: Ranker; baseline: Ranker } = { ours: ourScorer, baseline: crosswalkBaseline }): Evaluation {
  const perSubset = new Map<string, { ours: Omit<Metrics, "profiles">[]; baseline: Omit<Metrics, "profiles">[] }>();
  for (const profile of set.profiles) {
    const labels = set.labels[profile.id] ?? {};
    const ours = rankingMetrics(rankers.ours(profile, set.postings), labels);
    const baseline = rankingMetrics(rankers.baseline(profile, set.postings), labels);
    for (const subset of subsetsOf(profile)) {
      const entry = perSubset.get(subset) ?? { ours: [], baseline: [] };
      entry.ours.push(ours);
      entry.baseline.push(baseline);
      perSubset.set(subset, entry);
    }
  }
  const subsets: Evaluation["subsets"] = {};
  for (const [name, entry] of perSubset) subsets[name] = { ours: mean(entry.ours), baseline: mean(entry.baseline) };
  return { subsets };
}

/** The evaluation as a plain-text table. */
export function formatEvaluation(evaluation: Evaluation): string {
  const f = (value: number) => value.toFixed(3);
  const lines = [
    `${"subset".padEnd(24)} ${"n".padStart(3)}   nDCG@10 ours / base   P@10 ours / base   MRR ours / base`,
  ];
  const order = ["overall", "enlisted", "warrant", "officer", "with desired roles", "without desired roles"];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const names = Object.keys(evaluation.subsets).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const name of names) {
    const { ours, baseline } = evaluation.subsets[name];
    lines.push(
      `${name.padEnd(24)} ${String(ours.profiles).padStart(3)}   ${f(ours.ndcg10)} / ${f(baseline.ndcg10)}        ` +
        `${f(ours.p10)} / ${f(baseline.p10)}      ${f(ours.mrr)} / ${f(baseline.mrr)}`,
    );
  }
  return lines.join("\n");
}
