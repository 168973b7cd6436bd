import type { Db } from "~/lib/db.server";

/**
 * Closing imported jobs (issue 45, ghost-job defence). A job is closed, never deleted: the
 * veterans' applications keep it. `closedReason` says why: removed (its source no longer lists
 * it), expired (past its closing date), stale (no source has seen it for 14 days).
 */

const DAY_MS = 24 * 60 * 60_000;
/** An imported job no source has seen for this long is closed as stale. */
export const STALE_AFTER_MS = 14 * DAY_MS;

/** Open jobs past their closing date (any source; employer posts have none), optionally of one source. */
export async function closeExpiredJobs(db: Db, now: Date, source?: string): Promise<number> {
  const { count } = await db.job.updateMany({
    where: { status: "open", closesAt: { lt: now }, ...(source ? { source } : {}) },
    data: { status: "closed", closedReason: "expired" },
  });
  return count;
}

/**
 * Imported jobs that no import has seen for 14 days. Only jobs a source run has seen at all
 * (lastSeenAt set): employer posts, file imports and demo jobs have no sightings to go stale.
 */
export async function closeStaleJobs(db: Db, now: Date): Promise<{ stale: number; expired: number }> {
  const expired = await closeExpiredJobs(db, now);
  const { count } = await db.job.updateMany({
    where: { status: "open", source: { not: "employer" }, lastSeenAt: { lt: new Date(now.getTime() - STALE_AFTER_MS) } },
    data: { status: "closed", closedReason: "stale" },
  });
  return { stale: count, expired };
}

/**
 * After a full run of one board (no cap, no date filter): its jobs the run did not see are
 * removed at the source. A job another source still lists (it has listings) stays open; the
 * stale rule closes it once no source sees it. Listings the board no longer shows are dropped.
 */
export async function closeRemovedPostings(db: Db, source: string, board: string | null, seenSince: Date): Promise<number> {
  const { count } = await db.job.updateMany({
    where: { status: "open", source, sourceBoard: board, lastSeenAt: { lt: seenSince }, listings: { none: {} } },
    data: { status: "closed", closedReason: "removed" },
  });
  await db.jobListing.deleteMany({ where: { source, board, lastSeenAt: { lt: seenSince } } });
  return count;
}
