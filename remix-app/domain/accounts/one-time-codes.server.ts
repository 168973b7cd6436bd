import crypto from "node:crypto";
import { generateSecret, generateSync } from "otplib";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { forgetOutboxSecrets, sendEmail } from "~/lib/email.server";
import { unauthorized } from "~/lib/errors.server";
import { alertOwnerOfCodeGuessing } from "./code-guess-alert.server";

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** A live code younger than this is never replaced: a repeated send (or a stranger's) leaves it working. */
export const FRESH_CODE_MS = 60_000;
/** A password-verified login attempt this recent, not yet completed, makes /2fa/send resend a login code. */
export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60_000;
export const INVALID_CODE_MESSAGE = "Invalid or expired verification code";

/**
 * The step a code is good for, stored in OneTimeCode.purpose and part of its hash. A login code is
 * issued only after the right password; enable/disable codes by /2fa/send. None works for another step.
 */
export type CodePurpose = "login" | "enable_2fa" | "disable_2fa" | "delete_account" | "change_factor";

/** One subject per step; the code itself is never in a subject (subjects are logged). */
export const CODE_EMAIL_SUBJECTS: Record<CodePurpose, string> = {
  login: "Your VetCareer sign-in code",
  enable_2fa: "Your code to turn on two-factor authentication",
  disable_2fa: "Your code to turn off two-factor authentication",
  delete_account: "Your code to delete your VetCareer account",
  change_factor: "Your code to change your sign-in security",
};
const CODE_EMAIL_USE: Record<CodePurpose, string> = {
  login: "to finish signing in",
  enable_2fa: "to turn on two-factor authentication",
  disable_2fa: "to turn off two-factor authentication",
  delete_account: "to confirm that your account and all its data are deleted",
  change_factor: "to turn off or remove a way of signing in (an authenticator app or a passkey)",
};
export const CODE_EMAIL_REDACTED_TEXT =
  "This email carried a one-time verification code. It was removed from the outbox because the code was used or has expired.";

function codeHash(userId: number, purpose: CodePurpose, code: string): string {
  return crypto.createHmac("sha256", getConfig().sessionSecret).update(`${userId}:${purpose}:${code}`).digest("hex");
}

function liveWhere(userId: number, purpose: CodePurpose, now: Date) {
  return { userId, purpose, usedAt: null, expiresAt: { gt: now }, attempts: { lt: MAX_CODE_ATTEMPTS } };
}

/** A live code of this purpose issued less than a minute ago. */
export async function hasFreshCode(userId: number, purpose: CodePurpose, now = new Date()): Promise<boolean> {
  const fresh = await getDb().oneTimeCode.findFirst({
    where: { ...liveWhere(userId, purpose, now), createdAt: { gt: new Date(now.getTime() - FRESH_CODE_MS) } },
    select: { id: true },
  });
  return fresh !== null;
}

/** The account gave the right password within the window and has not completed that sign-in yet. */
export async function hasPendingLogin(userId: number, now = new Date()): Promise<boolean> {
  const latest = await getDb().oneTimeCode.findFirst({
    where: { userId, purpose: "login", createdAt: { gt: new Date(now.getTime() - LOGIN_ATTEMPT_WINDOW_MS) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { usedAt: true },
  });
  return latest !== null && latest.usedAt === null;
}

/**
 * A fresh 6-digit code for `purpose` (otplib HOTP over a one-off random secret); earlier unused
 * codes of that purpose stop working. Returns null, changing nothing, while a live code of that
 * purpose is under a minute old.
 */
export async function issueOneTimeCode(userId: number, purpose: CodePurpose, now = new Date()): Promise<string | null> {
  const code = generateSync({ secret: generateSecret(), strategy: "hotp", counter: 0, digits: 6 });
  return getDb().$transaction(async (tx) => {
    const fresh = await tx.oneTimeCode.findFirst({
      where: { ...liveWhere(userId, purpose, now), createdAt: { gt: new Date(now.getTime() - FRESH_CODE_MS) } },
      select: { id: true },
    });
    if (fresh) return null;
    await tx.oneTimeCode.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
    await tx.oneTimeCode.create({
      data: { userId, purpose, codeHash: codeHash(userId, purpose, code), createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) },
    });
    return code;
  });
}

/** Issues a code for `purpose` and emails it; nothing happens while a fresh one is live. */
export async function issueAndEmailCode(user: { id: number; email: string; fullName: string }, purpose: CodePurpose, now = new Date()): Promise<void> {
  await forgetExpiredCodeEmails(now);
  const code = await issueOneTimeCode(user.id, purpose, now);
  if (!code) return;
  await sendEmail({
    to: user.email,
    subject: CODE_EMAIL_SUBJECTS[purpose],
    text: [
      `Hello ${user.fullName},`,
      "",
      `Your verification code is ${code}`,
      "",
      `Use it ${CODE_EMAIL_USE[purpose]}. It expires in 5 minutes and can be used once.`,
      "If you did not ask for it, you can ignore this email.",
    ].join("\n"),
    secret: { redactedText: CODE_EMAIL_REDACTED_TEXT },
  });
}

/** Code emails in the local outbox stay readable only while their code can still work. */
export async function forgetExpiredCodeEmails(now = new Date()): Promise<void> {
  await forgetOutboxSecrets({
    subjects: Object.values(CODE_EMAIL_SUBJECTS),
    redactedText: CODE_EMAIL_REDACTED_TEXT,
    createdBefore: new Date(now.getTime() - CODE_TTL_MS),
  });
}

/**
 * Accepts the user's current code for `purpose` once. A wrong guess counts against the code; after
 * MAX_CODE_ATTEMPTS wrong guesses it is dead and a new one must be requested. Pass a user id of 0
 * for an unknown account: the same queries run and the same error comes back.
 */
export async function consumeOneTimeCode(user: { id: number; email: string }, purpose: CodePurpose, code: string, now = new Date()): Promise<void> {
  const db = getDb();
  const current = await db.oneTimeCode.findFirst({ where: liveWhere(user.id, purpose, now), orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const given = Buffer.from(codeHash(user.id, purpose, code), "hex");
  if (!current) {
    crypto.timingSafeEqual(given, given);
    throw unauthorized(INVALID_CODE_MESSAGE);
  }
  const expected = Buffer.from(current.codeHash, "hex");
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    const guessed = await db.oneTimeCode.update({ where: { id: current.id }, data: { attempts: { increment: 1 } }, select: { attempts: true } });
    // A sign-in code guessed to death after the right password: the owner hears of it.
    if (purpose === "login" && guessed.attempts === MAX_CODE_ATTEMPTS) await alertOwner(user.id);
    throw unauthorized(INVALID_CODE_MESSAGE);
  }
  // Single use even under a race: only the request that flips usedAt wins.
  const claimed = await db.oneTimeCode.updateMany({ where: { id: current.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) throw unauthorized(INVALID_CODE_MESSAGE);
  await forgetOutboxSecrets({ subjects: [CODE_EMAIL_SUBJECTS[purpose]], redactedText: CODE_EMAIL_REDACTED_TEXT, to: user.email });
}

async function alertOwner(userId: number): Promise<void> {
  const owner = await getDb().user.findUnique({ where: { id: userId }, select: { id: true, email: true, fullName: true } });
  if (owner) await alertOwnerOfCodeGuessing(owner);
}
