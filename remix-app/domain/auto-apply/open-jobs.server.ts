import type { Db } from "~/lib/db.server";
import { readJobsVersion } from "~/domain/jobs/search-cache.server";
import type { JobForScoring } from "~/domain/matching/fit-score.server";

/** An open job with what scoring and the auto-apply filters read. */
export interface OpenJob extends JobForScoring {
  company: string;
  location: string | null;
  employerId: number | null;
  postedAt: number;
}

interface OpenJobRow {
  id: number | bigint;
  title: string;
  company: string;
  location: string | null;
  tags: unknown;
  onetCode: string | null;
  clearanceRank: number | bigint;
  salaryMin: number | bigint | null;
  salaryMax: number | bigint | null;
  state: string | null;
  workType: string;
  experienceLevel: string | null;
  industry: string | null;
  employerId: number | bigint | null;
  postedAt: Date | string;
}

function tagList(value: unknown): string[] {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
}

const numberOrNull = (value: number | bigint | null) => (value === null ? null : Number(value));

function toOpenJob(row: OpenJobRow): OpenJob {
  return {
    id: Number(row.id),
    title: row.title,
    company: row.company,
    location: row.location,
    tags: tagList(row.tags),
    onetCode: row.onetCode,
    clearanceRank: Number(row.clearanceRank),
    salaryMin: numberOrNull(row.salaryMin),
    salaryMax: numberOrNull(row.salaryMax),
    state: row.state,
    workType: row.workType,
    experienceLevel: row.experienceLevel,
    industry: row.industry,
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
