import { ALL_PLANS, PAID_TIERS, VETERAN_TIERS } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { forbidden } from "~/lib/errors.server";
import type { AuthUser } from "~/lib/session.server";
import { transactionView } from "~/domain/admin/admin-transactions.server";

const FAILED_WINDOW_DAYS = 30;

/**
 * For the admin billing screen (SPEC §3 admin billing overview, plus MRR/ARR and revenue by tier
 * for the admin metrics): computed from our own Subscription and Payment rows, never from Stripe.
 * MRR counts paid subscriptions in good standing or past due (still owed), at their plan's price.
 */
export async function adminBillingOverview(actor: AuthUser, now = new Date()) {
  if (actor.role !== "admin") throw forbidden();
  const db = getDb();
  const paidPlanIds = ALL_PLANS.filter((p) => p.priceCents > 0).map((p) => p.id);
  const [byTierStatus, pendingCancellations, failedPayments, recent] = await Promise.all([
    db.subscription.groupBy({ by: ["tier", "status"], _count: { _all: true } }),
    db.subscription.count({ where: { cancelAtPeriodEnd: true, tier: { in: paidPlanIds }, status: { not: "canceled" } } }),
    db.payment.count({ where: { status: "failed", createdAt: { gte: new Date(now.getTime() - FAILED_WINDOW_DAYS * 86_400_000) } } }),
    db.payment.findMany({
      where: { status: { in: ["paid", "failed", "refunded"] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 10,
      include: { user: { select: { email: true } } },
    }),
  ]);
  const price = new Map(ALL_PLANS.map((p) => [p.id, p.priceCents]));
  const breakdown: Record<string, number> = Object.fromEntries(VETERAN_TIERS.map((t) => [t, 0]));
  const revenueByTier: Record<string, number> = Object.fromEntries(["free", ...PAID_TIERS, "growth", "enterprise"].map((t) => [t, 0]));
  let mrr = 0;
  let active = 0;
  let trial = 0;
  let pastDue = 0;
  let total = 0;
  let payingUsers = 0;
  for (const row of byTierStatus) {
    const n = row._count._all;
    total += n;
    if (row.tier in breakdown) breakdown[row.tier] += n;
    if (row.status === "trialing" || row.tier === "free_trial") trial += n;
    if (row.status === "past_due") pastDue += n;
    const paid = (price.get(row.tier) ?? 0) > 0;
    if (paid && (row.status === "active" || row.status === "past_due")) {
      active += n;
      payingUsers += n;
      mrr += n * (price.get(row.tier) ?? 0);
      revenueByTier[row.tier] = (revenueByTier[row.tier] ?? 0) + n * (price.get(row.tier) ?? 0);
    }
  }
  const everTrialled = total > 0 ? total : 1;
  return {
    total_subscriptions: total,
    active_subscriptions: active,
    trial_subscriptions: trial,
    past_due_subscriptions: pastDue,
    failed_payments: failedPayments,
    pending_cancellations: pendingCancellations,
    revenue_metrics: {
      mrr,
      arr: mrr * 12,
      paid_conversion_rate: Math.round((payingUsers / everTrialled) * 1000) / 10,
      average_revenue_per_user: payingUsers > 0 ? Math.round(mrr / payingUsers) : 0,
    },
    revenue_by_tier: revenueByTier,
    subscription_breakdown: breakdown,
    recent_transactions: recent.map(transactionView),
  };
}
