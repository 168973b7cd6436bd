import { formatLongDate } from "@shared/dates";
import { findPlan } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { conflict } from "~/lib/errors.server";
import type { AuthUser } from "~/lib/session.server";
import { requireStripe, stripeClient } from "./stripe-client.server";
import { changeSubscription, subscriptionRowFor } from "./subscription-state.server";
import { assertRoleCan } from "~/domain/access/policy.server";

function endDate(date: Date | null): string {
  return date ? formatLongDate(date) : "the end of the period";
}

/**
 * POST /api/billing/cancel: the paid plan stays until the period ends, then the subscription
 * falls back to free (veterans) or starter (employers). Asking twice changes nothing.
 */
export async function cancelSubscription(actor: AuthUser) {
  assertRoleCan(actor, "manage-subscription");
  const db = getDb();
  const sub = await db.$transaction((tx) => subscriptionRowFor(tx, actor.id));
  const plan = findPlan(sub.tier);
  if (!plan || plan.priceCents <= 0 || sub.status === "canceled") throw conflict("You have no paid subscription to cancel");
  const result = () => ({
    message: `Your ${plan.name} plan stays active until ${endDate(sub.currentPeriodEnd)}, then it ends.`,
    cancel_at_period_end: true,
    current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
  });
  if (sub.cancelAtPeriodEnd) return result();
  if (sub.stripeSubscriptionId) {
    await requireStripe().subscriptions.update(
      sub.stripeSubscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: `vets-cancel-${sub.stripeSubscriptionId}` },
    );
  }
  await db.$transaction((tx) =>
    changeSubscription(tx, actor.id, { cancelAtPeriodEnd: true }, { action: "cancel_requested", source: "user", actorId: actor.id }),
  );
  return result();
}

/**
 * 'Update payment' on the past-due banner: Stripe's customer portal, where the card is changed
 * and the open invoice retried (its invoice.paid webhook then restores the subscription).
 */
export async function paymentUpdateUrl(actor: AuthUser, origin: string): Promise<{ url: string }> {
  assertRoleCan(actor, "manage-subscription");
  const sub = await getDb().subscription.findUnique({ where: { userId: actor.id }, select: { stripeCustomerId: true } });
  const stripe = stripeClient();
  if (!stripe || !sub?.stripeCustomerId) throw conflict("There is no card on file to update");
  const portal = await stripe.billingPortal.sessions.create({ customer: sub.stripeCustomerId, return_url: `${origin}/billing` });
  return { url: portal.url };
}
