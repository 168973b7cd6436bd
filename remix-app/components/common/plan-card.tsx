import { Card, Tag } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { formatUsd } from "@shared/plans";
import { PlanFeatureList } from "~/components/common/plan-feature-list";

export interface PlanCardPlan {
  name: string;
  priceCents: number;
  recommended: boolean;
  features: readonly string[];
  color: string;
}

/** One plan as a card (name, monthly price, limit, features) with the caller's action below: the landing page's and /billing's. */
export function PlanCard({ plan, limitLine, children }: { plan: PlanCardPlan; limitLine: string; children: ReactNode }) {
  return (
    <Card className={`vets-plan-card${plan.recommended ? " is-popular" : ""}`} elevation={plan.recommended ? 3 : 1}>
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
      <p className="vets-muted">{limitLine}</p>
      <PlanFeatureList features={plan.features} />
      {children}
    </Card>
  );
}
