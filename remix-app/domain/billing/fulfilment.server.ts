import { findPlan } from "@shared/plans";
import { getDb, type DbTx } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { emailBillingNotices } from "./billing-emails.server";
import { queueReceiptOnce, type BillingNotice } from "./billing-notices.server";
import { changeSubscription, fallbackTier, subscriptionRowFor, type BillingSource } from "./subscription-state.server";

/**
 * Fulfilment: the only code that grants, keeps or takes away a paid plan. It runs for trusted
 * events only (a signed Stripe webhook, or the local checkout's own Pay), each event once, all of
 * its writes in one transaction. The success page and the status endpoint only read what it wrote.
 */

/** A subscription as the provider reports it right now (re-read, so late or reordered events cannot regress it). */
export interface SubscriptionSnapshot {
  id: string | null;
  customerId: string | null;
  planId: string | null;
  status: "active" | "past_due" | "canceled" | "incomplete";
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When it was read from the provider: an older read never overwrites a newer one. */
  readAt: Date;
}

export interface EventContext {
  eventId: string;
  source: BillingSource;
  /** The emails the event's writes call for (runEventOnce's list): sent once the transaction commits. */
  notices: BillingNotice[];
}

/**
 * Runs `apply` for an event id at most once: the id is recorded in the same transaction as the
 * event's writes, so a replay (sequential or concurrent) is a no-op and a failure leaves nothing.
 * The billing emails `apply` queued go out after the commit; a replay or a rollback sends none.
 */
export async function runEventOnce(eventId: string, type: string, apply: (tx: DbTx, notices: BillingNotice[]) => Promise<void>): Promise<"applied" | "duplicate"> {
  const db = getDb();
  if (await db.billingEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return "duplicate";
  const notices: BillingNotice[] = [];
  // A unique key other than the event's (a receipt marker another event wrote at the same moment)
  // rolls this event back whole; run it again, when it reads what the other committed.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.$transaction(async (tx) => {
        notices.length = 0;
        await tx.billingEvent.create({ data: { id: eventId, type: type.slice(0, 100) } });
        await apply(tx, notices);
      });
      break;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      if (await db.billingEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return "duplicate";
      if (attempt >= 3) throw e;
    }
  }
  await emailBillingNotices(notices);
  return "applied";
}

async function planIdForSnapshot(tx: DbTx, userId: number, snapshot: SubscriptionSnapshot): Promise<string | null> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { role: true } });
  const plan = findPlan(snapshot.planId);
  // A plan of the other audience (or a free one) is never granted, whatever metadata says.
  if (!plan || plan.priceCents <= 0 || plan.audience !== user?.role) return null;
  return plan.id;
}

/** Makes our subscription match the provider's. Returns the subscription id it replaced, if any (to cancel at the provider). */
export async function applySubscriptionSnapshot(
  tx: DbTx,
  userId: number,
  snapshot: SubscriptionSnapshot,
  ctx: EventContext,
): Promise<{ replacedSubscriptionId: string | null }> {
  const current = await subscriptionRowFor(tx, userId);
  const none = { replacedSubscriptionId: null };
  if (current.providerStateAt && snapshot.readAt < current.providerStateAt) return none;
  const isCurrent = !current.stripeSubscriptionId || !snapshot.id || current.stripeSubscriptionId === snapshot.id;
  const base = { source: ctx.source, reference: ctx.eventId };
  const ids = { stripeCustomerId: snapshot.customerId ?? current.stripeCustomerId, providerStateAt: snapshot.readAt };

  if (snapshot.status === "canceled") {
    // The end of a subscription the user has already replaced (an upgrade) changes nothing.
    if (!isCurrent) return none;
    await changeSubscription(
      tx,
      userId,
      { tier: fallbackTier(current.tier), status: "canceled", cancelAtPeriodEnd: false, stripeSubscriptionId: null, ...ids },
      { ...base, action: "canceled" },
    );
    return none;
  }
  if (snapshot.status === "incomplete") {
    await changeSubscription(tx, userId, { stripeCustomerId: ids.stripeCustomerId }, { ...base, action: "status_changed" });
    return none;
  }
  if (!isCurrent && snapshot.status !== "active") return none;
  const planId = await planIdForSnapshot(tx, userId, snapshot);
  if (!planId) return none;
  const action = snapshot.status === "past_due" ? "past_due" : current.tier !== planId ? "upgraded" : current.status !== "active" ? "reactivated" : "status_changed";
  await changeSubscription(
    tx,
    userId,
    {
      tier: planId,
      status: snapshot.status,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      stripeSubscriptionId: snapshot.id,
      ...ids,
    },
    { ...base, action },
  );
  return { replacedSubscriptionId: !isCurrent ? current.stripeSubscriptionId : null };
}

export interface CheckoutCompletion {
  sessionId: string;
  paid: boolean;
  failed?: boolean;
  invoiceId: string | null;
  invoiceUrl: string | null;
  amountCents: number | null;
  currency: string | null;
  providerPaymentId: string | null;
  subscription: SubscriptionSnapshot | null;
}

/**
 * A checkout finished (Stripe's checkout.session.completed or async result, or the local Pay):
 * the Payment row of that session becomes paid (or failed) and the subscription follows the provider's.
 * A session we did not start is ignored.
 */
