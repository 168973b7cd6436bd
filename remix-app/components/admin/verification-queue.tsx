import { ReviewQueue } from "./review-queue";
import type { VerificationItem } from "./review-types";
import type { ReviewDecisions } from "./use-review-decisions";
import { VerificationReviewCard } from "./verification-review-card";

export function VerificationQueue({
  pending,
  recent,
  decisions,
}: {
  pending: VerificationItem[];
  recent: VerificationItem[];
  decisions: ReviewDecisions;
}) {
  return (
    <ReviewQueue
      kind="verification"
      pending={pending}
      recent={recent}
      decisions={decisions}
      identify={(r) => ({ id: r.id, name: r.full_name })}
      empty={{
        title: "No verification requests waiting",
        description: "Veterans' service documents appear here when they ask to be verified.",
      }}
      card={(request, card) => <VerificationReviewCard key={request.id} request={request} {...card} />}
      recentTitle="Recently reviewed verifications"
      recentRow={(r) => ({
        key: String(r.id),
        name: r.full_name,
        detail: r.document_type,
        status: r.status,
        reviewedAt: r.reviewed_at,
        reviewer: r.reviewer_email,
        notes: r.review_notes,
      })}
    />
  );
}
