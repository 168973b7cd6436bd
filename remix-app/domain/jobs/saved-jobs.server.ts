import type { SavedJobState, SavedJobView } from "@shared/saved-jobs";
import { SAVED_JOBS_LIMIT, closingSoon } from "@shared/saved-jobs";
import { getDb } from "~/lib/db.server";
import { conflict, isUniqueViolation, notFound } from "~/lib/errors.server";
import { assertCan } from "~/domain/access/policy.server";
import { readVeteranFits } from "~/domain/fit/fit-store.server";
import { fitInput } from "~/domain/fit/fit-inputs.server";
import { applicationStatesForJobs } from "~/domain/applications/application-states.server";
import { JOB_JSON_SELECT, jobJson, scoringFields } from "./job-json.server";
import { extrasOf, jobSourceExtras } from "./job-listings.server";
import { JOB_NOT_FOUND } from "./job-detail.server";

export const SAVED_JOBS_FULL = `You can keep up to ${SAVED_JOBS_LIMIT} saved jobs. Remove some to save more.`;

export interface SaveResult {
  job_id: number;
  saved: boolean;
  message: string;
}

/**
 * POST /api/jobs/:id/save: the veteran keeps a job to come back to. Saving twice is one save.
 * Only an open job can be saved; a job that is not open (or never existed) is a 404, as on its page.
 */
export async function saveJob(userId: number, jobId: number): Promise<SaveResult> {
  await assertCan(userId, "save-job");
  const db = getDb();
  const saved = { job_id: jobId, saved: true, message: "Job saved" };
  const [job, existing] = await Promise.all([
    db.job.findUnique({ where: { id: jobId }, select: { status: true } }),
    db.savedJob.findUnique({ where: { userId_jobId: { userId, jobId } }, select: { id: true } }),
  ]);
  if (existing) return saved;
  if (!job || job.status !== "open") throw notFound(JOB_NOT_FOUND);
  try {
    await db.$transaction(async (tx) => {
      const count = await tx.savedJob.count({ where: { userId } });
      if (count >= SAVED_JOBS_LIMIT) throw conflict(SAVED_JOBS_FULL);
      await tx.savedJob.create({ data: { userId, jobId } });
    });
  } catch (e) {
    // The same veteran saving the same job twice at once: the other request saved it.
    if (!isUniqueViolation(e)) throw e;
  }
  return saved;
}

/** DELETE /api/jobs/:id/save: forgets the save; removing one that is not saved is not an error. */
export async function unsaveJob(userId: number, jobId: number): Promise<SaveResult> {
  await assertCan(userId, "save-job");
  const db = getDb();
  const job = await db.job.findUnique({ where: { id: jobId }, select: { id: true } });
  if (!job) throw notFound(JOB_NOT_FOUND);
  await db.savedJob.deleteMany({ where: { userId, jobId } });
  return { job_id: jobId, saved: false, message: "Removed from saved jobs" };
}

function stateOf(status: string, closesAt: Date | null, applied: boolean, now: Date): SavedJobState {
  if (status !== "open" || (closesAt !== null && closesAt.getTime() <= now.getTime())) return "closed";
  return applied ? "applied" : "open";
}

/**
 * GET /api/jobs/saved: the veteran's saved jobs, newest save first, each with today's fit (the
 * stored fit the job list reads), the veteran's application, and its state: open, applied or closed.
 * A job hidden by reports or closed by its employer stays on the list and reads closed.
 */
export async function listSavedJobs(userId: number, now = new Date()): Promise<{ jobs: SavedJobView[]; limit: number }> {
  await assertCan(userId, "save-job");
  const db = getDb();
  const saves = await db.savedJob.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { createdAt: true, job: { select: JOB_JSON_SELECT } },
    take: SAVED_JOBS_LIMIT,
  });
  const rows = saves.map((save) => save.job);
  const ids = rows.map((row) => row.id);
  const [extras, applications] = await Promise.all([jobSourceExtras(db, rows), applicationStatesForJobs(userId, ids)]);
  const fits = await readVeteranFits(
    userId,
    rows.map((row) => fitInput(scoringFields(row, extrasOf(extras, row.id)))),
  );
  const jobs = saves.map(({ createdAt, job }) => {
    const application = applications.get(job.id) ?? null;
    const state = stateOf(job.status, job.closesAt, application !== null && !application.draft, now);
    return {
      ...jobJson(job, fits.get(job.id) ?? null, extrasOf(extras, job.id)),
      application,
      saved: true as const,
      saved_at: createdAt.toISOString(),
      state,
      closing_soon: state !== "closed" && closingSoon(job.closesAt?.toISOString() ?? null, now),
    };
  });
  return { jobs, limit: SAVED_JOBS_LIMIT };
}
