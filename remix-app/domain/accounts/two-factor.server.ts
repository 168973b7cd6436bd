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
 * Where a code is asked for. "settings": the signed-in owner on the 2FA page (or an API call with
 * a session): always the code that turns 2FA on or off. "sign-in": the login screen's Resend Code.
 * "unknown": SPEC's tokenless call, which may come from either.
 */
export type CodeRequestContext = "settings" | "sign-in" | "unknown";

/**
 * POST /api/auth/2fa/send. The code sent follows from where it was asked for; only a tokenless
 * call guesses, from the account (a sign-in code while a password-verified login waits for one).
 * Before issue 54 the 2FA page's send also guessed: with a sign-in left unfinished in the last 15
 * minutes (another tab, a wrong code then a walk away) it mailed a sign-in code, and the disable
 * that followed answered 401 "Invalid or expired verification code" (docs/decisions/099).
 * The answer is the same whether or not the address has an account. A send while a code of that
 * step is live and under a minute old changes nothing (and spends no per-email budget), so nobody
 * can cancel the code the owner is about to type.
 */
export async function sendTwoFactorCode(email: string, client: ClientInfo, context: CodeRequestContext = "unknown"): Promise<{ message: string }> {
  await consumeAddressLimit("codeSendPerIp", client);
  const user = await activeUser(email);
  let purpose: CodePurpose | null = null;
  if (user) {
    const enabled = user.credential.twoFactorEnabled;
    const pendingLogin = enabled && context !== "settings" && (await hasPendingLogin(user.id));
    if (context === "sign-in") purpose = pendingLogin ? "login" : null;
    else purpose = pendingLogin ? "login" : enabled ? "disable_2fa" : "enable_2fa";
    if (purpose && (await hasFreshCode(user.id, purpose))) return { message: CODE_SENT_MESSAGE };
  }
  await consumeRateLimit("codeSendPerEmail", email);
  if (user && purpose) await issueAndEmailCode(user, purpose);
  return { message: CODE_SENT_MESSAGE };
}

/**
 * POST /api/auth/2fa/verify (tokenless, as SPEC's call). The code is checked before anything about
 * the account is revealed: an unknown email, an account that already has 2FA (it has no code for
 * this step) and a wrong code all get the same 401.
 */
export async function enableTwoFactor(email: string, code: string, client?: ClientInfo): Promise<{ message: string; enabled_at: string }> {
  if (client) await consumeAddressLimit("twoFactorChangePerIp", client);
  await consumeRateLimit("twoFactorChangePerAccount", email);
  const user = await activeUser(email);
  await consumeOneTimeCode(user ?? { id: 0, email }, "enable_2fa", code);
  if (!user) throw unauthorized(INVALID_CODE_MESSAGE);
  const now = new Date();
  const changed = await getDb().credential.updateMany({
    where: { userId: user.id, twoFactorEnabled: false },
    data: { twoFactorEnabled: true, twoFactorEnabledAt: now },
  });
  // Only someone holding a valid code for this step gets here, so the state may be named.
  if (changed.count !== 1) throw conflict("Two-factor authentication is already enabled");
  return { message: ENABLED_MESSAGE, enabled_at: now.toISOString() };
}

export const OWN_EMAIL_ONLY_MESSAGE = "Codes are sent to the email of the account you are signed in with";

/**
 * POST /api/auth/2fa/disable: turning emailed codes off takes the signed-in session, its password
 * and the code /2fa/send emailed for this step (issue 54: a code alone used to be enough). Wrong
 * fields are 422s: the session is fine.
 */
export async function disableTwoFactor(
  user: { id: number; email: string },
  input: { email?: string; otp_code: string; password: string },
): Promise<{ message: string }> {
  if (input.email && input.email.toLowerCase() !== user.email.toLowerCase()) throw invalid(OWN_EMAIL_ONLY_MESSAGE);
  await consumeRateLimit("twoFactorChangePerAccount", user.email);
  const credential = await getDb().credential.findUnique({ where: { userId: user.id }, select: { passwordHash: true } });
  if (!credential || !(await verifyPassword(input.password, credential.passwordHash))) throw invalid(WRONG_CURRENT_PASSWORD);
  try {
    await consumeOneTimeCode(user, "disable_2fa", input.otp_code);
  } catch (e) {
    if (isDomainError(e) && e.status === 401) throw invalid(INVALID_CODE_MESSAGE);
    throw e;
  }
  const changed = await getDb().credential.updateMany({ where: { userId: user.id, twoFactorEnabled: true }, data: { twoFactorEnabled: false, twoFactorEnabledAt: null } });
  if (changed.count !== 1) throw conflict("Two-factor authentication is not enabled");
  return { message: DISABLED_MESSAGE };
}
