import { describe, expect, it } from "vitest";
import { pricesMatch } from "@shared/billing";
import { ownOrigin, statusOfPayment } from "~/domain/billing/checkout.server";
import { addOneMonth } from "~/domain/billing/local-checkout.server";
import { periodKey } from "~/lib/scheduler-lease.server";
import { stripeConnection } from "~/domain/billing/stripe-client.server";
import { parseConfig } from "~/lib/config.server";

describe("billing rules", () => {
  it("SPEC §5 plan price check: server cents ÷ 100 and auto-apply limits must equal the client's plans", () => {
    expect(pricesMatch([{ id: "pro", price: 2900, auto_apply_limit: 50 }, { id: "elite", price: 14900, auto_apply_limit: 250 }], "cents")).toBe(true);
    expect(pricesMatch([{ id: "pro", price: 3900, auto_apply_limit: 50 }], "cents")).toBe(false);
    expect(pricesMatch([{ id: "pro", price: 2900, auto_apply_limit: 40 }], "cents")).toBe(false);
    expect(pricesMatch([{ id: "platinum", price: 100 }], "cents")).toBe(false);
    expect(pricesMatch([{ id: "growth", price: 199 }], "dollars")).toBe(true);
  });

  it("accepts only this app's own origin as origin_url", () => {
    expect(ownOrigin("http://localhost:3000", "http://localhost:3000/api/billing/checkout")).toBe("http://localhost:3000");
    expect(ownOrigin("https://vets.example/", "http://vets.example/api/billing/checkout")).toBe("https://vets.example");
    for (const bad of ["https://evil.example", "http://localhost:3001", "http://localhost:3000/x", "http://a@localhost:3000", "ftp://localhost:3000", "//evil.example"]) {
      expect(() => ownOrigin(bad, "http://localhost:3000/api/billing/checkout"), bad).toThrow();
    }
  });

  it("reads a checkout's status from the payment row only", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(statusOfPayment({ status: "paid", expiresAt: null }, now)).toEqual({ payment_status: "paid", status: "complete" });
    expect(statusOfPayment({ status: "pending", expiresAt: new Date("2026-05-01T12:30:00Z") }, now)).toEqual({ payment_status: "unpaid", status: "open" });
    expect(statusOfPayment({ status: "pending", expiresAt: new Date("2026-05-01T11:59:00Z") }, now)).toEqual({ payment_status: "unpaid", status: "expired" });
    expect(statusOfPayment({ status: "canceled", expiresAt: null }, now).status).toBe("expired");
  });

  it("adds a calendar month, staying on the last day of shorter months", () => {
    expect(addOneMonth(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addOneMonth(new Date("2026-03-15T10:00:00Z")).toISOString()).toBe("2026-04-15T10:00:00.000Z");
  });

  it("splits time into fixed lease periods and maps STRIPE_API_BASE onto the client's host options", () => {
    expect(periodKey(new Date(3_600_000 * 5 + 10), 3_600_000)).toBe("5");
    expect(stripeConnection("http://127.0.0.1:4010")).toEqual({ host: "127.0.0.1", port: "4010", protocol: "http" });
    expect(stripeConnection("https://stripe-proxy.internal")).toEqual({ host: "stripe-proxy.internal", port: 443, protocol: "https" });
    expect(stripeConnection(undefined)).toEqual({});
  });

  it("refuses Stripe without a webhook secret (plans come only from signed events) and a non-http STRIPE_API_BASE", () => {
    const base = { SESSION_SECRET: "s".repeat(40) };
    expect(() => parseConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_123456" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseConfig({ ...base, STRIPE_API_BASE: "ftp://x.example" })).toThrow(/STRIPE_API_BASE/);
    expect(() => parseConfig({ ...base, STRIPE_PRICE_IDS: "pro=price 1" })).toThrow(/STRIPE_PRICE_IDS/);
    expect(parseConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_123456", STRIPE_WEBHOOK_SECRET: "whsec_123456" }).STRIPE_SECRET_KEY).toBe("sk_test_123456");
  });
});
