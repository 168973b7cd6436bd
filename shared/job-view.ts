import type { ApplicationStatus } from "./applications";
import type { FitReasonKind } from "./fit-reasons";
import type { OriginalSalaryView } from "./job-freshness";

/** A job as the API returns it and the screens show it (SPEC §3 Job, snake_case), with the viewer's fit. */
export interface JobView {
  id: number;
  title: string;
  company: string;
  /** The company page's slug (/companies/{slug}); null when the company has no page (an employer not approved). */
  company_slug?: string | null;
  location: string | null;
  work_type: string;
  employment_type: string;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: string;
  description: string;
  requirements?: string | null;
  apply_url: string | null;
  source: string;
  veteran_friendly: boolean;
  clearance_required: string | null;
  tags: string[];
  industry?: string | null;
  experience_level?: string | null;
  fit_score?: number;
  fit_reasons?: string[];
  /** fit_reasons' marks, index for index (shared/fit-reasons.ts). */
  fit_reason_kinds?: FitReasonKind[];
  /** The viewer's application to this job, when they have one (veterans only). */
  application?: JobApplicationState | null;
  /** The veteran saved this job (veterans only). */
  saved?: boolean;
  /** open | closed; a closed job shows "This job is closed" and no Apply button. */
  status?: string;
  /** Sample data of the demo seed: no board and no employer posted it. */
  demo?: boolean;
  /** The posting's own page at its source. */
  source_url?: string | null;
  /** When an import last saw the posting at its source ("last checked"); null for employers' own jobs. */
  last_seen_at?: string | null;
  closes_at?: string | null;
  /** The salary as the source stated it, when it was not a yearly USD figure (or was Adzuna's estimate). */
  salary_original?: OriginalSalaryView | null;
  /** Other sources listing the same job (JobListing), as sources ("lever"). */
  also_on?: string[];
  /** OPM series of a federal posting ("2210"). */
  federal_series?: string[];
}

/** "Applied · Interview", or a pending auto-apply draft waiting for the veteran's review. */
export interface JobApplicationState {
  id: number;
  status: ApplicationStatus;
  status_label: string;
  /** A pending application is an unsent draft (auto-apply), not an application yet. */
  draft: boolean;
}

export function formatSalaryRange(min: number | null, max: number | null): string | null {
  const fmt = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
  if (min && max) return `${fmt(min)} – ${fmt(max)}`;
  if (min) return `From ${fmt(min)}`;
  if (max) return `Up to ${fmt(max)}`;
  return null;
}

/** SPEC: cards show the description cut at 200 characters. */
export function truncateDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max).trimEnd()}…`;
}

/** 'Just now', then minutes, hours, days ago (SPEC §9 time display). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return "Just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}
