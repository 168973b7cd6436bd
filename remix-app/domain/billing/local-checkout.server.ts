import crypto from "node:crypto";
import { LOCAL_DECLINED_CARD, LOCAL_TEST_CARD } from "@shared/billing";
import { findPlan } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { conflict, invalid, notFound } from "~/lib/errors.server";
import type { AuthUser } from "~/lib/session.server";
import { statusOfPayment } from "./checkout.server";
import { applyCheckoutCompletion, expireCheckout, runEventOnce } from "./fulfilment.server";
import { billingMode } from "./stripe-client.server";

export const CARD_DECLINED_MESSAGE = "Your card was declined. Use the test card 4242 4242 4242 4242.";

export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  // 31 Jan + 1 month would roll into March: stay on the month's last day instead.
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return next;
}

async function ownLocalSession(actor: AuthUser, sessionId: string) {
  if (billingMode() !== "local") throw notFound("Checkout session not found");
  const payment = await getDb().payment.findFirst({ where: { checkoutSessionId: sessionId, userId: actor.id, provider: "local" } });
  if (!payment) throw notFound("Checkout session not found");
  return payment;
}

/** What the local checkout page shows: only to the user who started it. */
export async function localCheckoutView(actor: AuthUser, sessionId: string, now = new Date()) {
  const payment = await ownLocalSession(actor, sessionId);
  const plan = findPlan(payment.planId);
  return {
    session_id: sessionId,
    plan_id: payment.planId,
    plan_name: plan?.name ?? payment.planId,
    features: plan?.features ?? [],
    description: payment.description,
    amount: payment.amountCents,
    currency: payment.currency,
    email: actor.email,
    state: statusOfPayment(payment, now),
    return_url: payment.returnUrl ?? "/billing",
  };
}

export interface TestCardInput {
  card_name: string;
  card_number: string;
  card_expiry: string;
  card_cvc: string;
}

function checkTestCard(card: TestCardInput, now: Date): void {
  const digits = card.card_number.replace(/[\s-]/g, "");
  if (!card.card_name.trim()) throw invalid("Enter the name on the card");
  if (!/^\d{16}$/.test(digits)) throw invalid("Enter a 16-digit card number");
  if (digits === LOCAL_DECLINED_CARD.replace(/\s/g, "")) throw invalid(CARD_DECLINED_MESSAGE);
  if (digits !== LOCAL_TEST_CARD.replace(/\s/g, "")) throw invalid(CARD_DECLINED_MESSAGE);
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.card_expiry.trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) throw invalid("Enter the expiry date as MM / YY");
  const endOfExpiry = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
  if (endOfExpiry <= now.getTime()) throw invalid("Your card has expired");
  if (!/^\d{3,4}$/.test(card.card_cvc.trim())) throw invalid("Enter the 3-digit security code");
}

/**
 * Pay on the local checkout: no money moves. It completes through the same fulfilment as
 * Stripe's checkout.session.completed, once per session (a second Pay is a no-op), and
 * returns where the browser goes next (the billing screen with the session id, to poll).
 */
export async function payLocalCheckout(actor: AuthUser, sessionId: string, card: TestCardInput, now = new Date()): Promise<{ returnUrl: string }> {
  const payment = await ownLocalSession(actor, sessionId);
  const returnUrl = payment.returnUrl ?? "/billing";
  if (payment.status === "paid") return { returnUrl };
  const state = statusOfPayment(payment, now);
  if (state.status === "expired") throw conflict("This checkout has expired. Start the upgrade again from Billing.");
  checkTestCard(card, now);
  await runEventOnce(`evt_local_${sessionId}`, "checkout.session.completed", async (tx, notices) => {
    await applyCheckoutCompletion(
      tx,
      {
        sessionId,
        paid: true,
        invoiceId: null,
        invoiceUrl: null,
        amountCents: payment.amountCents,
        currency: payment.currency,
        providerPaymentId: `pi_local_${crypto.randomBytes(12).toString("hex")}`,
        subscription: {
          id: null,
          customerId: null,
          planId: payment.planId,
          status: "active",
          currentPeriodEnd: addOneMonth(now),
          cancelAtPeriodEnd: false,
          readAt: now,
        },
      },
      { eventId: `evt_local_${sessionId}`, source: "local_checkout", notices },
    );
  });
  return { returnUrl };
}

/** Cancel on the local checkout: the session can no longer be paid; back to billing. */
export async function cancelLocalCheckout(actor: AuthUser, sessionId: string): Promise<{ returnUrl: string }> {
  await ownLocalSession(actor, sessionId);
  await getDb().$transaction((tx) => expireCheckout(tx, sessionId, "canceled"));
  return { returnUrl: "/billing?checkout=canceled" };
}
