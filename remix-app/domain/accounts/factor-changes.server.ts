import { adminNeedsSecondFactor } from "~/domain/access/admin-second-factor.server";
import { confirmedApp, removeAuthenticatorApp } from "./authenticator-app.server";
import { getDb } from "~/lib/db.server";
import { invalid } from "~/lib/errors.server";
import { assertOwnPasskey, listPasskeys, removePasskey, type PasskeyView } from "./passkeys.server";
import { unusedRecoveryCodeCount } from "./recovery-codes.server";
import { confirmFactorChange } from "./second-factor.server";

export const APP_OFF_MESSAGE = "Authenticator app turned off";
export const PASSKEY_REMOVED_MESSAGE = "Passkey removed";
export const NO_APP_MESSAGE = "No authenticator app is turned on";

type Owner = { id: number; email: string; fullName: string };

/** POST /api/auth/totp/disable: the password and the app's code (or a recovery code). */
export async function turnOffAuthenticatorApp(user: Owner, input: { password: string; otp_code?: string }): Promise<{ message: string }> {
  if (!(await confirmedApp(user.id))) throw invalid(NO_APP_MESSAGE);
  await confirmFactorChange(user, input);
  await removeAuthenticatorApp(user.id);
  return { message: APP_OFF_MESSAGE };
}

/** DELETE /api/auth/passkeys/{id}: someone else's passkey is a 404 before any password is checked. */
export async function removeOwnPasskey(user: Owner, passkeyId: number, input: { password: string; otp_code?: string }): Promise<{ message: string }> {
  await assertOwnPasskey(user.id, passkeyId);
  await confirmFactorChange(user, input);
  await removePasskey(user.id, passkeyId);
  return { message: PASSKEY_REMOVED_MESSAGE };
}

export interface SecondFactorSummary {
  authenticator_app: boolean;
  recovery_codes_left: number;
  email_codes: boolean;
  passkeys: PasskeyView[];
  admin_factor_required: boolean;
}

export async function secondFactorSummary(userId: number): Promise<SecondFactorSummary> {
  const [app, left, credential, passkeys, adminRequired] = await Promise.all([
    confirmedApp(userId),
    unusedRecoveryCodeCount(userId),
    getDb().credential.findUnique({ where: { userId }, select: { twoFactorEnabled: true } }),
    listPasskeys(userId),
    adminNeedsSecondFactor(userId),
  ]);
  return { authenticator_app: app !== null, recovery_codes_left: left, email_codes: credential?.twoFactorEnabled ?? false, passkeys, admin_factor_required: adminRequired };
}
