import type { SerializeFrom } from "@remix-run/node";
import type { EmployerReview, VerificationReview } from "@shared/views/admin-review";

export type EmployerItem = SerializeFrom<EmployerReview>;
export type VerificationItem = SerializeFrom<VerificationReview>;

export type ReviewKind = "employer" | "verification";

/** What the page's one decision form posts. */
export interface ReviewDecision {
  kind: ReviewKind;
  decision: "approve" | "reject";
  id: number;
  /** Who the toast names: the company or the veteran. */
  name: string;
  reason?: string;
}

export type DecisionResult = { ok: true; message: string } | { ok: false; error: string };
