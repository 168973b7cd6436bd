import { getDb } from "../../lib/db.server";
import { sendEmail } from "../../lib/email.server";
import { conflict, unauthorized } from "../../lib/errors.server";
import type { ClientInfo } from "../../lib/http.server";
import { consumeRateLimit } from "../../lib/rate-limit.server";
import { consumeOneTimeCode, INVALID_CODE_MESSAGE, issueOneTimeCode } from "./one-time-codes.server";

export const CODE_SENT_MESSAGE = "Verification code sent to your email!";
export const ENABLED_MESSAGE = "Two-factor authentication enabled successfully";
export const DISABLED_MESSAGE = "Two-factor authentication disabled successfully";

export async function twoFactorStatus(email: string) {
  const user = await getDb().user.findUnique({
    where: { email: email.toLowerCase() },
    select: { status: true, credential: { select: { twoFactorEnabled: true, twoFactorEnabledAt: true } } },
  });
  const enabled = Boolean(user && user.status === "active" && user.credential?.twoFactorEnabled);
  return {
    two_factor_enabled: enabled,
    enabled_at: enabled ? (user?.credential?.twoFactorEnabledAt?.toISOString() ?? null) : null,
  };
}

/**
 * Emails a 6-digit code, valid 5 minutes. The answer is the same whether or not the address
 * has an account, so the call cannot be used to find out who is registered.
 */
export async function sendTwoFactorCode(email: string, client: ClientInfo): Promise<{ message: string }> {
  await consumeRateLimit("codeSendPerIp", client.ip);
  await consumeRateLimit("codeSendPerEmail", email);
  const user = await getDb().user.findUnique({ where: { email }, select: { id: true, status: true, fullName: true } });
  if (user && user.status === "active") {
    const code = await issueOneTimeCode(user.id);
    await sendEmail({
      to: email,
      subject: `Your verification code: ${code}`,
      text: [
        `Hello ${user.fullName},`,
        "",
        `Your verification code is ${code}`,
        "",
        "It expires in 5 minutes and can be used once. If you did not ask for it, you can ignore this email;",
        "nobody can sign in without your password.",
      ].join("\n"),
    });
  }
  return { message: CODE_SENT_MESSAGE };
}

/** Checks the wanted 2FA state before spending the code, so a pointless call does not burn it. */
async function activeUserForCode(email: string, code: string, expectEnabled: boolean) {
  await consumeRateLimit("codeVerifyPerEmail", email);
  const user = await getDb().user.findUnique({ where: { email }, include: { credential: true } });
  if (!user || user.status !== "active" || !user.credential) throw unauthorized(INVALID_CODE_MESSAGE);
  if (user.credential.twoFactorEnabled !== expectEnabled) {
    throw conflict(expectEnabled ? "Two-factor authentication is not enabled" : "Two-factor authentication is already enabled");
  }
  await consumeOneTimeCode(user.id, code);
  return user;
}

export async function enableTwoFactor(email: string, code: string): Promise<{ message: string; enabled_at: string }> {
  const user = await activeUserForCode(email, code, false);
  const now = new Date();
  await getDb().credential.update({ where: { userId: user.id }, data: { twoFactorEnabled: true, twoFactorEnabledAt: now } });
  return { message: ENABLED_MESSAGE, enabled_at: now.toISOString() };
}

export async function disableTwoFactor(email: string, code: string): Promise<{ message: string }> {
  const user = await activeUserForCode(email, code, true);
  await getDb().credential.update({ where: { userId: user.id }, data: { twoFactorEnabled: false, twoFactorEnabledAt: null } });
  return { message: DISABLED_MESSAGE };
}
