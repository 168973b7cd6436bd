import { Card } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { FIGURE_DEFINITIONS } from "@shared/admin-figures";
import { findPlan, formatUsd, VETERAN_TIERS } from "@shared/plans";
import { countLabel } from "@shared/plural";
import { LinkButton } from "~/components/common/link-button";
import { MetricCard, TierBars } from "./metric-card";

export interface BillingOverviewData {
  total_subscriptions: number;
  active_subscriptions: number;
  trial_subscriptions: number;
  failed_payments: number;
  pending_cancellations: number;
  paying_subscriptions: number;
  revenue_metrics: { mrr: number; paid_conversion_rate: number; average_revenue_per_user: number };
  subscription_breakdown: Record<string, number>;
}

/** SPEC's Billing & Revenue: totals, monthly revenue, ARPU, payment issues, tier distribution; children = transactions. */
export function BillingOverviewView({ billing: b, children, showAllLink = true }: { billing: BillingOverviewData; children: ReactNode; showAllLink?: boolean }) {
  const distribution = VETERAN_TIERS.map((tier) => ({ tier, label: findPlan(tier)?.name ?? tier, value: b.subscription_breakdown[tier] ?? 0 }));
  return (
    <>
      <div className="vets-metric-grid">
        <MetricCard label="Total Subscriptions" icon="people" value={b.total_subscriptions.toLocaleString("en-US")} detail={`${b.active_subscriptions.toLocaleString("en-US")} active · ${b.trial_subscriptions.toLocaleString("en-US")} trial`} />
        <MetricCard
          label="Monthly Revenue"
          icon="dollar"
          value={formatUsd(b.revenue_metrics.mrr)}
          detail={`${b.revenue_metrics.paid_conversion_rate.toFixed(1)}% paid conversion rate (${b.paying_subscriptions.toLocaleString("en-US")} of ${countLabel(b.total_subscriptions, "subscription")})`}
          definition={`${FIGURE_DEFINITIONS.mrr} Paid conversion rate: ${FIGURE_DEFINITIONS.paidConversion}`}
        />
        <MetricCard
          label="Average Revenue Per User"
          icon="person"
          value={formatUsd(b.revenue_metrics.average_revenue_per_user)}
          detail="per paying subscriber, monthly"
          definition={FIGURE_DEFINITIONS.arpu}
        />
        <MetricCard
          label="Payment Issues"
          icon="warning-sign"
          value={(b.failed_payments + b.pending_cancellations).toLocaleString("en-US")}
          detail={`${countLabel(b.failed_payments, "failed payment")} · ${countLabel(b.pending_cancellations, "pending cancellation")}`}
          tone={b.failed_payments > 0 ? "danger" : undefined}
        />
      </div>
      <div className="vets-admin-split">
        <Card elevation={1}>
          <h3 className="vets-card-title">Subscription Tier Distribution</h3>
          <TierBars data={distribution} width={320} height={180} />
        </Card>
        <Card elevation={1}>
          <div className="vets-results-head">
            <h3 className="vets-card-title" style={{ margin: 0 }}>
              Recent Transactions
            </h3>
            {showAllLink && <LinkButton to="/admin/billing" text="All transactions" rightIcon="arrow-right" minimal />}
          </div>
          {children}
        </Card>
      </div>
    </>
  );
}
