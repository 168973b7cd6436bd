import type { JobForScoring } from "~/domain/matching/fit-score.server";

interface JobScoringColumns {
  id: number;
  title: string;
  tags: unknown;
  onetCode: string | null;
  clearanceRank: number;
  salaryMin: number | null;
  salaryMax: number | null;
  state: string | null;
  workType: string;
  experienceLevel: string | null;
  industry: string | null;
}

/** The columns the fit score reads, selected by every query that scores jobs. */
export const JOB_SCORING_SELECT = {
  id: true,
  title: true,
  tags: true,
  onetCode: true,
  clearanceRank: true,
  salaryMin: true,
  salaryMax: true,
  state: true,
  workType: true,
  experienceLevel: true,
  industry: true,
} as const;

export function toJobForScoring(job: JobScoringColumns): JobForScoring {
  return { ...job, tags: Array.isArray(job.tags) ? job.tags.filter((t): t is string => typeof t === "string") : [] };
}
