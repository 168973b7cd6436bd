import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGED_SUBJECT } from "~/domain/accounts/email-change.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { lastOutboxId, linkTokenFor } from "../fixtures/sign-up";
import { nextIp, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/** Changing the email verifies the new one before it takes effect (issue 54 item 2). */

let server: TestServer;
let api: ApiClient;
const fresh = () => api.withIp(nextIp());

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "true" });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const logIn = (email: string, password: string) => fresh().post("/api/auth/login", { email, password });

describe("POST /api/auth/email/change", () => {
  it("takes effect only when the link sent to the new address is opened; the old address is told; the link works once", async () => {
    const vet = await registerAccount(api, "old.address@example.com");
    const me = api.withToken(vet.token);
    const asked = await me.post("/api/auth/email/change", { new_email: "New.Address@Example.com", password: "Secret123!" });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toContain("new.address@example.com");
    // Not yet: the account still signs in with the old address only.
    expect((await logIn("old.address@example.com", "Secret123!")).status).toBe(200);
    expect((await logIn("new.address@example.com", "Secret123!")).status).toBe(401);

    const token = await linkTokenFor("new.address@example.com", "/confirm-email-change");
    const confirmed = await fresh().post("/api/auth/email/change/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe("new.address@example.com");
    expect((await logIn("new.address@example.com", "Secret123!")).status).toBe(200);
    expect((await logIn("old.address@example.com", "Secret123!")).status).toBe(401);
    const user = await getDb().user.findUniqueOrThrow({ where: { id: vet.userId } });
    expect(user.emailVerifiedAt).not.toBeNull();
    const notice = await getDb().emailOutbox.findFirst({ where: { to: "old.address@example.com", subject: EMAIL_CHANGED_SUBJECT } });
    expect(notice?.text).toContain("new.address@example.com");
    expect((await fresh().post("/api/auth/email/change/confirm", { token })).status).toBe(422);
  });

  it("needs the password, a session and a real change; bad input answers 4xx with a detail", async () => {
    const vet = await registerAccount(api, "pw.needed@example.com");
    const me = api.withToken(vet.token);
    const wrong = await me.post("/api/auth/email/change", { new_email: "elsewhere@example.com", password: "nope-nope" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe("Current password is incorrect");
    const same = await me.post("/api/auth/email/change", { new_email: "PW.needed@example.com", password: "Secret123!" });
    expect(same.status).toBe(422);
    expect(same.body.detail).toBe("That is already your email address");
    const malformed = await me.post("/api/auth/email/change", { new_email: "not-an-email", password: "Secret123!" });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail).toBeTruthy();
    const stranger = await fresh().post("/api/auth/email/change", { new_email: "elsewhere@example.com", password: "Secret123!" });
    expect(stranger.status).toBe(401);
  });

  it("an address another account uses gets the same answer and no email; nobody can take it over", async () => {
    await registerAccount(api, "owner.keeps@example.com");
    const intruder = await registerAccount(api, "intruder@example.com");
    const before = await lastOutboxId();
    const taken = await api.withToken(intruder.token).post("/api/auth/email/change", { new_email: "owner.keeps@example.com", password: "Secret123!" });
    const free = await api.withToken(intruder.token).post("/api/auth/email/change", { new_email: "free.one@example.com", password: "Secret123!" });
    expect([taken.status, free.status]).toEqual([202, 202]);
    expect(String(taken.body.message).replace("owner.keeps", "X")).toBe(String(free.body.message).replace("free.one", "X"));
    expect(await getDb().emailOutbox.count({ where: { to: "owner.keeps@example.com", id: { gt: before } } })).toBe(0);
  });

  it("a link to an address that another account took in the meantime changes nothing and says why", async () => {
    const first = await registerAccount(api, "race.one@example.com");
    const second = await registerAccount(api, "race.two@example.com");
    await api.withToken(first.token).post("/api/auth/email/change", { new_email: "contested@example.com", password: "Secret123!" });
    const firstToken = await linkTokenFor("contested@example.com", "/confirm-email-change");
    const after = await lastOutboxId();
    await api.withToken(second.token).post("/api/auth/email/change", { new_email: "contested@example.com", password: "Secret123!" });
    const secondToken = await linkTokenFor("contested@example.com", "/confirm-email-change", after);
    expect((await fresh().post("/api/auth/email/change/confirm", { token: secondToken })).status).toBe(200);
    const late = await fresh().post("/api/auth/email/change/confirm", { token: firstToken });
    expect(late.status).toBe(422);
    expect(late.body.detail).toBe("This email address now belongs to another account");
    expect((await getDb().user.findUniqueOrThrow({ where: { id: first.userId } })).email).toBe("race.one@example.com");
  });
});
