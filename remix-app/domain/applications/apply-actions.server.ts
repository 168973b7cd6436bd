import { DEFAULT_ADDITIONAL_NOTES, DEFAULT_COVER_LETTER } from "../../../shared/applications";
import { createApplicationForJob } from "./apply-to-job.server";

/** "Apply Now" from a screen: submitted at once with SPEC's default texts. */
export function applyNow(userId: number, jobId: number) {
  return createApplicationForJob(userId, jobId, {
    coverLetter: DEFAULT_COVER_LETTER,
    additionalNotes: DEFAULT_ADDITIONAL_NOTES,
    submit: true,
    autoApplied: false,
  });
}

/** Auto-apply from a card: created and submitted in one write (the API does it in two calls). */
export function autoApplyNow(userId: number, jobId: number) {
  return createApplicationForJob(userId, jobId, { submit: true, autoApplied: true });
}
