import { getDb } from "~/lib/db.server";
import { conflict, invalid, isDomainError, unauthorized } from "~/lib/errors.server";
import { verifyPassword } from "~/lib/password.server";
import { WRONG_CURRENT_PASSWORD } from "./change-password.server";
import type { ClientInfo } from "~/lib/http.server";
import { consumeAddressLimit, consumeRateLimit } from "~/lib/rate-limit.server";
import { type CodePurpose, consumeOneTimeCode, hasFreshCode, hasPendingLogin, INVALID_CODE_MESSAGE, issueAndEmailCode } from "./one-time-codes.server";

export const CODE_SENT_MESSAGE = "Verification code sent to your email!";
export const ENABLED_MESSAGE = "Two-factor authentication enabled successfully";
export const DISABLED_MESSAGE = "Two-factor authentication disabled successfully";
export const CODE_REQUIRED_MESSAGE = "Enter the 6-digit verification code we just emailed you";

/**
 * The owner proves it is them again inside a signed-in session, before an act a stolen token must
 * not do (deleting the account): the password as at login, then, with 2FA on, a code emailed for
 * that act (`purpose`). Without a code the call emails one and is refused, telling the owner to
 * enter it; like login's, a code works once and for this step only. Refusals are 422: the session
 * is fine, a field is wrong. `rateLimit` is the act's own per-account budget, spent before any check.
 */
export async function confirmOwnerAgain(
  user: { id: number; email: string; fullName: string },
  input: { password: string; otp_code?: string },
  purpose: "delete_account",
  rateLimit: "deleteAccountPerAccount",
): Promise<void> {
  await consumeRateLimit(rateLimit, user.email);
  const credential = await getDb().credential.findUnique({ where: { userId: user.id }, select: { passwordHash: true, twoFactorEnabled: true } });
  if (!credential || !(await verifyPassword(input.password, credential.passwordHash))) throw invalid(WRONG_CURRENT_PASSWORD);
  if (!credential.twoFactorEnabled) return;
  if (!input.otp_code) {
    await issueAndEmailCode(user, purpose);
    throw invalid(CODE_REQUIRED_MESSAGE);
  }
  try {
    await consumeOneTimeCode(user, purpose, input.otp_code);
  } catch (e) {
    if (isDomainError(e) && e.status === 401) throw invalid(INVALID_CODE_MESSAGE);
    throw e;
  }
}

/**
 * SPEC's tokenless status call. `client` is required for tokenless callers (per-IP limit); the
 * signed-in 2FA page reads its own account's status and may leave it out.
 */
export async function twoFactorStatus(email: string, client?: ClientInfo) {
  if (client) await consumeAddressLimit("twoFactorStatusPerIp", client);
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

async function activeUser(email: string) {
  const user = await getDb().user.findUnique({ where: { email }, include: { credential: true } });
  return user && user.status === "active" && user.credential ? { ...user, credential: user.credential } : null;
}

/**
 * POST /api/auth/2fa/send. Which code it sends follows from the account: a sign-in code again
 * while a password-verified login waits for its code, otherwise the code that turns 2FA on or
 * off. The answer is the same whether or not the address has an account. A send while a code of
 * that step is live and under a minute old changes nothing (and spends no per-email budget), so
 * nobody can cancel the code the owner is about to type.
 */
export async function sendTwoFactorCode(email: string, client: ClientInfo): Promise<{ message: string }> {
  await consumeAddressLimit("codeSendPerIp", client);
  const user = await activeUser(email);
  let purpose: CodePurpose | null = null;
  if (user) {
    const enabled = user.credential.twoFactorEnabled;
    purpose = enabled && (await hasPendingLogin(user.id)) ? "login" : enabled ? "disable_2fa" : "enable_2fa";
    if (await hasFreshCode(user.id, purpose)) return { message: CODE_SENT_MESSAGE };
  }
  await consumeRateLimit("codeSendPerEmail", email);
  if (user && purpose) await issueAndEmailCode(user, purpose);
  return { message: CODE_SENT_MESSAGE };
}

/**
 * The code is checked before anything about the account is revealed: an unknown email, an account
 * in the other 2FA state (it has no code for this step) and a wrong code all get the same 401.
 */
async function changeTwoFactor(email: string, code: string, purpose: "enable_2fa" | "disable_2fa", client: ClientInfo | undefined) {
  if (client) await consumeAddressLimit("twoFactorChangePerIp", client);
  await consumeRateLimit("twoFactorChangePerAccount", email);
  const user = await activeUser(email);
  await consumeOneTimeCode(user ?? { id: 0, email }, purpose, code);
  if (!user) throw unauthorized(INVALID_CODE_MESSAGE);
  const enable = purpose === "enable_2fa";
  const now = new Date();
  const changed = await getDb().credential.updateMany({
    where: { userId: user.id, twoFactorEnabled: !enable },
    data: { twoFactorEnabled: enable, twoFactorEnabledAt: enable ? now : null },
  });
  // Only someone holding a valid code for this step gets here, so the state may be named.
  if (changed.count !== 1) throw conflict(enable ? "Two-factor authentication is already enabled" : "Two-factor authentication is not enabled");
  return now;
}

/** POST /api/auth/2fa/verify. Tokenless callers pass `client` for the per-IP limit. */
export async function enableTwoFactor(email: string, code: string, client?: ClientInfo): Promise<{ message: string; enabled_at: string }> {
  const now = await changeTwoFactor(email, code, "enable_2fa", client);
  return { message: ENABLED_MESSAGE, enabled_at: now.toISOString() };
}

/** POST /api/auth/2fa/disable. Tokenless callers pass `client` for the per-IP limit. */
export async function disableTwoFactor(email: string, code: string, client?: ClientInfo): Promise<{ message: string }> {
  await changeTwoFactor(email, code, "disable_2fa", client);
  return { message: DISABLED_MESSAGE };
}
