import crypto from "node:crypto";
import { getConfig } from "~/lib/config.server";

/**
 * Seals a short secret (an authenticator app's TOTP key) for storage: AES-256-GCM under a key
 * derived (HKDF-SHA256) from the session secret, so a copy of the database alone does not hold
 * usable keys. Format: v1.<iv>.<tag>.<ciphertext>, base64url.
 */
function key(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", getConfig().sessionSecret, "vetcareer", "authenticator-app-secret", 32));
}

export function sealSecret(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unknown sealed secret format");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
