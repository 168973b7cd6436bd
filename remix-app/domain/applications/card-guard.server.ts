import type { DbTx } from "~/lib/db.server";
import { conflict } from "~/lib/errors.server";
import { heldApplications } from "./held-applications.server";
import { GUARD_REFUSAL_MESSAGES, PostingGuard, type PostingFacts } from "./posting-guard";

/**
 * Auto-apply from a job card keeps a run's limits (issue 52): one posting seen under two ids is
 * applied to once, and one employer gets at most three auto-applications a day. A 409 with the
 * reason when the card's job is refused.
 */
export async function assertCardAutoApplyAdmitted(db: DbTx, userId: number, job: PostingFacts, now: Date): Promise<void> {
  const guard = new PostingGuard(await heldApplications(db, userId), now.getTime());
  const refusal = guard.refusal(job);
  if (refusal) throw conflict(GUARD_REFUSAL_MESSAGES[refusal]);
}
