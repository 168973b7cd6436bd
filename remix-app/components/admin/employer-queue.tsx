import { EmployerReviewCard } from "./employer-review-card";
import { ReviewQueue } from "./review-queue";
import type { EmployerItem } from "./review-types";
import type { ReviewDecisions } from "./use-review-decisions";

export function EmployerQueue({
  pending,
  recent,
  decisions,
}: {
  pending: EmployerItem[];
  recent: EmployerItem[];
  decisions: ReviewDecisions;
}) {
  return (
    <ReviewQueue
      kind="employer"
      pending={pending}
      recent={recent}
      decisions={decisions}
      identify={(e) => ({ id: e.user_id, name: e.company_name })}
      empty={{
        title: "No employers waiting for review",
        description: "New employer registrations appear here as soon as they are submitted.",
      }}
      card={(employer, card) => <EmployerReviewCard key={employer.user_id} employer={employer} {...card} />}
      recentTitle="Recently reviewed employers"
      recentRow={(e) => ({
        key: String(e.user_id),
        name: e.company_name,
        detail: e.email,
        status: e.approval_status,
        reviewedAt: e.reviewed_at,
        reviewer: e.reviewed_by_email,
        notes: e.approval_notes,
        reapprove: e.approval_status === "rejected",
      })}
    />
  );
}
