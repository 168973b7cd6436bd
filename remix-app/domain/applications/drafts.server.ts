import type { DbTx, Prisma } from "~/lib/db.server";

/** The note an auto-apply run writes on what it sends: how a run's application is told from a card's. */
export const AUTO_APPLY_NOTES = "Applied with VetCareer AI Auto-Apply.";

/**
 * An auto-apply draft: made by auto-apply (a run or a job card) and not sent yet. A draft is no
 * application (no employer sees it, no count includes it) and takes nothing of the month's AI
 * applications until it is sent (decision 092).
 */
export const AUTO_APPLY_DRAFT = { isAutoApplied: true, status: "pending" } satisfies Prisma.ApplicationWhereInput;

/** The veteran's drafts waiting to be sent. */
export function draftsWaiting(db: DbTx, userId: number): Promise<number> {
  return db.application.count({ where: { userId, ...AUTO_APPLY_DRAFT } });
}

/**
 * How many new drafts the month still has room for: each draft must be sendable this month, so
 * drafts waiting and those sent together stay within the plan's number.
 */
export function roomForDrafts(remaining: number, waiting: number): number {
  return Math.max(0, remaining - waiting);
}

export const draftsFillMonthMessage = (waiting: number, limit: number) =>
  `You have ${waiting} auto-apply draft${waiting === 1 ? "" : "s"} waiting, as many as your plan's ${limit} AI applications this month still allow. Send or review them in Applications first.`;
