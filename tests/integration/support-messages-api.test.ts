import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { logInAgain, nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let vet: TestAccount;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  vet = await registerAccount(api, "support.vet@example.com");
  await createAdmin({ email: "support.admin@example.com", password: "AdminPass123!", fullName: "Support Admin" });
  admin = api.withToken((await logInAgain(api, "support.admin@example.com", "AdminPass123!")).body.access_token as string).withIp(nextIp());
});
afterAll(async () => server?.close());

const visitor = () => api.withToken(null).withIp(nextIp());
const message = (extra: Record<string, unknown> = {}) => ({ subject: "My account was suspended", body: "I think this was a mistake, please look again.", ...extra });

describe("the contact form", () => {
  it("takes a signed-out visitor's message with their email, and a member's at their account's address", async () => {
    const res = await visitor().post("/api/support/messages", message({ email: "Locked.Out@Example.com" }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Message sent. An administrator will answer you by email.");
    expect(await getDb().supportMessage.findUniqueOrThrow({ where: { id: res.body.id as number } })).toMatchObject({
      userId: null,
      email: "locked.out@example.com",
      status: "open",
    });

    const mine = await vet.client.post("/api/support/messages", message({ subject: "Billing question", email: "someone.else@example.com" }));
    expect(mine.status).toBe(201);
    expect(await getDb().supportMessage.findUniqueOrThrow({ where: { id: mine.body.id as number } })).toMatchObject({
      userId: vet.userId,
      email: "support.vet@example.com",
    });
  });

  it("checks what is sent: an email from visitors, lengths, one-line subjects", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [message(), /enter your email address/],
      [message({ email: "not-an-email" }), /valid email/],
      [message({ email: "a@example.com", subject: "Hi" }), /Subject must be at least 3/],
      [message({ email: "a@example.com", subject: "x".repeat(151) }), /Subject must be at most 150/],
      [message({ email: "a@example.com", subject: "Help\r\nBcc: everyone@example.com" }), /single line/],
      [message({ email: "a@example.com", body: "short" }), /Message must be at least 10/],
      [message({ email: "a@example.com", body: "x".repeat(5001) }), /Message must be at most 5000/],
    ];
    const before = await getDb().supportMessage.count();
    for (const [body, detail] of cases) {
      const res = await visitor().post("/api/support/messages", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.detail).toMatch(detail);
    }
    expect(await getDb().supportMessage.count()).toBe(before);
  });

  it("limits messages per address and per account", async () => {
    const sameAddress = visitor();
    for (let i = 0; i < 5; i++) expect((await sameAddress.post("/api/support/messages", message({ email: `flood${i}@example.com` }))).status).toBe(201);
    const sixth = await sameAddress.post("/api/support/messages", message({ email: "flood6@example.com" }));
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toMatch(/Too many messages from this address/);

    const writer = await registerAccount(api, "support.writer@example.com");
    for (let i = 0; i < 5; i++) expect((await writer.client.withIp(nextIp()).post("/api/support/messages", message())).status).toBe(201);
    const over = await writer.client.withIp(nextIp()).post("/api/support/messages", message());
    expect(over.status).toBe(429);
    expect(over.body.detail).toMatch(/sent several messages already/);
  });
});

describe("the admins' support inbox", () => {
  it("is for admins only", async () => {
    expect((await api.withToken(null).get("/api/admin/support-messages")).status).toBe(401);
    expect((await vet.client.get("/api/admin/support-messages")).status).toBe(403);
    const any = await getDb().supportMessage.findFirstOrThrow({ where: { status: "open" } });
    expect((await vet.client.post(`/api/admin/support-messages/${any.id}/close`)).status).toBe(403);
    expect((await getDb().supportMessage.findUniqueOrThrow({ where: { id: any.id } })).status).toBe("open");
  });

  it("lists open messages oldest first with who wrote them, and closes one", async () => {
    const res = await admin.get("/api/admin/support-messages");
    expect(res.status).toBe(200);
    const messages = res.body.messages as { id: number; email: string; user_id: number | null; full_name: string | null; subject: string }[];
    expect(messages[0]).toMatchObject({ email: "locked.out@example.com", user_id: null, full_name: null, subject: "My account was suspended" });
    expect(messages.find((m) => m.user_id === vet.userId)).toMatchObject({ full_name: "Jordan Miles", subject: "Billing question" });
    const openBefore = res.body.open_count as number;

    const closed = await admin.post(`/api/admin/support-messages/${messages[0].id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: "closed", message: "Message closed" });
    expect((await admin.post(`/api/admin/support-messages/${messages[0].id}/close`)).status).toBe(200);
    expect((await admin.post("/api/admin/support-messages/999999/close")).status).toBe(404);

    const after = await admin.get("/api/admin/support-messages?status=closed");
    expect(after.body).toMatchObject({ open_count: openBefore - 1, closed_count: 1 });
    expect((after.body.messages as { id: number; closed_at: string | null }[])[0]).toMatchObject({ id: messages[0].id, closed_at: expect.any(String) });
  });
});

describe("the trust pages", () => {
  it("serves privacy, terms and contact to signed-out visitors, linked from the footer", async () => {
    for (const [path, text] of [
      ["/privacy", "Export Data"],
      ["/terms", "Terms of Service"],
      ["/contact", "Contact Support"],
    ] as const) {
      const res = await fetch(server.baseUrl + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain(text);
      for (const link of ['href="/privacy"', 'href="/terms"', 'href="/contact"']) expect(html, `${path} ${link}`).toContain(link);
    }
    const privacy = await (await fetch(`${server.baseUrl}/privacy`)).text();
    expect(privacy).toMatch(/deleted from the server when the request is approved or rejected/);
  });
});
