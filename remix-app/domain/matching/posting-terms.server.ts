/**
 * A posting's title and text as the fit scorer reads them (PostingTerms): built once per posting,
 * stored with the job when it is written (domain/fit/fit-terms.server.ts) and read back instead of
 * the description, or built here from the text when a caller has only that. The scorer reads a
 * job's terms when it carries them, its text otherwise, and gives the same fit either way.
 */
import { requirementsOfPosting } from "./fit-requirements.server";
import type { JobForScoring, PostingTerms } from "./fit-types";
import { jobText, readJobText, type JobText } from "./posting-text.server";

export type { PostingTerms };

/** The terms of a title and text, computed. */
export function postingTerms(title: string, text: string | null | undefined): PostingTerms {
  return { text: readJobText(text ?? ""), requirements: requirementsOfPosting(title, text) };
}

/** Whether the job has posting text (its terms say so when it carries them). */
export function jobHasText(job: JobForScoring): boolean {
  return job.terms ? job.terms.text.hasText : Boolean(job.text);
}

/** The job's text as the scorer reads it: its stored terms, or its text read (once per text). */
export function textOfJob(job: JobForScoring): JobText {
  return job.terms ? job.terms.text : jobText(job.text ?? "");
}
