import { normalizeCageCode, normalizeDunsNumber, normalizeEin } from "@shared/schemas/employer-registration";

/**
 * The company details a reviewer verified when approving: changing any of them means the
 * approval no longer describes the company, so it goes back to review. Everything else
 * (contact person, address, size, hiring answers) is kept current without a new review.
 */
export const MATERIAL_COMPANY_FIELDS = {
  companyName: "company name",
  website: "website",
  linkedinCompanyUrl: "LinkedIn page",
  taxIdEin: "EIN",
  cageCode: "CAGE code",
  dunsNumber: "DUNS number",
} as const;

export type MaterialField = keyof typeof MATERIAL_COMPANY_FIELDS;
export type MaterialValues = Record<MaterialField, string | null>;

const text = (v: string) => v.trim().replace(/\s+/g, " ").toLowerCase();

/** Same site, however written: scheme, host case, "www." and a trailing slash do not matter. */
function url(v: string): string {
  try {
    const u = new URL(v.trim());
    const host = u.hostname.toLowerCase().replace(/^www\./, "");
    const path = u.pathname.replace(/\/+$/, "");
    return `${host}${u.port ? `:${u.port}` : ""}${path}${u.search}`;
  } catch {
    return text(v);
  }
}

const identifier = (normalize: (v: string) => string | null) => (v: string) => normalize(v) ?? text(v);

const COMPARE: Record<MaterialField, (v: string) => string> = {
  companyName: text,
  website: url,
  linkedinCompanyUrl: url,
  taxIdEin: identifier(normalizeEin),
  cageCode: identifier(normalizeCageCode),
  dunsNumber: identifier(normalizeDunsNumber),
};

/** The material fields whose normalised value differs; re-saving the same data gives none. */
export function changedMaterialFields(before: MaterialValues, after: MaterialValues): MaterialField[] {
  return (Object.keys(MATERIAL_COMPANY_FIELDS) as MaterialField[]).filter((field) => {
    const a = before[field]?.trim() ? COMPARE[field](before[field]) : "";
    const b = after[field]?.trim() ? COMPARE[field](after[field]) : "";
    return a !== b;
  });
}

/** "company name, website and EIN" */
export function describeFields(fields: readonly MaterialField[]): string {
  const names = fields.map((f) => MATERIAL_COMPANY_FIELDS[f]);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
