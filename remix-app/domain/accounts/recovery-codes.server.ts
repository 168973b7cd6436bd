import crypto from "node:crypto";
import { getConfig } from "~/lib/config.server";
import { getDb, type DbTx } from "~/lib/db.server";

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
/** "abcde-fghjk": ten characters, the dash and case optional when typed. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;

function randomCode(): string {
  let out = "";
  for (let i = 0; i < 10; i++) out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

function recoveryHash(userId: number, code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return crypto.createHmac("sha256", getConfig().sessionSecret).update(`${userId}:recovery:${normal}`).digest("hex");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code.trim());
}

/** Ten new codes replace any earlier ones; only their HMACs are stored, the codes are returned once. */
export async function issueRecoveryCodes(tx: DbTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: recoveryHash(userId, code) })) });
  return codes;
}

/** Accepts an unused recovery code once; the request that marks it used wins a race. */
export async function consumeRecoveryCode(userId: number, code: string, now = new Date()): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const claimed = await getDb().recoveryCode.updateMany({
    where: { userId, codeHash: recoveryHash(userId, code.trim()), usedAt: null },
    data: { usedAt: now },
  });
  return claimed.count === 1;
}

export async function unusedRecoveryCodeCount(userId: number): Promise<number> {
  return getDb().recoveryCode.count({ where: { userId, usedAt: null } });
}
