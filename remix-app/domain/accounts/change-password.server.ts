import type { z } from "zod";
import type { changePasswordSchema } from "@shared/schemas/auth";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { invalid, notFound } from "~/lib/errors.server";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { disconnectUser } from "~/lib/realtime.server";
import { revokeAllSessionsForUser } from "~/lib/session.server";
import { log } from "~/lib/logger.server";
import { forgotPasswordLink } from "./password-reset.server";

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const PASSWORD_CHANGED = "Password changed. Your other sessions have been signed out.";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const SAME_PASSWORD = "New password must be different from the current password";

/**
 * Needs the current password even inside a session, so a borrowed session cannot take the
 * account over. Every other session of the user ends; the one that asked stays signed in.
 */
export async function changePassword(userId: number, currentSessionId: number, input: ChangePasswordInput) {
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, credential: { select: { passwordHash: true } } } });
  if (!user?.credential) throw notFound("Account not found");
  // Guessing the current password here is as much a login attempt as at /login.
  await consumeRateLimit("changePasswordPerAccount", user.email);
  if (!(await verifyPassword(input.current_password, user.credential.passwordHash))) throw invalid(WRONG_CURRENT_PASSWORD);
  if (input.current_password === input.new_password) throw invalid(SAME_PASSWORD);

  const passwordHash = await hashPassword(input.new_password);
  await db.credential.update({ where: { userId }, data: { passwordHash, passwordUpdatedAt: new Date() } });
  await revokeAllSessionsForUser(userId, currentSessionId);
  disconnectUser(userId);
  try {
    await sendEmail({
      to: user.email,
      subject: "Your VetCareer password was changed",
      text:
        "The password of your VetCareer account was just changed and every other signed-in device was signed out.\n\n" +
        `If this was not you, reset your password right away at ${forgotPasswordLink(getConfig().publicUrl)} (it signs out every session) and contact us: the Contact link is at the bottom of every VetCareer page.`,
    });
  } catch (e) {
    log.warn({ err: e }, "[accounts] password-change notice not sent");
  }
  return { message: PASSWORD_CHANGED };
}
