import { percentOf } from "@shared/admin-figures";
import { ALL_PLANS, PAID_TIERS, VETERAN_TIERS } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import type { AuthUser } from "~/lib/session.server";
import { transactionView } from "./admin-transactions.server";
import { assertRoleCan } from "~/domain/access/policy.server";

const FAILED_WINDOW_DAYS = 30;

/** Every plan that costs money, veteran and employer: the bars of Revenue by Subscription Tier. */
export const PAID_PLAN_IDS = ALL_PLANS.filter((p) => p.priceCents > 0).map((p) => p.id);

/** Upgrades out of the free trial paid for by the user (an admin's tier change is not a conversion). */
export const conversionWhere = (from?: Date, to?: Date) => ({
  fromTier: "free_trial",
  toTier: { in: [...PAID_TIERS] },
  source: { not: "admin" },
  ...(from || to ? { createdAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } } : {}),
});

/**
 * The subscriptions that earn money, per plan (docs/decisions/083): status active, on a priced
 * plan, and at least one successful payment for that plan. An admin's comp (a tier set with no
 * payment) and a past-due subscription (its last charge failed) earn nothing this month.
 */
async function payingByPlan(): Promise<Map<string, number>> {
  const db = getDb();
  const counts = await Promise.all(
    PAID_PLAN_IDS.map((planId) =>
      db.subscription.count({ where: { tier: planId, status: "active", user: { payments: { some: { planId, status: "paid" } } } } }),
    ),
  );
  return new Map(PAID_PLAN_IDS.map((planId, i) => [planId, counts[i]]));
}

/**
 * For the admin billing screen and the admin dashboard (SPEC §3 admin billing overview, plus
 * MRR/ARR, revenue by tier and trial conversion): computed from our own Subscription, Payment and
 * SubscriptionEvent rows, never from Stripe. Every figure either screen shows comes from here, so
 * the two cannot disagree, and each total is the sum of its parts (MRR = Σ revenue_by_tier).
 */
export async function adminBillingOverview(actor: AuthUser, now = new Date()) {
  assertRoleCan(actor, "view-admin-billing");
  const db = getDb();
  const [byTierStatus, paying, pendingCancellations, failedPayments, converted, veteranSubscriptions, recent] = await Promise.all([
    db.subscription.groupBy({ by: ["tier", "status"], _count: { _all: true } }),
    payingByPlan(),
    db.subscription.count({ where: { cancelAtPeriodEnd: true, tier: { in: PAID_PLAN_IDS }, status: { not: "canceled" } } }),
    db.payment.count({ where: { status: "failed", createdAt: { gte: new Date(now.getTime() - FAILED_WINDOW_DAYS * 86_400_000) } } }),
    // Distinct veterans: one who converts, lapses and converts again is one conversion.
    db.subscriptionEvent.findMany({ where: conversionWhere(), distinct: ["userId"], select: { userId: true } }),
    // Only veterans hold veteran tiers (employers' plans are starter/growth/enterprise): an index range, no join.
    db.subscription.count({ where: { tier: { in: [...VETERAN_TIERS] } } }),
    db.payment.findMany({
      where: { status: { in: ["paid", "failed", "refunded"] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 10,
      include: { user: { select: { email: true } } },
    }),
  ]);
  const price = new Map(ALL_PLANS.map((p) => [p.id, p.priceCents]));
  const breakdown: Record<string, number> = Object.fromEntries(VETERAN_TIERS.map((t) => [t, 0]));
  let active = 0;
  let trial = 0;
  let pastDue = 0;
  let total = 0;
  for (const row of byTierStatus) {
    const n = row._count._all;
    total += n;
    if (row.tier in breakdown) breakdown[row.tier] += n;
    if (row.status === "trialing" || row.tier === "free_trial") trial += n;
    if (row.status === "past_due") pastDue += n;
    if ((price.get(row.tier) ?? 0) > 0 && (row.status === "active" || row.status === "past_due")) active += n;
  }
  const revenueByTier: Record<string, number> = { free: 0 };
  let payingSubscriptions = 0;
  for (const [planId, n] of paying) {
    revenueByTier[planId] = n * (price.get(planId) ?? 0);
    payingSubscriptions += n;
  }
  const mrr = Object.values(revenueByTier).reduce((sum, cents) => sum + cents, 0);
  return {
    total_subscriptions: total,
    active_subscriptions: active,
    trial_subscriptions: trial,
    past_due_subscriptions: pastDue,
    paying_subscriptions: payingSubscriptions,
    failed_payments: failedPayments,
    pending_cancellations: pendingCancellations,
    revenue_metrics: {
      mrr,
      arr: mrr * 12,
      paid_conversion_rate: percentOf(payingSubscriptions, total),
      average_revenue_per_user: payingSubscriptions > 0 ? Math.round(mrr / payingSubscriptions) : 0,
    },
    trial_conversion: { rate: percentOf(converted.length, veteranSubscriptions), converted: converted.length, veterans: veteranSubscriptions },
    revenue_by_tier: revenueByTier,
    subscription_breakdown: breakdown,
    recent_transactions: recent.map(transactionView),
  };
}
