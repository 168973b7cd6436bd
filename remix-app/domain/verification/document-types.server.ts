/**
 * Documents a reviewer accepts as proof of service, with the label the form shows.
 * Ordered by how often veterans have them at hand. The type is the document's common
 * name (the demo data and reviewers use "DD-214"), so it reads well wherever it is shown.
 */
export const VERIFICATION_DOCUMENT_TYPES = [
  { type: "DD-214", description: "DD-214 (Member-4 copy) — Certificate of Release or Discharge from Active Duty" },
  { type: "NGB-22", description: "NGB-22 — National Guard Report of Separation and Record of Service" },
  { type: "VHIC", description: "VA ID card — Veteran Health Identification Card (VHIC)" },
  { type: "VIC", description: "Veteran ID Card (VIC) issued by the VA" },
  { type: "Retiree ID", description: "Military retiree ID card (DD Form 2 Retired or USID card)" },
  { type: "VA Benefit Letter", description: "VA benefit summary letter (service verification letter)" },
  { type: "DD-256", description: "DD-256 — Honorable Discharge Certificate" },
  { type: "Veteran Driver's License", description: "State driver's license or ID with a veteran designation" },
] as const;

export type VerificationDocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number]["type"];

/** GET /api/verification/types: SPEC's document_types list and descriptions map. */
export function listVerificationTypes(): { document_types: string[]; descriptions: Record<string, string> } {
  return {
    document_types: VERIFICATION_DOCUMENT_TYPES.map((d) => d.type),
    descriptions: Object.fromEntries(VERIFICATION_DOCUMENT_TYPES.map((d) => [d.type, d.description])),
  };
}

export function isVerificationDocumentType(value: string): value is VerificationDocumentType {
  return VERIFICATION_DOCUMENT_TYPES.some((d) => d.type === value);
}

/** A verification request's own columns: the document, the decision and when. */
export const VERIFICATION_REQUEST_COLUMNS = {
  documentType: true,
  documentUrl: true,
  status: true,
  reviewNotes: true,
  createdAt: true,
  reviewedAt: true,
} as const;
