import { findPlan } from "@shared/plans";
import { getDb } from "~/lib/db.server";

/** What dashboards say about billing: a failed payment (past_due) and a paid plan chosen at sign-up but not paid yet. */
export async function subscriptionNotice(userId: number) {
  const db = getDb();
  const [sub, employer] = await Promise.all([
    db.subscription.findUnique({ where: { userId }, select: { tier: true, status: true } }),
    db.employerProfile.findUnique({ where: { userId }, select: { planId: true, requestedPlanId: true } }),
  ]);
  const requested = employer?.requestedPlanId && employer.requestedPlanId !== employer.planId ? findPlan(employer.requestedPlanId) : undefined;
  return {
    pastDue: sub?.status === "past_due",
    planName: findPlan(sub?.tier ?? employer?.planId)?.name ?? null,
    awaitingPayment: requested ? { planId: requested.id, planName: requested.name, priceCents: requested.priceCents } : null,
  };
}

export type SubscriptionNotice = Awaited<ReturnType<typeof subscriptionNotice>>;
