/**
 * One fit per (veteran, job), stored (issue 53). Every screen and job that shows or uses a fit
 * reads it here: stored fits whose three versions (profile, job, scorer) are today's are read as
 * they are; missing or stale ones are computed from the canonical inputs (fit-inputs.server.ts,
 * posting text included) and written back, in one batch per call (one read, one write), never one
 * query per job.
 */
import { insertRows } from "~/lib/bulk-insert.server";
import { getDb, type DbTx } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { retryOnWriteConflict } from "~/lib/write-conflict-retry.server";
import { createScorer, matchProfileKey, veteranFitFor, type FitResult, type VeteranFit, type VeteranMatchProfile } from "~/domain/matching/fit-score.server";
import { FIT_REASON_KINDS, type FitAudience, type FitReasonKind } from "@shared/fit-reasons";
import { FIT_SCORER_VERSION } from "~/domain/matching/fit-version";
import { loadVeteranMatchProfiles } from "~/domain/matching/veteran-match-profile.server";
import { fitInput, jobFitVersion, loadFitInputs, profileFitVersion, type FitInput } from "./fit-inputs.server";

/** What a caller asks for: a veteran and the jobs whose fit it needs. */
export interface FitWant {
  userId: number;
  jobIds: readonly number[];
}

/** Fits found, by veteran then job; a veteran without a profile has none. */
export type FitsByVeteran = Map<number, Map<number, FitResult>>;

