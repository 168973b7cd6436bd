import { isPaidTier } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { forbidden, notFound } from "~/lib/errors.server";
import { assertUserRole } from "~/domain/access/role-gate.server";
import { writeCoverLetter } from "~/domain/writing/cover-letter.server";
import { ONLY_VETERANS_APPLY } from "./apply-to-job.server";

export const AI_LETTERS_PAID_ONLY = "AI cover letters are part of the Pro, Premium and Elite plans.";

/**
 * "Write cover letter" on Apply Now: the writing engine's letter for this veteran and open job,
 * for the veteran to edit before sending. Nothing is stored until they apply.
 */
export interface CoverLetterDraft {
  cover_letter: string;
  /** Each claim of the letter and where it came from ("From your profile: Skills"). */
  claims: { text: string; label: string }[];
  /** What the job asks that the letter leaves out, for the veteran to decide. */
  unmet: { requirement: string; note: string; preferred: boolean }[];
}

export async function draftCoverLetter(userId: number, jobId: number): Promise<CoverLetterDraft> {
  await assertUserRole(userId, "veteran", ONLY_VETERANS_APPLY);
  const db = getDb();
  const subscription = await db.subscription.findUnique({ where: { userId }, select: { tier: true } });
  if (!isPaidTier(subscription?.tier)) throw forbidden(AI_LETTERS_PAID_ONLY);
  const job = await db.job.findFirst({ where: { id: jobId, status: "open" }, select: { id: true } });
  if (!job) throw notFound("Job not found");
  const letter = await writeCoverLetter({ veteranUserId: userId, jobId });
  return {
    cover_letter: letter.text,
    claims: letter.claims.map((claim) => ({ text: claim.text, label: claim.label })),
    unmet: letter.unmet.map((check) => ({ requirement: check.requirement, note: check.note, preferred: check.preferred })),
  };
}
