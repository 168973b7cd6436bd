import { z } from "zod";

/** POST /api/verification/submit; the document type is checked against the server's list in the domain. */
export const verificationSubmitSchema = z.object({
  document_type: z.string({ error: "Document type is required" }).trim().min(1, "Document type is required").max(60),
  document_url: z
    .string({ error: "Document URL is required" })
    .trim()
    .min(1, "Document URL is required")
    .max(2000, "Document URL must be at most 2000 characters")
    .refine(isHttpUrl, "Document URL must be a link starting with http:// or https://"),
});

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export type VerificationSubmit = z.infer<typeof verificationSubmitSchema>;

/** SPEC §8 wording. */
export const VERIFICATION_MESSAGES = {
  submitted: "Verification request submitted! You will be notified once reviewed.",
  submitFailed: "Failed to submit verification request",
} as const;
