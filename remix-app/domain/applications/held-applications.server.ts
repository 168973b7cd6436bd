import type { DbTx } from "~/lib/db.server";
import type { HeldApplication } from "./posting-guard";

export interface HeldRow extends HeldApplication {
  id: number;
  jobId: number;
}

const HELD_SELECT = {
  id: true,
  jobId: true,
  isAutoApplied: true,
  createdAt: true,
  job: { select: { company: true, title: true, location: true, postedAt: true } },
} as const;

interface HeldQueryRow {
  id: number;
  jobId: number;
  isAutoApplied: boolean;
  createdAt: Date;
  job: { company: string; title: string; location: string | null; postedAt: Date };
}

const toHeld = (row: HeldQueryRow): HeldRow => ({
  id: row.id,
  jobId: row.jobId,
  isAutoApplied: row.isAutoApplied,
  createdAt: row.createdAt.getTime(),
  company: row.job.company,
  title: row.job.title,
  location: row.job.location,
  postedAt: row.job.postedAt.getTime(),
});

/** Every application of the veteran with its job's posting facts (two indexed reads, no N+1). */
export async function heldApplications(db: DbTx, userId: number): Promise<HeldRow[]> {
  const rows = await db.application.findMany({ where: { userId }, select: HELD_SELECT });
  return rows.map(toHeld);
}

/**
 * The veteran's applications made since `since` (index userId+createdAt): inside a run's write,
 * after its slot is reserved, these are what a concurrent run may have added meanwhile.
 */
export async function heldApplicationsSince(db: DbTx, userId: number, since: Date): Promise<HeldRow[]> {
  const rows = await db.application.findMany({ where: { userId, createdAt: { gte: since } }, select: HELD_SELECT });
  return rows.map(toHeld);
}

/** The first list with the second's rows it does not have yet. */
export function mergeHeld(first: readonly HeldRow[], second: readonly HeldRow[]): HeldRow[] {
  const seen = new Set(first.map((row) => row.id));
  return [...first, ...second.filter((row) => !seen.has(row.id))];
}
