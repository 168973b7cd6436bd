import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from "~/lib/password.server";

describe("password hashing (scrypt)", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("Correct horse 1!");
    expect(await verifyPassword("Correct horse 1!", hash)).toBe(true);
    expect(await verifyPassword("correct horse 1!", hash)).toBe(false);
  });

  it("uses an OWASP scrypt configuration and records its parameters in the hash", async () => {
    // OWASP Password Storage Cheat Sheet: N=2^17 r=8 p=1 or an equivalent (2^16/8/2, 2^15/8/3, 2^14/8/5, 2^13/8/10).
    const owasp = [
      [2 ** 17, 8, 1],
      [2 ** 16, 8, 2],
      [2 ** 15, 8, 3],
      [2 ** 14, 8, 5],
      [2 ** 13, 8, 10],
    ];
    expect(owasp).toContainEqual([SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    const hash = await hashPassword("Correct horse 1!");
    expect(hash.split("$").slice(0, 4)).toEqual(["scrypt", String(SCRYPT_PARAMS.N), String(SCRYPT_PARAMS.r), String(SCRYPT_PARAMS.p)]);
    expect(needsRehash(hash)).toBe(false);
  });

  it("still verifies hashes made with the old, cheaper parameters, and flags them for rehashing", async () => {
    const legacy = await hashPassword("abc123", { N: 16384, r: 8, p: 1 });
    expect(legacy).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("abc123", legacy)).toBe(true);
    expect(await verifyPassword("abc124", legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it("salts every hash and rejects malformed or absurd stored values", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$abc$8$1$c2FsdA==$aGFzaA==")).toBe(false);
    // A tampered row asking for gigabytes of memory is refused, not computed.
    expect(await verifyPassword("x", `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0c2FsdA==$${Buffer.alloc(64).toString("base64")}`)).toBe(false);
  });
});
