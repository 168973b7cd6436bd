import type { Db } from "~/lib/db.server";
import { numberOrNull, scoringFieldsOfRaw, type RawScoringRow } from "~/domain/jobs/job-json.server";
import { readJobsVersion } from "~/domain/jobs/search-cache.server";
import type { JobForScoring } from "~/domain/matching/fit-score.server";

/** An open job with what scoring and the auto-apply filters read. */
export interface OpenJob extends JobForScoring {
  company: string;
  location: string | null;
  employerId: number | null;
  postedAt: number;
}

interface OpenJobRow extends RawScoringRow {
  company: string;
  location: string | null;
  employerId: number | bigint | null;
  postedAt: Date | string;
}

/**
 * Written out field by field, not spread from `scoringFieldsOfRaw`: V8 gives objects made by a
 * spread a slower shape, and the daily scan reads these 100,000 jobs once per veteran. Spread,
 * one run's evaluation cost 3.5× as much CPU. `scoringFieldsOfRaw` stays the one reading of the
 * raw columns; a field added to JobForScoring fails the type check here until it is copied.
 */
function toOpenJob(row: OpenJobRow): OpenJob {
  const scoring = scoringFieldsOfRaw(row);
  return {
    id: scoring.id,
    title: scoring.title,
    tags: scoring.tags,
    onetCode: scoring.onetCode,
    clearanceRank: scoring.clearanceRank,
    salaryMin: scoring.salaryMin,
    salaryMax: scoring.salaryMax,
    state: scoring.state,
    workType: scoring.workType,
    experienceLevel: scoring.experienceLevel,
    industry: scoring.industry,
    company: row.company,
    location: row.location,
    employerId: numberOrNull(row.employerId),
    postedAt: new Date(row.postedAt).getTime(),
  };
}

interface Snapshot {
  version: number;
  jobs: readonly OpenJob[];
}

const globalForSnapshot = globalThis as unknown as { __vetsOpenJobs?: Snapshot; __vetsOpenJobsLoading?: Promise<Snapshot> };

async function loadSnapshot(db: Db, version: number): Promise<Snapshot> {
  const rows = await db.$queryRaw<OpenJobRow[]>`
    SELECT id, title, company, location, tags, onetCode, clearanceRank, salaryMin, salaryMax, state, workType,
      experienceLevel, industry, employerId, postedAt
    FROM Job WHERE status = 'open'`;
  return { version, jobs: rows.map(toOpenJob) };
}

/**
 * Every open job's scoring columns, held per process and reloaded when the jobs version moves
 * (database triggers bump it on every write to job data, docs/decisions/008). A run reads one
 * primary-key row instead of 100,000 jobs; concurrent callers share one load.
 */
export async function openJobsSnapshot(db: Db): Promise<readonly OpenJob[]> {
  const version = await readJobsVersion(db);
  const held = globalForSnapshot.__vetsOpenJobs;
  if (held && held.version === version) return held.jobs;
  const loading = globalForSnapshot.__vetsOpenJobsLoading;
  if (loading) {
    const shared = await loading;
    if (shared.version === version) return shared.jobs;
  }
  const load = loadSnapshot(db, version);
  globalForSnapshot.__vetsOpenJobsLoading = load;
  try {
    const snapshot = await load;
    globalForSnapshot.__vetsOpenJobs = snapshot;
    return snapshot.jobs;
  } finally {
    if (globalForSnapshot.__vetsOpenJobsLoading === load) globalForSnapshot.__vetsOpenJobsLoading = undefined;
  }
}

const jobIndexes = new WeakMap<readonly OpenJob[], ReadonlyMap<number, OpenJob>>();

/** A snapshot's jobs by id, built once per snapshot: a run looks up its listed matches in it. */
export function openJobsById(jobs: readonly OpenJob[]): ReadonlyMap<number, OpenJob> {
  let index = jobIndexes.get(jobs);
  if (!index) {
    index = new Map(jobs.map((job) => [job.id, job]));
    jobIndexes.set(jobs, index);
  }
  return index;
}
