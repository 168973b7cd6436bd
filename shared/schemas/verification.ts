import { z } from "zod";

/**
 * POST /api/verification/submit (multipart/form-data): the `document_type` text field and the
 * document itself as the file field `document`; the type is checked against the server's list in
 * the domain. Links are no longer taken (docs/decisions/094-verification-documents-uploaded.md).
 */
export const verificationSubmitSchema = z.object({
  document_type: z.string({ error: "Document type is required" }).trim().min(1, "Document type is required").max(60),
});

export type VerificationSubmit = z.infer<typeof verificationSubmitSchema>;

/** 10 MB, the same ceiling as a profile picture. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10_485_760;
/** What the file picker offers; the server decides by the bytes, not by this list. */
export const VERIFICATION_DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

export const VERIFICATION_DOCUMENT_MESSAGES = {
  missing: "Please choose the document to upload (a PDF, or a JPEG, PNG or WebP photo or scan)",
  empty: "The file is empty. Please choose the document to upload",
  tooLarge: "File too large. Maximum size is 10MB",
  wrongType: "This file is not a PDF or an image. Please upload a PDF, or a JPEG, PNG or WebP photo or scan",
  heic: "HEIC photos cannot be processed yet. Please upload a PDF, or a JPEG, PNG or WebP photo",
  tooManyPixels: "Image dimensions are too large. The maximum is 60 megapixels",
  unreadable: "This file could not be read. It may be damaged; please try another file",
} as const;

/** Client-side check of a picked file before upload (the server checks the content again). */
export function checkVerificationFile(file: { size: number }): string | null {
  if (file.size === 0) return VERIFICATION_DOCUMENT_MESSAGES.empty;
  if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES) return VERIFICATION_DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/** SPEC §8 wording. */
export const VERIFICATION_MESSAGES = {
  submitted: "Verification request submitted! You will be notified once reviewed.",
  submitFailed: "Failed to submit verification request",
} as const;
