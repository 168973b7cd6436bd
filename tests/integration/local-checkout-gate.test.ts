import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_TEST_CARD } from "@shared/billing";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  delete process.env.LOCAL_CHECKOUT;
});

async function tryCheckout(s: TestServer, email: string) {
  const api = new ApiClient(s.baseUrl);
  const account = await registerAccount(api, email);
  const res = await account.client.post("/api/billing/checkout", { package_id: "elite", origin_url: s.baseUrl });
  return { account, res };
}

describe("the local test checkout exists only where it is meant to", () => {
  it("a server with real data and no Stripe answers that payments are not set up, and no test card grants a plan", async () => {
    server = await startTestServer();
    const { account, res } = await tryCheckout(server, "real-user@example.com");
    expect([res.status, res.body.detail]).toEqual([503, "Payments are not set up on this server. Please contact support."]);
    expect(await getDb().payment.count()).toBe(0);
    const page = await fetch(`${server.baseUrl}/billing/checkout/cs_local_guess`, {
      method: "POST",
      redirect: "manual",
      headers: { Authorization: `Bearer ${account.token}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "pay", card_name: "A", card_number: LOCAL_TEST_CARD, card_expiry: "12 / 39", card_cvc: "123" }).toString(),
    });
    expect(page.status).toBe(404);
    expect(await getDb().subscription.count({ where: { userId: account.userId, tier: "elite" } })).toBe(0);
  });

  it("a demo installation (demo data seeded) keeps it, LOCAL_CHECKOUT=false turns it off, LOCAL_CHECKOUT=true turns it on", async () => {
    server = await startTestServer({ SEED_DEMO: "true" });
    expect((await tryCheckout(server, "demo-visitor@example.com")).res.status).toBe(200);
    await server.close();
    server = await startTestServer({ SEED_DEMO: "true", LOCAL_CHECKOUT: "false" });
    expect((await tryCheckout(server, "demo-visitor@example.com")).res.status).toBe(503);
    await server.close();
    server = await startTestServer({ SEED_DEMO: "false", LOCAL_CHECKOUT: "true" });
    expect((await tryCheckout(server, "on-purpose@example.com")).res.status).toBe(200);
  });
});
