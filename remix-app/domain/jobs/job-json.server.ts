import type { Prisma } from "~/lib/db.server";
import type { FitResult } from "~/domain/matching/fit-score.server";
import type { JobView } from "@shared/job-view";
import { originalSalaryOf } from "@shared/job-freshness";
import type { JobSourceExtras } from "./job-listings.server";
import { companySlug } from "~/domain/postings/company-slug.server";
import { decodeTerms } from "~/domain/fit/fit-terms.server";

/** The columns a job card or detail needs (SPEC §3 Job plus requirements, industry, level). */
export const JOB_JSON_SELECT = {
  id: true,
  title: true,
  company: true,
  companySlug: true,
  location: true,
  workType: true,
  employmentType: true,
  salaryMin: true,
  salaryMax: true,
  postedAt: true,
  description: true,
  requirements: true,
  applyUrl: true,
  source: true,
  veteranFriendly: true,
  clearanceRequired: true,
  tags: true,
  industry: true,
  experienceLevel: true,
  status: true,
  employerId: true,
  // scoring columns not listed above
  onetCode: true,
  clearanceRank: true,
  state: true,
  // where the posting came from and how fresh it is (issue 45)
  sourceUrl: true,
  externalId: true,
  lastSeenAt: true,
  closesAt: true,
  salaryOriginal: true,
  // what the fit scorer reads of title and text, so a card's fit needs no tokenising (decision 120)
  fitTerms: true,
} as const satisfies Prisma.JobSelect;

export type JobRow = Prisma.JobGetPayload<{ select: typeof JOB_JSON_SELECT }>;

/** The API's job: SPEC §3 fields in snake_case, the same shape the screens render. */
export type JobJson = Required<Pick<JobView, "requirements" | "industry" | "experience_level">> & JobView;

/** Tags arrive as a JSON array (Prisma) or its text (raw queries); anything else is no tags. */
export function tagList(value: unknown): string[] {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
}

export function jobJson(job: JobRow, fit: FitResult | null, extras?: JobSourceExtras): JobJson {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    // An imported posting's page is its company name's, even before the backfill stored it.
    company_slug: job.companySlug ?? (job.employerId === null ? companySlug(job.company) : null),
    location: job.location,
    work_type: job.workType,
    employment_type: job.employmentType,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    posted_at: job.postedAt.toISOString(),
    description: job.description,
    requirements: job.requirements,
    apply_url: job.applyUrl,
    source: job.source,
    veteran_friendly: job.veteranFriendly,
    clearance_required: job.clearanceRequired,
    tags: tagList(job.tags),
    industry: job.industry,
    experience_level: job.experienceLevel,
    status: job.status,
    demo: job.source === "employer" && job.employerId === null && (job.externalId?.startsWith("demo-") ?? false),
    source_url: job.sourceUrl,
    last_seen_at: job.lastSeenAt?.toISOString() ?? null,
    closes_at: job.closesAt?.toISOString() ?? null,
    salary_original: originalSalaryOf(job.salaryOriginal),
    also_on: extras?.alsoOn ?? [],
    federal_series: extras?.federalSeries ?? [],
    ...(fit ? { fit_score: fit.score, fit_reasons: fit.reasons, fit_reason_kinds: fit.kinds } : {}),
  };
}

/** The text the fit scorer reads of a posting (its description, then its requirements). */
export function scoringText(description: string | null | undefined, requirements: string | null | undefined): string {
  return requirements ? `${description ?? ""}\n${requirements}` : (description ?? "");
}

export function scoringFields(job: JobRow, extras?: JobSourceExtras) {
  return {
    ...(extras && extras.federalSeries.length > 0 ? { federalSeries: extras.federalSeries } : {}),
    text: scoringText(job.description, job.requirements),
    fitTerms: job.fitTerms,
    id: job.id,
    title: job.title,
    tags: tagList(job.tags),
    onetCode: job.onetCode,
    clearanceRank: job.clearanceRank,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    state: job.state,
    workType: job.workType,
    experienceLevel: job.experienceLevel,
    industry: job.industry,
    employmentType: job.employmentType,
  };
}

/** A job's scoring columns as a raw query returns them: integers may come back as bigint, tags as JSON text. */
export interface RawScoringRow {
  id: number | bigint;
  title: string;
  tags: unknown;
  onetCode: string | null;
  clearanceRank: number | bigint;
  salaryMin: number | bigint | null;
  salaryMax: number | bigint | null;
  state: string | null;
  workType: string;
  experienceLevel: string | null;
  industry: string | null;
  /** Present when the query read them (fit-first search candidates). */
  fitTerms?: string | null;
  description?: string | null;
  requirements?: string | null;
  /** The job's OPM series as one text ("0343,2210"), when the query read them (fitCandidatesSql). */
  federalSeries?: string | null;
}

const NO_SERIES: readonly string[] = Object.freeze([]);

export const numberOrNull = (value: number | bigint | null) => (value === null ? null : Number(value));

/**
 * `scoringFields` of a raw row: what search candidates and the auto-apply snapshot score. Built as
 * one literal, every row with the same fields in the same order (text null when the query did not
 * read it), so V8 keeps one fast shape for the scorer's reads; a conditional spread did not.
 */
export function scoringFieldsOfRaw(row: RawScoringRow) {
  return {
    id: Number(row.id),
    title: row.title,
    tags: tagList(row.tags),
    onetCode: row.onetCode,
    clearanceRank: Number(row.clearanceRank),
    salaryMin: numberOrNull(row.salaryMin),
    salaryMax: numberOrNull(row.salaryMax),
    state: row.state,
    workType: row.workType,
    experienceLevel: row.experienceLevel,
    industry: row.industry,
    text: row.description === undefined ? null : scoringText(row.description, row.requirements),
    // Read once per candidate list (lists are cached): the scorer reads these, not the text.
    terms: decodeTerms(row.fitTerms)?.terms ?? null,
    federalSeries: row.federalSeries ? row.federalSeries.split(",").sort() : NO_SERIES,
  };
}
