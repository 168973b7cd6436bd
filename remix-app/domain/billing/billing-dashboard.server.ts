import { findPlan } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import type { AuthUser } from "~/lib/session.server";
import { allowanceFor } from "./allowances.server";
import { billingMode } from "./stripe-client.server";
import { subscriptionRowFor } from "./subscription-state.server";
import { assertRoleCan, roleMay } from "~/domain/access/policy.server";

const HISTORY_LIMIT = 24;

/** GET /api/billing/dashboard: SPEC §3 billing dashboard (prices and amounts in cents), for veterans and employers. */
export async function billingDashboard(actor: AuthUser, now = new Date()) {
  assertRoleCan(actor, "manage-subscription");
  const db = getDb();
  const sub = await db.$transaction((tx) => subscriptionRowFor(tx, actor.id));
  const plan = findPlan(sub.tier);
  let usage: number;
  let monthlyLimit: number;
  let usageLabel: string;
  let requestedPlanId: string | null = null;
  if (roleMay(actor, "post-job")) {
    const allowance = await allowanceFor(db, actor.id, "job-post", now);
    usage = allowance.used;
    monthlyLimit = allowance.limit;
    usageLabel = "Job postings this month";
    const profile = await db.employerProfile.findUnique({ where: { userId: actor.id }, select: { requestedPlanId: true } });
    requestedPlanId = profile?.requestedPlanId ?? null;
  } else {
    const allowance = await allowanceFor(db, actor.id, "auto-apply", now);
    usage = allowance.used;
    monthlyLimit = allowance.limit;
    usageLabel = "AI applications this month";
  }
  const payments = await db.payment.findMany({
    where: { userId: actor.id, status: { in: ["paid", "failed", "refunded"] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: HISTORY_LIMIT,
  });
  return {
    current_subscription: {
      plan_id: sub.tier,
      plan_name: plan?.name ?? sub.tier,
      price: plan?.priceCents ?? 0,
      status: sub.status,
      usage,
      monthly_limit: monthlyLimit,
      usage_label: usageLabel,
      features: plan?.features ?? [],
      trial_end_date: sub.trialEndsAt?.toISOString() ?? null,
      current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      requested_plan_id: requestedPlanId,
    },
    billing_history: payments.map((p) => ({
      id: p.id,
      description: p.description,
      date: (p.paidAt ?? p.createdAt).toISOString(),
      amount: p.amountCents,
      currency: p.currency,
      status: p.status,
      invoice_url: p.invoiceUrl,
    })),
    payment_mode: billingMode(),
  };
}

export type BillingDashboard = Awaited<ReturnType<typeof billingDashboard>>;
