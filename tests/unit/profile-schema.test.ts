import { describe, expect, it } from "vitest";
import { profileUpdateSchema, splitList } from "@shared/schemas/profile";
import { normalizeBranch } from "@shared/military-branches";

const parse = (value: unknown) => profileUpdateSchema.safeParse(value);
const firstMessage = (value: unknown) => {
  const r = parse(value);
  return r.success ? null : r.error.issues[0].message;
};

describe("profile update validation", () => {
  it("keeps only editable fields: tier, role, verified status and email are dropped", () => {
    const r = parse({ full_name: "Ana Ruiz", verified_status: true, subscription_tier: "elite", role: "admin", email: "x@y.z", profile_pic_url: "/evil" });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data).not.toHaveProperty("verified_status");
    expect(r.data).not.toHaveProperty("subscription_tier");
    expect(r.data).not.toHaveProperty("role");
    expect(r.data).not.toHaveProperty("email");
    expect(r.data).not.toHaveProperty("profile_pic_url");
    expect(r.data.full_name).toBe("Ana Ruiz");
  });

  it("reads years of service as an integer or null", () => {
    expect(parse({ years_of_service: 8 }).data?.years_of_service).toBe(8);
    expect(parse({ years_of_service: "12" }).data?.years_of_service).toBe(12);
    expect(parse({ years_of_service: "" }).data?.years_of_service).toBeNull();
    expect(parse({ years_of_service: null }).data?.years_of_service).toBeNull();
    expect(firstMessage({ years_of_service: 3.5 })).toBe("Years of service must be a whole number");
    expect(firstMessage({ years_of_service: "lots" })).toBe("Years of service must be a whole number");
    expect(firstMessage({ years_of_service: -1 })).toMatch(/negative/);
    expect(firstMessage({ years_of_service: 99 })).toMatch(/at most 60/);
  });

  it("takes lists as arrays or comma-separated text, trimmed, without empties or repeats", () => {
    expect(parse({ skills: "Active Directory, Cisco IOS, , active directory" }).data?.skills).toEqual(["Active Directory", "Cisco IOS"]);
    expect(parse({ skills: [" Leadership ", "", "SAP"] }).data?.skills).toEqual(["Leadership", "SAP"]);
    expect(parse({ industries: null }).data?.industries).toEqual([]);
    expect(parse({}).data?.skills).toBeUndefined();
    expect(firstMessage({ skills: [1, 2] })).toMatch(/list of text/);
    expect(firstMessage({ skills: Array.from({ length: 51 }, (_, i) => `s${i}`) })).toMatch(/at most 50 items/);
    expect(splitList("a, b,,c ")).toEqual(["a", "b", "c"]);
  });

  it("normalises branch names and accepts SPEC's `branch` alias", () => {
    expect(parse({ military_branch: "marines" }).data?.military_branch).toBe("Marine Corps");
    expect(parse({ branch: "USAF" }).data?.military_branch).toBe("Air Force");
    expect(parse({ branch: "Navy", military_branch: "Army" }).data?.military_branch).toBe("Army");
    expect(parse({ military_branch: "" }).data?.military_branch).toBeNull();
    expect(firstMessage({ military_branch: "Starfleet" })).toMatch(/Branch must be one of Army, Navy/);
    expect(normalizeBranch("U.S. Coast Guard")).toBe("Coast Guard");
  });

  it("accepts the clearance ladder, not 'Required' or unknown text", () => {
    expect(parse({ clearance_level: "secret" }).data?.clearance_level).toBe("Secret");
    expect(parse({ clearance_level: "TS/SCI" }).data?.clearance_level).toBe("TS/SCI");
    expect(parse({ clearance_level: "" }).data?.clearance_level).toBeNull();
    expect(firstMessage({ clearance_level: "Required" })).toMatch(/Clearance level must be one of/);
    expect(firstMessage({ clearance_level: "Public Trust" })).toMatch(/Clearance level must be one of/);
  });

  it("requires a full name when one is sent and bounds text lengths", () => {
    expect(firstMessage({ full_name: "   " })).toBe("Full name is required");
    expect(firstMessage({ headline: "x".repeat(201) })).toMatch(/Headline must be at most 200/);
    expect(firstMessage({ phone: "call me <script>" })).toBe("Enter a valid phone number");
    expect(parse({ bio: "  " }).data?.bio).toBeNull();
  });
});
