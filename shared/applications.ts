/** SPEC §4 application states. "sent" is what the tracker calls submitted. */
export const APPLICATION_STATUSES = ["pending", "sent", "interview", "offer", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  pending: "Pending",
  sent: "Submitted",
  interview: "Interview",
  offer: "Offer",
  rejected: "Rejected",
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
};

export type EmployerDecision = "interview" | "offer" | "rejected";
export const EMPLOYER_DECISIONS: readonly EmployerDecision[] = ["interview", "offer", "rejected"];
