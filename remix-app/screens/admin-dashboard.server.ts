import type { DashboardMetrics } from "@shared/views/admin-metrics";
import { ADMIN_DASHBOARD_LIST_SIZE } from "@shared/views/admin-users";
import { listAuditLogs } from "~/domain/audit/audit-log.server";
import { getDashboardMetrics } from "~/domain/admin/dashboard-metrics.server";
import { getPlatformOverview } from "~/domain/admin/platform-overview.server";
import { listUsersForAdmin } from "~/domain/admin/user-management.server";
import { adminBillingOverview } from "~/domain/billing/admin-billing-overview.server";
import type { AuthUser } from "~/lib/session.server";
import { log } from "~/lib/logger.server";

export const ADMIN_TABS = ["dashboard", "billing", "users", "audit"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

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

/** What /admin loads: only the open tab's data (the `tab` query parameter, the dashboard by default). */
export async function loadAdminDashboard(auth: { user: AuthUser }, url: URL) {
  const requested = url.searchParams.get("tab");
  const tab: AdminTab = ADMIN_TABS.includes(requested as AdminTab) ? (requested as AdminTab) : "dashboard";
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
      limit: ADMIN_DASHBOARD_LIST_SIZE,
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
  // The audit tab shows a week.
  return { ...base, audit: await listAuditLogs({ limit: ADMIN_DASHBOARD_LIST_SIZE, skip: 0, date_range: "week" }) };
}
