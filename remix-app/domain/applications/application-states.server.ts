import { APPLICATION_STATUS_LABELS, displayStatus } from "@shared/applications";
import type { JobApplicationState } from "@shared/job-view";
import { getDb } from "~/lib/db.server";

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
