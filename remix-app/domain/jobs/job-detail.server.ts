import { getDb } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { readVeteranFits } from "~/domain/fit/fit-store.server";
import { fitInput } from "~/domain/fit/fit-inputs.server";
import { applicationStatesForJobs } from "~/domain/applications/application-states.server";
import { JOB_JSON_SELECT, jobJson, scoringFields, type JobJson } from "./job-json.server";
import type { JobViewer } from "./search.server";
import { extrasOf, jobSourceExtras } from "./job-listings.server";
import { roleMay } from "~/domain/access/policy.server";
import { savedAmong } from "./saved-job-marks.server";
import { domainVerifiedEmployers } from "~/domain/verification/domain-verification.server";

export const JOB_NOT_FOUND = "Job not found";

export interface JobDetail extends JobJson {
  status: string;
  /** The veteran viewing it has reported it as gone (the page shows that instead of the button). */
  reported_gone?: boolean;
  /** An employer's post whose poster's proven work email is at the company website's domain. */
  employer_domain_verified: boolean;
}

/**
 * One job for the detail screen. A closed job stays visible to the employer who owns it, to
 * admins, and to a veteran who applied to it or reported it gone (it reads "This job is closed");
 * for everyone else it is a 404, like an id that never existed.
 */
export async function getJobById(id: number, viewer: JobViewer): Promise<JobDetail> {
  const db = getDb();
  const job = await db.job.findUnique({ where: { id }, select: JOB_JSON_SELECT });
  if (!job) throw notFound(JOB_NOT_FOUND);
  const [extrasById, reported, verified] = await Promise.all([
    jobSourceExtras(db, [job]),
    roleMay(viewer, "report-job-gone") ? hasReportedGone(viewer.id, id) : false,
    job.source === "employer" && job.employerId !== null ? domainVerifiedEmployers(db, [job.employerId]) : new Set<number>(),
  ]);
  const employer_domain_verified = job.employerId !== null && verified.has(job.employerId);
  if (job.status !== "open" && !(job.employerId === viewer.id || roleMay(viewer, "moderate-job") || reported || (await hasApplied(viewer, id)))) {
    throw notFound(JOB_NOT_FOUND);
  }
  const extras = extrasOf(extrasById, id);
  if (!roleMay(viewer, "keep-veteran-profile")) return { ...jobJson(job, null, extras), status: job.status, employer_domain_verified };
  const [fits, applied, saved] = await Promise.all([
    readVeteranFits(viewer.id, [fitInput(scoringFields(job, extras))]),
    applicationStatesForJobs(viewer.id, [id]),
    savedAmong(viewer.id, [id]),
  ]);
  return {
    ...jobJson(job, fits.get(id) ?? null, extras),
    application: applied.get(id) ?? null,
    saved: saved.has(id),
    status: job.status,
    reported_gone: reported,
    employer_domain_verified,
  };
}

async function hasReportedGone(reporterId: number, jobId: number): Promise<boolean> {
  const found = await getDb().jobGoneReport.findUnique({ where: { jobId_reporterId: { jobId, reporterId } }, select: { id: true } });
  return found !== null;
}

async function hasApplied(viewer: JobViewer, jobId: number): Promise<boolean> {
  if (!roleMay(viewer, "apply-to-job")) return false;
  const found = await getDb().application.findFirst({ where: { jobId, userId: viewer.id }, select: { id: true } });
  return found !== null;
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
