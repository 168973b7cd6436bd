import { getDb, type DbTx } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { invalid } from "~/lib/errors.server";
import type { ClientInfo } from "~/lib/http.server";
import { consumeAddressLimit, consumeRateLimit } from "~/lib/rate-limit.server";
import { accountLink, consumeAccountToken, INVALID_LINK_MESSAGE, issueAccountToken } from "./account-tokens.server";

/**
 * Verified email (issue 54, decision 096). A self sign-up starts "pending": it cannot sign in until
 * its link is opened, which makes it active and verified. Accounts from before verification existed
 * are active but unverified: they sign in and look around, and the access policy keeps them from
 * strangers, job reports and job posts until they open a link (the app shell's banner sends one).
 */
export const VERIFY_EMAIL_SUBJECT = "Confirm your VetCareer email address";
export const EMAIL_VERIFIED_MESSAGE = "Email verified. You can now log in.";
export const ALREADY_VERIFIED_MESSAGE = "Your email address is already verified";
export const VERIFICATION_SENT_MESSAGE = "We sent a new confirmation link to your email.";
export const PENDING_STATUS = "pending";

export function isEmailVerified(user: { emailVerifiedAt: Date | null }): boolean {
  return user.emailVerifiedAt !== null;
}

/** Issues a link for the account's current address and emails it. */
export async function sendVerificationEmail(user: { id: number; email: string }, db: DbTx = getDb()): Promise<void> {
  const token = await issueAccountToken(user.id, "email_verify", user.email, db);
  const link = accountLink("/verify-email", token);
  await sendEmail({
    to: user.email,
    subject: VERIFY_EMAIL_SUBJECT,
    text:
      `Open this link to confirm that this is your email address:\n\n${link}\n\n` +
      "The link works once, for 24 hours. If you did not sign up for VetCareer, ignore this email: without it the account stays closed.",
    secret: { redactedText: "This email carried a single-use link to confirm an email address. It was removed from the outbox." },
  });
}

/**
 * POST /api/auth/email/verify: the link's account becomes verified (and active, if it was a pending
 * sign-up). The link proves only the address it was sent to: if the account's email changed since,
 * it proves nothing.
 */
export async function verifyEmail(token: string, client: ClientInfo): Promise<{ userId: number; role: string; message: string }> {
  await consumeAddressLimit("emailVerifyPerIp", client);
  const db = getDb();
  const verified = await db.$transaction(async (tx) => {
    const spent = await consumeAccountToken(token, "email_verify", tx);
    if (!spent) return null;
    const user = await tx.user.findUnique({ where: { id: spent.userId }, select: { id: true, email: true, role: true, status: true, emailVerifiedAt: true } });
    if (!user || user.email !== spent.email || (user.status !== "active" && user.status !== PENDING_STATUS)) return null;
    await tx.user.update({
      where: { id: user.id },
      data: { emailVerifiedAt: user.emailVerifiedAt ?? new Date(), ...(user.status === PENDING_STATUS ? { status: "active" } : {}) },
    });
    return user;
  });
  if (!verified) throw invalid(INVALID_LINK_MESSAGE);
  return { userId: verified.id, role: verified.role, message: EMAIL_VERIFIED_MESSAGE };
}

/** POST /api/auth/email/resend: a signed-in, unverified account asks for a new link (3 an hour). */
export async function resendVerificationEmail(userId: number): Promise<{ message: string }> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { id: true, email: true, emailVerifiedAt: true } });
  if (!user) throw invalid(INVALID_LINK_MESSAGE);
  if (isEmailVerified(user)) throw invalid(ALREADY_VERIFIED_MESSAGE);
  await consumeRateLimit("verificationResendPerUser", String(userId));
  await sendVerificationEmail(user);
  return { message: VERIFICATION_SENT_MESSAGE };
}
