/**
 * A veteran's top matches, kept in JobFit (issue 53): every open job scored once from its
 * canonical inputs (posting text included), the best TOP_MATCHES kept, so a fit-first read and the
 * auto-apply scan are index reads (JobFit_userId_score_idx) instead of scoring 100,000 jobs. The
 * nearline queue (fit-queue.server.ts) ranks a veteran again when their profile changes and scores
 * new or changed postings into the lists they reach.
 */
import { retryOnWriteConflict } from "~/lib/write-conflict-retry.server";
import { getDb, readRows, type DbTx } from "~/lib/db.server";
import { veteranFitFor, type VeteranFit } from "~/domain/matching/fit-score.server";
import { FIT_SCORER_VERSION } from "~/domain/matching/fit-version";
import { loadVeteranMatchProfile } from "~/domain/matching/veteran-match-profile.server";
import { jobFitVersion, profileFitVersion, type FitInput } from "./fit-inputs.server";
import { forgetScoredPostings, listScorers } from "./list-scorers.server";
import { openFitInputs, openJobsCatalogue } from "./open-jobs-catalogue.server";
import { storeFits, writeFits, type ComputedFit } from "./fit-store.server";

export { openFitInputs };

/** How many matches a veteran's list keeps: a fit-first page and a month of auto-apply read from it. */
export const TOP_MATCHES = 1000;
/** Jobs scored between two turns of the event loop (a web worker may be ranking). */
const SLICE = 2000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Ranked {
  jobId: number;
  score: number;
  input: FitInput;
}

/** Best first; ties to the newer job (higher id), as the fit-first page orders them. */
const better = (a: Ranked, b: Ranked) => b.score - a.score || b.jobId - a.jobId;

/**
 * Scores every open job for the veteran and replaces their list with the best TOP_MATCHES, in one
 * transaction; returns how many jobs were scored. Null when the user has no veteran profile.
 */
export async function rankVeteran(userId: number, db = getDb()): Promise<{ scored: number; kept: number } | null> {
  const profile = await loadVeteranMatchProfile(userId);
  if (!profile) return null;
  const veteran = veteranFitFor(profile);
  // Jobs written from here on may be missed by this pass: the list says it reflects those before.
  const began = new Date();
  const kept: Ranked[] = [];
  let floor = -1;
  let scored = 0;
  for (const input of await openJobsCatalogue(db)) {
    scored++;
    // The score alone: only the kept 1,000 need their reasons, scored whole below. Once the list
    // is full, a job that cannot reach its floor is known from its cheap parts.
    const score = veteran.scoreAtLeast(input, kept.length >= TOP_MATCHES ? floor : -1);
    if (scored % SLICE === 0) await yieldToEventLoop();
    if (kept.length >= TOP_MATCHES && score < floor) continue;
    kept.push({ jobId: input.id, score, input });
    if (kept.length >= 2 * TOP_MATCHES) {
      kept.sort(better);
      kept.length = TOP_MATCHES;
      floor = kept[TOP_MATCHES - 1].score;
    }
  }
  kept.sort(better);
  if (kept.length > TOP_MATCHES) kept.length = TOP_MATCHES;
  const profileVersion = profileFitVersion(veteran.profileKey);
  const computed: ComputedFit[] = kept.map((row) => ({
    userId,
    jobId: row.jobId,
    fit: veteran.scorer(row.input),
    profileVersion,
    jobVersion: jobFitVersion(row.input),
  }));
  const state = {
    profileVersion,
    scorerVersion: FIT_SCORER_VERSION,
    floor: kept.length >= TOP_MATCHES ? kept[kept.length - 1].score : 0,
    rankedAt: began,
  };
  // Two rankings of one veteran at once (concurrent auto-apply runs) can deadlock on MySQL; the loser
  // was rolled back whole and writes the same list again.
  await retryOnWriteConflict(() =>
    db.$transaction(async (tx) => {
      await tx.jobFit.deleteMany({ where: { userId } });
      await writeFits(tx, computed);
      await tx.fitIndexState.upsert({ where: { userId }, create: { userId, ...state }, update: state });
    }),
  );
  return { scored, kept: kept.length };
}

/** Whether the veteran's list was ranked for their current profile and today's scorer. */
export async function isRankingCurrent(userId: number, veteran: Pick<VeteranFit, "profileKey">, db: DbTx = getDb()): Promise<boolean> {
  const state = await db.fitIndexState.findUnique({ where: { userId }, select: { profileVersion: true, scorerVersion: true } });
  return state !== null && state.scorerVersion === FIT_SCORER_VERSION && state.profileVersion === profileFitVersion(veteran.profileKey);
}

/**
 * New or changed postings scored into the lists of every ranked veteran (the veterans they can
 * reach: a veteran without a list is ranked whole when first needed). A job that scores at or
 * above a veteran's floor, or was already on their list, is written; one closed or gone leaves
 * every list. Returns how many (veteran, job) fits were written.
 */
