import { generateSecret, generateURI, verifySync } from "otplib";
import { getDb } from "~/lib/db.server";
import { conflict, invalid } from "~/lib/errors.server";
import { INVALID_CODE_MESSAGE } from "./one-time-codes.server";
import { issueRecoveryCodes } from "./recovery-codes.server";
import { openSecret, sealSecret } from "./secret-box.server";

export const TOTP_ISSUER = "VetCareer";
export const APP_ALREADY_ON_MESSAGE = "An authenticator app is already turned on for this account";
export const NO_SETUP_MESSAGE = "Start the authenticator app setup first";
/** One 30-second step either side of now: phone clocks drift. */
const EPOCH_TOLERANCE_SECONDS = 30;

export interface AppCheck {
  ok: boolean;
  timeStep?: number;
}

/** A 6-digit code from the app, judged against the secret; a step at or before `afterTimeStep` is refused (replay). */
export function checkTotp(sealedSecret: string, code: string, afterTimeStep: number | null): AppCheck {
  if (!/^\d{6}$/.test(code)) return { ok: false };
  const result = verifySync({
    secret: openSecret(sealedSecret),
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  return result.valid && "timeStep" in result ? { ok: true, timeStep: result.timeStep } : { ok: false };
}

export async function confirmedApp(userId: number) {
  const app = await getDb().authenticatorApp.findUnique({ where: { userId } });
  return app?.confirmedAt ? app : null;
}

/**
 * POST /api/auth/totp/setup: a new secret for the account, waiting for its first code. A setup
 * never started over a confirmed app (that needs turning off first); a repeated setup replaces
 * the unconfirmed secret.
 */
export async function setUpAuthenticatorApp(user: { id: number; email: string }): Promise<{ secret: string; otpauth_url: string }> {
  const db = getDb();
  if (await confirmedApp(user.id)) throw conflict(APP_ALREADY_ON_MESSAGE);
  const secret = generateSecret();
  const secretSealed = sealSecret(secret);
  await db.authenticatorApp.upsert({
    where: { userId: user.id },
    create: { userId: user.id, secretSealed },
    update: { secretSealed, confirmedAt: null, lastTimeStep: null, failedCodes: 0 },
  });
  return { secret, otpauth_url: generateURI({ issuer: TOTP_ISSUER, label: user.email, secret }) };
}

/**
 * POST /api/auth/totp/enable: the first code from the app confirms the secret; ten recovery
 * codes come back once. The code's step is remembered, so it cannot sign in afterwards.
 */
export async function enableAuthenticatorApp(userId: number, code: string): Promise<{ recovery_codes: string[]; message: string }> {
  const db = getDb();
  const app = await db.authenticatorApp.findUnique({ where: { userId } });
  if (!app) throw invalid(NO_SETUP_MESSAGE);
  if (app.confirmedAt) throw conflict(APP_ALREADY_ON_MESSAGE);
  const check = checkTotp(app.secretSealed, code, null);
  if (!check.ok || check.timeStep === undefined) throw invalid(INVALID_CODE_MESSAGE);
  const timeStep = check.timeStep;
  const codes = await db.$transaction(async (tx) => {
    const confirmed = await tx.authenticatorApp.updateMany({
      where: { userId, confirmedAt: null, secretSealed: app.secretSealed },
      data: { confirmedAt: new Date(), lastTimeStep: timeStep, failedCodes: 0 },
    });
    if (confirmed.count !== 1) throw conflict(APP_ALREADY_ON_MESSAGE);
    return issueRecoveryCodes(tx, userId);
  });
  return { recovery_codes: codes, message: "Authenticator app turned on. Keep your recovery codes somewhere safe." };
}

/**
 * A sign-in (or step-up) code from the confirmed app: accepted once. The accepted step moves
 * forward with a compare-and-set, so two requests with the same code cannot both pass.
 */
export async function acceptAppCode(userId: number, code: string): Promise<boolean> {
  const db = getDb();
  const app = await confirmedApp(userId);
  if (!app) return false;
  const check = checkTotp(app.secretSealed, code, app.lastTimeStep);
  if (!check.ok || check.timeStep === undefined) return false;
  const moved = await db.authenticatorApp.updateMany({
    where: { id: app.id, lastTimeStep: app.lastTimeStep },
    data: { lastTimeStep: check.timeStep, failedCodes: 0 },
  });
  return moved.count === 1;
}

/** Removes the app and its recovery codes; the caller has confirmed the owner. */
export async function removeAuthenticatorApp(userId: number): Promise<void> {
  await getDb().$transaction(async (tx) => {
    await tx.authenticatorApp.deleteMany({ where: { userId } });
    await tx.recoveryCode.deleteMany({ where: { userId } });
  });
}

/** The otpauth:// address as a QR code image (a data: URL) for the 2FA screen. */
export async function otpauthQrDataUrl(otpauthUrl: string): Promise<string> {
  const { toDataURL } = await import("qrcode");
  return toDataURL(otpauthUrl, { errorCorrectionLevel: "M", margin: 2, width: 220 });
}
