import crypto from "node:crypto";
import { SWITCHABLE_EMAIL_KINDS, type SwitchableEmailKind } from "@shared/email-kinds";
import { getConfig } from "./config.server";

/**
 * The unsubscribe link every switchable email carries (RFC 8058 one-click, decision 110): what it
 * turns off (a kind, or one saved search's alerts) and until when, signed with an HMAC keyed from
 * the app's session secret. Nothing is stored: a forged, altered or expired token fails the check.
 */
export interface UnsubscribeScope {
  userId: number;
  kind: SwitchableEmailKind;
  /** Alerts of this one saved search only. */
  searchId?: number;
}

export const UNSUBSCRIBE_TTL_MS = 60 * 24 * 60 * 60_000;

const key = () => crypto.createHash("sha256").update(`unsubscribe-link:${getConfig().sessionSecret}`).digest();
const sign = (payload: string) => crypto.createHmac("sha256", key()).update(payload).digest("base64url");

export function signUnsubscribeToken(scope: UnsubscribeScope, now = new Date(), ttlMs = UNSUBSCRIBE_TTL_MS): string {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const payload = `u1.${scope.userId}.${SWITCHABLE_EMAIL_KINDS.indexOf(scope.kind)}.${scope.searchId ?? 0}.${expires}`;
  return `${payload}.${sign(payload)}`;
}

/** The scope of a genuine, unexpired token; null for anything else. */
export function verifyUnsubscribeToken(token: string, now = new Date()): UnsubscribeScope | null {
  const match = /^(u1\.(\d{1,10})\.(\d)\.(\d{1,10})\.(\d{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]));
  const given = Buffer.from(match[6]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (Number(match[5]) * 1000 <= now.getTime()) return null;
  const kind = SWITCHABLE_EMAIL_KINDS[Number(match[3])];
  const userId = Number(match[2]);
  const searchId = Number(match[4]);
  if (!kind || userId <= 0) return null;
  return searchId > 0 ? { userId, kind, searchId } : { userId, kind };
}

/** The absolute link in the email and its List-Unsubscribe header: the configured public origin. */
export function unsubscribeUrl(scope: UnsubscribeScope, now = new Date()): string {
  return `${getConfig().publicUrl}/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(scope, now))}`;
}
