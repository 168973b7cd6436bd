import { Link } from "@remix-run/react";
import { FIGURE_DEFINITIONS } from "@shared/admin-figures";
import { ALL_PLANS, formatUsd } from "@shared/plans";
import { countLabel } from "@shared/plural";
import type { DashboardMetrics } from "@shared/views/admin-metrics";
import { MetricCard, TierBars } from "~/components/admin/metric-card";

/** The platform counts the dashboard links to its queues with. */
export interface ReviewQueues {
  pending_employer_approvals: number;
  pending_verifications: number;
  users: { suspended: number };
}

const pct = (v: number, digits = 1) => `${v.toFixed(digits)}%`;
const ms = (v: number) => `${Math.round(v).toLocaleString("en-US")} ms`;

/** The admin dashboard's first tab: SPEC §3's metrics as cards, then the review queues. */
export function DashboardPanel({ metrics: m, queues: q }: { metrics: DashboardMetrics; queues?: ReviewQueues }) {
  // Every priced plan, veteran and employer, so the bars add up to the total above them.
  const tierData = ALL_PLANS.filter((plan) => plan.priceCents > 0).map((plan) => ({
    tier: plan.id,
    label: plan.name,
    value: m.revenue_by_tier[plan.id] ?? 0,
  }));
  return (
    <>
      <div className="vets-metric-grid">
        <MetricCard
          label="Monthly Active Users"
          icon="people"
          value={m.active_users.monthly.toLocaleString("en-US")}
          detail={`${m.active_users.daily.toLocaleString("en-US")} daily · ${m.active_users.weekly.toLocaleString("en-US")} weekly`}
          trend={m.trends.signups}
          trendLabel="Sign-ups per day"
        />
        <MetricCard
          label="Monthly Recurring Revenue"
          icon="dollar"
          value={formatUsd(m.mrr)}
          detail={`${formatUsd(m.arr)} ARR`}
          definition={FIGURE_DEFINITIONS.mrr}
          trend={m.trends.revenue}
          trendLabel="Payments collected"
          trendFormat={formatUsd}
        />
        <MetricCard
          label="Trial Conversion Rate"
          icon="trending-up"
          value={pct(m.trial_conversions.rate)}
          detail={`${countLabel(m.trial_conversions.count, "conversion")} this month`}
          definition={FIGURE_DEFINITIONS.trialConversion}
          trend={m.trends.conversions}
          trendLabel="Conversions per day"
        />
        <MetricCard
          label="Active Job Listings"
          icon="briefcase"
          value={m.active_jobs.toLocaleString("en-US")}
          detail={`${m.active_job_sources} active sources`}
          trend={m.trends.jobs_posted}
          trendLabel="Jobs posted per day"
        />
        <MetricCard
          label="Revenue by Subscription Tier"
          icon="chart"
          value={formatUsd(tierData.reduce((sum, d) => sum + d.value, 0))}
          detail="monthly, by paid plan"
          definition={FIGURE_DEFINITIONS.revenueByTier}
        >
          <TierBars data={tierData} format={formatUsd} width={260} height={86} />
        </MetricCard>
        <MetricCard
          label="API Response Time"
          icon="time"
          value={ms(m.api_response_time)}
          detail={`median · p95 ${ms(m.api_response_time_p95)} · ${countLabel(m.requests_last_hour, "request")} last hour`}
          trend={m.trends.api_response_time_p95}
          trendLabel="Daily p95 (ms)"
          trendFormat={ms}
        />
        <MetricCard
          label="Error Rate"
          icon="error"
          value={pct(m.error_rate, 2)}
          detail="server errors (5xx), last hour"
          tone={m.error_rate > 1 ? "danger" : undefined}
          trend={m.trends.error_rate}
          trendLabel="Daily error rate"
          trendFormat={(v) => pct(v, 2)}
        />
        <MetricCard
          label="Applications Rate"
          icon="document"
          value={pct(m.application_to_interview_rate)}
          detail="of applications reached interview or offer"
          trend={m.trends.applications}
          trendLabel="Applications per day"
        />
      </div>
      {q && (
        <div className="vets-queue-strip">
          <Link to="/admin/approvals">
            {countLabel(q.pending_employer_approvals, "employer")} waiting for approval →
          </Link>
          <Link to="/admin/approvals?tab=verifications">
            {countLabel(q.pending_verifications, "verification")} to review →
          </Link>
          <Link to="/admin/moderation">Moderation queue →</Link>
          <span className="vets-muted">{countLabel(q.users.suspended, "suspended account")}</span>
        </div>
      )}
    </>
  );
}
