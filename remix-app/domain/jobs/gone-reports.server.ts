import { isExternalSource } from "@shared/job-taxonomy";
import { getDb, type DbTx } from "~/lib/db.server";
import { conflict, isUniqueViolation, notFound } from "~/lib/errors.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { assertCan } from "~/domain/access/policy.server";
import { recordAdminAction, type AuditActor } from "~/domain/audit/audit-log.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { JOB_NOT_FOUND } from "./job-detail.server";

/**
 * "This job is gone" (decisions 086 and 097). Reports from this many accounts that count hide an
 * imported job until an admin confirms the close or restores it. An employer's own job is never
 * hidden by reports: the employer is told instead.
 */
export const GONE_REPORTS_TO_HIDE = 3;
/** A report counts only from an account this old with a verified email: fresh throwaway accounts cost a week. */
export const COUNTED_ACCOUNT_AGE_MS = 7 * 86_400_000;

export const ALREADY_REPORTED = "You already reported this job as gone";
export const JOB_ALREADY_CLOSED = "This job is already closed";
export const JOB_UNDER_REVIEW = "This job is already hidden while an admin checks it";
export const REPORTED_JOB_NOT_PENDING = "This job is not waiting for a decision";

/** A job hidden by reports: status "hidden" with closedReason "reported"; a confirmed one is closed with it. */
export const HIDDEN_STATUS = "hidden";
export const REPORTED_REASON = "reported";

export interface GoneReportResult {
  message: string;
  /** Reports that count towards hiding the job (verified accounts at least 7 days old). */
  reports: number;
  hidden: boolean;
}

/** Whether a report by this account counts towards hiding a job. */
export function reportCounts(reporter: { createdAt: Date; emailVerifiedAt: Date | null }, now: Date): boolean {
  return reporter.emailVerifiedAt !== null && now.getTime() - reporter.createdAt.getTime() >= COUNTED_ACCOUNT_AGE_MS;
}

const countedReports = (jobId: number, tx: DbTx) => tx.jobGoneReport.count({ where: { jobId, counted: true, dismissedAt: null } });

