import { Parser } from "htmlparser2";
import { parseClearance } from "@shared/clearance";
import { stateFromLocation } from "@shared/us-states";
import { jobImportRowSchema, rowProblems } from "~/domain/jobs/job-import-row.server";
import type { OriginalSalary, SalaryPeriod, SourcePage, SourcePosting, SourceRejection, SourceTarget } from "./source-types";

/** Helpers every connector shares: HTML to text, salaries to yearly USD, work and employment types, dates. */

const SKIPPED = new Set(["script", "style", "noscript", "template", "iframe", "object", "svg", "head", "title"]);
const PARAGRAPH = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "ul",
  "ol",
  "table",
  "blockquote",
  "pre",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "dl",
  "figure",
]);
const LINE = new Set(["br", "li", "tr", "dt", "dd", "hr"]);

/**
 * Safe plain text from a source's HTML: script, style and similar content dropped, every tag
 * removed, entities decoded, paragraphs separated by a blank line and list items on lines of
 * their own ("- item").
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  let out = "";
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (skipping === 0) {
          if (PARAGRAPH.has(name)) out += "\n\n";
          else if (LINE.has(name)) out += "\n";
          if (name === "li") out += "- ";
        }
      },
      ontext(text) {
        if (skipping === 0) out += text;
      },
      onclosetag(name, isImplied) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (skipping === 0 && !isImplied && PARAGRAPH.has(name)) out += "\n\n";
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return out
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/[ \t\r\f\v]+/g, " ").trim())
    .join("\n")
    .replace(/^(- )+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Greenhouse sends its HTML escaped (`&lt;p&gt;`): decode once, then read it as HTML. */
export function unescapeHtml(escaped: string | null | undefined): string {
  if (!escaped) return "";
  let out = "";
  const parser = new Parser({ ontext: (text) => (out += text) }, { decodeEntities: true, xmlMode: false });
  // Only entities are decoded here: a literal "<" in escaped content is rare and read as text.
  parser.write(escaped.replace(/</g, "&lt;"));
  parser.end();
  return out;
}

export const HOURS_PER_YEAR = 2080;
const PER_YEAR: Readonly<Record<SalaryPeriod, number>> = { hour: HOURS_PER_YEAR, day: 260, week: 52, month: 12, year: 1 };

/** A salary amount of a period as whole yearly dollars. */
export function yearly(amount: number, period: SalaryPeriod): number {
  return Math.round(amount * PER_YEAR[period]);
}

