import { createHash } from "node:crypto";

/**
 * The one definition of "the same job" (issue 43 item 5, issue 45 item 2): the same employer,
 * normalised title and location, posted within 30 days of each other. Auto-apply uses it never to
 * apply twice to one posting seen under two ids; the import uses it to keep one canonical Job per
 * posting with the other sources' copies as its listings.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Two postings with the same employer, title and location posted this close together are one job. */
export const SAME_POSTING_WINDOW_MS = 30 * DAY_MS;

export interface PostingIdentityFacts {
  company: string;
  title: string;
  location: string | null;
}

const normalize = (text: string | null) =>
  (text ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The employer as job boards spell it: "ACME Federal, Inc." and "Acme Federal Inc" are one. */
export const employerKey = (job: Pick<PostingIdentityFacts, "company">) =>
  normalize(job.company).replace(/ (inc|llc|ltd|corp|co)$/, "");

/** Employer, title and location, normalised: equal keys name one posting (dates aside). */
export const postingKey = (job: PostingIdentityFacts) =>
  `${employerKey(job)}\u0000${normalize(job.title)}\u0000${normalize(job.location)}`;

/** The stored form of `postingKey` (Job.identityKey, indexed): 40 hex characters. */
export const postingIdentityKey = (job: PostingIdentityFacts) => createHash("sha1").update(postingKey(job)).digest("hex");

/** Whether two postings of one key, posted at these times (epoch ms), are one job. */
export const withinSamePostingWindow = (a: number, b: number) => Math.abs(a - b) <= SAME_POSTING_WINDOW_MS;
