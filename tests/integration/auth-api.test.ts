import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { latestCodeFor } from "../fixtures/outbox";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

let server: TestServer;
let api: ApiClient;
let ipCounter = 1;
/** Each scenario gets its own client address so per-IP limits from one test don't leak into another. */
const freshClient = () => api.withIp(`10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

async function register(email: string, role = "veteran", password = "Secret123!") {
  return signUp(freshClient(), { email, password, full_name: "Jordan Miles", role });
}

describe("registration", () => {
  it("creates a veteran on a 14-day free trial and returns a working token", async () => {
    const res = await register("new.vet@example.com");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: "veteran", user_id: expect.any(Number), access_token: expect.any(String) });
    const me = await api.withToken(res.body.access_token as string).get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: res.body.user_id, full_name: "Jordan Miles", profile_pic_url: null, subscription_tier: "free_trial" });
    const trialDays = (Date.parse(me.body.trial_end_date as string) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
  });

  it("lets an employer self-register but never an admin", async () => {
    expect((await register("hr@example.com", "employer")).body.role).toBe("employer");
    const admin = await register("sneaky@example.com", "admin");
    expect(admin.status).toBe(422);
    expect(admin.body.detail).toMatch(/veteran or an employer/);
    expect(await getDb().user.count({ where: { email: "sneaky@example.com" } })).toBe(0);
  });

  it("answers a taken email, whatever its case, as it answers a new one; the owner is emailed and keeps the password", async () => {
    await register("dup@example.com");
    const fresh = await freshClient().post("/api/auth/register", { email: "brand.new@example.com", password: "Other123!", full_name: "Al Ready" });
    const again = await freshClient().post("/api/auth/register", { email: "DUP@example.com", password: "Other123!", full_name: "Al Ready" });
    expect(again.status).toBe(202);
    expect(fresh.status).toBe(202);
    expect(again.body).toEqual({ ...fresh.body, email: "dup@example.com" });
    const notice = await getDb().emailOutbox.findFirst({ where: { to: "dup@example.com" }, orderBy: { id: "desc" } });
    expect(notice?.subject).toBe("Someone tried to sign up with your email address");
    expect((await freshClient().post("/api/auth/login", { email: "dup@example.com", password: "Secret123!" })).status).toBe(200);
    expect((await freshClient().post("/api/auth/login", { email: "dup@example.com", password: "Other123!" })).status).toBe(401);
  });

  it("answers malformed JSON with 400 and bad fields with 422, each with a detail", async () => {
    const malformed = await signUp(freshClient(), "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe("Malformed JSON body");
    const badEmail = await signUp(freshClient(), { email: "nope", password: "Secret123!", full_name: "A" });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.detail).toMatch(/valid email/);
    const noName = await signUp(freshClient(), { email: "a@b.co", password: "Secret123!" });
    expect(noName.status).toBe(422);
    expect(noName.body.detail).toMatch(/Full name is required/);
  });
});

describe("login, me and logout", () => {
  beforeAll(async () => {
    await register("login.vet@example.com");
  });

  it("signs in with the right password and returns SPEC's fields", async () => {
    const res = await freshClient().post("/api/auth/login", { email: "Login.Vet@example.com", password: "Secret123!" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requires_2fa: false, success: true, role: "veteran", user_id: expect.any(Number) });
    expect(String(res.body.access_token).length).toBeGreaterThanOrEqual(43);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const wrong = await freshClient().post("/api/auth/login", { email: "login.vet@example.com", password: "nope" });
    const unknown = await freshClient().post("/api/auth/login", { email: "ghost@example.com", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe("Invalid email or password");
    expect(unknown.body.detail).toBe(wrong.body.detail);
  });

  it("rejects /me without a token or with a made-up one", async () => {
    expect((await api.withToken(null).get("/api/auth/me")).status).toBe(401);
    const fake = await api.withToken("x".repeat(43)).get("/api/auth/me");
    expect(fake.status).toBe(401);
    expect(fake.body.detail).toBe("Not authenticated");
  });

  it("stores sessions hashed, and logout revokes the session at once", async () => {
    const { body } = await freshClient().post("/api/auth/login", { email: "login.vet@example.com", password: "Secret123!" });
    const token = body.access_token as string;
    expect(await getDb().session.count({ where: { tokenHash: token } })).toBe(0);
    const client = api.withToken(token);
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect((await client.post("/api/auth/logout")).status).toBe(200);
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });

  it("suspension stops existing sessions and refuses new logins", async () => {
    await register("suspend.me@example.com");
    const { body } = await freshClient().post("/api/auth/login", { email: "suspend.me@example.com", password: "Secret123!" });
    const client = api.withToken(body.access_token as string);
    await getDb().user.update({ where: { email: "suspend.me@example.com" }, data: { status: "suspended" } });
    expect((await client.get("/api/auth/me")).status).toBe(401);
    const login = await freshClient().post("/api/auth/login", { email: "suspend.me@example.com", password: "Secret123!" });
    expect(login.status).toBe(403);
    expect(login.body.detail).toMatch(/suspended/);
  });

  it("a deleted account cannot log in", async () => {
    await register("gone@example.com");
    await getDb().user.update({ where: { email: "gone@example.com" }, data: { status: "deleted" } });
    const login = await freshClient().post("/api/auth/login", { email: "gone@example.com", password: "Secret123!" });
    expect(login.status).toBe(401);
  });
});

describe("two-factor authentication", () => {
  const email = "twofa.vet@example.com";
  beforeAll(async () => {
    await register(email);
  });

  it("reports disabled for an unknown email without revealing anything", async () => {
    const res = await api.get("/api/auth/2fa/status/nobody%40example.com");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ two_factor_enabled: false, enabled_at: null });
  });

  it("answers a code request for an unknown email exactly like a known one, and sends nothing", async () => {
    const unknown = await freshClient().post("/api/auth/2fa/send", { email: "nobody@example.com" });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe("Verification code sent to your email!");
    expect(await getDb().emailOutbox.count({ where: { to: "nobody@example.com" } })).toBe(0);
    const missing = await freshClient().post("/api/auth/2fa/send", {});
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe("Please enter your email address");
  });

  it("enables 2FA with an emailed code, then login needs a valid code", async () => {
    await freshClient().post("/api/auth/2fa/send", { email });
    const enable = await freshClient().post("/api/auth/2fa/verify", { email, otp_code: await latestCodeFor(email) });
    expect(enable.status).toBe(200);
    expect(enable.body.message).toBe("Two-factor authentication enabled successfully");
    const status = await api.get(`/api/auth/2fa/status/${encodeURIComponent(email)}`);
    expect(status.body.two_factor_enabled).toBe(true);
    expect(Date.parse(status.body.enabled_at as string)).toBeGreaterThan(Date.now() - 60_000);

    const step1 = await freshClient().post("/api/auth/login", { email, password: "Secret123!" });
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({ requires_2fa: true, access_token: null });

    // SPEC's client asks for a code right away; the sign-in code the password step sent stays valid.
    await freshClient().post("/api/auth/2fa/send", { email });
    const code = await latestCodeFor(email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await freshClient().post("/api/auth/login", { email, password: "Secret123!", otp_code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe("Invalid or expired verification code");
    const ok = await freshClient().post("/api/auth/login", { email, password: "Secret123!", otp_code: code });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    expect(typeof ok.body.access_token).toBe("string");

    const reused = await freshClient().post("/api/auth/login", { email, password: "Secret123!", otp_code: code });
    expect(reused.status).toBe(401);
  });

  /** A separate account per scenario keeps the per-account limits of one test out of the next. */
  async function userWithTwoFactor(address: string) {
    await register(address);
    await freshClient().post("/api/auth/2fa/send", { email: address });
    const res = await freshClient().post("/api/auth/2fa/verify", { email: address, otp_code: await latestCodeFor(address) });
    expect(res.status).toBe(200);
  }

  it("a code dies after five wrong guesses and after five minutes", async () => {
    const email = "lockout.vet@example.com";
    await userWithTwoFactor(email);
    await freshClient().post("/api/auth/login", { email, password: "Secret123!" });
    const code = await latestCodeFor(email);
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      const r = await freshClient().post("/api/auth/login", { email, password: "Secret123!", otp_code: wrong });
      expect(r.status).toBe(401);
    }
    const afterLockout = await freshClient().post("/api/auth/login", { email, password: "Secret123!", otp_code: code });
    expect(afterLockout.status).toBe(401);

    // The dead code no longer holds the slot: a resend brings a new sign-in code at once.
    await freshClient().post("/api/auth/2fa/send", { email });
    const fresh = await latestCodeFor(email);
    expect(fresh).not.toBe(code);
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });
    await getDb().oneTimeCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await freshClient().post("/api/auth/login", { email, password: "Secret123!", otp_code: fresh });
    expect(expired.status).toBe(401);
  });

  it("disables 2FA with a code", async () => {
    const email = "disable.vet@example.com";
    await userWithTwoFactor(email);
    const session = await freshClient().post("/api/auth/login", { email, password: "Secret123!" });
    expect(session.body.requires_2fa).toBe(true);
    const signedIn = await freshClient().post("/api/auth/login", { email, password: "Secret123!", otp_code: await latestCodeFor(email) });
    const owner = freshClient().withToken(signedIn.body.access_token as string);
    await owner.post("/api/auth/2fa/send", { email });
    // Issue 54: turning 2FA off takes the session and the password too.
    const res = await owner.post("/api/auth/2fa/disable", { email, otp_code: await latestCodeFor(email), password: "Secret123!" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Two-factor authentication disabled successfully");
    const login = await freshClient().post("/api/auth/login", { email, password: "Secret123!" });
    expect(login.body.requires_2fa).toBe(false);
  });

  it("refuses codes that are not 6 digits", async () => {
    const res = await freshClient().post("/api/auth/2fa/verify", { email, otp_code: "12ab" });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/6 digits/);
  });
});

describe("rate limits", () => {
  it("limits login attempts per client address", async () => {
    const client = freshClient();
    // Sent together: each unknown email still costs a full scrypt, and the limit is what is tested here.
    const first100 = await Promise.all(Array.from({ length: 100 }, (_, i) => client.post("/api/auth/login", { email: `ip${i}@example.com`, password: "x" })));
    expect(first100.every((r) => r.status === 401)).toBe(true);
    const last = await client.post("/api/auth/login", { email: "ip100@example.com", password: "x" });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.body.detail).toBe("Too many login attempts. Please try again later.");
  }, 240_000); // 100 full scrypt checks (about 15 s of CPU); more on a busy machine

  it("limits login attempts per address and account", async () => {
    await register("target@example.com");
    const attacker = freshClient();
    let last = { status: 0, body: {} as Record<string, unknown> };
    for (let i = 0; i < 11; i++) last = await attacker.post("/api/auth/login", { email: "target@example.com", password: "x" });
    expect(last.status).toBe(429);
    expect(last.body.detail).toMatch(/for this account/);
  });

  it("limits code sends per email and per address", async () => {
    let perEmail = { status: 0, body: {} as Record<string, unknown> };
    for (let i = 0; i < 6; i++) perEmail = await freshClient().post("/api/auth/2fa/send", { email: "spam.me@example.com" });
    expect(perEmail.status).toBe(429);
    const client = freshClient();
    let perIp = { status: 0, body: {} as Record<string, unknown> };
    for (let i = 0; i < 21; i++) perIp = await client.post("/api/auth/2fa/send", { email: `s${i}@example.com` });
    expect(perIp.status).toBe(429);
  });

  it("limits code verification per email", async () => {
    let last = { status: 0, body: {} as Record<string, unknown> };
    for (let i = 0; i < 11; i++) last = await freshClient().post("/api/auth/2fa/verify", { email: "guess@example.com", otp_code: "123456" });
    expect(last.status).toBe(429);
    expect(last.body.detail).toMatch(/Too many verification attempts/);
  });

  it("limits registrations per address", async () => {
    const client = freshClient();
    let last = { status: 0, body: {} as Record<string, unknown> };
    for (let i = 0; i < 11; i++) {
      last = await signUp(client, { email: `bulk${i}@example.com`, password: "Secret123!", full_name: "Bulk" });
    }
    expect(last.status).toBe(429);
    expect(await getDb().user.count({ where: { email: { startsWith: "bulk" } } })).toBe(10);
  });
});
