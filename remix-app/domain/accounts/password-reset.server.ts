import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { invalid } from "~/lib/errors.server";
import type { ClientInfo } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { hashPassword } from "~/lib/password.server";
import { consumeAddressLimit, tryRateLimit } from "~/lib/rate-limit.server";
import { disconnectUser } from "~/lib/realtime.server";
import { revokeAllSessionsForUser } from "~/lib/session.server";
import { accountLink, consumeAccountToken, INVALID_LINK_MESSAGE, issueAccountToken } from "./account-tokens.server";
import { PENDING_STATUS } from "./email-verification.server";

/** Forgot password (issue 54, decision 096): one answer for every address, a 30-minute single-use link. */
export const RESET_REQUESTED_MESSAGE = "If an account uses that email, we sent it a link to reset the password. The link works for 30 minutes.";
export const PASSWORD_RESET_MESSAGE = "Your password was reset and every session was signed out. Log in with your new password.";
export const RESET_EMAIL_SUBJECT = "Reset your VetCareer password";
export const RESET_DONE_SUBJECT = "Your VetCareer password was reset";

/** Where an email tells someone who did not change their password to go. */
export const forgotPasswordLink = (publicUrl: string) => `${publicUrl}/forgot-password`;

/** Accounts a reset link may be sent to and used for: not suspended or deleted ones. */
const RESETTABLE = ["active", PENDING_STATUS];

/**
 * POST /api/auth/password/forgot. The answer (and its timing: the email is written after the
 * answer) is the same for every address; a known one gets at most 3 links an hour, silently.
 */
export async function requestPasswordReset(email: string, client: ClientInfo): Promise<{ message: string }> {
  await consumeAddressLimit("passwordForgotPerIp", client);
  void emailResetLink(email).catch((e: unknown) => log.warn({ err: e }, "[accounts] password reset link not sent"));
  return { message: RESET_REQUESTED_MESSAGE };
}

async function emailResetLink(email: string): Promise<void> {
  if (!(await tryRateLimit("passwordForgotPerEmail", email))) return;
  const user = await getDb().user.findUnique({ where: { email }, select: { id: true, email: true, status: true } });
  if (!user || !RESETTABLE.includes(user.status)) return;
  await sendPasswordResetLink(user);
}

async function sendPasswordResetLink(user: { id: number; email: string }): Promise<void> {
  const token = await issueAccountToken(user.id, "password_reset", user.email);
  await sendEmail({
    to: user.email,
    subject: RESET_EMAIL_SUBJECT,
    text:
      `Someone asked to reset the password of your VetCareer account. Open this link to choose a new password:\n\n${accountLink("/reset-password", token)}\n\n` +
      "The link works once, for 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.",
    secret: { redactedText: "This email carried a single-use password reset link. It was removed from the outbox." },
  });
}

/**
 * POST /api/auth/password/reset: sets the password, ends every session of the account and emails a
 * notice. The link came by email, so it also proves the address (a pending sign-up becomes active).
 */
export async function resetPassword(token: string, password: string, client: ClientInfo): Promise<{ message: string }> {
  await consumeAddressLimit("passwordResetPerIp", client);
  // Hashed before the transaction, so scrypt never holds a write lock.
  const passwordHash = await hashPassword(password);
  const db = getDb();
  const user = await db.$transaction(async (tx) => {
    const spent = await consumeAccountToken(token, "password_reset", tx);
    if (!spent) return null;
    const owner = await tx.user.findUnique({ where: { id: spent.userId }, select: { id: true, email: true, status: true, emailVerifiedAt: true } });
    if (!owner || owner.email !== spent.email || !RESETTABLE.includes(owner.status)) return null;
    await tx.credential.update({ where: { userId: owner.id }, data: { passwordHash, passwordUpdatedAt: new Date() } });
    await tx.user.update({ where: { id: owner.id }, data: { status: "active", emailVerifiedAt: owner.emailVerifiedAt ?? new Date() } });
    // Any other reset link still in a mailbox stops working too.
    await tx.accountToken.updateMany({ where: { userId: owner.id, purpose: "password_reset", usedAt: null }, data: { usedAt: new Date() } });
    return owner;
  });
  if (!user) throw invalid(INVALID_LINK_MESSAGE);
  await revokeAllSessionsForUser(user.id);
  disconnectUser(user.id);
  try {
    await sendEmail({
      to: user.email,
      subject: RESET_DONE_SUBJECT,
      text:
        "The password of your VetCareer account was just reset with a link sent to this address, and every signed-in device was signed out.\n\n" +
        `If this was not you, someone can read your email: secure your mailbox, then reset your password again at ${forgotPasswordLink(getConfig().publicUrl)}.`,
    });
  } catch (e) {
    log.warn({ err: e }, "[accounts] password-reset notice not sent");
  }
  return { message: PASSWORD_RESET_MESSAGE };
}
