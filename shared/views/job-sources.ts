/** The admin Sources panel (/admin/jobs, GET /api/admin/job-sources): one entry per job source connector. */
export interface JobSourceRunView {
  id: number;
  board: string | null;
  trigger: string;
  status: string;
  started_at: string;
  finished_at: string | null;
  added: number;
  updated: number;
  closed: number;
  unchanged: number;
  rejected_count: number;
  rejected: { external_id: string | null; reasons: string[] }[];
  error: string | null;
}

export interface JobSourcePanelEntry {
  source: string;
  label: string;
  enabled: boolean;
  /** Whether the source takes boards (Greenhouse tokens, Lever sites, careers pages). */
  has_boards: boolean;
  boards: { board: string; company?: string }[];
  boards_from: "admin" | "file";
  interval_minutes: number;
  /** Null when the source can run; else why it is off ("USAJOBS_API_KEY is not set"). */
  unavailable_reason: string | null;
  running: boolean;
  last_run: JobSourceRunView | null;
  last_success_at: string | null;
  /** When the schedule runs it next; null while it is off or unavailable. */
  next_run_at: string | null;
  /** Stale-looking: no successful run in twice the interval, or many rejected rows. */
  warnings: string[];
}

export const JOB_SOURCE_PANEL_LABELS: Readonly<Record<string, string>> = {
  usajobs: "USAJOBS",
  greenhouse: "Greenhouse",
  lever: "Lever",
  adzuna: "Adzuna",
  jsonld: "Careers pages (JSON-LD)",
};
