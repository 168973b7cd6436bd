import { ALREADY_WITHDRAWN_MESSAGE, APPLICATION_STATUS_LABELS, displayStatus, WITHDRAWABLE_STATUSES } from "@shared/applications";
import type { JobApplicationState } from "@shared/job-view";
import { getDb } from "~/lib/db.server";
import { conflict, notFound } from "~/lib/errors.server";
import { withNotifications } from "~/domain/notifications/notify.server";

/**
 * The veteran's application to each of these jobs, for "Applied · Interview" on cards and the
 * job page: one query for a whole page of jobs (the (userId, jobId) unique index serves it).
 * A pending one is an auto-apply draft waiting for the veteran's review, not an application.
 */
export async function applicationStatesForJobs(userId: number, jobIds: readonly number[]): Promise<Map<number, JobApplicationState>> {
  const states = new Map<number, JobApplicationState>();
  if (jobIds.length === 0) return states;
  const rows = await getDb().application.findMany({
    where: { userId, jobId: { in: [...jobIds] } },
    select: { id: true, jobId: true, status: true },
  });
  for (const row of rows) {
    const status = displayStatus(row.status);
    states.set(row.jobId, { id: row.id, status, status_label: APPLICATION_STATUS_LABELS[status], draft: status === "pending" });
  }
  return states;
}

/**
 * sent | interview | offer → withdrawn, only by the application's owner (decision 113). Someone
 * else's id is a 404, as one that does not exist; a draft, a rejection or a withdrawal is a 409.
 * The employer keeps the row, shown as "Withdrawn" with no further step, and gets a notification
 * linking to the job's applicants. The status is part of the write, so a decision the employer
 * makes at the same moment and the withdrawal cannot both apply.
 */
export async function withdrawApplication(userId: number, applicationId: number): Promise<{ id: number; status: "withdrawn" }> {
  const db = getDb();
  const row = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { status: true, user: { select: { fullName: true } }, job: { select: { id: true, title: true, employerId: true } } },
  });
  if (!row) throw notFound("Application not found");
  const status = displayStatus(row.status);
  if (status === "withdrawn") throw conflict(ALREADY_WITHDRAWN_MESSAGE);
  if (!WITHDRAWABLE_STATUSES.includes(status)) {
    throw conflict(
      status === "pending"
        ? "This draft was never sent, so there is nothing to withdraw"
        : `An application that is ${APPLICATION_STATUS_LABELS[status].toLowerCase()} cannot be withdrawn`,
    );
  }
  const now = new Date();
  await withNotifications((notices) =>
    db.$transaction(async (tx) => {
      const moved = await tx.application.updateMany({
        where: { id: applicationId, userId, status: row.status },
        data: { status: "withdrawn", statusChangedAt: now },
      });
      if (moved.count !== 1) throw conflict("This application was just updated. Reload to see its status.");
      if (row.job.employerId !== null) {
        await notices.write(
          [
            {
              userId: row.job.employerId,
              type: "application_status",
              title: `${row.user.fullName} withdrew their application — ${row.job.title}`,
              link: `/employer/jobs/${row.job.id}/applicants#application-${applicationId}`,
            },
          ],
          tx,
        );
      }
    }),
  );
  return { id: applicationId, status: "withdrawn" };
}

/** The veteran's private note on their application (empty clears it); someone else's id is a 404. */
export async function savePrivateNote(userId: number, applicationId: number, note: string): Promise<{ id: number; private_note: string | null }> {
  const text = note.trim() === "" ? null : note;
  const saved = await getDb().application.updateMany({ where: { id: applicationId, userId }, data: { privateNote: text } });
  if (saved.count !== 1) throw notFound("Application not found");
  return { id: applicationId, private_note: text };
}
