// Inbox › Activity: the signed-in user's own figures, as GET /api/activity returns them.

import type { ApplicationStatus } from "./applications";

// The application states, withdrawn included (issue 55): one list, the tracker's.
export { APPLICATION_STATUSES } from "./applications";
export type ApplicationStatusKey = ApplicationStatus;

export const ACTIVITY_WEEK_DAYS = 7;
export const ACTIVITY_REPLY_WINDOW_DAYS = 30;
export const ACTIVITY_CHART_DAYS = 14;

export interface ActivityDay {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  messages_sent: number;
  messages_received: number;
  profile_views: number;
}

export interface ActivityView {
  generated_at: string;
  /** Start of "this week": the last 7 days, today included (UTC). */
  week_start: string;
  messages: { sent_this_week: number; received_this_week: number };
  /**
   * Over the last 30 days: of the times someone wrote to you (a run of their messages until you
   * answer), the share you answered, 0–100; null when nobody wrote.
   */
  reply_rate: number | null;
  /** Mean seconds from the first message of such a run to your answer; null when none answered. */
  average_reply_seconds: number | null;
  profile_views: { this_week: number; last_30_days: number };
  applications: { scope: "own" | "to_my_jobs"; total: number; by_status: Record<ApplicationStatusKey, number> & Record<string, number> };
  daily: ActivityDay[];
}

/** "42 minutes", "3.5 hours", "2 days": a duration a person reads at a glance. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} sec`;
  const minutes = seconds / 60;
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 24) return `${hours < 10 ? hours.toFixed(1).replace(/\.0$/, "") : Math.round(hours)} hr`;
  const days = hours / 24;
  return `${days < 10 ? days.toFixed(1).replace(/\.0$/, "") : Math.round(days)} days`;
}
