import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { invalid, isUniqueViolation, notFound } from "~/lib/errors.server";
import type { ClientInfo } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { verifyPassword } from "~/lib/password.server";
import { consumeAddressLimit, consumeRateLimit } from "~/lib/rate-limit.server";
import { accountLink, consumeAccountToken, INVALID_LINK_MESSAGE, issueAccountToken } from "./account-tokens.server";
import { WRONG_CURRENT_PASSWORD } from "./change-password.server";
import { forgotPasswordLink } from "./password-reset.server";

/**
 * Changing the email (issue 54 item 2): the new address takes effect only once a link sent to it is
 * opened, so nobody moves an account to an address they do not hold. The answer to a request is the
 * same whether or not another account uses the address (no enumeration); the old address is told
 * when the change is done.
 */
export const EMAIL_CHANGE_SUBJECT = "Confirm your new VetCareer email address";
export const EMAIL_CHANGED_SUBJECT = "Your VetCareer email address was changed";
export const SAME_EMAIL_MESSAGE = "That is already your email address";
export const EMAIL_IN_USE_MESSAGE = "This email address now belongs to another account";
export const EMAIL_CHANGED_MESSAGE = "Your email address is changed. Use it from now on to log in.";

export const emailChangeRequestedMessage = (email: string) =>
  `We sent a confirmation link to ${email}. Your email changes once you open it; until then, log in with your current one.`;

export async function requestEmailChange(userId: number, input: { new_email: string; password: string }): Promise<{ message: string }> {
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, credential: { select: { passwordHash: true } } } });
  if (!user?.credential) throw notFound("Account not found");
  // A password guess here is as much a login attempt as at /login.
  await consumeRateLimit("changeEmailPerAccount", String(user.id));
  if (!(await verifyPassword(input.password, user.credential.passwordHash))) throw invalid(WRONG_CURRENT_PASSWORD);
  if (input.new_email === user.email) throw invalid(SAME_EMAIL_MESSAGE);
  const taken = await db.user.findUnique({ where: { email: input.new_email }, select: { id: true } });
  // Taken: nothing is sent (the holder of that address already has an account), and the answer is the same.
  if (!taken) {
    const token = await issueAccountToken(user.id, "email_change", input.new_email);
    await sendEmail({
      to: input.new_email,
      subject: EMAIL_CHANGE_SUBJECT,
      text:
        `Someone asked to use this address for their VetCareer account. Open this link to confirm it:\n\n${accountLink("/confirm-email-change", token)}\n\n` +
        "The link works once, for 24 hours. If you did not ask for it, ignore this email: nothing changes.",
      secret: { redactedText: "This email carried a single-use link to confirm a new email address. It was removed from the outbox." },
    });
  }
  return { message: emailChangeRequestedMessage(input.new_email) };
}

/**
 * POST /api/auth/email/change/confirm: the link's account takes the address the link was sent to,
 * verified by this very link. The previous address gets a notice with the way back (password reset).
 */
export async function confirmEmailChange(token: string, client: ClientInfo): Promise<{ userId: number; email: string; message: string }> {
  await consumeAddressLimit("emailVerifyPerIp", client);
  const db = getDb();
  let changed: { id: number; previous: string; email: string } | null;
  try {
    changed = await db.$transaction(async (tx) => {
      const spent = await consumeAccountToken(token, "email_change", tx);
      if (!spent) return null;
      const user = await tx.user.findUnique({ where: { id: spent.userId }, select: { id: true, email: true, status: true } });
      if (!user || user.status !== "active") return null;
      await tx.user.update({ where: { id: user.id }, data: { email: spent.email, emailVerifiedAt: new Date() } });
      return { id: user.id, previous: user.email, email: spent.email };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid(EMAIL_IN_USE_MESSAGE);
    throw e;
  }
  if (!changed) throw invalid(INVALID_LINK_MESSAGE);
  try {
    await sendEmail({
      to: changed.previous,
      subject: EMAIL_CHANGED_SUBJECT,
      text:
        `The email address of your VetCareer account was changed from ${changed.previous} to ${changed.email}.\n\n` +
        `If this was not you, reset your password right away at ${forgotPasswordLink(getConfig().publicUrl)} and contact us: the Contact link is at the bottom of every VetCareer page.`,
    });
  } catch (e) {
    log.warn({ err: e }, "[accounts] email-change notice not sent");
  }
  return { userId: changed.id, email: changed.email, message: EMAIL_CHANGED_MESSAGE };
}
