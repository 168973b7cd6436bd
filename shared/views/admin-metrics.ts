/** One day of a trend line: the UTC date and the day's figure. */
export interface TrendPoint {
  date: string;
  value: number;
}

/** SPEC §3 "Admin metrics", as GET /api/admin/dashboard/metrics returns them (money in cents). */
export interface DashboardMetrics {
  mrr: number;
  arr: number;
  active_users: { daily: number; weekly: number; monthly: number };
  active_jobs: number;
  active_job_sources: number;
  trial_conversions: { rate: number; count: number };
  /** Monthly revenue per plan (veteran tiers, then employer plans); the values add up to `mrr`. */
  revenue_by_tier: { free: number; pro: number; premium: number; elite: number } & Record<string, number>;
  api_response_time: number;
  api_response_time_p95: number;
  requests_last_hour: number;
  error_rate: number;
  application_to_interview_rate: number;
  trends: Record<
    "signups" | "revenue" | "conversions" | "jobs_posted" | "applications" | "api_response_time_p95" | "error_rate",
    TrendPoint[]
  >;
  generated_at: string;
}
