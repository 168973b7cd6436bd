import { getDb } from "~/lib/db.server";
import { invalid, isDomainError, unauthorized } from "~/lib/errors.server";
import { verifyPassword } from "~/lib/password.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { acceptAppCode, confirmedApp } from "./authenticator-app.server";
import { WRONG_CURRENT_PASSWORD } from "./change-password.server";
import { alertOwnerOfCodeGuessing } from "./code-guess-alert.server";
import { consumeOneTimeCode, INVALID_CODE_MESSAGE, issueAndEmailCode } from "./one-time-codes.server";
import { consumeRecoveryCode } from "./recovery-codes.server";

/** Which second step a password sign-in needs: the app's code, an emailed code, or none. */
export type SignInSecondStep = "authenticator" | "email" | null;

/** Wrong app codes in a row that email the owner an alert (then every further 5). */
const APP_GUESS_ALERT_EVERY = 5;
export const CODE_REQUIRED_FOR_CHANGE_MESSAGE = "Enter the 6-digit verification code we just emailed you";
export const APP_CODE_REQUIRED_MESSAGE = "Enter a code from your authenticator app or a recovery code";

export async function signInSecondStep(user: { id: number; credential: { twoFactorEnabled: boolean } }): Promise<SignInSecondStep> {
  if (await confirmedApp(user.id)) return "authenticator";
  return user.credential.twoFactorEnabled ? "email" : null;
}

/** A wrong app or recovery code: counted, and every fifth in a row emails the owner. */
async function noteWrongAppCode(user: { id: number; email: string; fullName: string }): Promise<void> {
  const app = await getDb().authenticatorApp.update({ where: { userId: user.id }, data: { failedCodes: { increment: 1 } }, select: { failedCodes: true } });
  if (app.failedCodes % APP_GUESS_ALERT_EVERY === 0) await alertOwnerOfCodeGuessing(user);
}

/**
 * The app's current code or one unused recovery code, each accepted once. Throws the one 401
 * every wrong, replayed or used code gets.
 */
export async function acceptAppOrRecoveryCode(user: { id: number; email: string; fullName: string }, code: string): Promise<"app" | "recovery"> {
  if (await acceptAppCode(user.id, code)) return "app";
  if (await consumeRecoveryCode(user.id, code)) return "recovery";
  await noteWrongAppCode(user);
  throw unauthorized(INVALID_CODE_MESSAGE);
}

/** The second step of a password sign-in, with the code the caller gave. */
export async function acceptSignInCode(user: { id: number; email: string; fullName: string }, step: Exclude<SignInSecondStep, null>, code: string): Promise<void> {
  if (step === "authenticator") await acceptAppOrRecoveryCode(user, code);
  else await consumeOneTimeCode(user, "login", code);
}

/**
 * Before a factor is turned off or removed: the session's owner gives the password and a current
 * code: the app's (or a recovery code) when an app is on, else a code emailed for this step (a call
 * without one emails it and is refused, asking for it). Refusals are 422: the session is fine.
 */
export async function confirmFactorChange(
  user: { id: number; email: string; fullName: string },
  input: { password?: string; otp_code?: string },
): Promise<void> {
  await consumeRateLimit("twoFactorChangePerAccount", user.email);
  const credential = await getDb().credential.findUnique({ where: { userId: user.id }, select: { passwordHash: true } });
  if (!input.password || !credential || !(await verifyPassword(input.password, credential.passwordHash))) throw invalid(WRONG_CURRENT_PASSWORD);
  const hasApp = (await confirmedApp(user.id)) !== null;
  if (!input.otp_code) {
    if (hasApp) throw invalid(APP_CODE_REQUIRED_MESSAGE);
    await issueAndEmailCode(user, "change_factor");
    throw invalid(CODE_REQUIRED_FOR_CHANGE_MESSAGE);
  }
  try {
    if (hasApp) await acceptAppOrRecoveryCode(user, input.otp_code);
    else await consumeOneTimeCode(user, "change_factor", input.otp_code);
  } catch (e) {
    if (isDomainError(e) && e.status === 401) throw invalid(INVALID_CODE_MESSAGE);
    throw e;
  }
}
