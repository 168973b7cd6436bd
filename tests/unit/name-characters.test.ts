import { describe, expect, it } from "vitest";
import { registerSchema } from "@shared/schemas/auth";
import { companyProfileSchema } from "@shared/schemas/employer-registration";
import { profileUpdateSchema } from "@shared/schemas/profile";

// Issue 54 item 8: a name may not carry bidi controls or zero-width characters, with which one
// user can display another's name.
const TRICKS = ["Alice\u202Eecila", "Al\u200Bice", "Ali\u200Dce", "\u2066Alice\u2069", "Ali\uFEFFce", "Ali\u061Cce", "A\u200Flice"];

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("names refuse invisible and text-direction characters", () => {
  it.each(TRICKS)("sign-up and profile full names: %j", (name) => {
    const signUp = registerSchema.safeParse({ email: "a@example.com", password: "Secret123!", full_name: name, role: "veteran" });
    expect(firstError(signUp)).toBe("Full name cannot contain invisible or text-direction characters");
    expect(firstError(profileUpdateSchema.safeParse({ full_name: name }))).toBe("Full name cannot contain invisible or text-direction characters");
  });

  it.each(TRICKS)("company names: %j", (name) => {
    const issues = companyProfileSchema.safeParse({ company_name: name }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toContain("Company name cannot contain invisible or text-direction characters");
  });

  it("accepts names in any script, with accents, hyphens and apostrophes", () => {
    for (const name of ["José O'Neil-Smith", "Zoë Ångström", "محمد علي", "李小龙", "Đặng Thị Hương"]) {
      expect(registerSchema.safeParse({ email: "a@example.com", password: "Secret123!", full_name: name, role: "veteran" }).success, name).toBe(true);
    }
  });
});