const number = (value: unknown): number | null => {
  const n = typeof value === "string" ? Number(value.replace(/[,$\s]/g, "")) : typeof value === "number" ? value : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Yearly USD figures and the original as stated. Another currency keeps its original but no USD
 * figures (we do not guess an exchange rate); min above max is swapped.
 */
export function normaliseSalary(
  min: unknown,
  max: unknown,
  currency: string | null | undefined,
  period: SalaryPeriod | null,
  predicted?: boolean,
): Pick<SourcePosting, "salary_min" | "salary_max" | "salary_original"> {
  let low = number(min);
  let high = number(max);
  if ((low === null && high === null) || period === null) return { salary_min: null, salary_max: null, salary_original: null };
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  const code = (currency ?? "USD").trim().toUpperCase() || "USD";
  const original: OriginalSalary = {
    min: low,
    max: high,
    currency: code,
    period,
    ...(predicted === undefined ? {} : { predicted }),
  };
  if (code !== "USD") return { salary_min: null, salary_max: null, salary_original: original };
  return {
    salary_min: low === null ? null : yearly(low, period),
    salary_max: high === null ? null : yearly(high, period),
    salary_original: original,
  };
}

/** A period from free text: "HOUR", "per-hour-wage", "Per Month", "yearly"… */
export function salaryPeriod(text: string | null | undefined): SalaryPeriod | null {
  const t = (text ?? "").toLowerCase();
  if (/hour/.test(t)) return "hour";
  if (/day|daily/.test(t)) return "day";
  if (/week/.test(t)) return "week";
  if (/month/.test(t)) return "month";
  if (/year|annum|annual|salary/.test(t)) return "year";
  return null;
}

/** Remote, Hybrid or On-site from a source's flags and text ("remote", "TELECOMMUTE", "hybrid"). */
export function workType(...signals: (string | boolean | null | undefined)[]): SourcePosting["work_type"] {
  const text = signals
    .filter((s): s is string => typeof s === "string")
    .join(" ")
    .toLowerCase();
  if (/\bhybrid\b/.test(text)) return "Hybrid";
  if (signals.includes(true) || /\b(remote|telecommute|work from home|wfh|anywhere)\b/.test(text)) return "Remote";
  return "On-site";
}

/** Our employment type from a source's words ("full_time", "Part-Time", "CONTRACTOR", "Intern"); Full-time when unsaid. */
export function employmentType(...texts: (string | null | undefined)[]): SourcePosting["employment_type"] {
  const t = texts.filter(Boolean).join(" ").toLowerCase().replace(/[_-]/g, " ");
  if (/\bintern(ship)?\b/.test(t)) return "Internship";
  if (/\b(temporary|temp|seasonal|term)\b/.test(t)) return "Temporary";
  if (/\bcontract(or)?\b/.test(t)) return "Contract";
  if (/\bpart\s?time\b/.test(t)) return "Part-time";
  return "Full-time";
}

const CLEARANCE_PHRASE =
  /\b(ts\s*\/\s*sci|top[\s-]secret(?:\s*\/\s*sci)?|secret|confidential)\b(?=[^.\n]{0,40}\bclearance\b)|\bclearance\b[^.\n]{0,20}?\b(ts\s*\/\s*sci|top[\s-]secret|secret|confidential)\b/i;

/**
 * The clearance a source states: a field of its own ("Top Secret", "Not Required") or a phrase in
 * the text ("active Secret clearance", "clearance: TS/SCI"). Null when none is stated.
 */
export function statedClearance(field: string | null | undefined, text?: string | null): string | null {
  if (field) {
    const parsed = parseClearance(field);
    if (parsed && parsed !== "none") return parsed;
    if (parsed === "none") return null;
  }
  const match = text ? CLEARANCE_PHRASE.exec(text) : null;
  if (!match) return null;
  const parsed = parseClearance(match[1] ?? match[2]);
  return parsed && parsed !== "none" ? parsed : null;
}

/** ISO 8601 from an ISO text, a date-only text, or epoch milliseconds; null for anything unreadable. */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = typeof value === "number" ? new Date(value) : typeof value === "string" ? new Date(value.trim()) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** ISO 3166-1 alpha-2 from a code or a common name. */
export function countryCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (/^[a-z]{2}$/i.test(text)) return text.toUpperCase() === "UK" ? "GB" : text.toUpperCase();
  if (/^(usa|united states( of america)?|u\.s\.a?\.?)$/i.test(text)) return "US";
  if (/^(united kingdom|great britain)$/i.test(text)) return "GB";
  if (/^canada$/i.test(text)) return "CA";
  return null;
}

/** The country of a location text: a US state or "…, USA" is US; otherwise a trailing country name or code. */
export function countryFromLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  if (stateFromLocation(location)) return "US";
  const last = location.split(",").pop()?.trim() ?? "";
  return /^(remote|anywhere)$/i.test(last) ? null : countryCode(last);
}

const textOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null;
export { textOf };

const clip = (text: string | null, max: number) => (text && text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Tags as the import schema takes them: trimmed, at most 60 characters, no repeats, at most 30. */
export function cleanTags(tags: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = clip(textOf(raw), 60);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === 30) break;
  }
  return out;
}

/** The tag of a posting where veterans' preference applies (USAJOBS). */
export const VETERANS_PREFERENCE_TAG = "Veterans' preference";

/** A mapper's answer for one row: a posting, or the reasons it cannot be one. */
export type Mapped = SourcePosting | { rejected: string[] };

export const reject = (...reasons: string[]): Mapped => ({ rejected: reasons });

/**
 * Checks a mapped posting by the import file's schema (the same rules as an uploaded job), so a
 * row the refresh would refuse is rejected here with the same reasons.
 */
export function checkPosting(posting: SourcePosting): Mapped {
  const fitted: SourcePosting = {
    ...posting,
    title: clip(posting.title, 191) ?? "",
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

/** A record's field when the value is an object (source JSON is unknown until read). */
export function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** A readable name for a board or site slug: "acme-corp" → "Acme Corp". */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
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
