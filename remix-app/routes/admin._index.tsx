import { Callout, Card, HTMLTable, Tab, Tabs } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useCallback } from "react";
import { findPlan, formatUsd } from "@shared/plans";
import { AuditLogTable } from "~/components/admin/audit-log-table";
import { BillingOverviewView } from "~/components/admin/billing-overview-view";
import { TransactionsTable } from "~/components/admin/transactions-table";
import { MetricCard, TierBars } from "~/components/admin/metric-card";
import { StatusBadge, TierBadge, useUserAdminAction, UserRowControls } from "~/components/admin/user-admin-controls";
import { LinkButton } from "~/components/common/link-button";
import { listAuditLogs } from "~/domain/admin/audit-log.server";
import { getDashboardMetrics, type DashboardMetrics } from "~/domain/admin/dashboard-metrics.server";
import { getPlatformOverview } from "~/domain/admin/platform-overview.server";
import { listUsersForAdmin } from "~/domain/admin/user-management.server";
import { adminBillingOverview } from "~/domain/billing/admin-billing-overview.server";
import { requireUserPage } from "~/lib/session.server";
import { log } from "~/lib/logger.server";

export const meta: MetaFunction = () => [{ title: "Admin Dashboard — VetCareer" }];

const TABS = ["dashboard", "billing", "users", "audit"] as const;
type AdminTab = (typeof TABS)[number];
/** SPEC §9: admin lists are fetched at 10 items; the audit range is a week. */
const LIST_SIZE = 10;

