import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { screenData } from "../fixtures/screen-data";
import { logInAgain, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/** Issue 46 item 6: receipts for each payment, the admin's home, a first visit's greeting. */

let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  await createAdmin({ email: "small.admin@example.com", password: "AdminPass123!", fullName: "Small Admin" });
  adminToken = (await logInAgain(api, "small.admin@example.com", "AdminPass123!")).body.access_token as string;
});
afterAll(async () => server?.close());

const page = (path: string, token: string) => fetch(`${server.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` }, redirect: "manual" });

describe("receipts", () => {
  it("each billing-history payment links to a receipt built from its row, for its owner and admins only", async () => {
    const owner = await registerAccount(api, "receipt.owner@example.com");
    const other = await registerAccount(api, "receipt.other@example.com");
    const payment = await getDb().payment.create({
      data: { userId: owner.userId, planId: "pro", amountCents: 2900, status: "paid", description: "Pro plan — monthly", paidAt: new Date("2026-11-20T10:00:00Z") },
    });
    const billing = await screenData<{ load: { data: { dashboard: { billing_history: { id: number }[] } } } }>(server.baseUrl, owner.token, "/billing", "routes/billing._index");
    expect(billing.load.data.dashboard.billing_history.map((row) => row.id)).toContain(payment.id);

    const receipt = await screenData<{ receipt: Record<string, unknown> }>(server.baseUrl, owner.token, `/billing/receipts/${payment.id}`, "routes/billing.receipts.$id");
    expect(receipt.receipt).toMatchObject({
      number: `R-${String(payment.id).padStart(6, "0")}`,
      status: "paid",
      plan_name: "Pro",
      amount: 2900,
      paid_at: "2026-11-20T10:00:00.000Z",
      billed_to: { name: "Jordan Miles", email: owner.email },
    });
    const html = await (await page(`/billing/receipts/${payment.id}`, owner.token)).text();
    expect(html).toContain("$29.00");

    expect((await page(`/billing/receipts/${payment.id}`, other.token)).status).toBe(404);
    expect((await page(`/billing/receipts/${payment.id + 1000}`, owner.token)).status).toBe(404);
    expect((await page("/billing/receipts/abc", owner.token)).status).toBe(404);
    expect((await page(`/billing/receipts/${payment.id}`, adminToken)).status).toBe(200);
  });
});

describe("home screens", () => {
  it("an admin visiting /dashboard goes to /admin", async () => {
    const res = await page("/dashboard", adminToken);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
  });

  it("a brand-new veteran is welcomed; once they come back, welcomed back", async () => {
    const vet = await registerAccount(api, "first.visit@example.com");
    expect(await (await page("/dashboard", vet.token)).text()).toContain("Welcome, Jordan Miles");
    const again = (await logInAgain(api, vet.email, vet.password)).body.access_token as string;
    expect(await (await page("/dashboard", again)).text()).toContain("Welcome back, Jordan Miles");
  });
});
