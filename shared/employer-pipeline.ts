import type { ApplicationStatus } from "./applications";

/** One row of the employer's pipeline across all their jobs (GET /api/employer/pipeline). */
export interface PipelineRow {
  application_id: number;
  user_id: number;
  full_name: string;
  job_id: number;
  job_title: string;
  military_branch: string | null;
  mos_code: string | null;
  verified: boolean;
  /** The fit the application was sent with: the employer's contract (issue 53). */
  fit_score: number | null;
  /** Today's fit of the candidate for the job, when it differs from the one sent. */
  fit_score_now: number | null;
  status: ApplicationStatus;
  allowed_statuses: ApplicationStatus[];
  applied_at: string;
  /** The resume that went with the application (GET, a download), or null when none did. */
  resume_url: string | null;
  status_changed_at: string | null;
}

/** The moves the pipeline table offers for many rows at once; an offer stays a one-by-one decision. */
export const BULK_PIPELINE_DECISIONS = ["interview", "rejected"] as const;
export type BulkPipelineDecision = (typeof BULK_PIPELINE_DECISIONS)[number];

/** Rows of the current selection that can take `next` (the button says how many). */
export function rowsThatCanMove(rows: readonly PipelineRow[], next: BulkPipelineDecision): PipelineRow[] {
  return rows.filter((r) => r.allowed_statuses.includes(next));
}
