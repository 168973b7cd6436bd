import { Button, Card, Icon, Tag } from "@blueprintjs/core";
import { formatUsd } from "../../../shared/plans";

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
  return (
    <div className="vets-grid-3">
      {plans.map((plan) => {
        const current = plan.id === currentPlanId;
        return (
          <Card key={plan.id} className={`vets-plan-card${plan.recommended ? " is-popular" : ""}`} elevation={plan.recommended ? 3 : 1}>
            {plan.recommended && (
              <Tag className="vets-plan-badge" intent="primary" round size="large" style={{ background: "#7961db" }}>
                MOST POPULAR
              </Tag>
            )}
            <p className="vets-plan-name" style={{ color: plan.color }}>
              {plan.name}
            </p>
            <div className="vets-plan-price">
              {formatUsd(plan.priceCents)}
              <small>/month</small>
            </div>
            <p className="vets-muted">{plan.limitLine}</p>
            <ul className="vets-plan-features">
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Icon icon="tick" intent="success" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
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
          </Card>
        );
      })}
    </div>
  );
}
