import { getDb } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { assertCan } from "~/domain/access/policy.server";
import { assertAllowance } from "~/domain/billing/allowances.server";
import { writeCoverLetter } from "~/domain/writing/cover-letter.server";

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
  await assertCan(userId, "draft-cover-letter");
  const db = getDb();
  await assertAllowance(db, userId, "cover-letter");
  const job = await db.job.findFirst({ where: { id: jobId, status: "open" }, select: { id: true } });
  if (!job) throw notFound("Job not found");
  const letter = await writeCoverLetter({ veteranUserId: userId, jobId });
  return {
    cover_letter: letter.text,
    claims: letter.claims.map((claim) => ({ text: claim.text, label: claim.label })),
    unmet: letter.unmet.map((check) => ({ requirement: check.requirement, note: check.note, preferred: check.preferred })),
  };
}
