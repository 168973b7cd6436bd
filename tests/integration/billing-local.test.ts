import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DECLINED_CARD, LOCAL_TEST_CARD } from "@shared/billing";
import { assertAllowance } from "~/domain/billing/allowances.server";
import { adminBillingOverview } from "~/domain/billing/admin-billing-overview.server";
import { settleLocalPeriodEnds } from "~/domain/billing/lifecycle.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ LOCAL_CHECKOUT: "true" });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const veteran = () => registerAccount(api, `local-vet-${++n}@example.com`);
const card = (number = LOCAL_TEST_CARD) => ({ intent: "pay", card_name: "Jordan Miles", card_number: number, card_expiry: "12 / 39", card_cvc: "123" });

async function checkout(account: TestAccount, packageId = "pro") {
  const res = await account.client.post("/api/billing/checkout", { package_id: packageId, origin_url: server.baseUrl });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { url: res.body.url as string, sessionId: res.body.session_id as string };
}

/** Submits the local checkout page's form as the browser does. */
async function submitCheckout(account: TestAccount, sessionId: string, fields: Record<string, string>) {
  return fetch(`${server.baseUrl}/billing/checkout/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { Authorization: `Bearer ${account.token}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("local checkout (the embedded default)", () => {
  it("Upgrade → our own checkout page → Pay: fulfilled once through the same fulfilment, then the status reads paid", async () => {
    const account = await veteran();
    const { url, sessionId } = await checkout(account);
    expect(url).toBe(`${server.baseUrl}/billing/checkout/${sessionId}`);
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "open" });
    const page = await account.client.get(`/billing/checkout/${sessionId}`);
    expect(page.status).toBe(200);
    expect(String(page.body._raw)).toContain("no money moves");

    const paid = await submitCheckout(account, sessionId, card());
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(`/billing?session_id=${sessionId}`);
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body).toEqual({ payment_status: "paid", status: "complete" });
    const again = await submitCheckout(account, sessionId, card());
    expect(again.status).toBe(302);

    const db = getDb();
    expect(await db.subscription.findUniqueOrThrow({ where: { userId: account.userId } })).toMatchObject({ tier: "pro", status: "active", cancelAtPeriodEnd: false });
    expect(await db.payment.findMany({ where: { userId: account.userId } })).toEqual([expect.objectContaining({ status: "paid", amountCents: 2900, provider: "local" })]);
    const events = await db.subscriptionEvent.findMany({ where: { userId: account.userId } });
    expect(events).toEqual([expect.objectContaining({ action: "upgraded", fromTier: "free_trial", toTier: "pro", source: "local_checkout" })]);
    const dashboard = await account.client.get("/api/billing/dashboard");
    expect(dashboard.body.current_subscription).toMatchObject({ plan_id: "pro", monthly_limit: 50, status: "active" });
    expect(dashboard.body.payment_mode).toBe("local");
    // One receipt for the one payment, however many times Pay is pressed.
    const receipts = await db.emailOutbox.findMany({ where: { to: account.email, kind: "billing" } });
    expect(receipts.map((m) => m.subject)).toEqual(["Receipt for your Pro plan: $29.00"]);
  });

  it("a declined or malformed card changes nothing and says why", async () => {
    const account = await veteran();
    const { sessionId } = await checkout(account);
    for (const number of [LOCAL_DECLINED_CARD, "1234"]) {
      const res = await submitCheckout(account, sessionId, card(number));
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/declined|16-digit/);
    }
    expect((await account.client.get(`/api/billing/status/${sessionId}`)).body.payment_status).toBe("unpaid");
    expect((await getDb().subscription.findUniqueOrThrow({ where: { userId: account.userId } })).tier).toBe("free_trial");
  });

  it("someone else's session is a 404 on the page, the Pay action and the status", async () => {
    const owner = await veteran();
    const intruder = await veteran();
    const { sessionId } = await checkout(owner);
    expect((await intruder.client.get(`/billing/checkout/${sessionId}`)).status).toBe(404);
    expect((await submitCheckout(intruder, sessionId, card())).status).toBe(404);
    expect((await intruder.client.get(`/api/billing/status/${sessionId}`)).status).toBe(404);
    expect((await getDb().subscription.findUniqueOrThrow({ where: { userId: intruder.userId } })).tier).toBe("free_trial");
    expect((await getDb().subscription.findUniqueOrThrow({ where: { userId: owner.userId } })).tier).toBe("free_trial");
  });

  it("Cancel on the checkout, or a session past its time, reads expired and can no longer be paid", async () => {
    const account = await veteran();
    const first = await checkout(account);
    const cancelled = await submitCheckout(account, first.sessionId, { intent: "cancel" });
    expect(cancelled.headers.get("Location")).toBe("/billing?checkout=canceled");
    expect((await account.client.get(`/api/billing/status/${first.sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "expired" });
    const second = await checkout(account, "premium");
    await getDb().payment.update({ where: { checkoutSessionId: second.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await submitCheckout(account, second.sessionId, card());
    expect(late.status).toBe(200);
    expect(await late.text()).toContain("expired");
    expect((await getDb().subscription.findUniqueOrThrow({ where: { userId: account.userId } })).tier).toBe("free_trial");
  });

  it("webhooks are refused when Stripe is not configured", async () => {
    const res = await api.post("/api/billing/webhook", { id: "evt_1", type: "checkout.session.completed" }, { "Stripe-Signature": "t=1,v1=abc" });
    expect(res.status).toBe(400);
  });

  it("cancellation keeps the plan to the period end, then the lifecycle job moves it to free; an uncancelled plan renews", async () => {
    const leaving = await veteran();
    const staying = await veteran();
    for (const account of [leaving, staying]) {
      const { sessionId } = await checkout(account);
      expect((await submitCheckout(account, sessionId, card())).status).toBe(302);
    }
    const res = await leaving.client.post("/api/billing/cancel");
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Pro plan stays active until/);
    expect((await leaving.client.post("/api/billing/cancel")).status).toBe(200);
    const db = getDb();
    expect(await db.subscription.findUniqueOrThrow({ where: { userId: leaving.userId } })).toMatchObject({ tier: "pro", cancelAtPeriodEnd: true });

    const afterPeriod = new Date(Date.now() + 32 * 86_400_000);
    const settled = await settleLocalPeriodEnds(afterPeriod);
    expect(settled.ended).toBeGreaterThanOrEqual(1);
    expect(settled.renewed).toBeGreaterThanOrEqual(1);
    expect(await settleLocalPeriodEnds(afterPeriod)).toEqual({ ended: 0, renewed: 0 });
    expect(await db.subscription.findUniqueOrThrow({ where: { userId: leaving.userId } })).toMatchObject({ tier: "free", status: "canceled" });
    expect(await db.subscription.findUniqueOrThrow({ where: { userId: staying.userId } })).toMatchObject({ tier: "pro", status: "active" });
    expect(await db.payment.count({ where: { userId: staying.userId, status: "paid" } })).toBe(2);
    const billingMail = async (to: string) => (await db.emailOutbox.findMany({ where: { to, kind: "billing" }, orderBy: { id: "asc" } })).map((m) => m.subject);
    expect(await billingMail(staying.email)).toEqual(["Receipt for your Pro plan: $29.00", "Your Pro plan renewed: $29.00"]);
    expect(await billingMail(leaving.email)).toEqual(["Receipt for your Pro plan: $29.00"]);
    const actions = (await db.subscriptionEvent.findMany({ where: { userId: leaving.userId }, orderBy: { id: "asc" } })).map((e) => [e.action, e.source]);
    expect(actions).toEqual([["upgraded", "local_checkout"], ["cancel_requested", "user"], ["canceled", "scheduler"]]);
    // Tier limits follow at once: auto-apply is refused again for the one who left, allowed for the one who stayed.
    await expect(assertAllowance(db, leaving.userId, "auto-apply")).rejects.toMatchObject({ status: 403 });
    await expect(assertAllowance(db, staying.userId, "auto-apply")).resolves.toMatchObject({ planId: "pro", limit: 50 });
  });

  it("the admin hook reports MRR, ARR, counts, failed payments, pending cancellations, revenue by tier and recent transactions from our rows", async () => {
    const db = getDb();
    const baseline = await adminBillingOverview({ id: 0, email: "admin@x", fullName: "Admin", role: "admin", profilePicUrl: null, emailVerified: true });
    const pro = await veteran();
    const elite = await veteran();
    await veteran(); // stays on the trial
    for (const [account, plan] of [[pro, "pro"], [elite, "elite"]] as const) {
      const { sessionId } = await checkout(account, plan);
      expect((await submitCheckout(account, sessionId, card())).status).toBe(302);
    }
    await elite.client.post("/api/billing/cancel");
    await db.payment.create({ data: { userId: pro.userId, planId: "pro", amountCents: 2900, status: "failed", description: "Pro plan — renewal" } });
    const overview = await adminBillingOverview({ id: 0, email: "admin@x", fullName: "Admin", role: "admin", profilePicUrl: null, emailVerified: true });
    expect(overview.revenue_metrics.mrr - baseline.revenue_metrics.mrr).toBe(2900 + 14900);
    expect(overview.revenue_metrics.arr).toBe(overview.revenue_metrics.mrr * 12);
    expect(overview.active_subscriptions - baseline.active_subscriptions).toBe(2);
    expect(overview.trial_subscriptions - baseline.trial_subscriptions).toBe(1);
    expect(overview.pending_cancellations - baseline.pending_cancellations).toBe(1);
    expect(overview.failed_payments - baseline.failed_payments).toBe(1);
    expect(overview.revenue_by_tier.elite - baseline.revenue_by_tier.elite).toBe(14900);
    expect(overview.recent_transactions[0]).toMatchObject({ user_email: pro.email, amount: 2900, plan: "pro", status: "failed" });
    expect(overview.recent_transactions.map((t) => t.user_email)).toContain(elite.email);
    await expect(adminBillingOverview({ id: pro.userId, email: pro.email, fullName: "x", role: "veteran", profilePicUrl: null, emailVerified: true })).rejects.toMatchObject({ status: 403 });
  });
});
