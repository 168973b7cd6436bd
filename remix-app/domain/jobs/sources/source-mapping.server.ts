import { jobImportRowSchema, rowProblems } from "~/domain/jobs/job-import-row.server";
import type { SourcePage, SourcePosting, SourceRejection, SourceTarget } from "./source-types";
import { cleanTags, VETERANS_PREFERENCE_TAG } from "./source-fields.server";
import { clip, cutAtWord, oneLine, textOf } from "./source-values.server";

/** From raw rows to checked postings: a mapper's answer, the import schema's check, and the page walk every connector shares. */

/** A mapper's answer for one row: a posting, or the reasons it cannot be one. */
export type Mapped = SourcePosting | { rejected: string[] };

export const reject = (...reasons: string[]): Mapped => ({ rejected: reasons });

/**
 * What one posting of any source may hold (issue 53 item 8: a careers page sent a 1,000,000
 * character description and titles running over lines): titles are one line of at most 120
 * characters, descriptions at most 20,000 and requirements 10,000, cut at a word with an ellipsis.
 */
export const POSTING_LIMITS = { title: 120, description: 20_000, requirements: 10_000 } as const;

/**
 * Checks a mapped posting by the import file's schema (the same rules as an uploaded job), so a
 * row the refresh would refuse is rejected here with the same reasons; first fits it to POSTING_LIMITS.
 */
export function checkPosting(posting: SourcePosting): Mapped {
  const fitted: SourcePosting = {
    ...posting,
    title: oneLine(posting.title, POSTING_LIMITS.title),
    description: cutAtWord(posting.description, POSTING_LIMITS.description),
    requirements: posting.requirements === null ? null : cutAtWord(posting.requirements, POSTING_LIMITS.requirements),
    company: clip(posting.company, 191) ?? "",
    location: clip(posting.location, 191),
    tags: cleanTags(posting.tags),
  };
  const missing: string[] = [];
  if (!fitted.external_id) missing.push("external_id: the posting has no id");
  if (!fitted.title) missing.push("title: the posting has no title");
  if (!fitted.apply_url) missing.push("apply_url: the posting has no apply URL");
  if (missing.length > 0) return { rejected: missing };
  const parsed = jobImportRowSchema.safeParse(importRowOf(fitted));
  return parsed.success ? fitted : { rejected: rowProblems(parsed.error) };
}

/**
 * A posting as an import row (`job-import-row.server.ts`): what the refresh validates and stores
 * with `jobImportRowSchema` and `jobData`, the same path as an uploaded import file.
 */
export function importRowOf(posting: SourcePosting) {
  return {
    title: posting.title,
    company: posting.company,
    location: posting.location,
    work_type: posting.work_type,
    employment_type: posting.employment_type,
    salary_min: posting.salary_min,
    salary_max: posting.salary_max,
    posted_at: posting.posted_at,
    description: posting.description,
    requirements: posting.requirements,
    apply_url: posting.apply_url,
    source: posting.source,
    external_id: posting.external_id,
    clearance_required: posting.clearance_required,
    tags: posting.tags,
    // Only what the source states: veterans' preference or a veterans' hiring path (an EEO line naming
    // "protected veterans" is not an offer to veterans).
    veteran_friendly: posting.tags.includes(VETERANS_PREFERENCE_TAG) || posting.tags.includes("Hiring path: vet"),
  };
}

/** Maps every raw row; one bad row (or one that throws) is a rejection with reasons, never a failed page. */
export function mapPage<T>(rows: readonly T[], idOf: (row: T) => unknown, map: (row: T) => Mapped): SourcePage {
  const postings: SourcePosting[] = [];
  const rejected: SourceRejection[] = [];
  for (const row of rows) {
    let id: string | null = null;
    try {
      id = textOf(idOf(row));
    } catch {
      id = null;
    }
    let mapped: Mapped;
    try {
      mapped = map(row);
      if (!("rejected" in mapped)) mapped = checkPosting(mapped);
    } catch (error) {
      mapped = { rejected: [`the row could not be read (${error instanceof Error ? error.message : String(error)})`] };
    }
    if ("rejected" in mapped) rejected.push({ external_id: id, reasons: mapped.rejected });
    else postings.push(mapped);
  }
  return { postings, rejected };
}

/** Cuts a page so the postings so far stay within the cap; `done` when the cap is reached. */
export function capPage(page: SourcePage, seen: number, cap: number | undefined): { page: SourcePage; done: boolean } {
  if (cap === undefined) return { page, done: false };
  const room = Math.max(0, cap - seen);
  if (page.postings.length < room) return { page, done: false };
  return { page: { postings: page.postings.slice(0, room), rejected: page.rejected }, done: true };
}

/** One request's rows of a paged source, and whether the source says it was the last page. */
export interface RawPage {
  rows: readonly unknown[];
  last: boolean;
}

/**
 * Walks a paged source: asks for page 0, 1, … (`seen` postings so far), maps each page's rows,
 * keeps the postings within the target's cap, and stops after the last page, an empty page or the cap.
 */
export async function* walkPages(
  target: SourceTarget,
  fetchPage: (index: number, seen: number) => Promise<RawPage>,
  idOf: (row: unknown) => unknown,
  map: (row: unknown) => Mapped,
): AsyncIterable<SourcePage> {
  let seen = 0;
  for (let index = 0; ; index++) {
    const { rows, last } = await fetchPage(index, seen);
    const { page, done } = capPage(mapPage(rows, idOf, map), seen, target.maxPostings);
    seen += page.postings.length;
    if (rows.length > 0) yield page;
    if (done || last || rows.length === 0) return;
  }
}
