import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { normalizeRole, type Role } from "@shared/roles";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { conflict, forbidden, invalid, notFound, unauthorized } from "~/lib/errors.server";
import type { ClientInfo } from "~/lib/http.server";
import { consumeAddressLimit } from "~/lib/rate-limit.server";
import { SUSPENDED_MESSAGE } from "./login.server";
import { noticeIfNewDevice } from "./sessions-list.server";

export const PASSKEY_SIGN_IN_FAILED = "That passkey could not sign you in. Try again, or sign in with your password.";
export const PASSKEY_NOT_ADDED = "The passkey could not be added. Try again.";
export const PASSKEY_NOT_FOUND = "Passkey not found";
export const MAX_PASSKEYS = 10;
const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = "VetCareer";

/** The relying party: WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN when set, else the host the browser used. */
export function relyingParty(requestUrl: string): { rpID: string; origin: string } {
  const cfg = getConfig();
  const url = new URL(requestUrl);
  return { rpID: cfg.WEBAUTHN_RP_ID ?? url.hostname, origin: cfg.WEBAUTHN_ORIGIN ?? url.origin };
}

async function storeChallenge(challenge: string, purpose: "register" | "login", userId: number | null, now = new Date()): Promise<void> {
  const db = getDb();
  await db.webAuthnChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.webAuthnChallenge.create({ data: { challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) } });
}

/** The challenge the browser signed, taken once: a second use of the same response finds nothing. */
async function takeChallenge(clientDataJSON: string, purpose: "register" | "login", userId: number | null): Promise<string | null> {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown }).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string" || challenge.length > 200) return null;
  const taken = await getDb().webAuthnChallenge.deleteMany({ where: { challenge, purpose, userId, expiresAt: { gt: new Date() } } });
  return taken.count === 1 ? challenge : null;
}

const transportsOf = (stored: string | null): AuthenticatorTransportFuture[] | undefined =>
  stored ? (stored.split(",") as AuthenticatorTransportFuture[]) : undefined;

export interface PasskeyView {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export async function listPasskeys(userId: number): Promise<PasskeyView[]> {
  const rows = await getDb().passkey.findMany({ where: { userId }, orderBy: { id: "asc" } });
  return rows.map((p) => ({ id: p.id, name: p.name, created_at: p.createdAt.toISOString(), last_used_at: p.lastUsedAt?.toISOString() ?? null }));
}

export async function passkeyRegistrationOptions(
  user: { id: number; email: string; fullName: string },
  requestUrl: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await getDb().passkey.findMany({ where: { userId: user.id }, select: { credentialId: true, transports: true } });
  if (existing.length >= MAX_PASSKEYS) throw conflict(`An account can hold at most ${MAX_PASSKEYS} passkeys; remove one first`);
  const { rpID } = relyingParty(requestUrl);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.fullName,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    // A passkey signs in alone, so it must be discoverable and verify its user.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(options.challenge, "register", user.id);
  return options;
}

export async function registerPasskey(userId: number, response: RegistrationResponseJSON, name: string, requestUrl: string): Promise<PasskeyView> {
  const expectedChallenge = await takeChallenge(response.response?.clientDataJSON ?? "", "register", userId);
  if (!expectedChallenge) throw invalid(PASSKEY_NOT_ADDED);
  const { rpID, origin } = relyingParty(requestUrl);
  let verification;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true });
  } catch {
    throw invalid(PASSKEY_NOT_ADDED);
  }
  if (!verification.verified || !verification.registrationInfo) throw invalid(PASSKEY_NOT_ADDED);
  const { credential } = verification.registrationInfo;
  const row = await getDb().passkey.create({
    data: {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports?.join(",") ?? null,
      name,
    },
  });
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString(), last_used_at: null };
}

export async function renamePasskey(userId: number, passkeyId: number, name: string): Promise<PasskeyView> {
  const renamed = await getDb().passkey.updateMany({ where: { id: passkeyId, userId }, data: { name } });
  if (renamed.count !== 1) throw notFound(PASSKEY_NOT_FOUND);
  const view = (await listPasskeys(userId)).find((p) => p.id === passkeyId);
  if (!view) throw notFound(PASSKEY_NOT_FOUND);
  return view;
}

/** The caller has confirmed the owner (password and a current code). Someone else's passkey is a 404. */
export async function removePasskey(userId: number, passkeyId: number): Promise<void> {
  const removed = await getDb().passkey.deleteMany({ where: { id: passkeyId, userId } });
  if (removed.count !== 1) throw notFound(PASSKEY_NOT_FOUND);
}

export async function assertOwnPasskey(userId: number, passkeyId: number): Promise<void> {
  const found = await getDb().passkey.findFirst({ where: { id: passkeyId, userId }, select: { id: true } });
  if (!found) throw notFound(PASSKEY_NOT_FOUND);
}

/** Sign-in options for any discoverable passkey of this site; the same for everybody. */
export async function passkeySignInOptions(requestUrl: string, client: ClientInfo): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await consumeAddressLimit("loginPerIp", client);
  const { rpID } = relyingParty(requestUrl);
  const options = await generateAuthenticationOptions({ rpID, userVerification: "required", allowCredentials: [] });
  await storeChallenge(options.challenge, "login", null);
  return options;
}

/**
 * Signs in with a passkey alone: it is something the user has and, verified on the device,
 * something they know or are. Every failure (unknown credential, bad signature, reused or expired
 * challenge) answers the same 401.
 */
export async function signInWithPasskey(
  response: AuthenticationResponseJSON,
  requestUrl: string,
  client: ClientInfo,
): Promise<{ id: number; role: Role; email: string; fullName: string }> {
  await consumeAddressLimit("loginPerIp", client);
  const db = getDb();
  const expectedChallenge = await takeChallenge(response.response?.clientDataJSON ?? "", "login", null);
  if (!expectedChallenge || typeof response.id !== "string") throw unauthorized(PASSKEY_SIGN_IN_FAILED);
  const passkey = await db.passkey.findUnique({ where: { credentialId: response.id }, include: { user: true } });
  if (!passkey) throw unauthorized(PASSKEY_SIGN_IN_FAILED);
  const { rpID, origin } = relyingParty(requestUrl);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, "base64url"), counter: passkey.counter, transports: transportsOf(passkey.transports) },
    });
  } catch {
    throw unauthorized(PASSKEY_SIGN_IN_FAILED);
  }
  if (!verification.verified) throw unauthorized(PASSKEY_SIGN_IN_FAILED);
  const { user } = passkey;
  if (user.status === "deleted") throw unauthorized(PASSKEY_SIGN_IN_FAILED);
  if (user.status !== "active") throw forbidden(SUSPENDED_MESSAGE);
  const now = new Date();
  await db.passkey.update({ where: { id: passkey.id }, data: { counter: verification.authenticationInfo.newCounter, lastUsedAt: now } });
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: now } });
  // A passkey sign-in from a browser the account has not used is as worth an email as a password one.
  await noticeIfNewDevice(user, client, now);
  return { id: user.id, role: normalizeRole(user.role), email: user.email, fullName: user.fullName };
}
