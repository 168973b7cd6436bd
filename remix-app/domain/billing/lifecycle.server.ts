import { findPlan, PAID_TIERS } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import type { ScheduledJob } from "~/lib/scheduler-lease.server";
import { emailBillingNotices } from "./billing-emails.server";
import { addOneMonth } from "./local-checkout.server";
import { changeSubscription, fallbackTier } from "./subscription-state.server";
import { log } from "~/lib/logger.server";

const BATCH = 500;
const PAID_PLAN_IDS = [...PAID_TIERS, "growth", "enterprise"];

/**
 * Free trials past their end become free: each one in its own transaction guarded by its current
 * state (so two runners can never both move it), then one email per move.
 */
export async function expireTrials(now = new Date()): Promise<number> {
  const db = getDb();
  const due = await db.subscription.findMany({
    where: { tier: "free_trial", trialEndsAt: { lt: now } },
    select: { userId: true, trialEndsAt: true, user: { select: { email: true, fullName: true, status: true } } },
    take: BATCH,
  });
  let moved = 0;
  for (const row of due) {
    const changed = await db.$transaction(async (tx) => {
      const { count } = await tx.subscription.updateMany({
        where: { userId: row.userId, tier: "free_trial", trialEndsAt: { lt: now } },
        data: { tier: "free", status: "active" },
      });
      if (count !== 1) return false;
      await tx.subscriptionEvent.create({
        data: { userId: row.userId, action: "trial_expired", fromTier: "free_trial", toTier: "free", fromStatus: "trialing", toStatus: "active", source: "scheduler" },
      });
      return true;
    });
    if (!changed) continue;
    moved++;
    if (row.user.status !== "active") continue;
    try {
      await sendEmail({
        to: row.user.email,
        subject: "Your VetCareer free trial has ended",
        text:
          `Hello ${row.user.fullName},\n\nYour 14-day free trial ended and your account is now on the Free plan: ` +
          "job search, manual applications and the community stay open to you.\n\n" +
          "AI auto-apply and the resume builder come with Pro, Premium and Elite. Upgrade any time under Billing.\n",
      });
    } catch (e) {
      log.error({ err: e }, `[billing] trial-ended email to user ${row.userId} failed`);
    }
  }
  return moved;
}

/**
 * Subscriptions without a Stripe subscription (the local checkout) reach their period end here:
 * cancelled ones fall back to free / starter, the others renew for a month (simulated, no money).
 * Stripe subscriptions are left to Stripe's own events.
 */
export async function settleLocalPeriodEnds(now = new Date()): Promise<{ ended: number; renewed: number }> {
  const db = getDb();
  const due = await db.subscription.findMany({
    where: { stripeSubscriptionId: null, tier: { in: PAID_PLAN_IDS }, currentPeriodEnd: { lt: now }, status: { in: ["active", "past_due"] } },
    select: { userId: true, tier: true, currentPeriodEnd: true, cancelAtPeriodEnd: true },
    take: BATCH,
  });
  let ended = 0;
  let renewed = 0;
  for (const row of due) {
    const renewal = await db.$transaction(async (tx) => {
      const next = row.cancelAtPeriodEnd ? null : addOneMonth(row.currentPeriodEnd!);
      const { count } = await tx.subscription.updateMany({
        where: { userId: row.userId, tier: row.tier, currentPeriodEnd: row.currentPeriodEnd, stripeSubscriptionId: null },
        data: { currentPeriodEnd: next },
      });
      if (count !== 1) return null;
      if (row.cancelAtPeriodEnd) {
        await changeSubscription(
          tx,
          row.userId,
          { tier: fallbackTier(row.tier), status: "canceled", cancelAtPeriodEnd: false },
          { action: "canceled", source: "scheduler", reference: "period_end" },
        );
        ended++;
        return null;
      }
      const plan = findPlan(row.tier);
      const payment = await tx.payment.create({
        select: { id: true },
        data: {
          userId: row.userId,
          planId: row.tier,
          amountCents: plan?.priceCents ?? 0,
          status: "paid",
          provider: "local",
          description: `${plan?.name ?? row.tier} plan — renewal`,
          paidAt: now,
        },
      });
      await changeSubscription(tx, row.userId, { status: "active" }, { action: "renewed", source: "scheduler", reference: "period_end" });
      renewed++;
      return payment;
    });
    // After the commit, like every billing email; the guarded update above lets only one runner get here.
    if (renewal) await emailBillingNotices([{ kind: "renewal", userId: row.userId, paymentId: renewal.id }]);
  }
  return { ended, renewed };
}

/** The billing lifecycle as one scheduled job (server/scheduler.ts runs it under the lease). */
export function billingLifecycleJob(periodMs: number): ScheduledJob {
  return {
    name: "billing-lifecycle",
    periodMs,
    leaseMs: Math.max(5 * 60_000, periodMs),
    run: async ({ now }) => ({ trialsExpired: await expireTrials(now), ...(await settleLocalPeriodEnds(now)) }),
  };
}
