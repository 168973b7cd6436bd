import { z } from "zod";
import { ONE_LINE, oneLineMessage, PLAIN_NAME, plainNameMessage } from "./one-line";
import { EMPLOYER_CLEARANCE_OPTIONS } from "@shared/clearance";
import { EMPLOYER_PLANS } from "@shared/plans";
import { US_STATES } from "@shared/us-states";
import { emailField, newPasswordField } from "./auth";

/**
 * SPEC §3 employer registration request with every SPEC §5 rule. The company part is shared
 * with the company profile editor (PUT /api/employer/company), which has no email, password
 * or plan. Used by the form (client-side checks) and the server alike.
 */

export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export const INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Manufacturing",
  "Retail",
  "Education",
  "Government",
  "Defense",
  "Energy",
  "Transportation",
  "Real Estate",
  "Consulting",
  "Media",
  "Non-profit",
  "Other",
] as const;
export const HIRING_VOLUMES = ["1-5", "6-25", "26-100", "100+"] as const;
export const EMPLOY_VETERANS_OPTIONS = ["Yes", "No", "Not Sure"] as const;
export { EMPLOYER_CLEARANCE_OPTIONS };

export const companySizeLabel = (size: string) => `${size} employees`;
export const hiringVolumeLabel = (volume: string) => `${volume} per year`;

export const WEBSITE_OR_LINKEDIN_MESSAGE = "Please provide either a company website or LinkedIn company URL for verification.";

const STATE_CODES = US_STATES.map((s) => s.code) as [string, ...string[]];
const PLAN_IDS = EMPLOYER_PLANS.map((p) => p.id) as [string, ...string[]];
export const DEFAULT_EMPLOYER_PLAN = "starter";

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(ONE_LINE, oneLineMessage(label));
}

function optionalText<T extends z.ZodType<string | undefined>>(inner: T) {
  return z.preprocess(blankToUndefined, inner.optional());
}

function choice<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

