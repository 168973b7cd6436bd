import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet: scrypt N=2^17 r=8 p=1, or one of its listed equivalents.
 * We use the equivalent N=2^14 r=8 p=5: the same 16 MiB per hash as before (a login storm cannot
 * exhaust memory across cluster workers), five times the work. See docs/decisions/010.
 */
export const SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 16384, r: 8, p: 5 };
const KEY_LENGTH = 64;
/** Stored parameters above these are refused rather than computed (a tampered row must not eat the memory). */
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 64;

function maxmemFor({ N, r }: ScryptParams): number {
  return 2 * 128 * N * r + 16 * 1024 * 1024;
}

/** Format: scrypt$N$r$p$salt$hash (base64). Parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: maxmemFor(params) });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

function parseHash(stored: string): (ScryptParams & { salt: Buffer; hash: Buffer }) | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((v) => Number.isInteger(v) && v > 0) || N > MAX_N || r > MAX_R || p > MAX_P) return null;
  const hash = Buffer.from(parts[5], "base64");
  if (hash.length < 16) return null;
  return { N, r, p, salt: Buffer.from(parts[4], "base64"), hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { salt, hash, ...params } = parsed;
  try {
    const key = await scrypt(password, salt, hash.length, { ...params, maxmem: maxmemFor(params) });
    return crypto.timingSafeEqual(key, hash);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's: rehash it after a successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== SCRYPT_PARAMS.N || parsed.r !== SCRYPT_PARAMS.r || parsed.p !== SCRYPT_PARAMS.p || parsed.hash.length !== KEY_LENGTH;
}

/** A valid hash of a random password: lets login spend the same time whether or not the email exists. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  return dummyHash;
}