/** POST /api/jobs/:id/gone: a veteran with a verified email says the listing no longer exists; one report per veteran and job. */
export async function reportJobGone(reporterId: number, jobId: number, now = new Date()): Promise<GoneReportResult> {
  await assertCan(reporterId, "report-job-gone");
  await consumeRateLimit("jobGoneReportsPerUser", String(reporterId));
  const db = getDb();
  const [job, reporter] = await Promise.all([
    db.job.findUnique({ where: { id: jobId }, select: { id: true, title: true, source: true, status: true, employerId: true } }),
    db.user.findUniqueOrThrow({ where: { id: reporterId }, select: { createdAt: true, emailVerifiedAt: true } }),
  ]);
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (job.status === HIDDEN_STATUS) throw conflict(JOB_UNDER_REVIEW);
  if (job.status !== "open") throw conflict(JOB_ALREADY_CLOSED);
  const imported = isExternalSource(job.source);
  const counted = reportCounts(reporter, now);
  try {
    return await withNotifications((notices) =>
      db.$transaction(async (tx) => {
        await tx.jobGoneReport.create({ data: { jobId, reporterId, counted, createdAt: now } });
        const reports = await countedReports(jobId, tx);
        let hidden = false;
        if (imported && counted && reports >= GONE_REPORTS_TO_HIDE) {
          const changed = await tx.job.updateMany({ where: { id: jobId, status: "open" }, data: { status: HIDDEN_STATUS, closedReason: REPORTED_REASON } });
          hidden = changed.count > 0;
        }
        if (!imported && job.employerId !== null) {
          await notices.write(
            [
              {
                userId: job.employerId,
                type: "system",
                title: `A veteran reported "${job.title}" as no longer open`,
                body: "If the position is filled, close the job so veterans stop applying.",
                link: `/employer/jobs/${jobId}/edit`,
                collapse: { key: `job_gone:${jobId}`, title: `Veterans reported "${job.title}" as no longer open` },
              },
            ],
            tx,
          );
        }
        return {
          message: hidden
            ? "Thanks. Enough veterans reported this job, so it is hidden until an admin checks it."
            : "Thanks for the report. We will check this job.",
          reports,
          hidden,
        };
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ALREADY_REPORTED);
    throw e;
  }
}

export interface ReportedJobRow {
  id: number;
  title: string;
  company: string;
  source: string;
  source_url: string | null;
  reports: number;
  first_reported_at: string | null;
  last_reported_at: string | null;
  last_seen_at: string | null;
}

/** The moderation queue's jobs hidden by reports, oldest report first. */
export async function listReportedJobs(admin: { id: number }): Promise<{ jobs: ReportedJobRow[] }> {
  await assertCan(admin.id, "moderate-job");
  const db = getDb();
  const jobs = await db.job.findMany({
    where: { status: HIDDEN_STATUS },
    select: { id: true, title: true, company: true, source: true, sourceUrl: true, lastSeenAt: true },
    orderBy: { id: "asc" },
    take: 200,
  });
  const stats = await db.jobGoneReport.groupBy({
    by: ["jobId"],
    where: { jobId: { in: jobs.map((j) => j.id) }, counted: true, dismissedAt: null },
    _count: { _all: true },
    _min: { createdAt: true },
    _max: { createdAt: true },
  });
  const byJob = new Map(stats.map((s) => [s.jobId, s]));
  const rows = jobs.map((job) => {
    const s = byJob.get(job.id);
    return {
      id: job.id,
      title: job.title,
      company: job.company,
      source: job.source,
      source_url: job.sourceUrl,
      reports: s?._count._all ?? 0,
      first_reported_at: s?._min.createdAt?.toISOString() ?? null,
      last_reported_at: s?._max.createdAt?.toISOString() ?? null,
      last_seen_at: job.lastSeenAt?.toISOString() ?? null,
    };
  });
  rows.sort((a, b) => (a.first_reported_at ?? "").localeCompare(b.first_reported_at ?? ""));
  return { jobs: rows };
}

export type ReportedJobDecision = "confirm" | "restore";

/**
 * An admin's decision on a hidden job: "confirm" closes it for good (a re-import never reopens it),
 * "restore" opens it again and sets its reports aside. Audited in the same transaction.
 */
export async function decideReportedJob(admin: AuditActor, jobId: number, decision: ReportedJobDecision, now = new Date()) {
  await assertCan(admin.id, "moderate-job");
  const db = getDb();
  const job = await db.job.findUnique({ where: { id: jobId }, select: { id: true, title: true, company: true } });
  if (!job) throw notFound(JOB_NOT_FOUND);
  const to = decision === "confirm" ? "closed" : "open";
  await db.$transaction(async (tx) => {
    const changed = await tx.job.updateMany({
      where: { id: jobId, status: HIDDEN_STATUS },
      data: { status: to, closedReason: decision === "confirm" ? REPORTED_REASON : null },
    });
    if (changed.count === 0) throw conflict(REPORTED_JOB_NOT_PENDING);
    if (decision === "restore") await dismissReports(jobId, tx, now);
    await recordAdminAction(tx, admin, {
      actionType: decision === "confirm" ? "job_gone_confirmed" : "job_gone_restored",
      resourceType: "job",
      resourceId: jobId,
      justification: decision === "confirm" ? "Veterans' reports confirmed: the posting is gone" : "Reports checked: the posting is still open",
      subject: null,
      changes: [{ field: "status", from: HIDDEN_STATUS, to }],
      metadata: { title: job.title, company: job.company },
    });
  });
  return { message: decision === "confirm" ? "Job closed" : "Job restored", job_id: jobId, status: to };
}

/** Reports on a job that came back (an admin restored it, or its source still lists it) stop counting. */
export async function dismissReports(jobId: number, tx: DbTx, now = new Date()): Promise<void> {
  await tx.jobGoneReport.updateMany({ where: { jobId, dismissedAt: null }, data: { dismissedAt: now } });
}
