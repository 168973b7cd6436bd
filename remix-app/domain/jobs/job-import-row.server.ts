import { z } from "zod";
import { clearanceRank, parseClearance } from "@shared/clearance";
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, INDUSTRIES, isExternalSource, JOB_SOURCES, WORK_TYPES } from "@shared/job-taxonomy";
import { stateFromLocation } from "@shared/us-states";

const SALARY_PERIODS = ["hour", "day", "week", "month", "year"] as const;

/** One job of an import file: SPEC §3 Job fields plus requirements and an optional external_id. */

// MySQL maps String to VARCHAR(191); longer values would fail the insert.
const SHORT_TEXT = 191;

const textError = (field: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`;
const shortText = (field: string) =>
  z
    .string({ error: textError(field) })
    .trim()
    .max(SHORT_TEXT, `${field} must be at most ${SHORT_TEXT} characters`);
const requiredText = (field: string) => shortText(field).min(1, `${field} is required`);
const dollars = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(100_000_000, `${field} is too large`)
    .nullish();

export const jobImportRowSchema = z
  .object(
    {
      title: requiredText("title"),
      company: requiredText("company"),
      location: shortText("location").nullish(),
      work_type: z.enum(WORK_TYPES, { error: `work_type must be one of: ${WORK_TYPES.join(", ")}` }).default("On-site"),
      employment_type: z
        .enum(EMPLOYMENT_TYPES, { error: `employment_type must be one of: ${EMPLOYMENT_TYPES.join(", ")}` })
        .default("Full-time"),
      salary_min: dollars("salary_min"),
      salary_max: dollars("salary_max"),
      // Most job feeds send a date only (2026-11-07): that day at 00:00 UTC.
      posted_at: z
        .union([z.iso.datetime({ offset: true }), z.iso.date()], {
          error: "posted_at must be an ISO 8601 date (2026-11-07) or date-time",
        })
        .nullish(),
      description: z
        .string({ error: textError("description") })
        .trim()
        .min(1, "description is required")
        .max(1_000_000, "description is too long"),
      requirements: z.string({ error: "requirements must be text" }).max(1_000_000, "requirements is too long").nullish(),
      apply_url: z.url({ protocol: /^https?$/, error: "apply_url must be an http(s) URL" }).nullish(),
      source: z.enum(JOB_SOURCES, { error: `source must be one of: ${JOB_SOURCES.join(", ")}` }).default("employer"),
      external_id: requiredText("external_id").nullish(),
      veteran_friendly: z.boolean({ error: "veteran_friendly must be true or false" }).default(true),
      clearance_required: z
        .string({ error: "clearance_required must be text" })
        .nullish()
        .refine((value) => parseClearance(value) !== null, "clearance_required names no known clearance"),
      tags: z
        .array(z.string({ error: "tags must be text" }).trim().min(1).max(60, "a tag must be at most 60 characters"), {
          error: "tags must be a list of text",
        })
        .max(30, "at most 30 tags")
        .default([]),
      industry: z.enum(INDUSTRIES, { error: `industry must be one of: ${INDUSTRIES.join(", ")}` }).nullish(),
      experience_level: z
        .enum(EXPERIENCE_LEVELS, { error: `experience_level must be one of: ${EXPERIENCE_LEVELS.join(", ")}` })
        .nullish(),
      // What a job source adds (issue 45): the posting's country, original salary, own page,
      // closing date and federal series.
      country: z
        .string({ error: "country must be text" })
        .trim()
        .regex(/^[A-Za-z]{2}$/, "country must be a two-letter ISO 3166 code")
        .transform((code) => code.toUpperCase())
        .nullish(),
      salary_original: z
        .object(
          {
            min: z.number({ error: "salary_original.min must be a number" }).min(0).nullable(),
            max: z.number({ error: "salary_original.max must be a number" }).min(0).nullable(),
            currency: z
              .string({ error: "salary_original.currency must be text" })
              .trim()
              .regex(/^[A-Za-z]{3}$/, "salary_original.currency must be a three-letter code"),
            period: z.enum(SALARY_PERIODS, { error: `salary_original.period must be one of: ${SALARY_PERIODS.join(", ")}` }),
            predicted: z.boolean().optional(),
          },
          { error: "salary_original must be an object" },
        )
        .nullish(),
      source_url: z
        .url({ protocol: /^https?$/, error: "source_url must be an http(s) URL" })
        .max(SHORT_TEXT, `source_url must be at most ${SHORT_TEXT} characters`)
        .nullish(),
      closes_at: z
        .union([z.iso.datetime({ offset: true }), z.iso.date()], {
          error: "closes_at must be an ISO 8601 date (2026-11-07) or date-time",
        })
        .nullish(),
      federal_series: z
        .array(
          z
            .string({ error: "federal_series must be text" })
            .trim()
            .regex(/^\d{4}$/, "a federal series is four digits (2210)"),
          {
            error: "federal_series must be a list of four-digit series",
          },
        )
        .max(20, "at most 20 federal series")
        .default([]),
    },
    { error: "a job must be a JSON object" },
  )
  .superRefine((row, ctx) => {
    if (row.salary_min != null && row.salary_max != null && row.salary_min > row.salary_max) {
      ctx.addIssue({ code: "custom", path: ["salary_max"], message: "salary_max must not be below salary_min" });
    }
    if (isExternalSource(row.source) && !row.apply_url) {
      ctx.addIssue({ code: "custom", path: ["apply_url"], message: `apply_url is required for jobs from ${row.source}` });
    }
  });

export type JobImportRow = z.infer<typeof jobImportRowSchema>;

/** The Job columns of a valid row; state and clearanceRank are derived, never taken from input. */
export function jobData(row: JobImportRow) {
  const clearance = parseClearance(row.clearance_required) ?? "none";
  return {
    title: row.title,
    company: row.company,
    location: row.location ?? null,
    state: stateFromLocation(row.location),
    workType: row.work_type,
    employmentType: row.employment_type,
    salaryMin: row.salary_min ?? null,
    salaryMax: row.salary_max ?? null,
    description: row.description,
    requirements: row.requirements ?? null,
    applyUrl: row.apply_url ?? null,
    source: row.source,
    externalId: row.external_id ?? null,
    veteranFriendly: row.veteran_friendly,
    clearanceRequired: clearance,
    clearanceRank: clearanceRank(clearance),
    tags: row.tags,
    industry: row.industry ?? null,
    experienceLevel: row.experience_level ?? null,
    country: row.country ?? null,
    // Json null needs the client's DbNull; writeJobRows clears a dropped salary itself.
    salaryOriginal: row.salary_original ?? undefined,
    sourceUrl: row.source_url ?? null,
    closesAt: row.closes_at ? new Date(row.closes_at) : null,
  };
}

/** Every problem of a rejected row as "field: message". */
export function rowProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
}
