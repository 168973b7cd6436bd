import { getDb } from "~/lib/db.server";
import { conflict, forbidden, notFound } from "~/lib/errors.server";
import {
  assertAllowance,
  autoApplyLimitReachedMessage,
  ensureUsageRow,
  reserveAutoApplySlot,
} from "~/domain/billing/allowances.server";
import { emailApplicationSent } from "./application-emails.server";

export const ALREADY_SUBMITTED_MESSAGE = "This application has already been submitted";
export const JOB_CLOSED_MESSAGE = "This job has closed and no longer takes applications, so this draft cannot be sent.";
export const ONLY_DRAFTS_EDITABLE_MESSAGE = "Only a pending application's letter can be edited; this one has been submitted";

/** 404 for an id that is not the veteran's (they may not know it exists), 409 once it is submitted. */
async function explainMiss(userId: number, applicationId: number, message: string): Promise<never> {
  const existing = await getDb().application.findFirst({ where: { id: applicationId, userId }, select: { id: true } });
  if (!existing) throw notFound("Application not found");
  throw conflict(message);
}

/**
 * pending → sent, only by the application's owner: the veteran's approval of a queued draft (or
 * of a letter sent on the employer's site). With `coverLetter`, the approved text replaces the
 * draft in the same write; without it, the application goes with the letter it holds (one the
 * veteran opened, edited or approved as their template) or none: nothing is written for it
 * unseen (issue 52). A job that has closed takes no more applications (409). An auto-applied one
 * takes its slot of the month's AI applications here, when it is sent (decision 092).
 * Only from here on does the employer see it.
 */
export async function submitApplication(userId: number, applicationId: number, coverLetter?: string) {
  const db = getDb();
  const row = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { status: true, isAutoApplied: true, job: { select: { status: true } } },
  });
  if (!row) throw notFound("Application not found");
  if (row.status !== "pending") throw conflict(ALREADY_SUBMITTED_MESSAGE);
  if (row.job.status !== "open") throw conflict(JOB_CLOSED_MESSAGE);
  const now = new Date();
  const allowance = row.isAutoApplied ? await assertAllowance(db, userId, "auto-apply", 0, now) : null;
  if (allowance) await ensureUsageRow(userId, now);
  await db.$transaction(async (tx) => {
    if (allowance && !(await reserveAutoApplySlot(tx, userId, allowance.limit, now))) {
      throw forbidden(autoApplyLimitReachedMessage(allowance.limit));
    }
    const claimed = await tx.application.updateMany({
      where: { id: applicationId, userId, status: "pending", job: { status: "open" } },
      data: { status: "sent", submittedAt: now, statusChangedAt: now, ...(coverLetter !== undefined ? { coverLetter } : {}) },
    });
    // Sent or closed meanwhile by another request: the slot goes back with the rollback.
    if (claimed.count !== 1) throw conflict(ALREADY_SUBMITTED_MESSAGE);
  });
  await emailApplicationSent(applicationId, now);
}

/** The veteran's edit of a pending application's draft letter; a submitted letter is the employer's copy and stays. */
export async function editDraftLetter(userId: number, applicationId: number, coverLetter: string) {
  const edited = await getDb().application.updateMany({
    where: { id: applicationId, userId, status: "pending" },
    data: { coverLetter },
  });
  if (edited.count === 1) return { id: applicationId, cover_letter: coverLetter };
  return explainMiss(userId, applicationId, ONLY_DRAFTS_EDITABLE_MESSAGE);
}
