import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { FakeStripe } from "../fakes/stripe-server";
import { signUpEmployer } from "../fixtures/sign-up";

let server: TestServer;
let api: ApiClient;
let stripe: FakeStripe;
let origin: string;
let n = 0;

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  server = await startTestServer({
    STRIPE_SECRET_KEY: "sk_test_fake_key_123",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.baseUrl,
  });
  api = new ApiClient(server.baseUrl);
  origin = server.baseUrl;
});
afterAll(async () => {
  await server?.close();
  await stripe?.stop();
});

const veteran = () => registerAccount(api, `stripe-vet-${++n}@example.com`);

async function deliver(event: object, opts: { secret?: string; timestamp?: number; header?: string | null; body?: string } = {}) {
  const { payload, header } = stripe.signed(event, opts);
  const headers: Record<string, string> = {};
  const sig = opts.header === undefined ? header : opts.header;
  if (sig !== null) headers["Stripe-Signature"] = sig;
  return api.withToken(null).post("/api/billing/webhook", opts.body ?? payload, headers);
}

async function checkout(account: TestAccount, packageId = "pro") {
  const res = await account.client.post("/api/billing/checkout", { package_id: packageId, origin_url: origin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sessionId = res.body.session_id as string;
  return { url: res.body.url as string, sessionId };
}

const subscriptionOf = (userId: number) => getDb().subscription.findUniqueOrThrow({ where: { userId } });
const eventsOf = (userId: number) => getDb().subscriptionEvent.findMany({ where: { userId }, orderBy: { id: "asc" } });

/** A veteran who has paid for Pro and whose webhook has been delivered. */
async function paidVeteran() {
  const account = await veteran();
  const { sessionId } = await checkout(account);
  const { session, subscription, invoice } = stripe.completeCheckout(sessionId);
  expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
  return { account, sessionId, subscription, invoice };
}

describe("POST /api/billing/checkout (Stripe mode)", () => {
  it("creates a subscription-mode Checkout Session for the plan's price, with our user as client_reference_id and idempotency keys", async () => {
    const account = await veteran();
    const { url, sessionId } = await checkout(account);
    expect(url).toBe(`${stripe.baseUrl}/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ mode: "subscription", client_reference_id: String(account.userId), price: "price_vets_pro_monthly" });
    expect(session.success_url).toBe(`${origin}/billing?session_id={CHECKOUT_SESSION_ID}`);
    const creates = stripe.requests.filter((r) => r.method === "POST");
    expect(creates.length).toBeGreaterThanOrEqual(2);
    expect(creates.every((r) => r.idempotencyKey)).toBe(true);
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "open" });
  });

  it("reuses the customer for the same user across checkouts", async () => {
    const account = await veteran();
    const customersBefore = stripe.customers.size;
    const first = await checkout(account, "pro");
    const second = await checkout(account, "premium");
    expect(stripe.customers.size).toBe(customersBefore + 1);
    expect(stripe.sessions.get(first.sessionId)!.customer).toBe(stripe.sessions.get(second.sessionId)!.customer);
  });

  it("refuses unknown, free and other-audience packages with 422", async () => {
    const account = await veteran();
    for (const package_id of ["platinum", "free_trial", "free", "growth", ""]) {
      const res = await account.client.post("/api/billing/checkout", { package_id, origin_url: origin });
      expect(res.status, package_id).toBe(422);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    expect((await api.post("/api/billing/checkout", { package_id: "pro", origin_url: origin })).status).toBe(401);
  });

  it("refuses an origin_url that is not this app's own origin (no open redirect through the success URL)", async () => {
    const account = await veteran();
    const host = new URL(origin).host;
    for (const origin_url of ["https://evil.example", `http://${host}.evil.example`, `http://user@evil.example`, `${origin}/billing?next=https://evil.example`, "javascript:alert(1)", "not a url"]) {
      const res = await account.client.post("/api/billing/checkout", { package_id: "pro", origin_url });
      expect(res.status, origin_url).toBe(422);
    }
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.body.client_reference_id === String(account.userId))).toHaveLength(0);
  });
});

