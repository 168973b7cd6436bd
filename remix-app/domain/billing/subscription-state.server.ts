import { basePlanId, findPlan, TRIAL_DAYS } from "@shared/plans";
import type { DbTx } from "~/lib/db.server";
import { roleMay } from "~/domain/access/policy.server";

export type BillingSource = "stripe_webhook" | "local_checkout" | "scheduler" | "user" | "admin";
export type SubscriptionStatus = "trialing" | "active" | "past_due" | "canceled";

export interface SubscriptionChange {
  tier?: string;
  status?: SubscriptionStatus;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  providerStateAt?: Date;
}

export interface ChangeContext {
  action: string;
  source: BillingSource;
  actorId?: number | null;
  reference?: string | null;
}

/** The user's subscription row; employers (and users from before billing) get theirs on first use. */
export async function subscriptionRowFor(tx: DbTx, userId: number) {
  const existing = await tx.subscription.findUnique({ where: { userId } });
  if (existing) return existing;
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, employerProfile: { select: { planId: true } } } });
  const employer = roleMay(user, "post-job");
  return tx.subscription.create({
    data: employer
      ? { userId, tier: user.employerProfile?.planId ?? "starter", status: "active" }
      : { userId, tier: "free_trial", status: "trialing", trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000) },
  });
}

/**
 * Applies a change to a user's subscription inside the caller's transaction and records who
 * changed what, when and from where. An employer's posting and search limits follow the tier
 * at once (their profile's plan is the tier); a paid plan picked at sign-up stops waiting once paid.
 * Returns whether anything changed.
 */
export async function changeSubscription(tx: DbTx, userId: number, change: SubscriptionChange, ctx: ChangeContext): Promise<boolean> {
  const before = await subscriptionRowFor(tx, userId);
  const data = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as SubscriptionChange;
  const changed = (Object.keys(data) as (keyof SubscriptionChange)[]).some((key) => {
    if (key === "providerStateAt") return false;
    const a = before[key];
    const b = data[key];
    return a instanceof Date || b instanceof Date ? (a as Date | null)?.getTime() !== (b as Date | null)?.getTime() : a !== b;
  });
  await tx.subscription.update({ where: { userId }, data });
  const tier = data.tier ?? before.tier;
  const plan = findPlan(tier);
  if (plan?.audience === "employer") {
    const profile = await tx.employerProfile.findUnique({ where: { userId }, select: { planId: true, requestedPlanId: true } });
    if (profile && (profile.planId !== tier || (profile.requestedPlanId && profile.requestedPlanId === tier))) {
      await tx.employerProfile.update({
        where: { userId },
        data: { planId: tier, requestedPlanId: profile.requestedPlanId === tier ? null : profile.requestedPlanId },
      });
    }
  }
  if (changed || ctx.action === "renewed" || ctx.action === "payment_failed") {
    await tx.subscriptionEvent.create({
      data: {
        userId,
        actorId: ctx.actorId ?? null,
        action: ctx.action,
        fromTier: before.tier,
        toTier: tier,
        fromStatus: before.status,
        toStatus: data.status ?? before.status,
        source: ctx.source,
        reference: ctx.reference?.slice(0, 190) ?? null,
      },
    });
  }
  return changed;
}

/** The plan a subscription falls back to: free for veterans, starter for employers. */
export function fallbackTier(tier: string): string {
  return basePlanId(findPlan(tier)?.audience ?? "veteran");
}
