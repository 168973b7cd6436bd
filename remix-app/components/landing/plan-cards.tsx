import { VETERAN_PLANS } from "@shared/plans";
import { LinkButton } from "~/components/common/link-button";
import { PlanCard } from "~/components/common/plan-card";

/** SPEC: only plans priced above 0; Premium carries 'MOST POPULAR'; every card starts the trial. */
export function PlanCards() {
  const paid = VETERAN_PLANS.filter((p) => p.priceCents > 0);
  return (
    <div className="vets-grid-3">
      {paid.map((plan) => (
        <PlanCard key={plan.id} plan={plan} limitLine={`${plan.autoApplyLimit} AI applications per month`}>
          <LinkButton to="/register" fill size="large" intent={plan.recommended ? "primary" : "none"} text="Start Free Trial" />
        </PlanCard>
      ))}
    </div>
  );
}