describe("POST /api/billing/webhook", () => {
  it("refuses a missing header, a wrong signature, a tampered body and a stale timestamp with 400, changing nothing", async () => {
    const account = await veteran();
    const { sessionId } = await checkout(account);
    const { session } = stripe.completeCheckout(sessionId);
    const event = stripe.event("checkout.session.completed", session);
    expect((await deliver(event, { header: null })).status).toBe(400);
    expect((await deliver(event, { secret: "whsec_not_the_right_secret" })).status).toBe(400);
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(stale.status).toBe(400);
    expect(stale.body.detail).toBe("Invalid webhook signature");
    // Stripe's own check lets a signature from the future through (its age is negative): one
    // minted for next week would replay for a week.
    const future = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 10 * 60 });
    expect([future.status, future.body.detail]).toEqual([400, "Invalid webhook signature"]);
    const { header } = stripe.signed(event);
    const tampered = JSON.stringify({ ...event, id: "evt_forged" });
    expect((await deliver(event, { header, body: tampered })).status).toBe(400);
    expect((await subscriptionOf(account.userId)).tier).toBe("free_trial");
    expect(await getDb().billingEvent.count({ where: { id: event.id } })).toBe(0);
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body.payment_status).toBe("unpaid");
  });

  it("the success page and the status endpoint never grant the plan before the webhook; the webhook does", async () => {
    const account = await veteran();
    const { sessionId } = await checkout(account);
    const { session, invoice } = stripe.completeCheckout(sessionId); // paid at Stripe, webhook not yet here
    const page = await account.client.get(`/billing?session_id=${sessionId}`);
    expect(page.status).toBe(200);
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "open" });
    expect((await subscriptionOf(account.userId)).tier).toBe("free_trial");

    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body).toEqual({ payment_status: "paid", status: "complete" });
    const sub = await subscriptionOf(account.userId);
    expect(sub).toMatchObject({ tier: "pro", status: "active", stripeSubscriptionId: session.subscription });
    const dashboard = await account.client.get("/api/billing/dashboard");
    expect(dashboard.body.current_subscription).toMatchObject({ plan_id: "pro", plan_name: "Pro", price: 2900, status: "active", monthly_limit: 50, usage: 0 });
    expect(dashboard.body.billing_history).toEqual([
      expect.objectContaining({ amount: 2900, status: "paid", invoice_url: invoice.hosted_invoice_url, description: "Pro plan — monthly subscription" }),
    ]);
    // Paid features follow at once: auto-apply no longer refused for the tier.
    const stats = await account.client.get("/api/auth/me");
    expect(stats.body.subscription_tier).toBe("pro");
  });

  it("a replayed event (ten times, some at once) changes nothing after the first", async () => {
    const account = await veteran();
    const { sessionId } = await checkout(account);
    const { session } = stripe.completeCheckout(sessionId);
    const event = stripe.event("checkout.session.completed", session);
    expect((await deliver(event)).body).toMatchObject({ received: true, duplicate: false });
    const eventsAfterFirst = await eventsOf(account.userId);
    const paymentsAfterFirst = await getDb().payment.findMany({ where: { userId: account.userId } });
    const replays = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    for (let i = 0; i < 5; i++) replays.push(await deliver(event));
    expect(replays.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(replays.every((r) => r.body.duplicate === true)).toBe(true);
    expect(await eventsOf(account.userId)).toEqual(eventsAfterFirst);
    expect(await getDb().payment.findMany({ where: { userId: account.userId } })).toEqual(paymentsAfterFirst);
    expect(await getDb().billingEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("customer.subscription.updated before checkout.session.completed ends in the same single upgrade; a stale copy cannot regress it", async () => {
    const account = await veteran();
    const { sessionId } = await checkout(account);
    const { session, subscription } = stripe.completeCheckout(sessionId);
    const staleCopy = { ...subscription, status: "incomplete" };
    expect((await deliver(stripe.event("customer.subscription.updated", subscription))).status).toBe(200);
    expect((await subscriptionOf(account.userId)).tier).toBe("pro");
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect((await deliver(stripe.event("customer.subscription.updated", staleCopy))).status).toBe(200);
    const sub = await subscriptionOf(account.userId);
    expect(sub).toMatchObject({ tier: "pro", status: "active", stripeSubscriptionId: subscription.id });
    expect((await eventsOf(account.userId)).filter((e) => e.action === "upgraded")).toHaveLength(1);
    expect(await getDb().payment.count({ where: { userId: account.userId, status: "paid" } })).toBe(1);
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body.payment_status).toBe("paid");
  });

  it("a failed renewal makes the subscription past_due with a failed payment; paying the invoice makes it active again", async () => {
    const { account, subscription } = await paidVeteran();
    const open = stripe.failRenewal(subscription.id);
    expect((await deliver(stripe.event("invoice.payment_failed", open))).status).toBe(200);
    let dashboard = await account.client.get("/api/billing/dashboard");
    expect(dashboard.body.current_subscription).toMatchObject({ plan_id: "pro", status: "past_due" });
    expect(dashboard.body.billing_history).toContainEqual(expect.objectContaining({ status: "failed", amount: 2900 }));

    const paid = stripe.payInvoice(open.id);
    expect((await deliver(stripe.event("invoice.paid", paid))).status).toBe(200);
    dashboard = await account.client.get("/api/billing/dashboard");
    expect(dashboard.body.current_subscription).toMatchObject({ plan_id: "pro", status: "active" });
    const rows = await getDb().payment.findMany({ where: { userId: account.userId }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.status, r.providerInvoiceId === open.id])).toEqual([["paid", false], ["paid", true]]);
    const actions = (await eventsOf(account.userId)).map((e) => [e.action, e.source]);
    expect(actions).toEqual(expect.arrayContaining([["payment_failed", "stripe_webhook"], ["past_due", "stripe_webhook"], ["reactivated", "stripe_webhook"]]));
  });

  it("cancellation keeps the plan until Stripe ends the subscription, then the veteran is on free", async () => {
    const { account, subscription } = await paidVeteran();
    const res = await account.client.post("/api/billing/cancel");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cancel_at_period_end: true });
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    const cancelCall = stripe.requests.find((r) => r.path === `/v1/subscriptions/${subscription.id}` && r.method === "POST");
    expect(cancelCall?.idempotencyKey).toBeTruthy();
    expect(await subscriptionOf(account.userId)).toMatchObject({ tier: "pro", cancelAtPeriodEnd: true });
    expect((await deliver(stripe.event("customer.subscription.updated", stripe.subscriptions.get(subscription.id)!))).status).toBe(200);
    expect((await subscriptionOf(account.userId)).tier).toBe("pro");

    const ended = stripe.endSubscription(subscription.id);
    expect((await deliver(stripe.event("customer.subscription.deleted", ended))).status).toBe(200);
    expect(await subscriptionOf(account.userId)).toMatchObject({ tier: "free", status: "canceled", cancelAtPeriodEnd: false, stripeSubscriptionId: null });
    const events = await eventsOf(account.userId);
    expect(events.find((e) => e.action === "cancel_requested")).toMatchObject({ source: "user", actorId: account.userId });
    expect(events.find((e) => e.action === "canceled")).toMatchObject({ source: "stripe_webhook", fromTier: "pro", toTier: "free" });
    expect((await account.client.post("/api/billing/cancel")).status).toBe(409);
  });

  it("events for sessions and subscriptions that are not ours, and event types we do not handle, are acknowledged and ignored", async () => {
    const before = await getDb().subscriptionEvent.count();
    const foreign = { id: "cs_test_not_ours", object: "checkout.session", payment_status: "paid", subscription: null, invoice: null };
    expect((await deliver(stripe.event("checkout.session.completed", foreign))).status).toBe(200);
    expect((await deliver(stripe.event("customer.created", { id: "cus_x" }))).body).toMatchObject({ received: true, handled: false });
    expect(await getDb().subscriptionEvent.count()).toBe(before);
  });
});

