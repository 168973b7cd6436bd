import type { JobView } from "./job-view";

/** How many jobs one veteran may keep saved (issue 55): a clear 409 past it, never a silent drop. */
export const SAVED_JOBS_LIMIT = 500;

/** A saved job that closes within this many days is flagged "Closes soon". */
export const CLOSING_SOON_DAYS = 3;

/** open: apply any time; applied: the veteran's application went; closed: the job no longer takes applications. */
export type SavedJobState = "open" | "applied" | "closed";

export interface SavedJobView extends JobView {
  saved: true;
  saved_at: string;
  state: SavedJobState;
  /** Open, with a closing date within CLOSING_SOON_DAYS. */
  closing_soon: boolean;
}

/** Whether a closing date falls between now and CLOSING_SOON_DAYS from now. */
export function closingSoon(closesAt: string | null | undefined, now: Date): boolean {
  if (!closesAt) return false;
  const left = new Date(closesAt).getTime() - now.getTime();
  return left > 0 && left <= CLOSING_SOON_DAYS * 86_400_000;
}
