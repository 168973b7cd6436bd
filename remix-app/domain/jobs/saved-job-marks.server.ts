import { getDb } from "~/lib/db.server";

/** Which of these jobs the veteran saved: one query for a page of cards. */
export async function savedAmong(userId: number, jobIds: readonly number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await getDb().savedJob.findMany({ where: { userId, jobId: { in: [...jobIds] } }, select: { jobId: true } });
  return new Set(rows.map((row) => row.jobId));
}
