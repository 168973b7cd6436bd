import { getConfig } from "~/lib/config.server";
import { getDb, type DbTx } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { log } from "~/lib/logger.server";
import { tryRateLimit } from "~/lib/rate-limit.server";
import { PENDING_STATUS, sendVerificationEmail } from "./email-verification.server";
import { forgotPasswordLink } from "./password-reset.server";

/**
 * Both sign-ups (veteran and employer) answer this, whether or not the address already has an
 * account (issue 54, decision 096): the address's owner learns the rest by email.
 */
export const SIGN_UP_MESSAGE = "Check your email: we sent a link to finish signing up. It works for 24 hours.";
export const SIGN_UP_NOTICE_SUBJECT = "Someone tried to sign up with your email address";

export interface SignUpAnswer {
  message: string;
  email: string;
}

/**
 * Creates a pending account with `create` (inside a transaction) and emails its confirmation link,
 * or, when the address is taken, emails its owner instead. A pending account that never confirmed
 * its address is replaced: whoever holds the mailbox can always claim it, and a stranger who typed
 * someone else's address first never held a session on it.
 */
export async function signUpOrNotifyOwner(email: string, create: (tx: DbTx) => Promise<{ id: number; email: string }>): Promise<SignUpAnswer> {
  const db = getDb();
  const answer = { message: SIGN_UP_MESSAGE, email };
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, email: true, status: true } });
  if (existing && existing.status !== PENDING_STATUS) {
    await notifyOwner(existing);
    return answer;
  }
  let created: { id: number; email: string };
  try {
    created = await db.$transaction(async (tx) => {
      if (existing) await tx.user.deleteMany({ where: { id: existing.id, status: PENDING_STATUS } });
      return create(tx);
    });
  } catch (e) {
    // Two sign-ups racing for one address: the unique index decides, and the loser answers the same.
    if (isUniqueViolation(e)) return answer;
    throw e;
  }
  await sendVerificationEmail(created);
  return answer;
}

/** The address has an account: its owner hears of the attempt (at most 3 times an hour). */
async function notifyOwner(user: { id: number; email: string; status: string }): Promise<void> {
  if (user.status !== "active") return;
  if (!(await tryRateLimit("signUpNoticePerEmail", user.email))) return;
  try {
    await sendEmail({
      to: user.email,
      subject: SIGN_UP_NOTICE_SUBJECT,
      text:
        "Someone tried to create a VetCareer account with this email address, which already has one. Nothing was changed.\n\n" +
        `If it was you, log in with your password, or choose a new one at ${forgotPasswordLink(getConfig().publicUrl)}.\n` +
        "If it was not you, you can ignore this email.",
    });
  } catch (e) {
    log.warn({ err: e }, "[accounts] sign-up notice not sent");
  }
}
