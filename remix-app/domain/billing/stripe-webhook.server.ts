import type Stripe from "stripe";
import { getConfig } from "~/lib/config.server";
import { getDb, type DbTx } from "~/lib/db.server";
import { badRequest } from "~/lib/errors.server";
import {
  applyCheckoutCompletion,
  applyInvoiceOutcome,
  applySubscriptionSnapshot,
  expireCheckout,
  runEventOnce,
  type EventContext,
  type SubscriptionSnapshot,
} from "./fulfilment.server";
import type { BillingNotice } from "./billing-notices.server";
import { idOf, stripeClient } from "./stripe-client.server";
import { log } from "~/lib/logger.server";

/** Stripe's default: a signature older than five minutes, or more than five minutes ahead, is refused (replayed captures). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = getConfig().STRIPE_WEBHOOK_SECRET;
  const stripe = stripeClient();
  if (!secret || !stripe) throw badRequest("Stripe webhooks are not configured");
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  // Stripe's check refuses only old signatures; one timestamped ahead of now would replay until then.
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) throw badRequest("Invalid webhook signature");
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw badRequest("Invalid webhook signature");
  }
}

function mapStatus(status: Stripe.Subscription.Status): SubscriptionSnapshot["status"] {
  if (status === "active" || status === "trialing") return "active";
  if (status === "past_due" || status === "unpaid") return "past_due";
  if (status === "canceled" || status === "incomplete_expired") return "canceled";
  return "incomplete";
}

async function snapshotOf(db: DbTx, sub: Stripe.Subscription, readAt: Date): Promise<SubscriptionSnapshot> {
  const item = sub.items?.data?.[0];
  const priceId = item?.price?.id ?? null;
  const byPrice = priceId ? await db.plan.findFirst({ where: { stripePriceId: priceId }, select: { id: true } }) : null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    planId: byPrice?.id ?? sub.metadata?.plan_id ?? null,
    status: mapStatus(sub.status),
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    readAt,
  };
}

function isMissing(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { statusCode?: number }).statusCode === 404;
}

/** Re-reads an object from Stripe so the newest state wins whatever order events come in; a deleted object falls back to the event's copy. */
async function reRead<T>(fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (isMissing(e)) return fallback;
    throw e;
  }
}

/** The user a Stripe subscription or invoice belongs to: our own link, or the customer we created for them. */
async function userFor(db: DbTx, subscriptionId: string | null, customerId: string | null): Promise<number | null> {
  if (subscriptionId) {
    const bySub = await db.subscription.findUnique({ where: { stripeSubscriptionId: subscriptionId }, select: { userId: true } });
    if (bySub) return bySub.userId;
  }
  if (customerId) {
    const byCustomer = await db.subscription.findFirst({ where: { stripeCustomerId: customerId }, select: { userId: true } });
    if (byCustomer) return byCustomer.userId;
  }
  return null;
}

/**
 * POST /api/billing/webhook: verifies the signature on the raw body, then applies the event once.
 * Objects are re-read from Stripe before anything changes, so a late `customer.subscription.updated`
 * or one that arrives before `checkout.session.completed` leaves the newest state.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<{ received: true; duplicate: boolean; handled: boolean }> {
  const event = verifyStripeEvent(rawBody, signature);
  const db = getDb();
  if (!HANDLED.has(event.type)) {
    const outcome = await runEventOnce(event.id, event.type, async () => undefined);
    return { received: true, duplicate: outcome === "duplicate", handled: false };
  }
  if (await db.billingEvent.findUnique({ where: { id: event.id }, select: { id: true } })) {
    return { received: true, duplicate: true, handled: true };
  }
  const stripe = stripeClient()!;
  const ctx = (notices: BillingNotice[]): EventContext => ({ eventId: event.id, source: "stripe_webhook", notices });
  let replaced: string | null = null;
  let apply: (tx: DbTx, notices: BillingNotice[]) => Promise<void>;

  if (event.type.startsWith("checkout.session.")) {
    const object = event.data.object as Stripe.Checkout.Session;
    const session = await reRead(object, () => stripe.checkout.sessions.retrieve(object.id));
    if (event.type === "checkout.session.expired") {
      apply = (tx) => expireCheckout(tx, session.id);
    } else {
      const subscriptionId = idOf(session.subscription);
      const invoiceId = idOf(session.invoice);
      const readAt = new Date();
      const sub = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
      const invoice = invoiceId ? await reRead<Stripe.Invoice | null>(null, () => stripe.invoices.retrieve(invoiceId)) : null;
      const failed = event.type === "checkout.session.async_payment_failed";
      const paid = !failed && (session.payment_status === "paid" || session.payment_status === "no_payment_required");
      apply = async (tx, notices) => {
        const result = await applyCheckoutCompletion(
          tx,
          {
            sessionId: session.id,
            paid,
            failed,
            invoiceId,
            invoiceUrl: invoice?.hosted_invoice_url ?? null,
            amountCents: session.amount_total ?? null,
            currency: session.currency ?? null,
            providerPaymentId: invoiceId,
            subscription: sub ? await snapshotOf(tx, sub, readAt) : null,
          },
          ctx(notices),
        );
        replaced = result.replacedSubscriptionId;
      };
    }
  } else if (event.type.startsWith("customer.subscription.")) {
    const object = event.data.object as Stripe.Subscription;
    const readAt = new Date();
    const sub = await reRead(object, () => stripe.subscriptions.retrieve(object.id));
    apply = async (tx, notices) => {
      const userId = await userFor(tx, sub.id, idOf(sub.customer));
      if (!userId) return;
      ({ replacedSubscriptionId: replaced } = await applySubscriptionSnapshot(tx, userId, await snapshotOf(tx, sub, readAt), ctx(notices)));
    };
  } else {
    const object = event.data.object as Stripe.Invoice;
    const invoice = await reRead(object, () => stripe.invoices.retrieve(object.id!));
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
    const readAt = new Date();
    const sub = subscriptionId ? await reRead<Stripe.Subscription | null>(null, () => stripe.subscriptions.retrieve(subscriptionId)) : null;
    const paid = invoice.status === "paid";
    if (event.type === "invoice.paid" && !paid) return { received: true, duplicate: false, handled: false };
    apply = async (tx, notices) => {
      const userId = await userFor(tx, subscriptionId, idOf(invoice.customer));
      if (!userId) return;
      const snapshot = sub ? await snapshotOf(tx, sub, readAt) : null;
      await applyInvoiceOutcome(
        tx,
        {
          invoiceId: invoice.id!,
          userId,
          paid: event.type === "invoice.paid",
          billingReason: invoice.billing_reason ?? null,
          amountCents: event.type === "invoice.paid" ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          invoiceUrl: invoice.hosted_invoice_url ?? null,
          planId: snapshot?.planId ?? null,
          subscription: snapshot,
        },
        ctx(notices),
      );
    };
  }

  const outcome = await runEventOnce(event.id, event.type, apply);
  if (replaced) await cancelReplacedSubscription(replaced);
  return { received: true, duplicate: outcome === "duplicate", handled: true };
}

/** After an upgrade through a second checkout, the old subscription stops billing at once. */
async function cancelReplacedSubscription(subscriptionId: string): Promise<void> {
  try {
    await stripeClient()?.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `vets-replace-${subscriptionId}` });
  } catch (e) {
    log.error({ err: e }, `[billing] could not cancel replaced subscription ${subscriptionId}`);
  }
}
