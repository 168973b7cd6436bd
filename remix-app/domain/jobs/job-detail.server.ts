import { getDb } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { loadVeteranScorer } from "~/domain/matching/fit-score.server";
import { applicationStatesForJobs } from "~/domain/applications/application-states.server";
import { JOB_JSON_SELECT, jobJson, scoringFields, type JobJson } from "./job-json.server";
import type { JobViewer } from "./search.server";

export const JOB_NOT_FOUND = "Job not found";

export interface JobDetail extends JobJson {
  status: string;
}

/**
 * One job for the detail screen. A closed job stays visible to the employer who owns it and to
 * admins; for everyone else it is a 404, like an id that never existed.
 */
export async function getJobById(id: number, viewer: JobViewer): Promise<JobDetail> {
  const job = await getDb().job.findUnique({ where: { id }, select: JOB_JSON_SELECT });
  const canSeeClosed = job !== null && (job.employerId === viewer.id || viewer.role === "admin");
  if (!job || (job.status !== "open" && !canSeeClosed)) throw notFound(JOB_NOT_FOUND);
  if (viewer.role !== "veteran") return { ...jobJson(job, null), status: job.status };
  const [scorer, applied] = await Promise.all([loadVeteranScorer(viewer.id), applicationStatesForJobs(viewer.id, [id])]);
  return { ...jobJson(job, scorer ? scorer(scoringFields(job)) : null), application: applied.get(id) ?? null, status: job.status };
}

/** Counts a view for the employer's stats; the owner looking at their own post does not count. */
export async function recordJobView(jobId: number, viewerId: number | null): Promise<void> {
  const db = getDb();
  const job = await db.job.findUnique({ where: { id: jobId }, select: { employerId: true } });
  if (!job || (viewerId !== null && job.employerId === viewerId)) return;
  await db.$transaction([
    db.job.update({ where: { id: jobId }, data: { viewCount: { increment: 1 } } }),
    db.jobView.create({ data: { jobId, viewerId } }),
  ]);
}
