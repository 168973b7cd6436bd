import { isExternalSource } from "@shared/job-taxonomy";
import { getDb } from "~/lib/db.server";
import { conflict, isUniqueViolation, notFound } from "~/lib/errors.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { JOB_NOT_FOUND } from "./job-detail.server";

/**
 * Reports from this many different veterans close an imported job as "reported" (decision 086).
 * An employer's own job is never closed by reports: the employer is told instead.
 */
export const GONE_REPORTS_TO_CLOSE = 3;

export const ALREADY_REPORTED = "You already reported this job as gone";
export const JOB_ALREADY_CLOSED = "This job is already closed";

export interface GoneReportResult {
  message: string;
  reports: number;
  closed: boolean;
}

/** POST /api/jobs/:id/gone: a veteran says the listing no longer exists; one report per veteran and job. */
export async function reportJobGone(reporterId: number, jobId: number): Promise<GoneReportResult> {
  await consumeRateLimit("jobGoneReportsPerUser", String(reporterId));
  const db = getDb();
  const job = await db.job.findUnique({ where: { id: jobId }, select: { id: true, title: true, source: true, status: true, employerId: true } });
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (job.status !== "open") throw conflict(JOB_ALREADY_CLOSED);
  const imported = isExternalSource(job.source);
  try {
    return await withNotifications((notices) =>
      db.$transaction(async (tx) => {
        await tx.jobGoneReport.create({ data: { jobId, reporterId } });
        const reports = await tx.jobGoneReport.count({ where: { jobId } });
        let closed = false;
        if (imported && reports >= GONE_REPORTS_TO_CLOSE) {
          const changed = await tx.job.updateMany({ where: { id: jobId, status: "open" }, data: { status: "closed", closedReason: "reported" } });
          closed = changed.count > 0;
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
                collapse: { key: `job_gone:${jobId}`, title: `${reports} veterans reported "${job.title}" as no longer open` },
              },
            ],
            tx,
          );
        }
        return {
          message: closed ? "Thanks. Enough veterans reported this job, so it is now closed." : "Thanks for the report. We will check this job.",
          reports,
          closed,
        };
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ALREADY_REPORTED);
    throw e;
  }
}
