import { generateSync } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { latestCodeFor } from "../fixtures/outbox";
import { nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
const PASSWORD = "Secret123!";
const INVALID_CODE = "Invalid or expired verification code";

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const fresh = () => api.withIp(nextIp());
/** The app's code for the 30-second step `stepsAhead` from now, as the phone would show it then. */
const appCode = (secret: string, stepsAhead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
const login = (email: string, otp_code?: string) => fresh().post("/api/auth/login", { email, password: PASSWORD, ...(otp_code ? { otp_code } : {}) });
const outboxCount = async (email: string) => getDb().emailOutbox.count({ where: { to: email } });

async function withApp(account: TestAccount): Promise<{ secret: string; recovery: string[] }> {
  const setup = await account.client.post("/api/auth/totp/setup");
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const enabled = await account.client.post("/api/auth/totp/enable", { code: appCode(secret) });
  expect(enabled.status).toBe(200);
  return { secret, recovery: enabled.body.recovery_codes as string[] };
}

describe("authenticator apps and recovery codes (issue 54 item 3)", () => {
  it("sets up from a secret, turns on with the app's code and returns ten recovery codes once", async () => {
    const vet = await registerAccount(api, "totp.on@example.com");
    expect((await fresh().post("/api/auth/totp/setup")).status).toBe(401);
    const setup = await vet.client.post("/api/auth/totp/setup");
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/VetCareer:totp\.on%40example\.com\?secret=/);
    const secret = setup.body.secret as string;
    const wrong = await vet.client.post("/api/auth/totp/enable", { code: appCode(secret) === "000000" ? "111111" : "000000" });
    expect([wrong.status, wrong.body.detail]).toEqual([422, INVALID_CODE]);
    const on = await vet.client.post("/api/auth/totp/enable", { code: appCode(secret) });
    expect(on.status).toBe(200);
    const codes = on.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    const stored = await getDb().recoveryCode.findMany({ where: { userId: vet.userId } });
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    const app = await getDb().authenticatorApp.findUniqueOrThrow({ where: { userId: vet.userId } });
    expect(app.secretSealed).not.toContain(secret);
    expect((await vet.client.post("/api/auth/totp/setup")).status).toBe(409);
    expect((await vet.client.post("/api/auth/totp/enable", { code: appCode(secret) })).status).toBe(409);
  });

  it("signs in with the app's code once (no replay in its window) and with each recovery code once; no email is sent", async () => {
    const vet = await registerAccount(api, "totp.login@example.com");
    const { secret, recovery } = await withApp(vet);
    const before = await outboxCount(vet.email);
    const step1 = await login(vet.email);
    expect(step1.body).toMatchObject({ requires_2fa: true, access_token: null });
    expect(await outboxCount(vet.email)).toBe(before);

    // The code that turned the app on cannot sign in: its step is spent.
    expect((await login(vet.email, appCode(secret))).status).toBe(401);
    const next = appCode(secret, 1);
    const ok = await login(vet.email, next);
    expect(ok.status).toBe(200);
    expect(typeof ok.body.access_token).toBe("string");
    const replay = await login(vet.email, next);
    expect([replay.status, replay.body.detail]).toEqual([401, INVALID_CODE]);

    const withRecovery = await login(vet.email, recovery[3].toUpperCase().replace("-", ""));
    expect(withRecovery.status).toBe(200);
    expect((await login(vet.email, recovery[3])).status).toBe(401);
    const summary = await vet.client.get("/api/auth/second-factors");
    expect(summary.body).toMatchObject({ authenticator_app: true, recovery_codes_left: 9 });
  });

  it("five wrong app codes email the owner an alert, once", async () => {
    const vet = await registerAccount(api, "totp.guess@example.com");
    const { secret } = await withApp(vet);
    const right = new Set([appCode(secret, -1), appCode(secret), appCode(secret, 1)]);
    const wrong = ["123456", "234567", "345678", "456789", "567890", "678901", "789012"].filter((c) => !right.has(c)).slice(0, 5);
    for (const code of wrong) expect((await login(vet.email, code)).status).toBe(401);
    const alerts = await getDb().emailOutbox.findMany({ where: { to: vet.email, subject: "Someone is trying codes on your VetCareer account" } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain("change it now");
  });

  it("turning the app off needs a session, the password and a current code", async () => {
    const vet = await registerAccount(api, "totp.off@example.com");
    const { recovery } = await withApp(vet);
    expect((await fresh().post("/api/auth/totp/disable", { password: PASSWORD, otp_code: recovery[0] })).status).toBe(401);
    const badPassword = await vet.client.post("/api/auth/totp/disable", { password: "nope-nope", otp_code: recovery[0] });
    expect([badPassword.status, badPassword.body.detail]).toEqual([422, "Current password is incorrect"]);
    const noCode = await vet.client.post("/api/auth/totp/disable", { password: PASSWORD });
    expect([noCode.status, noCode.body.detail]).toEqual([422, "Enter a code from your authenticator app or a recovery code"]);
    const wrongCode = await vet.client.post("/api/auth/totp/disable", { password: PASSWORD, otp_code: "aaaaa-aaaaa" });
    expect([wrongCode.status, wrongCode.body.detail]).toEqual([422, INVALID_CODE]);
    const off = await vet.client.post("/api/auth/totp/disable", { password: PASSWORD, otp_code: recovery[0] });
    expect(off.status).toBe(200);
    expect((await login(vet.email)).body.requires_2fa).toBe(false);
    expect(await getDb().recoveryCode.count({ where: { userId: vet.userId } })).toBe(0);
  });
});

describe("emailed codes: turning 2FA off and the send after a wrong code", () => {
  async function withEmailCodes(email: string) {
    const vet = await registerAccount(api, email);
    await fresh().post("/api/auth/2fa/send", { email });
    expect((await fresh().post("/api/auth/2fa/verify", { email, otp_code: await latestCodeFor(email) })).status).toBe(200);
    return vet;
  }

  it("refuses to turn 2FA off without a session or without the password", async () => {
    const vet = await withEmailCodes("email.off@example.com");
    await vet.client.post("/api/auth/2fa/send", { email: vet.email });
    const code = await latestCodeFor(vet.email);
    expect((await fresh().post("/api/auth/2fa/disable", { email: vet.email, otp_code: code })).status).toBe(401);
    const noPassword = await vet.client.post("/api/auth/2fa/disable", { email: vet.email, otp_code: code });
    expect([noPassword.status, noPassword.body.detail]).toEqual([422, "Current password is required"]);
    const wrongPassword = await vet.client.post("/api/auth/2fa/disable", { email: vet.email, otp_code: code, password: "wrong-one" });
    expect(wrongPassword.status).toBe(422);
    const off = await vet.client.post("/api/auth/2fa/disable", { email: vet.email, otp_code: code, password: PASSWORD });
    expect(off.status).toBe(200);
  });

  it("an unfinished sign-in does not turn the signed-in owner's send into a sign-in code (the old 401)", async () => {
    const vet = await withEmailCodes("pending.login@example.com");
    // Someone (another tab, or the owner who walked away) gave the password and never the code.
    expect((await login(vet.email)).body.requires_2fa).toBe(true);
    const signInCode = await latestCodeFor(vet.email);
    expect((await login(vet.email, signInCode === "000000" ? "111111" : "000000")).status).toBe(401);
    await vet.client.post("/api/auth/2fa/send", { email: vet.email });
    const mail = await getDb().emailOutbox.findFirstOrThrow({ where: { to: vet.email }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("Your code to turn off two-factor authentication");
    const off = await vet.client.post("/api/auth/2fa/disable", { otp_code: await latestCodeFor(vet.email), password: PASSWORD });
    expect(off.status).toBe(200);
  });

  it("five wrong emailed sign-in codes kill the code and email the owner", async () => {
    const vet = await withEmailCodes("email.guess@example.com");
    await login(vet.email);
    const code = await latestCodeFor(vet.email);
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) expect((await login(vet.email, wrong)).status).toBe(401);
    expect(await getDb().emailOutbox.count({ where: { to: vet.email, subject: "Someone is trying codes on your VetCareer account" } })).toBe(1);
  });
});

describe("admins need a strong second factor after two sign-ins without one", () => {
  it("blocks admin API calls from the second sign-in on until an authenticator app is on", async () => {
    await createAdmin({ email: "factor.admin@example.com", password: "AdminPass123!", fullName: "Factor Admin" });
    const signIn = async () => {
      const res = await fresh().post("/api/auth/login", { email: "factor.admin@example.com", password: "AdminPass123!" });
      expect(res.status).toBe(200);
      return api.withToken(res.body.access_token as string).withIp(nextIp());
    };
    const first = await signIn();
    expect((await first.get("/api/admin/dashboard/metrics")).status).toBe(200);
    const second = await signIn();
    const blocked = await second.get("/api/admin/dashboard/metrics");
    expect(blocked.status).toBe(403);
    expect(blocked.body.detail).toMatch(/Admin tools need an authenticator app or a passkey/);
    const page = await fetch(`${server.baseUrl}/admin`, { redirect: "manual", headers: { Authorization: `Bearer ${second.token}` } });
    expect((await second.get("/api/auth/second-factors")).body.admin_factor_required).toBe(true);
    expect([302, 401, 403]).toContain(page.status);

    const setup = await second.post("/api/auth/totp/setup");
    expect((await second.post("/api/auth/totp/enable", { code: appCode(setup.body.secret as string) })).status).toBe(200);
    expect((await second.get("/api/admin/dashboard/metrics")).status).toBe(200);
  });
});

describe("passkeys API edges (issue 54 item 4)", () => {
  it("needs a session to add or list, answers a stranger's passkey with 404, and refuses a forged sign-in alike", async () => {
    const owner = await registerAccount(api, "passkey.owner@example.com");
    const other = await registerAccount(api, "passkey.other@example.com");
    expect((await fresh().post("/api/auth/passkeys/register/options")).status).toBe(401);
    expect((await fresh().get("/api/auth/passkeys")).status).toBe(401);
    const options = await owner.client.post("/api/auth/passkeys/register/options");
    expect(options.status).toBe(200);
    expect(options.body.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    const key = await getDb().passkey.create({ data: { userId: owner.userId, credentialId: "cred-owner", publicKey: "AA", name: "Laptop" } });
    expect((await other.client.request("PATCH", `/api/auth/passkeys/${key.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await other.client.request("DELETE", `/api/auth/passkeys/${key.id}`, { password: PASSWORD, otp_code: "123456" })).status).toBe(404);
    const renamed = await owner.client.request("PATCH", `/api/auth/passkeys/${key.id}`, { name: "Work laptop" });
    expect(renamed.body.name).toBe("Work laptop");
    const noPassword = await owner.client.request("DELETE", `/api/auth/passkeys/${key.id}`, { password: "wrong-one" });
    expect(noPassword.status).toBe(422);

    const signInOptions = await fresh().post("/api/auth/passkeys/login/options");
    expect(signInOptions.status).toBe(200);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: signInOptions.body.challenge, origin: server.baseUrl })).toString("base64url");
    const forged = await fresh().post("/api/auth/passkeys/login/verify", {
      response: { id: "cred-owner", rawId: "cred-owner", type: "public-key", clientExtensionResults: {}, response: { clientDataJSON, authenticatorData: "AA", signature: "AA" } },
    });
    expect(forged.status).toBe(401);
    expect((await fresh().post("/api/auth/passkeys/login/verify", { response: "nope" })).status).toBe(422);
  });
});
