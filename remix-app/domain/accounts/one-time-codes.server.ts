import crypto from "node:crypto";
import { generateSecret, generateSync } from "otplib";
import { getConfig } from "../../lib/config.server";
import { getDb } from "../../lib/db.server";
import { unauthorized } from "../../lib/errors.server";

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const INVALID_CODE_MESSAGE = "Invalid or expired verification code";

function codeHash(userId: number, code: string): string {
  return crypto.createHmac("sha256", getConfig().sessionSecret).update(`${userId}:${code}`).digest("hex");
}

/** A fresh 6-digit code (otplib HOTP over a one-off random secret); earlier unused codes stop working. */
export async function issueOneTimeCode(userId: number, now = new Date()): Promise<string> {
  const code = generateSync({ secret: generateSecret(), strategy: "hotp", counter: 0, digits: 6 });
  const db = getDb();
  await db.$transaction([
    db.oneTimeCode.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } }),
    db.oneTimeCode.create({
      data: { userId, purpose: "2fa", codeHash: codeHash(userId, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS) },
    }),
  ]);
  return code;
}

/**
 * Accepts the user's current code once. A wrong guess counts against the code; after
 * MAX_CODE_ATTEMPTS wrong guesses it is dead and a new one must be requested.
 */
export async function consumeOneTimeCode(userId: number, code: string, now = new Date()): Promise<void> {
  const db = getDb();
  const current = await db.oneTimeCode.findFirst({
    where: { userId, usedAt: null, expiresAt: { gt: now }, attempts: { lt: MAX_CODE_ATTEMPTS } },
    orderBy: { createdAt: "desc" },
  });
  if (!current) throw unauthorized(INVALID_CODE_MESSAGE);
  const expected = Buffer.from(current.codeHash, "hex");
  const given = Buffer.from(codeHash(userId, code), "hex");
  if (!crypto.timingSafeEqual(expected, given)) {
    await db.oneTimeCode.update({ where: { id: current.id }, data: { attempts: { increment: 1 } } });
    throw unauthorized(INVALID_CODE_MESSAGE);
  }
  // Single use even under a race: only the request that flips usedAt wins.
  const claimed = await db.oneTimeCode.updateMany({ where: { id: current.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) throw unauthorized(INVALID_CODE_MESSAGE);
}
