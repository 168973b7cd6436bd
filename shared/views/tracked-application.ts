import type { ApplicationStatus } from "@shared/applications";

/** One row of the veteran's application tracker, in SPEC §3's application shape. */
export interface TrackedApplication {
  id: number;
  status: ApplicationStatus;
  is_auto_applied: boolean;
  /** The fit the application was sent with ("82 % when you applied"). */
  fit_score: number | null;
  /** Today's fit for the same job (the card's number), null without a profile. */
  fit_score_now: number | null;
  fit_reasons: string[];
  cover_letter: string | null;
  /** The veteran's own note on it, never shown to the employer. */
  private_note: string | null;
  created_at: string;
  submitted_at: string | null;
  status_changed_at: string | null;
  job: { id: number; title: string; company: string; location: string | null; source: string; apply_url: string | null };
}
