import type { Prisma } from "../../lib/db.server";
import type { FitResult } from "../matching/fit-score.server";

/** The columns a job card or detail needs (SPEC §3 Job plus requirements, industry, level). */
export const JOB_JSON_SELECT = {
  id: true,
  title: true,
  company: true,
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
} as const satisfies Prisma.JobSelect;

export type JobRow = Prisma.JobGetPayload<{ select: typeof JOB_JSON_SELECT }>;

export interface JobJson {
  id: number;
  title: string;
  company: string;
  location: string | null;
  work_type: string;
  employment_type: string;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: string;
  description: string;
  requirements: string | null;
  apply_url: string | null;
  source: string;
  veteran_friendly: boolean;
  clearance_required: string | null;
  tags: string[];
  industry: string | null;
  experience_level: string | null;
  fit_score?: number;
  fit_reasons?: string[];
}

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

export function jobJson(job: JobRow, fit: FitResult | null): JobJson {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
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
    ...(fit ? { fit_score: fit.score, fit_reasons: fit.reasons } : {}),
  };
}

export function scoringFields(job: JobRow) {
  return {
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
  };
}