export interface FitReadOptions {
  /** Inputs the caller already loaded (a search page's rows); the others are read by id. */
  inputs?: ReadonlyMap<number, FitInput>;
  /** Profiles the caller already loaded; the others are read in one query. */
  profiles?: ReadonlyMap<number, VeteranMatchProfile>;
  /** An employer reads the reasons about the candidate ("Holds Secret"); the score is the same. */
  audience?: FitAudience;
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function kindArray(value: unknown): FitReasonKind[] {
  return stringArray(value).map((kind) => ((FIT_REASON_KINDS as readonly string[]).includes(kind) ? (kind as FitReasonKind) : "met"));
}

interface Computed {
  userId: number;
  jobId: number;
  fit: FitResult;
  profileVersion: string;
  jobVersion: string;
}

/**
 * The fits of each veteran for the jobs asked, read through the store. Closed jobs keep their
 * stored fit (the tracker shows it); a job that no longer exists has none.
 */
export async function readFits(wants: readonly FitWant[], options: FitReadOptions = {}, db: DbTx = getDb()): Promise<FitsByVeteran> {
  const result: FitsByVeteran = new Map();
  const userIds = [...new Set(wants.map((want) => want.userId))];
  const jobIds = [...new Set(wants.flatMap((want) => want.jobIds))];
  if (userIds.length === 0 || jobIds.length === 0) return result;

  const missingProfiles = userIds.filter((id) => !options.profiles?.has(id));
  const missingInputs = jobIds.filter((id) => !options.inputs?.has(id));
  const [loadedProfiles, loadedInputs, stored] = await Promise.all([
    loadVeteranMatchProfiles(missingProfiles),
    loadFitInputs(db, missingInputs),
    db.jobFit.findMany({
      where: { userId: { in: userIds }, jobId: { in: jobIds } },
      select: { userId: true, jobId: true, score: true, reasons: true, kinds: true, profileVersion: true, jobVersion: true, scorerVersion: true },
    }),
  ]);
  const profileOf = (id: number) => options.profiles?.get(id) ?? loadedProfiles.get(id) ?? null;
  const inputOf = (id: number) => {
    const given = options.inputs?.get(id);
    return given ? fitInput(given) : (loadedInputs.get(id) ?? null);
  };
  const storedByPair = new Map(stored.map((row) => [`${row.userId}:${row.jobId}`, row]));
  const jobVersions = new Map<number, string>();
  const versionOf = (input: FitInput) => {
    let version = jobVersions.get(input.id);
    if (version === undefined) jobVersions.set(input.id, (version = jobFitVersion(input)));
    return version;
  };

  const computed: Computed[] = [];
  for (const want of wants) {
    const profile = profileOf(want.userId);
    if (!profile) continue;
    // The scorer is built only when a stored fit is missing or stale: most reads find them all.
    let veteran: VeteranFit | null = null;
    const profileVersion = profileFitVersion(matchProfileKey(profile));
    const employerScorer = options.audience === "employer" ? createScorer(profile, "employer") : null;
    const fits = result.get(want.userId) ?? new Map<number, FitResult>();
    result.set(want.userId, fits);
    for (const jobId of want.jobIds) {
      const input = inputOf(jobId);
      if (!input || fits.has(jobId)) continue;
      const jobVersion = versionOf(input);
      const row = storedByPair.get(`${want.userId}:${jobId}`);
      let fit: FitResult;
      if (row && row.profileVersion === profileVersion && row.jobVersion === jobVersion && row.scorerVersion === FIT_SCORER_VERSION) {
        fit = { score: row.score, reasons: stringArray(row.reasons), kinds: kindArray(row.kinds) };
      } else {
        veteran ??= veteranFitFor(profile);
        fit = veteran.scorer(input);
        computed.push({ userId: want.userId, jobId, fit, profileVersion, jobVersion });
      }
      fits.set(jobId, employerScorer ? { ...employerScorer(input), score: fit.score } : fit);
    }
  }
  if (computed.length > 0) await storeFits(computed);
  return result;
}

/** One veteran's fits for the jobs given (a page of cards, a job page). */
export async function readVeteranFits(
  userId: number,
  jobs: readonly FitInput[],
  options: Omit<FitReadOptions, "inputs"> = {},
): Promise<Map<number, FitResult>> {
  const inputs = new Map(jobs.map((job) => [job.id, job]));
  const fits = await readFits([{ userId, jobIds: jobs.map((job) => job.id) }], { ...options, inputs });
  return fits.get(userId) ?? new Map();
}

/**
 * Writes computed fits over whatever was stored for those pairs: delete, then insert, in one
 * transaction. Two requests computing the same pair at once both wrote the same fit; the loser's
 * unique violation is that and nothing else, so it is ignored. A deadlock on MySQL may be with any
 * writer of the same rows (a list being ranked, posting terms being stored): the write runs again.
 */
export async function storeFits(computed: readonly Computed[]): Promise<void> {
  try {
    await retryOnWriteConflict(() => getDb().$transaction((tx) => writeFits(tx, computed)));
  } catch (e) {
    // A concurrent writer of the same pairs won: its fits stand.
    if (!isUniqueViolation(e)) throw e;
  }
}

/** The writes of `storeFits` inside the caller's transaction. */
export async function writeFits(tx: DbTx, computed: readonly Computed[]): Promise<void> {
  const now = new Date();
  // The pairs deleted by whichever side has fewer values: a ranking writes one veteran's 1,000 jobs,
  // a posting is written into thousands of veterans' lists, and a statement per veteran was most
  // of what scoring one posting into 10,000 lists cost.
  const byUser = groupPairs(computed, (row) => row.userId, (row) => row.jobId);
  const byJob = groupPairs(computed, (row) => row.jobId, (row) => row.userId);
  if (byUser.size <= byJob.size) {
    for (const [userId, jobIds] of byUser)
      for (let start = 0; start < jobIds.length; start += CHUNK)
        await tx.jobFit.deleteMany({ where: { userId, jobId: { in: jobIds.slice(start, start + CHUNK) } } });
  } else {
    for (const [jobId, userIds] of byJob)
      for (let start = 0; start < userIds.length; start += CHUNK)
        await tx.jobFit.deleteMany({ where: { jobId, userId: { in: userIds.slice(start, start + CHUNK) } } });
  }
  // Multi-row INSERTs in SQL: a ranking writes 1,000 fits, and createMany cost several times as much per row.
  await insertRows(
    tx,
    "JobFit",
    computed.map((row) => ({
      userId: row.userId,
      jobId: row.jobId,
      score: row.fit.score,
      reasons: row.fit.reasons,
      kinds: row.fit.kinds,
      profileVersion: row.profileVersion,
      jobVersion: row.jobVersion,
      scorerVersion: FIT_SCORER_VERSION,
      computedAt: now,
    })),
  );
}

function groupPairs(rows: readonly Computed[], key: (row: Computed) => number, value: (row: Computed) => number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}

/** Rows per statement: well under SQLite's and MySQL's bound-parameter limits. */
const CHUNK = 500;

export type { Computed as ComputedFit, FitInput };
