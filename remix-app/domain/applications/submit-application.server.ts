import { getDb } from "~/lib/db.server";
import { conflict, notFound } from "~/lib/errors.server";
import { ensureDraftLetter } from "./draft-letter.server";

export const ALREADY_SUBMITTED_MESSAGE = "This application has already been submitted";
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
 * draft in the same write; without it, an auto-apply draft approved unopened gets its letter
 * written first, so nothing reaches an employer without one. Only from here on does the employer see it.
 */
export async function submitApplication(userId: number, applicationId: number, coverLetter?: string) {
  if (coverLetter === undefined) await ensureDraftLetter(userId, applicationId);
  const now = new Date();
  const claimed = await getDb().application.updateMany({
    where: { id: applicationId, userId, status: "pending" },
    data: { status: "sent", submittedAt: now, statusChangedAt: now, ...(coverLetter !== undefined ? { coverLetter } : {}) },
  });
  if (claimed.count === 1) return;
  await explainMiss(userId, applicationId, ALREADY_SUBMITTED_MESSAGE);
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
