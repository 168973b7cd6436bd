import { Card, Icon, Tag } from "@blueprintjs/core";
import { formatUsd, VETERAN_PLANS } from "../../../shared/plans";
import { LinkButton } from "../common/link-button";

/** SPEC: only plans priced above 0; Premium carries 'MOST POPULAR'; every card starts the trial. */
export function PlanCards() {
  const paid = VETERAN_PLANS.filter((p) => p.priceCents > 0);
  return (
    <div className="vets-grid-3">
      {paid.map((plan) => (
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
          <p className="vets-muted">{plan.autoApplyLimit} AI applications per month</p>
          <ul className="vets-plan-features">
            {plan.features.map((feature) => (
              <li key={feature}>
                <Icon icon="tick" intent="success" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <LinkButton to="/register" fill size="large" intent={plan.recommended ? "primary" : "none"} text="Start Free Trial" />
        </Card>
      ))}
    </div>
  );
}
