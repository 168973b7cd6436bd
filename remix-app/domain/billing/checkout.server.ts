import crypto from "node:crypto";
import { findPlan, isPurchasablePlan, type PlanDefinition } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { conflict, DomainError, invalid, notFound } from "~/lib/errors.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { AuthUser } from "~/lib/session.server";
import { billingMode, PAYMENTS_NOT_SET_UP, requireStripe } from "./stripe-client.server";
import { subscriptionRowFor } from "./subscription-state.server";
import { assertRoleCan } from "~/domain/access/policy.server";

export const LOCAL_SESSION_MINUTES = 30;
export const UNKNOWN_PLAN_MESSAGE = "Unknown plan";
export const FOREIGN_ORIGIN_MESSAGE = "origin_url must be this site's own address";

export interface CheckoutInput {
  package_id: string;
  origin_url: string;
}

/** Who may buy what: veterans the veteran plans, employers the employer plans, both only those priced above 0. */
export function planForCheckout(actor: AuthUser, packageId: string): PlanDefinition {
  assertRoleCan(actor, "buy-subscription");
  const plan = findPlan(packageId);
  if (!plan || plan.audience !== actor.role) throw invalid(`${UNKNOWN_PLAN_MESSAGE}: ${packageId.slice(0, 40)}`);
  if (!isPurchasablePlan(plan)) throw invalid(`The ${plan.name} plan is free and needs no checkout`);
  return plan;
}

/**
 * origin_url is where the browser comes back to after checkout, so it must be this app's own
 * origin (same host as the request): anything else would make the success URL an open redirect.
 */
export function ownOrigin(originUrl: string, requestUrl: string): string {
  let url: URL;
  try {
    url = new URL(originUrl);
  } catch {
    throw invalid(FOREIGN_ORIGIN_MESSAGE);
  }
  const request = new URL(requestUrl);
  const pathOk = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!/^https?:$/.test(url.protocol) || url.host !== request.host || !pathOk) throw invalid(FOREIGN_ORIGIN_MESSAGE);
  return url.origin;
}

/** POST /api/billing/checkout: a checkout session for a paid plan → the URL the browser goes to. */
export async function startCheckout(actor: AuthUser, input: CheckoutInput, requestUrl: string): Promise<{ url: string; session_id: string }> {
  if (billingMode() === "none") throw new DomainError(503, PAYMENTS_NOT_SET_UP);
  const plan = planForCheckout(actor, input.package_id);
  const origin = ownOrigin(input.origin_url, requestUrl);
  await consumeRateLimit("checkoutPerUser", String(actor.id));
  const db = getDb();
  const subscription = await db.$transaction((tx) => subscriptionRowFor(tx, actor.id));
  if (subscription.tier === plan.id && subscription.status !== "canceled") {
    throw conflict(`You are already on the ${plan.name} plan`);
  }
  const returnUrl = `${origin}/billing?session_id={CHECKOUT_SESSION_ID}`;
  const description = `${plan.name} plan — monthly subscription`;

  if (billingMode() === "local") {
    const sessionId = `cs_local_${crypto.randomBytes(18).toString("hex")}`;
    await db.payment.create({
      data: {
        userId: actor.id,
        planId: plan.id,
        amountCents: plan.priceCents,
        currency: "usd",
        status: "pending",
        provider: "local",
        checkoutSessionId: sessionId,
        description,
        // Same origin by construction: the local page redirects by path.
        returnUrl: `/billing?session_id=${sessionId}`,
        expiresAt: new Date(Date.now() + LOCAL_SESSION_MINUTES * 60_000),
      },
    });
    return { url: `${origin}/billing/checkout/${sessionId}`, session_id: sessionId };
  }

  const stripe = requireStripe();
  const catalogue = await db.plan.findUnique({ where: { id: plan.id }, select: { stripePriceId: true } });
  if (!catalogue?.stripePriceId) throw invalid(`The ${plan.name} plan has no price configured`);
  let customerId = subscription.stripeCustomerId;
  if (!customerId) {
    const customer = await stripe.customers.create(
      { email: actor.email, name: actor.fullName, metadata: { user_id: String(actor.id) } },
      { idempotencyKey: `vets-customer-${actor.id}` },
    );
    customerId = customer.id;
    // Reused for every later checkout of this user; a concurrent first checkout got the same
    // customer through the idempotency key.
    await db.subscription.update({ where: { userId: actor.id }, data: { stripeCustomerId: customerId } });
  }
  const metadata = { user_id: String(actor.id), plan_id: plan.id };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer: customerId,
      client_reference_id: String(actor.id),
      line_items: [{ price: catalogue.stripePriceId, quantity: 1 }],
      success_url: returnUrl,
      cancel_url: `${origin}/billing?checkout=canceled`,
      metadata,
      subscription_data: { metadata },
    },
    { idempotencyKey: `vets-checkout-${actor.id}-${crypto.randomUUID()}` },
  );
  if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
  await db.payment.create({
    data: {
      userId: actor.id,
      planId: plan.id,
      amountCents: session.amount_total ?? plan.priceCents,
      currency: session.currency ?? "usd",
      status: "pending",
      provider: "stripe",
      checkoutSessionId: session.id,
      description,
      returnUrl: returnUrl.replace("{CHECKOUT_SESSION_ID}", session.id),
      expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
    },
  });
  return { url: session.url, session_id: session.id };
}

export interface CheckoutStatus {
  payment_status: "paid" | "unpaid";
  status: "open" | "complete" | "expired";
}

/**
 * GET /api/billing/status/{sessionId}: what fulfilment has written for the caller's own
 * session. It never grants anything; an unknown or someone else's session is a 404.
 */
export async function checkoutStatus(actor: AuthUser, sessionId: string, now = new Date()): Promise<CheckoutStatus> {
  const payment = await getDb().payment.findFirst({ where: { checkoutSessionId: sessionId, userId: actor.id } });
  if (!payment) throw notFound("Checkout session not found");
  return statusOfPayment(payment, now);
}

export function statusOfPayment(payment: { status: string; expiresAt: Date | null }, now = new Date()): CheckoutStatus {
  if (payment.status === "paid") return { payment_status: "paid", status: "complete" };
  if (payment.status === "failed") return { payment_status: "unpaid", status: "complete" };
  if (payment.status === "expired" || payment.status === "canceled" || (payment.expiresAt && payment.expiresAt < now)) {
    return { payment_status: "unpaid", status: "expired" };
  }
  return { payment_status: "unpaid", status: "open" };
}
