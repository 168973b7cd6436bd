import type { ResumePick } from "./application-resumes.server";
import { createApplicationForJob } from "./apply-to-job.server";

/**
 * "Apply Now" from a screen: submitted at once with exactly the letter the veteran saw (SPEC's
 * default text as shown, edited, or a written one), or none (issue 52: nothing sent unseen).
 */
export function applyNow(userId: number, jobId: number, coverLetter: string | null = null, resume: ResumePick = {}) {
  return createApplicationForJob(userId, jobId, {
    coverLetter: coverLetter?.trim() ? coverLetter.trim() : null,
    resume,
    submit: true,
    autoApplied: false,
  });
}

/** Auto-apply from a card: created and submitted in one write (the API does it in two calls), with no letter. */
export function autoApplyNow(userId: number, jobId: number) {
  return createApplicationForJob(userId, jobId, { submit: true, autoApplied: true });
}
