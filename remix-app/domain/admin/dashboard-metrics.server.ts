import { LRUCache } from "lru-cache";
import { countActiveJobSources } from "./job-sources-admin.server";
import { getDb } from "~/lib/db.server";
import { HISTOGRAM_KEYS, percentileFromHistogram } from "~/lib/request-timing-histogram";
import type { AuthUser } from "~/lib/session.server";
import { assertRoleCan } from "~/domain/access/policy.server";
import { adminBillingOverview, conversionWhere, PAID_PLAN_IDS } from "~/domain/billing/admin-billing-overview.server";
import type { DashboardMetrics } from "@shared/views/admin-metrics";
import { monthWindow } from "~/domain/billing/allowances.server";
import { dailyTrend, type TrendPoint, utcDayStart } from "./daily-trend.server";
import { SENT_APPLICATION } from "~/domain/applications/employer-visible.server";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const TREND_DAYS = 30;

const histogramSum = Object.fromEntries(HISTOGRAM_KEYS.map((key) => [key, true])) as Record<
  (typeof HISTOGRAM_KEYS)[number],
  true
>;

type HistogramSums = Partial<Record<(typeof HISTOGRAM_KEYS)[number], number | bigint | null>>;
const histogramOf = (sums: HistogramSums) => HISTOGRAM_KEYS.map((key) => Number(sums[key] ?? 0));

const percent = (part: number, whole: number, decimals = 1) =>
  whole > 0 ? Math.round((part / whole) * 100 * 10 ** decimals) / 10 ** decimals : 0;

/** Users whose sessions were used within each window: one indexed range count each (User.lastActiveAt). */
async function activeUsers(now: Date) {
  const db = getDb();
  const since = (days: number) => db.user.count({ where: { lastActiveAt: { gte: new Date(now.getTime() - days * DAY_MS) } } });
  const [daily, weekly, monthly] = await Promise.all([since(1), since(7), since(30)]);
  return { daily, weekly, monthly };
}

/**
 * All-time application totals change by a few rows a minute but cost a walk of the whole index,
 * so they are kept for a minute per process (decision 035); the rate they give moves slowly.
 */
const applicationTotals = new LRUCache<"all", { total: number; reachedInterview: number }>({ max: 1, ttl: 60_000 });

async function applicationTotalsCached() {
  const cached = applicationTotals.get("all");
  if (cached) return cached;
  const db = getDb();
  const [total, reachedInterview] = await Promise.all([
    db.application.count({ where: SENT_APPLICATION }),
    db.application.count({ where: { status: { in: ["interview", "offer"] } } }),
  ]);
  const totals = { total, reachedInterview };
  applicationTotals.set("all", totals);
  return totals;
}

/** p50/p95 and the 5xx share of every request recorded in the last hour (RequestStat minutes). */
async function requestHealth(now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const sums = await getDb().requestStat.aggregate({
    where: { bucketStart: { gte: since } },
    _sum: { requests: true, errors: true, ...histogramSum },
  });
  const histogram = histogramOf(sums._sum);
  const requests = Number(sums._sum.requests ?? 0);
  const errors = Number(sums._sum.errors ?? 0);
  return {
    p50: percentileFromHistogram(histogram, 0.5),
    p95: percentileFromHistogram(histogram, 0.95),
    requests,
    errors,
    errorRate: percent(errors, requests, 2),
  };
}

export type { DashboardMetrics };

/**
 * GET /api/admin/dashboard/metrics: every figure of SPEC §3 "Admin metrics" from our own rows,
 * as defined in docs/decisions/033-admin-back-office.md. Money in cents.
 */
export async function getDashboardMetrics(actor: AuthUser, now = new Date()): Promise<DashboardMetrics> {
  assertRoleCan(actor, "view-admin-metrics");
  const db = getDb();
  const monthStart = monthWindow(now).start;
  const trendStart = new Date(utcDayStart(now).getTime() - (TREND_DAYS - 1) * DAY_MS);

  const [billing, users, health, activeJobs, sources, conversionsThisMonth, applications, requestDays] = await Promise.all([
    adminBillingOverview(actor, now),
    activeUsers(now),
    requestHealth(now),
    db.job.count({ where: { status: "open" } }),
    countActiveJobSources(now),
    db.subscriptionEvent.count({ where: conversionWhere(monthStart) }),
    applicationTotalsCached(),
    db.requestStatDay.findMany({ where: { day: { gte: trendStart } }, orderBy: { day: "asc" } }),
  ]);

  const [signups, revenue, conversions, jobsPosted, applicationsTrend] = await Promise.all([
    dailyTrend("signups", TREND_DAYS, now, (from, to) => db.user.count({ where: { createdAt: { gte: from, lt: to } } })),
    dailyTrend("revenue", TREND_DAYS, now, async (from, to) => {
      const paid = await db.payment.aggregate({
        where: { status: "paid", createdAt: { gte: from, lt: to } },
        _sum: { amountCents: true },
      });
      return paid._sum.amountCents ?? 0;
    }),
    dailyTrend("conversions", TREND_DAYS, now, (from, to) => db.subscriptionEvent.count({ where: conversionWhere(from, to) })),
    dailyTrend("jobs_posted", TREND_DAYS, now, (from, to) => db.job.count({ where: { postedAt: { gte: from, lt: to } } })),
    dailyTrend("applications", TREND_DAYS, now, (from, to) =>
      db.application.count({ where: { createdAt: { gte: from, lt: to }, ...SENT_APPLICATION } }),
    ),
  ]);

  const byDay = new Map(requestDays.map((row) => [row.day.toISOString().slice(0, 10), row]));
  const requestTrend = (value: (row: (typeof requestDays)[number]) => number): TrendPoint[] =>
    signups.map(({ date }) => {
      const row = byDay.get(date);
      return { date, value: row ? value(row) : 0 };
    });

  const revenueByTier = billing.revenue_by_tier;
  return {
    mrr: billing.revenue_metrics.mrr,
    arr: billing.revenue_metrics.arr,
    active_users: users,
    active_jobs: activeJobs,
    active_job_sources: sources,
    trial_conversions: { rate: billing.trial_conversion.rate, count: conversionsThisMonth },
    // SPEC's free/pro/premium/elite, then the employer plans: every priced plan, so Σ bars = MRR.
    revenue_by_tier: {
      free: 0,
      ...Object.fromEntries(PAID_PLAN_IDS.map((planId) => [planId, revenueByTier[planId] ?? 0])),
    } as DashboardMetrics["revenue_by_tier"],
    api_response_time: health.p50,
    api_response_time_p95: health.p95,
    requests_last_hour: health.requests,
    error_rate: health.errorRate,
    application_to_interview_rate: percent(applications.reachedInterview, applications.total),
    trends: {
      signups,
      revenue,
      conversions,
      jobs_posted: jobsPosted,
      applications: applicationsTrend,
      api_response_time_p95: requestTrend((row) => percentileFromHistogram(histogramOf(row), 0.95)),
      error_rate: requestTrend((row) => percent(row.errors, row.requests, 2)),
    },
    generated_at: now.toISOString(),
  };
}