function httpUrl(label: string, extra?: (url: URL) => string | null) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .superRefine((value, ctx) => {
      let url: URL | null = null;
      try {
        url = new URL(value);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) {
        ctx.addIssue({ code: "custom", message: `${label} must be a valid URL starting with http:// or https://` });
        return;
      }
      const problem = extra?.(url);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

const linkedinHost = (url: URL) =>
  url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com")
    ? null
    : "LinkedIn company URL must be a linkedin.com address (e.g. https://www.linkedin.com/company/your-company)";

export const CAGE_CODE_MESSAGE = "CAGE code must be 5 letters or digits (e.g. 1ABC5)";
export const DUNS_NUMBER_MESSAGE = "DUNS number must be 9 digits (e.g. 123456789)";
export const EIN_MESSAGE = "Tax ID / EIN must be 9 digits in the form XX-XXXXXXX (e.g. 12-3456789)";

/** Separators people put in identifiers: spaces, dashes (any kind), dots, slashes. */
const stripSeparators = (v: string) => v.replace(/[\s\-\u2010-\u2015./]/g, "");

/** CAGE: 5 letters or digits, stored upper case ("1abc 5" → "1ABC5"); null when it cannot be one. */
export function normalizeCageCode(value: string): string | null {
  const v = stripSeparators(value).toUpperCase();
  return /^[A-Z0-9]{5}$/.test(v) ? v : null;
}

/** DUNS: 9 digits, stored without separators ("12-345-6789" → "123456789"). */
export function normalizeDunsNumber(value: string): string | null {
  const v = stripSeparators(value);
  return /^\d{9}$/.test(v) ? v : null;
}

/** EIN: 9 digits, stored as XX-XXXXXXX ("123456789", "12 3456789" → "12-3456789"). */
export function normalizeEin(value: string): string | null {
  const v = stripSeparators(value);
  return /^\d{9}$/.test(v) ? `${v.slice(0, 2)}-${v.slice(2)}` : null;
}

function identifier(label: string, normalize: (v: string) => string | null, message: string) {
  return z
    .string({ error: `${label} must be text` })
    .max(40, message)
    .transform((value, ctx) => {
      const normalized = normalize(value);
      if (normalized === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return normalized;
    });
}

/** The fields a company keeps on its profile, each with its SPEC §5 rule. */
export const companyFields = {
  company_name: requiredText("Company name").regex(PLAIN_NAME, plainNameMessage("Company name")),
  company_size: choice(COMPANY_SIZES, "Select a company size from the list"),
  industry: choice(INDUSTRIES, "Select an industry from the list"),
  contact_person: requiredText("Contact person", 120).regex(PLAIN_NAME, plainNameMessage("Contact person")),
  job_title: requiredText("Job title", 120),
  phone: optionalText(
    z
      .string({ error: "Phone must be text" })
      .trim()
      .max(40, "Phone must be at most 40 characters")
      .refine((v) => /^[0-9+().\-\s/xext]+$/i.test(v) && v.replace(/\D/g, "").length >= 7, "Phone must be a valid phone number"),
  ),
  website: optionalText(httpUrl("Company website")),
  linkedin_company_url: optionalText(httpUrl("LinkedIn company URL", linkedinHost)),
  business_address: requiredText("Business address"),
  city: requiredText("City", 100),
  state: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    choice(STATE_CODES, "Select a state from the list of the 50 US states"),
  ),
  zip_code: z
    .string({ error: "ZIP code is required" })
    .trim()
    .min(1, "ZIP code is required")
    .regex(/^\d{5}(-\d{4})?$/, "ZIP code must be 5 digits or ZIP+4 (12345 or 12345-6789)"),
  // SPEC §5 gives these formats as placeholder hints: what people type (spaces, dashes, dots,
  // lower case) is accepted and stored in the one canonical form; only a value that cannot be
  // such an identifier is refused, with a message naming the form expected.
  cage_code: optionalText(identifier("CAGE code", normalizeCageCode, CAGE_CODE_MESSAGE)),
  duns_number: optionalText(identifier("DUNS number", normalizeDunsNumber, DUNS_NUMBER_MESSAGE)),
  tax_id_ein: optionalText(identifier("Tax ID / EIN", normalizeEin, EIN_MESSAGE)),
  business_license: optionalText(z.string({ error: "Business license must be text" }).trim().max(100, "Business license must be at most 100 characters")),
  hiring_volume_annually: choice(HIRING_VOLUMES, "Select an annual hiring volume from the list"),
  currently_employ_veterans: choice(EMPLOY_VETERANS_OPTIONS, "Select whether you currently employ veterans"),
  security_clearance_required: choice(EMPLOYER_CLEARANCE_OPTIONS, "Select the security clearance your roles require"),
};

type WithUrls = { website?: string; linkedin_company_url?: string };

const hasWebsiteOrLinkedin = (value: WithUrls) => Boolean(value.website || value.linkedin_company_url);
// Also checked when other fields are broken, so the form lists every problem at once.
const websiteOrLinkedinParams = {
  message: WEBSITE_OR_LINKEDIN_MESSAGE,
  path: ["website"],
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

/** PUT /api/employer/company and the company profile screen; approval fields are never read. */
export const companyProfileSchema = z.object(companyFields).refine(hasWebsiteOrLinkedin, websiteOrLinkedinParams);

export const employerRegistrationSchema = z
  .object({
    ...companyFields,
    email: emailField,
    password: newPasswordField,
    plan: z.preprocess(
      (v) => blankToUndefined(v) ?? DEFAULT_EMPLOYER_PLAN,
      choice(PLAN_IDS, `Plan must be one of ${PLAN_IDS.join(", ")}`),
    ),
  })
  .refine(hasWebsiteOrLinkedin, websiteOrLinkedinParams);

export type CompanyProfileInput = z.infer<typeof companyProfileSchema>;
export type EmployerRegistrationInput = z.infer<typeof employerRegistrationSchema>;

/**
 * Per-field messages (first per field) and the first message overall, for the form and the
 * API's 422 detail; messages are written to read on their own, without the field key.
 */
export function describeIssues(error: z.ZodError): { first: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_form");
    fields[key] ??= issue.message;
  }
  return { first: error.issues[0]?.message ?? "Please check the form and try again.", fields };
}
