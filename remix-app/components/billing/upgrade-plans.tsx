import { Button } from "@blueprintjs/core";
import { PlanCard } from "~/components/common/plan-card";

export interface UpgradePlan {
  id: string;
  name: string;
  priceCents: number;
  recommended: boolean;
  features: string[];
  limitLine: string;
  color: string;
}

interface Props {
  plans: UpgradePlan[];
  currentPlanId: string;
  /** The current plan's price: cheaper plans read 'Switch to', dearer ones 'Upgrade to'. */
  currentPriceCents: number;
  busyPlanId: string | null;
  disabled: boolean;
  onUpgrade: (planId: string) => void;
}

/** 'Upgrade Your Plan': the paid plans, each with its own checkout button; the current one is marked. */
export function UpgradePlans({ plans, currentPlanId, currentPriceCents, busyPlanId, disabled, onUpgrade }: Props) {
  // Employers have two paid plans: two columns, not three with the last one empty.
  return (
    <div className={plans.length === 2 ? "vets-grid-2" : "vets-grid-3"} style={plans.length === 2 ? { rowGap: 16 } : undefined}>
      {plans.map((plan) => {
        const current = plan.id === currentPlanId;
        return (
          <PlanCard key={plan.id} plan={plan} limitLine={plan.limitLine}>
            {current ? (
              <Button fill size="large" disabled icon="tick-circle" text="Current Plan" />
            ) : (
              <Button
                fill
                size="large"
                intent={plan.recommended ? "primary" : "none"}
                icon="credit-card"
                text={`${plan.priceCents > currentPriceCents ? "Upgrade" : "Switch"} to ${plan.name}`}
                loading={busyPlanId === plan.id}
                disabled={disabled || (busyPlanId !== null && busyPlanId !== plan.id)}
                onClick={() => onUpgrade(plan.id)}
              />
            )}
          </PlanCard>
        );
      })}
    </div>
  );
}
