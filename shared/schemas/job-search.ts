import { z } from "zod";
import { CLEARANCE_OPTIONS, type ClearanceValue } from "@shared/clearance";
import {
  DEFAULT_POSTED_DAYS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_SOURCES,
  MOS_MATCH_THRESHOLDS,
  POSTED_DAYS_OPTIONS,
  WORK_TYPES,
  type MosMatchThreshold,
  type PostedDays,
} from "@shared/job-taxonomy";
import { FEDERAL_HIRING_PATH_KEYS } from "@shared/federal-hiring-paths";

/** GET /api/jobs query (SPEC §7). Every value arrives as text; 'all' and '' mean "no filter". */

export const JOB_SEARCH_SORTS = ["relevance", "recent", "best_match"] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

export const JOB_SEARCH_DEFAULT_LIMIT = 20;
export const JOB_SEARCH_MAX_LIMIT = 100;
export const JOB_SEARCH_MAX_SKIP = 100_000;
export const JOB_SEARCH_MAX_QUERY_LENGTH = 200;

const absent = (value: unknown) =>
  value === undefined || value === "" || (typeof value === "string" && value.trim().toLowerCase() === "all");
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (absent(v) ? undefined : v), schema.optional());

/** One of fixed values, matched without regard to case and returned in its canonical spelling. */
function oneOf<const T extends readonly string[]>(field: string, values: T) {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z.string().transform((raw, ctx): T[number] => {
    const found = byLower.get(raw.trim().toLowerCase());
    if (found === undefined) {
      ctx.addIssue({ code: "custom", message: `${field} must be one of: ${values.join(", ")}` });
      return z.NEVER;
    }
    return found;
  });
}

/** SPEC §2: salary inputs accept digits only (the UI shows separators; the query carries digits). */
const dollars = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a whole number of dollars, digits only`)
    .transform(Number);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${field} must be between ${min} and ${max}`);

const postedDays = z.string().transform((raw, ctx): PostedDays => {
  const found = POSTED_DAYS_OPTIONS.find((days) => String(days) === raw.trim());
  if (found === undefined) {
    ctx.addIssue({ code: "custom", message: `posted_days must be one of: ${POSTED_DAYS_OPTIONS.join(", ")}` });
    return z.NEVER;
  }
  return found;
});

export const jobSearchQuerySchema = z.object({
  q: optional(z.string().trim().max(JOB_SEARCH_MAX_QUERY_LENGTH, `q must be at most ${JOB_SEARCH_MAX_QUERY_LENGTH} characters`)),
  source: optional(oneOf("source", JOB_SOURCES)),
  location: optional(z.string().trim().max(100, "location must be at most 100 characters")),
  work_type: optional(oneOf("work_type", WORK_TYPES)),
  employment_type: optional(oneOf("employment_type", EMPLOYMENT_TYPES)),
  salary_min: optional(dollars("salary_min")),
  salary_max: optional(dollars("salary_max")),
  clearance_required: optional(oneOf("clearance_required", CLEARANCE_OPTIONS)),
  veteran_friendly: optional(oneOf("veteran_friendly", ["true", "false"] as const).transform((v) => v === "true")),
  posted_days: optional(postedDays),
  experience_level: optional(oneOf("experience_level", EXPERIENCE_LEVELS)),
  industry: optional(oneOf("industry", INDUSTRIES)),
  mos_match: optional(oneOf("mos_match", Object.keys(MOS_MATCH_THRESHOLDS) as MosMatchThreshold[])),
  /** federal=mos: "Federal jobs for your MOS", USAJOBS jobs in the series of the veteran's code. */
  federal: optional(oneOf("federal", ["mos"] as const)),
  /** A veterans' hiring path a federal posting names (shared/federal-hiring-paths.ts). */
  hiring_path: optional(oneOf("hiring_path", FEDERAL_HIRING_PATH_KEYS)),
  sort: optional(oneOf("sort", JOB_SEARCH_SORTS)),
  skip: optional(wholeNumber("skip", 0, JOB_SEARCH_MAX_SKIP)),
  limit: optional(wholeNumber("limit", 1, JOB_SEARCH_MAX_LIMIT)),
});

type RawQuery = z.infer<typeof jobSearchQuerySchema>;

export interface JobSearchQuery extends Omit<RawQuery, "posted_days" | "sort" | "skip" | "limit" | "clearance_required"> {
  clearance_required?: ClearanceValue;
  /** Posted within this many days; null = any time. */
  posted_days: PostedDays | null;
  sort: JobSearchSort;
  /**
   * True when the query named no sort: a veteran with a profile then gets best_match (fit first),
   * anyone else relevance (issue 43).
   */
  sort_defaulted?: boolean;
  skip: number;
  limit: number;
}

/**
 * The validated query with defaults applied. The API searches every open job unless posted_days
 * narrows it (absent or 'all' = any time); the /jobs screen starts at its 30-day window instead
 * (screenSearchParams).
 */
export function withSearchDefaults(raw: RawQuery): JobSearchQuery {
  return {
    ...raw,
    posted_days: raw.posted_days ?? null,
    sort: raw.sort ?? "relevance",
    sort_defaulted: raw.sort === undefined,
    skip: raw.skip ?? 0,
    limit: raw.limit ?? JOB_SEARCH_DEFAULT_LIMIT,
  };
}

/**
 * The /jobs screen's query: its "Posted within" filter starts at DEFAULT_POSTED_DAYS when the URL
 * does not name one; `posted_days=all` is "Any time".
 */
export function screenSearchParams(params: URLSearchParams): Record<string, string> {
  const query = searchParamsToObject(params);
  // Federal announcements stay open to their closing date, often past 30 days: that tab starts at any time.
  if (!("posted_days" in query) && query.federal !== "mos") query.posted_days = String(DEFAULT_POSTED_DAYS);
  return query;
}

/** The first value of each query parameter, ready for jobSearchQuerySchema. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in result)) result[key] = value;
  return result;
}
