import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../remix-app/lib/password.server";

describe("password hashing (scrypt)", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("Correct horse 1!");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("Correct horse 1!", hash)).toBe(true);
    expect(await verifyPassword("correct horse 1!", hash)).toBe(false);
  });

  it("salts every hash and rejects malformed stored values", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
    expect(await verifyPassword("x", "plain-text")).toBe(false);
  });
});
