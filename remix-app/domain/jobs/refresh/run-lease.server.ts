import { createHash } from "node:crypto";
import type { Db } from "~/lib/db.server";
import { claimLease } from "~/lib/scheduler-lease.server";

/**
 * One run per source and board at a time, across processes and instances: the scheduler's
 * lease table (SchedulerLease) with one row per board, claimed by a conditional UPDATE and
 * renewed after every page. A run whose process dies lets its lease expire; the next run then
 * resumes it (run-source.server.ts).
 */

/** The lease row's name (SchedulerLease.name is VARCHAR(191)). */
export function runLeaseName(source: string, board: string | null): string {
  const name = `job-source-run:${source}:${board ?? ""}`;
  return name.length <= 150
    ? name
    : `job-source-run:${source}:sha1:${createHash("sha1")
        .update(board ?? "")
        .digest("hex")}`;
}

/** The lease's name when this process won it, else null (another run holds it). */
export async function takeRunLease(
  db: Db,
  source: string,
  board: string | null,
  owner: string,
  leaseMs: number,
  now: Date,
): Promise<string | null> {
  const name = runLeaseName(source, board);
  // No period is ever recorded on these rows: the lease alone decides.
  const won = await claimLease(db, { name, periodMs: 60_000, leaseMs }, owner, now);
  return won ? name : null;
}

/** Extends the lease after a page; false when another process took it over (it had expired). */
export async function renewRunLease(db: Db, name: string, owner: string, leaseMs: number, now: Date): Promise<boolean> {
  const { count } = await db.schedulerLease.updateMany({
    where: { name, owner },
    data: { leaseUntil: new Date(now.getTime() + leaseMs) },
  });
  return count === 1;
}

export async function releaseRunLease(db: Db, name: string, owner: string): Promise<void> {
  await db.schedulerLease.updateMany({ where: { name, owner }, data: { leaseUntil: null } });
}
