import { describe, expect, it } from "vitest";
import { EMPLOYER_CLEARANCE_OPTIONS } from "@shared/clearance";
import {
  COMPANY_SIZES,
  EMPLOY_VETERANS_OPTIONS,
  HIRING_VOLUMES,
  INDUSTRIES,
  WEBSITE_OR_LINKEDIN_MESSAGE,
  CAGE_CODE_MESSAGE,
  DUNS_NUMBER_MESSAGE,
  EIN_MESSAGE,
  companyProfileSchema,
  describeIssues,
  employerRegistrationSchema,
} from "@shared/schemas/employer-registration";
import { US_STATES } from "@shared/us-states";
import { employerRegistration } from "../fixtures/employer-registration";

const validRegistration = employerRegistration("Hiring@Acme-Defense.com", { cage_code: "1abc2" });

function firstMessage(input: Record<string, unknown>): string {
  const result = employerRegistrationSchema.safeParse(input);
  if (result.success) throw new Error("expected a refusal");
  return describeIssues(result.error).first;
}

describe("employer registration schema (SPEC §3, §5)", () => {
  it("accepts every field and normalises email, CAGE code and plan", () => {
    const data = employerRegistrationSchema.parse(validRegistration);
    expect(data).toMatchObject({ email: "hiring@acme-defense.com", cage_code: "1ABC2", plan: "starter", state: "VA" });
  });

  it("offers exactly SPEC's option lists", () => {
    expect(COMPANY_SIZES).toEqual(["1-10", "11-50", "51-200", "201-1000", "1000+"]);
    expect(INDUSTRIES).toEqual([
      "Technology", "Healthcare", "Finance", "Manufacturing", "Retail", "Education", "Government", "Defense",
      "Energy", "Transportation", "Real Estate", "Consulting", "Media", "Non-profit", "Other",
    ]);
    expect(HIRING_VOLUMES).toEqual(["1-5", "6-25", "26-100", "100+"]);
    expect(EMPLOY_VETERANS_OPTIONS).toEqual(["Yes", "No", "Not Sure"]);
    expect(EMPLOYER_CLEARANCE_OPTIONS).toEqual(["None", "Secret", "Top Secret", "TS/SCI"]);
    expect(US_STATES).toHaveLength(50);
  });

  const required: [string, string][] = [
    ["company_name", "Company name is required"],
    ["company_size", "Select a company size from the list"],
    ["industry", "Select an industry from the list"],
    ["contact_person", "Contact person is required"],
    ["job_title", "Job title is required"],
    ["email", "Email is required"],
    ["business_address", "Business address is required"],
    ["city", "City is required"],
    ["state", "Select a state from the list of the 50 US states"],
    ["zip_code", "ZIP code is required"],
    ["hiring_volume_annually", "Select an annual hiring volume from the list"],
    ["currently_employ_veterans", "Select whether you currently employ veterans"],
    ["security_clearance_required", "Select the security clearance your roles require"],
    ["password", "Password is required"],
  ];
  it.each(required)("refuses a missing or blank %s", (field, message) => {
    expect(firstMessage({ ...validRegistration, [field]: "" })).toBe(message);
    const { [field]: _omitted, ...rest } = validRegistration as Record<string, unknown>;
    expect(firstMessage(rest)).toBe(message);
  });

  it("keeps phone, CAGE, DUNS, EIN and business license optional", () => {
    const blank = { ...validRegistration, phone: "", cage_code: "", duns_number: "", tax_id_ein: "", business_license: "" };
    expect(employerRegistrationSchema.safeParse(blank).success).toBe(true);
  });

  it("requires a website or a LinkedIn company URL with SPEC's message", () => {
    expect(firstMessage({ ...validRegistration, website: "", linkedin_company_url: "" })).toBe(WEBSITE_OR_LINKEDIN_MESSAGE);
    expect(WEBSITE_OR_LINKEDIN_MESSAGE).toBe("Please provide either a company website or LinkedIn company URL for verification.");
    expect(employerRegistrationSchema.safeParse({ ...validRegistration, website: "" }).success).toBe(true);
    expect(employerRegistrationSchema.safeParse({ ...validRegistration, linkedin_company_url: "" }).success).toBe(true);
  });

  it.each([
    ["website", "acme-defense.com", "Company website must be a valid URL starting with http:// or https://"],
    ["website", "ftp://acme.com", "Company website must be a valid URL starting with http:// or https://"],
    ["linkedin_company_url", "not a url", "LinkedIn company URL must be a valid URL starting with http:// or https://"],
    ["linkedin_company_url", "https://facebook.com/acme", "LinkedIn company URL must be a linkedin.com address (e.g. https://www.linkedin.com/company/your-company)"],
  ])("refuses %s %s", (field, value, message) => {
    expect(firstMessage({ ...validRegistration, [field]: value })).toBe(message);
  });

  it.each([
    ["password", "1234567", "Password must be at least 8 characters"],
    ["email", "not-an-email", "Enter a valid email address"],
    ["company_size", "5000+", "Select a company size from the list"],
    ["industry", "Aerospace", "Select an industry from the list"],
    ["state", "DC", "Select a state from the list of the 50 US states"],
    ["zip_code", "2220", "ZIP code must be 5 digits or ZIP+4 (12345 or 12345-6789)"],
    ["zip_code", "22209-12", "ZIP code must be 5 digits or ZIP+4 (12345 or 12345-6789)"],
    ["cage_code", "1ABC", CAGE_CODE_MESSAGE],
    ["cage_code", "1AB-2", CAGE_CODE_MESSAGE],
    ["cage_code", "1ABC56", CAGE_CODE_MESSAGE],
    ["cage_code", "1AB#5", CAGE_CODE_MESSAGE],
    ["duns_number", "12345678", DUNS_NUMBER_MESSAGE],
    ["duns_number", "12345678A", DUNS_NUMBER_MESSAGE],
    ["duns_number", "1234567890", DUNS_NUMBER_MESSAGE],
    ["tax_id_ein", "12-345678", EIN_MESSAGE],
    ["tax_id_ein", "12-34567890", EIN_MESSAGE],
    ["tax_id_ein", "AB-1234567", EIN_MESSAGE],
    ["hiring_volume_annually", "1000", "Select an annual hiring volume from the list"],
    ["currently_employ_veterans", "Maybe", "Select whether you currently employ veterans"],
    ["security_clearance_required", "Confidential", "Select the security clearance your roles require"],
    ["phone", "call me", "Phone must be a valid phone number"],
    ["plan", "platinum", "Plan must be one of starter, growth, enterprise"],
  ])("refuses %s = %j", (field, value, message) => {
    expect(firstMessage({ ...validRegistration, [field]: value })).toBe(message);
  });

  // SPEC §5's formats are placeholder hints: what people really type is accepted and stored canonically.
  it.each([
    ["cage_code", "1abc5", "1ABC5"],
    ["cage_code", " 1ab c5 ", "1ABC5"],
    ["cage_code", "1a-bc5", "1ABC5"],
    ["duns_number", "12-345-6789", "123456789"],
    ["duns_number", "12 345 6789", "123456789"],
    ["duns_number", "12.345.6789", "123456789"],
    ["tax_id_ein", "12-3456789", "12-3456789"],
    ["tax_id_ein", "123456789", "12-3456789"],
    ["tax_id_ein", "12 3456789", "12-3456789"],
    ["tax_id_ein", " 12 – 3456789 ", "12-3456789"],
  ])("accepts %s typed as %j and stores %j", (field, typed, stored) => {
    expect(employerRegistrationSchema.parse({ ...validRegistration, [field]: typed })[field as "cage_code"]).toBe(stored);
    expect(companyProfileSchema.parse({ ...validRegistration, [field]: typed })[field as "cage_code"]).toBe(stored);
  });

  it("accepts ZIP+4, a lowercase state code and DUNS written with dashes", () => {
    const data = employerRegistrationSchema.parse({ ...validRegistration, zip_code: "22209-1234", state: "va", duns_number: "12-345-6789" });
    expect(data).toMatchObject({ zip_code: "22209-1234", state: "VA", duns_number: "123456789" });
  });

  it("drops keys that are not registration fields (role, approval status)", () => {
    const data = employerRegistrationSchema.parse({ ...validRegistration, role: "admin", approval_status: "approved", plan: "growth" });
    expect(data).not.toHaveProperty("role");
    expect(data).not.toHaveProperty("approval_status");
    expect(data.plan).toBe("growth");
  });

  it("lists every broken field for the form", () => {
    const result = employerRegistrationSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    const { fields } = describeIssues(result.error);
    for (const [field] of required) expect(fields[field]).toBeTruthy();
    expect(fields.website).toBe(WEBSITE_OR_LINKEDIN_MESSAGE);
  });
});

describe("company profile schema", () => {
  it("has the same rules without email, password or plan", () => {
    const { email: _e, password: _p, ...company } = validRegistration;
    expect(companyProfileSchema.safeParse(company).success).toBe(true);
    const noUrls = companyProfileSchema.safeParse({ ...company, website: "", linkedin_company_url: "" });
    expect(noUrls.success ? null : describeIssues(noUrls.error).first).toBe(WEBSITE_OR_LINKEDIN_MESSAGE);
  });
});