describe("plan changes and payment updates (Stripe mode)", () => {
  it("a second checkout for another plan replaces the first subscription; the old one's end changes nothing", async () => {
    const { account, subscription: old } = await paidVeteran();
    const { sessionId } = await checkout(account, "premium");
    const { session, subscription: next } = stripe.completeCheckout(sessionId);
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect(await subscriptionOf(account.userId)).toMatchObject({ tier: "premium", stripeSubscriptionId: next.id });
    expect(stripe.subscriptions.get(old.id)!.status).toBe("canceled");
    expect((await deliver(stripe.event("customer.subscription.deleted", stripe.subscriptions.get(old.id)!))).status).toBe(200);
    expect(await subscriptionOf(account.userId)).toMatchObject({ tier: "premium", status: "active", stripeSubscriptionId: next.id });
  });

  it("an expired checkout reads expired; 'Update payment' opens Stripe's portal for the user's own customer", async () => {
    const account = await veteran();
    const { sessionId } = await checkout(account);
    const session = stripe.sessions.get(sessionId)!;
    session.status = "expired";
    expect((await deliver(stripe.event("checkout.session.expired", session))).status).toBe(200);
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "expired" });

    const portal = await account.client.post("/api/billing/payment-method", { origin_url: origin });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBe(`${stripe.baseUrl}/portal/${String(session.customer)}`);
    expect((await account.client.post("/api/billing/payment-method", { origin_url: "https://evil.example" })).status).toBe(422);
    const stranger = await veteran();
    expect((await stranger.client.post("/api/billing/payment-method", { origin_url: origin })).status).toBe(409);
  });
});

describe("employer plans through the same checkout", () => {
  it("an employer who chose Growth at sign-up is on Starter until the checkout is paid, then gets Growth's posting limit", async () => {
    const res = await signUpEmployer(api.withIp(nextIp()), employerRegistration(`growth-${++n}@acme.com`, { plan: "growth" }));
    expect(res.status).toBe(201);
    const employer = api.withToken(res.body.access_token as string).withIp(nextIp());
    const userId = res.body.user_id as number;
    expect((await employer.get("/api/employer/profile")).body).toMatchObject({ plan_id: "starter", requested_plan_id: "growth" });
    expect((await employer.post("/api/billing/checkout", { package_id: "pro", origin_url: origin })).status).toBe(422);
    const started = await employer.post("/api/billing/checkout", { package_id: "growth", origin_url: origin });
    expect(started.status).toBe(200);
    const { session } = stripe.completeCheckout(started.body.session_id as string);
    expect(stripe.sessions.get(session.id)!.price).toBe("price_vets_growth_monthly");
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect((await employer.get("/api/employer/profile")).body).toMatchObject({ plan_id: "growth", requested_plan_id: null });
    const dashboard = await employer.get("/api/billing/dashboard");
    expect(dashboard.body.current_subscription).toMatchObject({ plan_id: "growth", monthly_limit: 15, price: 19900 });
    expect((await subscriptionOf(userId)).tier).toBe("growth");
  });
});
