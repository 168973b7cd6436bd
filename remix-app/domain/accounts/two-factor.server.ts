import { getDb } from "~/lib/db.server";
import { conflict, unauthorized } from "~/lib/errors.server";
import type { ClientInfo } from "~/lib/http.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { type CodePurpose, consumeOneTimeCode, hasFreshCode, hasPendingLogin, INVALID_CODE_MESSAGE, issueAndEmailCode } from "./one-time-codes.server";

export const CODE_SENT_MESSAGE = "Verification code sent to your email!";
export const ENABLED_MESSAGE = "Two-factor authentication enabled successfully";
export const DISABLED_MESSAGE = "Two-factor authentication disabled successfully";

/**
 * SPEC's tokenless status call. `client` is required for tokenless callers (per-IP limit); the
 * signed-in 2FA page reads its own account's status and may leave it out.
 */
export async function twoFactorStatus(email: string, client?: ClientInfo) {
  if (client) await consumeRateLimit("twoFactorStatusPerIp", client.ip);
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
  await consumeRateLimit("codeSendPerIp", client.ip);
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
  if (client) await consumeRateLimit("twoFactorChangePerIp", client.ip);
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