export async function scoreJobsIntoLists(jobIds: readonly number[], db = getDb(), onlyUserId?: number): Promise<number> {
  if (jobIds.length === 0) return 0;
  const inputs: FitInput[] = [];
  for await (const page of openFitInputs(db, { ids: jobIds })) inputs.push(...page);
  const open = new Set(inputs.map((input) => input.id));
  const closed = jobIds.filter((id) => !open.has(id));
  if (closed.length > 0) await db.jobFit.deleteMany({ where: { jobId: { in: closed }, ...(onlyUserId ? { userId: onlyUserId } : {}) } });
  if (inputs.length === 0) return 0;
  const scorers = await listScorers(onlyUserId);
  const onList = await readRows<{ userId: number | bigint; jobId: number | bigint }>(
    `SELECT userId, jobId FROM JobFit WHERE jobId IN (${inputs.map(() => "?").join(", ")})`,
    ...inputs.map((input) => input.id),
  );
  // Posting → the veterans whose lists hold it: a new posting is on none, and a number lookup per
  // veteran costs nothing where a "user:job" string per veteran was most of a task's garbage.
  const listed = new Map<number, Set<number>>();
  for (const row of onList) {
    const jobId = Number(row.jobId);
    const users = listed.get(jobId) ?? new Set<number>();
    users.add(Number(row.userId));
    listed.set(jobId, users);
  }
  const versions = new Map(inputs.map((input) => [input.id, jobFitVersion(input)]));
  const computed: ComputedFit[] = [];
  for (const { state, scorer } of scorers) {
    for (const input of inputs) {
      // Most postings miss most lists: their reasons are never built.
      if (!listed.get(input.id)?.has(state.userId) && scorer.scoreAtLeast(input, state.floor) < state.floor) continue;
      computed.push({
        userId: state.userId,
        jobId: input.id,
        fit: scorer.fit(input),
        profileVersion: state.profileVersion,
        jobVersion: versions.get(input.id) ?? "",
      });
    }
  }
  forgetScoredPostings(scorers, inputs.length);
  if (computed.length > 0) await storeFits(computed);
  return computed.length;
}

/**
 * The veteran's listed scores, from their stored list (ranked first when it is missing or was
 * ranked for another profile or scorer): what the auto-apply run picks from. Scores only: the few
 * picks read their whole stored fits afterwards, and parsing 1,000 lists of reasons on every run
 * was most of the daily scan's reading.
 */
export async function listedScores(userId: number, veteran: Pick<VeteranFit, "profileKey">, db = getDb()): Promise<Map<number, number>> {
  if (!(await isRankingCurrent(userId, veteran, db))) await rankVeteran(userId, db);
  else await catchUp(userId, db);
  // The whole kept list, not only what clears the minimum: a run that picks nothing says how far off the rest were.
  const rows = await readRows<{ jobId: number | bigint; score: number }>(
    `SELECT jobId, score FROM JobFit WHERE userId = ? ORDER BY score DESC, jobId DESC LIMIT ${TOP_MATCHES}`,
    userId,
  );
  return new Map(rows.map((row) => [Number(row.jobId), Number(row.score)]));
}

export const JOBS_WRITTEN_SINCE_SQL = "SELECT id FROM Job WHERE updatedAt >= ?";

/** Jobs written at or after `since` (Job.updatedAt): what an import created, changed, reopened or closed. */
export async function jobIdsWrittenSince(since: Date): Promise<number[]> {
  // In SQL on the updatedAt index: the ORM's form of this comparison read the whole table on SQLite (0.3-0.8 s at 100,000 jobs).
  // Sorted here, not by ORDER BY id: after a bulk import gives thousands of jobs one updatedAt, the
  // planner's statistics call the index unselective and SQLite walked the whole table in id order
  // to skip a sort, 0.35 s at 50,000 jobs on every auto-apply run of the daily scan.
  const rows = await readRows<{ id: number | bigint }>(JOBS_WRITTEN_SINCE_SQL, since);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * Postings written since the list was last brought up to date (a task the queue lost, a job written
 * outside the import and employer paths) scored into it before it is read: the Job.updatedAt index
 * finds them, usually none.
 */
export async function catchUp(userId: number, db = getDb()): Promise<void> {
  const state = await db.fitIndexState.findUnique({ where: { userId }, select: { rankedAt: true } });
  if (!state) return;
  const began = new Date();
  const ids = await jobIdsWrittenSince(state.rankedAt);
  for (let start = 0; start < ids.length; start += 500) await scoreJobsIntoLists(ids.slice(start, start + 500), db, userId);
  await db.fitIndexState.update({ where: { userId }, data: { rankedAt: began } });
}
