/**
 * SPEC §4 application states. "sent" is what the tracker calls submitted; "withdrawn" is the
 * veteran taking a sent application back (issue 55, decision 113).
 */
export const APPLICATION_STATUSES = ["pending", "sent", "interview", "offer", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  pending: "Pending",
  sent: "Submitted",
  interview: "Interview",
  offer: "Offer",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** Unknown values are shown like pending (SPEC §4). */
export function displayStatus(status: string): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : "pending";
}

export const AUTO_APPLY_PAID_ONLY_MESSAGE = "Auto-Apply is only available for Pro, Premium, and Elite subscribers. Upgrade now!";
export const ALREADY_APPLIED_MESSAGE = "You have already applied to this job";

/** SPEC's default letter, shown (editable) in Apply Now before anything is sent. */
export const DEFAULT_COVER_LETTER =
  "I am a military veteran interested in this position. My service gave me leadership, discipline and hands-on technical experience that transfer directly to this role.";

/**
 * What an employer may move a submitted application to. Pending ones are the veteran's
 * unsent drafts and stay invisible to employers; rejected is final.
 */
export const EMPLOYER_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  pending: [],
  sent: ["interview", "rejected"],
  interview: ["offer", "rejected"],
  offer: ["rejected"],
  rejected: [],
  withdrawn: [],
};

/** What the veteran may withdraw: a sent application still in play. A draft is not sent; a rejection or a withdrawal is final. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ["sent", "interview", "offer"];

/** The tracker's (and GET /api/applications') sort orders; "applied" is the default. */
export const TRACKER_SORTS = ["applied", "updated", "status"] as const;
export type TrackerSort = (typeof TRACKER_SORTS)[number];
export const TRACKER_SORT_LABELS: Readonly<Record<TrackerSort, string>> = {
  applied: "Date applied",
  updated: "Last updated",
  status: "Status",
};

/** The veteran's private note on an application: theirs only, never shown to the employer. */
export const PRIVATE_NOTE_MAX = 2000;
export const PRIVATE_NOTE_TOO_LONG_MESSAGE = `Your note can be at most ${PRIVATE_NOTE_MAX.toLocaleString("en-US")} characters`;
export const ALREADY_WITHDRAWN_MESSAGE = "You have already withdrawn this application";

export type EmployerDecision = "interview" | "offer" | "rejected";
export const EMPLOYER_DECISIONS: readonly EmployerDecision[] = ["interview", "offer", "rejected"];
