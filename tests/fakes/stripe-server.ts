import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A fake of the parts of Stripe's API the billing module uses, on 127.0.0.1, for the real
 * `stripe` client (pointed here through STRIPE_API_BASE). Objects follow the shapes of the
 * client's pinned API version. Tests move objects through their life with the methods below
 * and deliver webhook events signed with Stripe's real scheme.
 */

type Obj = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  authorization: string | null;
}

export const FAKE_PRICES: Record<string, number> = {
  price_vets_pro_monthly: 2900,
  price_vets_premium_monthly: 7900,
  price_vets_elite_monthly: 14900,
  price_vets_growth_monthly: 19900,
  price_vets_enterprise_monthly: 49900,
};

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export class FakeStripe {
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: http.Server | null = null;
  baseUrl = "";

  constructor(readonly webhookSecret = `whsec_${crypto.randomBytes(16).toString("hex")}`) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
        const url = new URL(req.url ?? "/", "http://fake");
        const body = parseStripeForm(req.method === "GET" ? url.searchParams.toString() : raw);
        this.requests.push({ method: req.method ?? "GET", path: url.pathname, body, idempotencyKey: key, authorization: req.headers.authorization ?? null });
        const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
        const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
        const answer = cached ?? this.route(req.method ?? "GET", url.pathname, body);
        if (cacheKey && !cached) this.idempotent.set(cacheKey, answer);
        res.writeHead(answer.status, { "Content-Type": "application/json", "Request-Id": newId("req") });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", () => resolve()));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private notFound(kind: string, id: string) {
    return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'` } } };
  }

  private route(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const parts = path.split("/").filter(Boolean); // v1, resource, id
    const [, resource, id, sub] = parts;
    if (resource === "customers" && method === "POST" && !id) {
      const customer = { id: newId("cus"), object: "customer", email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, created: nowSeconds() };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === "checkout" && id === "sessions" && method === "POST" && !sub) return this.createSession(body);
    if (resource === "billing_portal" && id === "sessions" && method === "POST") {
      if (!this.customers.has(String(body.customer))) return this.notFound("customer", String(body.customer));
      return { status: 200, body: { id: newId("bps"), object: "billing_portal.session", customer: body.customer, return_url: body.return_url, url: `${this.baseUrl}/portal/${String(body.customer)}` } };
    }
    if (resource === "checkout" && id === "sessions" && method === "GET" && sub) {
      const session = this.sessions.get(sub);
      return session ? { status: 200, body: session } : this.notFound("checkout.session", sub);
    }
    if (resource === "subscriptions" && id) {
      const subscription = this.subscriptions.get(id);
      if (!subscription) return this.notFound("subscription", id);
      if (method === "POST" && body.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
      }
      if (method === "DELETE") Object.assign(subscription, { status: "canceled", canceled_at: nowSeconds() });
      return { status: 200, body: subscription };
    }
    if (resource === "invoices" && id && method === "GET") {
      const invoice = this.invoices.get(id);
      return invoice ? { status: 200, body: invoice } : this.notFound("invoice", id);
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  private createSession(body: Record<string, unknown>) {
    const items = (body.line_items ?? {}) as Record<string, { price?: string; quantity?: string }>;
    const price = items["0"]?.price ?? "";
    if (!(price in FAKE_PRICES)) {
      return { status: 400, body: { error: { type: "invalid_request_error", code: "resource_missing", param: "line_items[0][price]", message: `No such price: '${price}'` } } };
    }
    const session: Obj = {
      id: newId("cs_test"),
      object: "checkout.session",
      mode: body.mode,
      customer: body.customer ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      subscription_data: body.subscription_data ?? {},
      price,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      amount_total: FAKE_PRICES[price],
      currency: "usd",
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      invoice: null,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      url: "",
    };
    session.url = `${this.baseUrl}/pay/${session.id}`;
    this.sessions.set(session.id, session);
    return { status: 200, body: session };
  }

  // ── what happens at Stripe, driven by tests ──

  /** The customer pays the hosted checkout: a subscription, its first invoice (paid), the session complete. */
  completeCheckout(sessionId: string, opts: { paid?: boolean } = {}) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const paid = opts.paid ?? true;
    const price = session.price as string;
    const metadata = ((session.subscription_data as { metadata?: object }).metadata ?? {}) as Record<string, string>;
    const subscription: Obj = {
      id: newId("sub"),
      object: "subscription",
      customer: session.customer,
      status: paid ? "active" : "incomplete",
      cancel_at_period_end: false,
      metadata,
      created: nowSeconds(),
      items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price: { id: price, object: "price", unit_amount: FAKE_PRICES[price] }, current_period_start: nowSeconds(), current_period_end: nowSeconds() + 30 * 86400 }] },
    };
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.newInvoice(subscription, "subscription_create", paid ? "paid" : "open");
    Object.assign(session, { status: "complete", payment_status: paid ? "paid" : "unpaid", subscription: subscription.id, invoice: invoice.id });
    return { session, subscription, invoice };
  }

  newInvoice(subscription: Obj, billingReason: string, status: "paid" | "open") {
    const items = subscription.items as { data: Array<{ price: { id: string } }> };
    const amount = FAKE_PRICES[items.data[0].price.id] ?? 0;
    const invoice: Obj = {
      id: newId("in"),
      object: "invoice",
      customer: subscription.customer,
      status,
      billing_reason: billingReason,
      amount_due: amount,
      amount_paid: status === "paid" ? amount : 0,
      currency: "usd",
      created: nowSeconds(),
      hosted_invoice_url: `https://invoice.stripe.test/i/${crypto.randomBytes(6).toString("hex")}`,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** A renewal charge fails: the invoice stays open and the subscription goes past_due. */
  failRenewal(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId)!;
    subscription.status = "past_due";
    return this.newInvoice(subscription, "subscription_cycle", "open");
  }

  /** The customer updates their card and the open invoice is paid: the subscription is active again. */
  payInvoice(invoiceId: string) {
    const invoice = this.invoices.get(invoiceId)!;
    Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due });
    const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription;
    const subscription = this.subscriptions.get(subscriptionId)!;
    subscription.status = "active";
    return invoice;
  }

  /** The period ends on a subscription set to cancel: Stripe deletes it. */
  endSubscription(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId)!;
    Object.assign(subscription, { status: "canceled", canceled_at: nowSeconds() });
    return subscription;
  }

  // ── webhooks ──

  event(type: string, object: Obj, id = newId("evt")) {
    return { id, object: "event", api_version: Stripe.API_VERSION, created: nowSeconds(), livemode: false, pending_webhooks: 1, type, data: { object: structuredClone(object) } };
  }

  /** Body and Stripe-Signature header as Stripe would send them (a timestamp in seconds may be forced). */
  signed(event: object, opts: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = new Stripe("sk_test_signing_only").webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? this.webhookSecret,
      timestamp: opts.timestamp ?? nowSeconds(),
    });
    return { payload, header };
  }
}
