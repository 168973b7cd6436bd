/**
 * The hand-judged development set (tests/fixtures/match-judged): profiles, postings and labels, and
 * the postings as the fit scorer reads them in production. Each posting goes through the job
 * import's own validation and column mapping (jobImportRowSchema, jobData), then through the
 * canonical fit input (fitInput, postingText), as a stored fit reads a job row.
 */
import fs from "node:fs";
import path from "node:path";
import { jobData, jobImportRowSchema } from "~/domain/jobs/job-import-row.server";
import { fitInput, postingText, type FitInput } from "~/domain/fit/fit-inputs.server";
import type { VeteranMatchProfile } from "~/domain/matching/fit-types";

export const JUDGED_DIR = path.resolve(import.meta.dirname, "../fixtures/match-judged");

export interface JudgedProfile {
  id: string;
  field: string;
  branch: string;
  code: string;
  rank: string;
  kind: "enlisted" | "warrant" | "officer";
  years_of_service: number;
  clearance: string | null;
  location: string;
  skills: string[];
  desired_roles: string[];
  civilian_experience: string | null;
}

/** A posting as written in the set: a job import row with the set's own id. */
export interface JudgedPosting extends Record<string, unknown> {
  id: string;
  title: string;
}

export interface JudgedLabel {
  /** 0 only in a pooled round (labels-pooled-*.json), where a posting was judged and found no fit. */
  grade: 0 | 1 | 2 | 3;
  why: string;
}

export interface JudgedSet {
  profiles: JudgedProfile[];
  postings: JudgedPosting[];
  /** profile id → posting id → label; postings not listed are 0. Every labels file adds to a profile's. */
  labels: Record<string, Record<string, JudgedLabel>>;
}

function filesStarting(dir: string, prefix: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dir, name));
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

export function loadJudgedSet(dir = JUDGED_DIR): JudgedSet {
  const profiles = readJson<{ profiles: JudgedProfile[] }>(path.join(dir, "profiles.json")).profiles;
  const postings = filesStarting(dir, "postings-").flatMap((file) => readJson<{ postings: JudgedPosting[] }>(file).postings);
  const labels: JudgedSet["labels"] = {};
  for (const file of filesStarting(dir, "labels-")) {
    for (const [profileId, byPosting] of Object.entries(readJson<{ labels: JudgedSet["labels"] }>(file).labels)) {
      const merged = (labels[profileId] ??= {});
      for (const [postingId, label] of Object.entries(byPosting)) {
        if (merged[postingId]) throw new Error(`${path.basename(file)}: ${profileId} → ${postingId} is judged twice`);
        merged[postingId] = label;
      }
    }
  }
  return { profiles, postings, labels };
}

export function judgedMatchProfile(profile: JudgedProfile): VeteranMatchProfile {
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

/**
 * The postings as fit inputs, numbered from firstId in the set's order (an import after the bulk
 * gets ids above it), with each input's set id. Throws on a posting the job import would reject.
 */
export function judgedInputs(set: JudgedSet, firstId = 1): { inputs: FitInput[]; setIdOf: Map<number, string> } {
  const setIdOf = new Map<number, string>();
  const inputs = set.postings.map((posting, index) => {
    const { id: setId, ...row } = posting;
    const parsed = jobImportRowSchema.safeParse(row);
    if (!parsed.success) throw new Error(`posting ${setId}: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
    const data = jobData(parsed.data);
    const id = firstId + index;
    setIdOf.set(id, setId);
    return fitInput({
      id,
      title: data.title,
      tags: data.tags,
      onetCode: null,
      clearanceRank: data.clearanceRank,
      salaryMin: data.salaryMin,
      salaryMax: data.salaryMax,
      state: data.state,
      workType: data.workType,
      experienceLevel: data.experienceLevel,
      industry: data.industry,
      text: postingText(data.description, data.requirements),
      federalSeries: [],
    });
  });
  return { inputs, setIdOf };
}

/** The subsets a profile is reported in. */
export function judgedSubsets(profile: JudgedProfile): string[] {
  const subsets = ["overall", profile.desired_roles.length > 0 ? "with desired roles" : "without desired roles", profile.field];
  if (profile.kind !== "enlisted") subsets.push("officers/warrants");
  if (profile.civilian_experience) subsets.push("with civilian experience");
  return subsets;
}
