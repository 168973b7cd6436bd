import { NonIdealState } from "@blueprintjs/core";
import { RecentDecisions } from "./recent-decisions";
import type { VerificationItem } from "./review-types";
import type { ReviewDecisions } from "./use-review-decisions";
import { VerificationReviewCard } from "./verification-review-card";

export function VerificationQueue({ pending, recent, decisions }: { pending: VerificationItem[]; recent: VerificationItem[]; decisions: ReviewDecisions }) {
  const anyBusy = decisions.busyKey !== null;
  return (
    <div className="vets-stack">
      {pending.length === 0 ? (
        <NonIdealState
          className="vets-queue-empty"
          icon="endorsed"
          title="No verification requests waiting"
          description="Veterans' service documents appear here when they ask to be verified."
        />
      ) : (
        pending.map((request) => (
          <VerificationReviewCard
            key={request.id}
            request={request}
            busy={decisions.busyKey === `verification:${request.id}`}
            disabled={anyBusy}
            onApprove={() => decisions.approve("verification", request.id, request.full_name)}
            onReject={() => decisions.openReject("verification", request.id, request.full_name)}
          />
        ))
      )}
      <RecentDecisions
        title="Recently reviewed verifications"
        busy={anyBusy}
        rows={recent.map((r) => ({
          key: String(r.id),
          name: r.full_name,
          detail: r.document_type,
          status: r.status,
          reviewedAt: r.reviewed_at,
          reviewer: r.reviewer_email,
          notes: r.review_notes,
        }))}
      />
    </div>
  );
}