export async function applyCheckoutCompletion(tx: DbTx, completion: CheckoutCompletion, ctx: EventContext) {
  const payment = await tx.payment.findUnique({ where: { checkoutSessionId: completion.sessionId } });
  if (!payment) return { userId: null, replacedSubscriptionId: null };
  if (completion.paid && payment.status !== "paid") {
    const invoiceTaken = completion.invoiceId
      ? await tx.payment.findFirst({ where: { providerInvoiceId: completion.invoiceId, id: { not: payment.id } }, select: { id: true } })
      : null;
    await tx.payment.update({
      where: { id: payment.id },
      data: {
        status: "paid",
        paidAt: new Date(),
        amountCents: completion.amountCents ?? payment.amountCents,
        currency: completion.currency ?? payment.currency,
        providerInvoiceId: invoiceTaken ? payment.providerInvoiceId : (completion.invoiceId ?? payment.providerInvoiceId),
        providerPaymentId: completion.providerPaymentId ?? payment.providerPaymentId,
        invoiceUrl: completion.invoiceUrl ?? payment.invoiceUrl,
      },
    });
    await queueReceiptOnce(tx, ctx.notices, { kind: "receipt", userId: payment.userId, paymentId: payment.id }, completion.invoiceId);
  } else if (completion.failed && payment.status === "pending") {
    await tx.payment.update({ where: { id: payment.id }, data: { status: "failed" } });
    ctx.notices.push({ kind: "failed", userId: payment.userId, paymentId: payment.id });
  }
  let replacedSubscriptionId: string | null = null;
  if (completion.subscription) {
    ({ replacedSubscriptionId } = await applySubscriptionSnapshot(tx, payment.userId, completion.subscription, ctx));
  }
  return { userId: payment.userId, replacedSubscriptionId };
}

/** A checkout that can no longer be paid (Stripe's checkout.session.expired, or Cancel on the local page). */
export async function expireCheckout(tx: DbTx, sessionId: string, status: "expired" | "canceled" = "expired") {
  await tx.payment.updateMany({ where: { checkoutSessionId: sessionId, status: "pending" }, data: { status } });
}

export interface InvoiceOutcome {
  invoiceId: string;
  userId: number;
  paid: boolean;
  billingReason: string | null;
  amountCents: number;
  currency: string;
  invoiceUrl: string | null;
  planId: string | null;
  subscription: SubscriptionSnapshot | null;
}

/**
 * invoice.paid / invoice.payment_failed: one Payment row per invoice (the first invoice is the
 * checkout's own row), then the subscription follows the provider's (past_due after a failure,
 * active again once paid).
 */
export async function applyInvoiceOutcome(tx: DbTx, outcome: InvoiceOutcome, ctx: EventContext) {
  let payment = await tx.payment.findUnique({ where: { providerInvoiceId: outcome.invoiceId } });
  if (!payment && outcome.billingReason === "subscription_create") {
    payment = await tx.payment.findFirst({
      where: { userId: outcome.userId, provider: "stripe", providerInvoiceId: null, checkoutSessionId: { not: null }, ...(outcome.planId ? { planId: outcome.planId } : {}) },
      orderBy: { id: "desc" },
    });
  }
  const status = outcome.paid ? "paid" : "failed";
  // The row this outcome wrote; none when the invoice was already paid (a late failure then emails nothing).
  let settled: { id: number } | null = null;
  if (payment) {
    if (payment.status !== "paid") {
      settled = await tx.payment.update({
        where: { id: payment.id },
        data: {
          status,
          providerInvoiceId: outcome.invoiceId,
          amountCents: outcome.amountCents,
          currency: outcome.currency,
          invoiceUrl: outcome.invoiceUrl ?? payment.invoiceUrl,
          paidAt: outcome.paid ? new Date() : null,
        },
        select: { id: true },
      });
    }
  } else {
    const planId = outcome.planId ?? (await subscriptionRowFor(tx, outcome.userId)).tier;
    const plan = findPlan(planId);
    settled = await tx.payment.create({
      select: { id: true },
      data: {
        userId: outcome.userId,
        planId,
        amountCents: outcome.amountCents,
        currency: outcome.currency,
        status,
        provider: "stripe",
        providerInvoiceId: outcome.invoiceId,
        description: `${plan?.name ?? planId} plan — ${outcome.billingReason === "subscription_cycle" ? "renewal" : "invoice"}`,
        invoiceUrl: outcome.invoiceUrl,
        paidAt: outcome.paid ? new Date() : null,
      },
    });
  }
  if (settled && outcome.paid) {
    const kind = outcome.billingReason === "subscription_cycle" ? "renewal" : "receipt";
    await queueReceiptOnce(tx, ctx.notices, { kind, userId: outcome.userId, paymentId: settled.id }, outcome.invoiceId);
  } else if (settled) {
    ctx.notices.push({ kind: "failed", userId: outcome.userId, paymentId: settled.id });
  }
  if (!outcome.paid) {
    // Recorded even when the status was already past_due: each failed charge is an event.
    await changeSubscription(tx, outcome.userId, {}, { source: ctx.source, reference: ctx.eventId, action: "payment_failed" });
  }
  if (outcome.subscription) await applySubscriptionSnapshot(tx, outcome.userId, outcome.subscription, ctx);
}
