import { NonIdealState } from "@blueprintjs/core";
import { EmployerReviewCard } from "./employer-review-card";
import { RecentDecisions } from "./recent-decisions";
import type { EmployerItem } from "./review-types";
import type { ReviewDecisions } from "./use-review-decisions";

export function EmployerQueue({ pending, recent, decisions }: { pending: EmployerItem[]; recent: EmployerItem[]; decisions: ReviewDecisions }) {
  const anyBusy = decisions.busyKey !== null;
  return (
    <div className="vets-stack">
      {pending.length === 0 ? (
        <NonIdealState
          className="vets-queue-empty"
          icon="endorsed"
          title="No employers waiting for review"
          description="New employer registrations appear here as soon as they are submitted."
        />
      ) : (
        pending.map((employer) => (
          <EmployerReviewCard
            key={employer.user_id}
            employer={employer}
            busy={decisions.busyKey === `employer:${employer.user_id}`}
            disabled={anyBusy}
            onApprove={() => decisions.approve("employer", employer.user_id, employer.company_name)}
            onReject={() => decisions.openReject("employer", employer.user_id, employer.company_name)}
          />
        ))
      )}
      <RecentDecisions
        title="Recently reviewed employers"
        busy={anyBusy}
        rows={recent.map((e) => ({
          key: String(e.user_id),
          name: e.company_name,
          detail: e.email,
          status: e.approval_status,
          reviewedAt: e.reviewed_at,
          reviewer: e.reviewed_by_email,
          notes: e.approval_notes,
          onReapprove: e.approval_status === "rejected" ? () => decisions.approve("employer", e.user_id, e.company_name) : undefined,
        }))}
      />
    </div>
  );
}