const emptyMetrics = (): DashboardMetrics => ({
  mrr: 0,
  arr: 0,
  active_users: { daily: 0, weekly: 0, monthly: 0 },
  active_jobs: 0,
  active_job_sources: 0,
  trial_conversions: { rate: 0, count: 0 },
  revenue_by_tier: { free: 0, pro: 0, premium: 0, elite: 0 },
  api_response_time: 0,
  api_response_time_p95: 0,
  requests_last_hour: 0,
  error_rate: 0,
  application_to_interview_rate: 0,
  trends: {
    signups: [],
    revenue: [],
    conversions: [],
    jobs_posted: [],
    applications: [],
    api_response_time_p95: [],
    error_rate: [],
  },
  generated_at: new Date().toISOString(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireUserPage(request, ["admin"]);
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: AdminTab = TABS.includes(requested as AdminTab) ? (requested as AdminTab) : "dashboard";
  const base = { tab, admin: { id: auth.user.id, email: auth.user.email, role: auth.user.role }, tokenPresent: true };
  if (tab === "dashboard") {
    // SPEC §4: a metrics failure falls back to zeros (and is logged), the screen still opens.
    const [metrics, queues] = await Promise.all([
      getDashboardMetrics(auth.user).catch((e: unknown) => {
        log.error({ err: e }, "[admin] metrics failed");
        return emptyMetrics();
      }),
      getPlatformOverview(),
    ]);
    return { ...base, metrics, queues };
  }
  if (tab === "billing") return { ...base, billing: await adminBillingOverview(auth.user) };
  if (tab === "users") {
    const users = await listUsersForAdmin(auth.user, {
      limit: LIST_SIZE,
      skip: 0,
      q: undefined,
      sort: "created_at",
      order: "desc",
    }).catch((e: unknown) => {
      log.error({ err: e }, "[admin] users failed");
      return { users: [], total: 0, total_is_lower_bound: false };
    });
    return { ...base, users };
  }
  return { ...base, audit: await listAuditLogs({ limit: LIST_SIZE, skip: 0, date_range: "week" }) };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
const pct = (v: number, digits = 1) => `${v.toFixed(digits)}%`;
const ms = (v: number) => `${Math.round(v).toLocaleString("en-US")} ms`;

function DashboardTab({ data }: { data: Data }) {
  if (!("metrics" in data) || !data.metrics) return null;
  const m = data.metrics;
  const q = "queues" in data ? data.queues : undefined;
  const tierData = (["pro", "premium", "elite"] as const).map((tier) => ({
    tier,
    label: findPlan(tier)?.name ?? tier,
    value: m.revenue_by_tier[tier],
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
          trend={m.trends.revenue}
          trendLabel="Payments collected"
          trendFormat={formatUsd}
        />
        <MetricCard
          label="Trial Conversion Rate"
          icon="trending-up"
          value={pct(m.trial_conversions.rate)}
          detail={`${m.trial_conversions.count.toLocaleString("en-US")} conversions this month`}
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
        <MetricCard label="Revenue by Subscription Tier" icon="chart" value={formatUsd(m.mrr)} detail="monthly, by paid tier">
          <TierBars data={tierData} format={formatUsd} height={86} />
        </MetricCard>
        <MetricCard
          label="API Response Time"
          icon="time"
          value={ms(m.api_response_time)}
          detail={`median · p95 ${ms(m.api_response_time_p95)} · ${m.requests_last_hour.toLocaleString("en-US")} requests last hour`}
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
            {q.pending_employer_approvals.toLocaleString("en-US")} employers waiting for approval →
          </Link>
          <Link to="/admin/approvals?tab=verifications">
            {q.pending_verifications.toLocaleString("en-US")} verifications to review →
          </Link>
          <Link to="/admin/moderation">Moderation queue →</Link>
          <span className="vets-muted">{q.users.suspended.toLocaleString("en-US")} suspended accounts</span>
        </div>
      )}
    </>
  );
}

function BillingTab({ data }: { data: Data }) {
  if (!("billing" in data) || !data.billing) return null;
  return (
    <BillingOverviewView billing={data.billing}>
      <TransactionsTable rows={data.billing.recent_transactions} />
    </BillingOverviewView>
  );
}

function UsersTab({ data }: { data: Data }) {
  const revalidator = useRevalidator();
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  const actions = useUserAdminAction(reload);
  if (!("users" in data) || !data.users) return null;
  return (
    <Card elevation={1}>
      <div className="vets-results-head">
        <span className="vets-muted">
          Newest {Math.min(LIST_SIZE, data.users.total)} of {data.users.total.toLocaleString("en-US")}
          {data.users.total_is_lower_bound ? "+" : ""} accounts
        </span>
        <LinkButton to="/admin/users" text="All users" rightIcon="arrow-right" minimal />
      </div>
      <HTMLTable striped className="vets-admin-table">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Tier</th>
            <th>Status</th>
            <th>Applications</th>
            <th>Tier / Account</th>
          </tr>
        </thead>
        <tbody>
          {data.users.users.map((u) => (
            <tr key={u.id}>
              <td>{u.full_name}</td>
              <td>{u.email}</td>
              <td>
                <TierBadge tier={u.subscription_tier} />
              </td>
              <td>
                <StatusBadge status={u.account_status} />
              </td>
              <td>{u.total_applications.toLocaleString("en-US")}</td>
              <td>
                <UserRowControls user={u} selfId={data.admin.id} busy={actions.busy} justification="" actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function AuditTab({ data }: { data: Data }) {
  if (!("audit" in data) || !data.audit) return null;
  return (
    <Card elevation={1}>
      <div className="vets-results-head">
        <h3 className="vets-card-title" style={{ margin: 0 }}>
          Recent Admin Actions
        </h3>
        <LinkButton to="/admin/audit" text="Full audit log" rightIcon="arrow-right" minimal />
      </div>
      {data.audit.logs.length === 0 ? (
        <p className="vets-muted">No admin actions in the last 7 days.</p>
      ) : (
        <AuditLogTable logs={data.audit.logs} />
      )}
    </Card>
  );
}

export default function AdminDashboard() {
  const data = useLoaderData<typeof loader>();
  const [, setParams] = useSearchParams();
  return (
    <div className="vets-page vets-page-wide">
      <div className="vets-page-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p>Platform health, revenue, accounts and every admin decision, from live data.</p>
        </div>
      </div>
      <Callout intent="primary" icon="shield" className="vets-banner">
        Signed in as <strong>{data.admin.email}</strong> · stored role <strong>{data.admin.role}</strong> · session token{" "}
        {data.tokenPresent ? "present" : "missing"}
      </Callout>
      <Tabs
        id="admin-tabs"
        large
        selectedTabId={data.tab}
        onChange={(tab) => setParams(tab === "dashboard" ? {} : { tab: String(tab) }, { preventScrollReset: true })}
        className="vets-admin-tabs"
      >
        <Tab id="dashboard" title="Dashboard" icon="dashboard" panel={<DashboardTab data={data} />} />
        <Tab id="billing" title="Billing & Revenue" icon="dollar" panel={<BillingTab data={data} />} />
        <Tab id="users" title="User Management" icon="people" panel={<UsersTab data={data} />} />
        <Tab id="audit" title="Audit Logs" icon="history" panel={<AuditTab data={data} />} />
      </Tabs>
    </div>
  );
}
