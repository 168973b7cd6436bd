import type { JobForScoring } from "~/domain/matching/fit-score.server";

/** The scored columns as read: `tags` is a JSON column, a string array once checked. */
type JobScoringColumns = Omit<JobForScoring, "tags"> & { tags: unknown };

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
