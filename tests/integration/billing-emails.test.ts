import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { FakeStripe } from "../fakes/stripe-server";

// Issue 55 item 3: payment receipt, plan renewal and payment failure emails, driven through the
// Stripe fake's signed webhooks, read from the outbox (the mail module's SMTP path has its own tests).

let server: TestServer;
let api: ApiClient;
let stripe: FakeStripe;
let n = 0;

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  server = await startTestServer({
    STRIPE_SECRET_KEY: "sk_test_fake_key_123",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.baseUrl,
    PUBLIC_URL: "https://vets.example",
  });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  await stripe?.stop();
});

async function deliver(event: object) {
  const { payload, header } = stripe.signed(event);
  const res = await api.withToken(null).post("/api/billing/webhook", payload, { "Stripe-Signature": header });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

/** A veteran whose Pro checkout Stripe has completed (subscription and first invoice paid), no webhook delivered yet. */
async function paidAtStripe(): Promise<{ account: TestAccount; session: Record<string, unknown> & { id: string }; subscription: { id: string }; invoice: Record<string, unknown> & { id: string } }> {
  const account = await registerAccount(api, `billing-mail-${++n}@example.com`, "veteran", "Secret123!", `Casey Payer${n}`);
  const res = await account.client.post("/api/billing/checkout", { package_id: "pro", origin_url: server.baseUrl });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { account, ...stripe.completeCheckout(res.body.session_id as string) };
}

const billingMails = (to: string) => getDb().emailOutbox.findMany({ where: { to, kind: "billing" }, orderBy: { id: "asc" } });

it("the first payment sends one receipt whether checkout.session.completed or invoice.paid comes first, and replays send nothing", async () => {
  for (const order of [["checkout.session.completed", "invoice.paid"], ["invoice.paid", "checkout.session.completed"]]) {
    const { account, session, invoice } = await paidAtStripe();
    const events = order.map((type) => stripe.event(type, type === "invoice.paid" ? invoice : session));
    for (const event of events) await deliver(event);
    for (const event of events) expect((await deliver(event)).body).toMatchObject({ duplicate: true });

    const mails = await billingMails(account.email);
    expect(mails.map((m) => m.subject), order.join(" then ")).toEqual(["Receipt for your Pro plan: $29.00"]);
    const payment = await getDb().payment.findFirstOrThrow({ where: { userId: account.userId, status: "paid" } });
    const text = mails[0].text;
    expect(text).toContain(`Hi Casey,`);
    expect(text).toContain("Thank you: your payment of $29.00 went through and your Pro plan is active.");
    expect(text).toContain(`Receipt R-${String(payment.id).padStart(6, "0")}\nPlan: Pro\nAmount: $29.00\nDate: `);
    expect(text).toContain(`Your receipt: https://vets.example/billing/receipts/${payment.id}`);
    expect(text).toContain(`The invoice from our payment provider: ${String(invoice.hosted_invoice_url)}`);
    expect(text).toContain("Your plan and billing history: https://vets.example/billing");
    expect((mails[0].headers as Record<string, string>)["List-Unsubscribe"]).toMatch(/^<https:\/\/vets\.example\/unsubscribe\?token=/);
    expect(text).toMatch(/Stop payment and plan emails: https:\/\/vets\.example\/unsubscribe\?token=/);
    expect(mails[0].html).toContain(`<a href="https://vets.example/billing">`);
  }
});

it("the two first-payment events at once still send one receipt", async () => {
  const { account, session, invoice } = await paidAtStripe();
  const events = [stripe.event("checkout.session.completed", session), stripe.event("invoice.paid", invoice)];
  const { payload: a, header: ha } = stripe.signed(events[0]);
  const { payload: b, header: hb } = stripe.signed(events[1]);
  const answers = await Promise.all([
    api.withToken(null).post("/api/billing/webhook", a, { "Stripe-Signature": ha }),
    api.withToken(null).post("/api/billing/webhook", b, { "Stripe-Signature": hb }),
  ]);
  // A collision on the receipt marker rolls the losing event back and runs it again: both answer 200.
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect((await billingMails(account.email)).map((m) => m.subject)).toEqual(["Receipt for your Pro plan: $29.00"]);
  expect(await getDb().payment.count({ where: { userId: account.userId, status: "paid" } })).toBe(1);
});

it("a second invoice paid is a renewal email; a failed charge says what failed and how to fix it; paying it afterwards is a renewal", async () => {
  const { account, session, subscription } = await paidAtStripe();
  await deliver(stripe.event("checkout.session.completed", session));

  const renewal = stripe.newInvoice(stripe.subscriptions.get(subscription.id)!, "subscription_cycle", "paid");
  const renewed = stripe.event("invoice.paid", renewal);
  await deliver(renewed);
  await deliver(renewed);
  let mails = await billingMails(account.email);
  expect(mails.map((m) => m.subject)).toEqual(["Receipt for your Pro plan: $29.00", "Your Pro plan renewed: $29.00"]);
  const renewalRow = await getDb().payment.findUniqueOrThrow({ where: { providerInvoiceId: renewal.id } });
  expect(mails[1].text).toMatch(/Your Pro plan renewed on \w+ \d+, \d{4} and \$29\.00 was charged\. It runs until \w+ \d+, \d{4}\./);
  expect(mails[1].text).toContain(`https://vets.example/billing/receipts/${renewalRow.id}`);

  const open = stripe.failRenewal(subscription.id);
  const failed = stripe.event("invoice.payment_failed", open);
  await deliver(failed);
  await deliver(failed);
  mails = await billingMails(account.email);
  expect(mails.map((m) => m.subject)).toEqual(["Receipt for your Pro plan: $29.00", "Your Pro plan renewed: $29.00", "Payment failed: your Pro plan"]);
  const failedRow = await getDb().payment.findUniqueOrThrow({ where: { providerInvoiceId: open.id } });
  expect(mails[2].text).toContain("We could not charge $29.00 for your Pro plan on ");
  expect(mails[2].text).toContain("Your Pro plan stays on for now, marked past due, and the charge is tried again over the next days.");
  expect(mails[2].text).toContain('To fix it, open Billing, press "Update payment" and enter a card that works; the open invoice is then charged to it: https://vets.example/billing');
  expect(mails[2].text).toContain(`The failed payment: https://vets.example/billing/receipts/${failedRow.id}`);

  await deliver(stripe.event("invoice.paid", stripe.payInvoice(open.id)));
  // A failure that arrives after its invoice was paid changes the row no more and emails nothing.
  await deliver(stripe.event("invoice.payment_failed", open));
  mails = await billingMails(account.email);
  expect(mails.map((m) => m.subject)).toEqual([
    "Receipt for your Pro plan: $29.00",
    "Your Pro plan renewed: $29.00",
    "Payment failed: your Pro plan",
    "Your Pro plan renewed: $29.00",
  ]);
});

it("a first payment that fails at checkout says the plan did not change", async () => {
  const account = await registerAccount(api, `billing-mail-${++n}@example.com`);
  const res = await account.client.post("/api/billing/checkout", { package_id: "pro", origin_url: server.baseUrl });
  const { session } = stripe.completeCheckout(res.body.session_id as string, { paid: false });
  await deliver(stripe.event("checkout.session.async_payment_failed", session));
  const mails = await billingMails(account.email);
  expect(mails.map((m) => m.subject)).toEqual(["Payment failed: your Pro plan"]);
  expect(mails[0].text).toContain("Your plan was not changed. To fix it, start the upgrade again from Billing and pay with another card: https://vets.example/billing");
});

it("with the billing switch off, no receipt, renewal or failure email goes out; the payments are still recorded", async () => {
  const { account, session, subscription } = await paidAtStripe();
  expect((await account.client.request("PUT", "/api/communication-settings", { email_billing: false })).status).toBe(200);
  await deliver(stripe.event("checkout.session.completed", session));
  await deliver(stripe.event("invoice.paid", stripe.newInvoice(stripe.subscriptions.get(subscription.id)!, "subscription_cycle", "paid")));
  await deliver(stripe.event("invoice.payment_failed", stripe.failRenewal(subscription.id)));
  expect(await billingMails(account.email)).toEqual([]);
  expect(await getDb().payment.count({ where: { userId: account.userId } })).toBe(3);
});
