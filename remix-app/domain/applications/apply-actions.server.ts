import { DEFAULT_ADDITIONAL_NOTES, DEFAULT_COVER_LETTER } from "@shared/applications";
import { createApplicationForJob } from "./apply-to-job.server";

/** "Apply Now" from a screen: submitted at once, with the veteran's edited letter or SPEC's default texts. */
export function applyNow(userId: number, jobId: number, coverLetter?: string) {
  return createApplicationForJob(userId, jobId, {
    coverLetter: coverLetter?.trim() ? coverLetter.trim() : DEFAULT_COVER_LETTER,
    additionalNotes: DEFAULT_ADDITIONAL_NOTES,
    submit: true,
    autoApplied: false,
  });
}

/** Auto-apply from a card: created and submitted in one write (the API does it in two calls). */
export function autoApplyNow(userId: number, jobId: number) {
  return createApplicationForJob(userId, jobId, { submit: true, autoApplied: true });
}
