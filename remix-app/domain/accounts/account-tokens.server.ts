import crypto from "node:crypto";
import { getConfig } from "~/lib/config.server";
import { getDb, type DbTx } from "~/lib/db.server";

/**
 * Single-use links emailed to an account (decision 096): 256 random bits in the URL, only their
 * sha-256 in AccountToken. A new link of a purpose retires the earlier ones, so only the latest email works.
 */
export type AccountTokenPurpose = "password_reset" | "email_verify" | "email_change";

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verify: 24 * 60 * 60_000,
  email_change: 24 * 60 * 60_000,
};

export const INVALID_LINK_MESSAGE = "This link is invalid or has expired";

const hashLinkToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The absolute link a user opens from the email: the configured public origin, never the request's Host. */
export function accountLink(path: "/reset-password" | "/verify-email" | "/confirm-email-change", token: string): string {
  return `${getConfig().publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** A fresh token for `email` of the account; earlier unused tokens of the purpose stop working. */
export async function issueAccountToken(userId: number, purpose: AccountTokenPurpose, email: string, db: DbTx = getDb(), now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.accountToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
  await db.accountToken.create({
    data: { userId, purpose, email: email.toLowerCase(), tokenHash: hashLinkToken(token), expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]) },
  });
  return token;
}

/**
 * Spends a token: its account and the address it was sent to, or null when it is unknown, of
 * another purpose, used or expired. Two requests with one token: the conditional update lets one win.
 */
export async function consumeAccountToken(token: string, purpose: AccountTokenPurpose, db: DbTx, now = new Date()): Promise<{ userId: number; email: string } | null> {
  const row = await db.accountToken.findUnique({ where: { tokenHash: hashLinkToken(token) } });
  if (!row || row.purpose !== purpose || row.usedAt !== null || row.expiresAt <= now) return null;
  const spent = await db.accountToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  return spent.count === 1 ? { userId: row.userId, email: row.email } : null;
}

