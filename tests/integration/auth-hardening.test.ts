import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/lib/db.server";
import { hashPassword } from "~/lib/password.server";
import { ApiClient } from "../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { captureStdout } from "../fixtures/log-capture";
import { latestCodeFor } from "../fixtures/outbox";
import { nextIp, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp, signUpEmployer } from "../fixtures/sign-up";

let server: TestServer;
let api: ApiClient;
const PASSWORD = "Secret123!";
const INVALID_CODE = { status: 401, detail: "Invalid or expired verification code" };

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const fresh = () => api.withIp(nextIp());
const outcome = (r: { status: number; body: Record<string, unknown> }) => ({ status: r.status, detail: r.body.detail });
const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

async function userWithTwoFactor(email: string) {
  const account = await registerAccount(api, email);
  await fresh().post("/api/auth/2fa/send", { email });
  const res = await fresh().post("/api/auth/2fa/verify", { email, otp_code: await latestCodeFor(email) });
  expect(res.status).toBe(200);
  return account;
}

async function codeRows(email: string) {
  const user = await getDb().user.findUniqueOrThrow({ where: { email } });
  return getDb().oneTimeCode.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
}

describe("tokenless 2FA calls reveal nothing about accounts (issue 8 item 2)", () => {
  it("/2fa/disable without a session answers an unknown email, an account without 2FA and a wrong code alike (issue 54: it needs a session)", async () => {
    await registerAccount(api, "no2fa.disable@example.com");
    await userWithTwoFactor("has2fa.disable@example.com");
    await fresh().post("/api/auth/2fa/send", { email: "has2fa.disable@example.com" });
    const liveCode = await latestCodeFor("has2fa.disable@example.com");

    const unknown = await fresh().post("/api/auth/2fa/disable", { email: "ghost.disable@example.com", otp_code: "123456" });
    const without2fa = await fresh().post("/api/auth/2fa/disable", { email: "no2fa.disable@example.com", otp_code: "123456" });
    const wrongCode = await fresh().post("/api/auth/2fa/disable", { email: "has2fa.disable@example.com", otp_code: otherCode(liveCode) });
    const NO_SESSION = { status: 401, detail: "Not authenticated" };
    expect([outcome(unknown), outcome(without2fa), outcome(wrongCode)]).toEqual([NO_SESSION, NO_SESSION, NO_SESSION]);
  });

  it("/2fa/verify answers an unknown email, an account that already has 2FA and a wrong code alike", async () => {
    await userWithTwoFactor("has2fa.verify@example.com");
    await registerAccount(api, "no2fa.verify@example.com");
    await fresh().post("/api/auth/2fa/send", { email: "no2fa.verify@example.com" });
    const liveCode = await latestCodeFor("no2fa.verify@example.com");

    const unknown = await fresh().post("/api/auth/2fa/verify", { email: "ghost.verify@example.com", otp_code: "123456" });
    const already = await fresh().post("/api/auth/2fa/verify", { email: "has2fa.verify@example.com", otp_code: "123456" });
    const wrongCode = await fresh().post("/api/auth/2fa/verify", { email: "no2fa.verify@example.com", otp_code: otherCode(liveCode) });
    expect([outcome(unknown), outcome(already), outcome(wrongCode)]).toEqual([INVALID_CODE, INVALID_CODE, INVALID_CODE]);
  });

  it("checks the code before the account's 2FA state: an enable code sent to /disable is just an invalid code", async () => {
    const probe = await registerAccount(api, "state.probe@example.com");
    await fresh().post("/api/auth/2fa/send", { email: "state.probe@example.com" });
    const enableCode = await latestCodeFor("state.probe@example.com");
    const res = await probe.client.post("/api/auth/2fa/disable", { otp_code: enableCode, password: PASSWORD });
    expect(outcome(res)).toEqual({ status: 422, detail: INVALID_CODE.detail });
    // ...and the code still works for its own step.
    expect((await fresh().post("/api/auth/2fa/verify", { email: "state.probe@example.com", otp_code: enableCode })).status).toBe(200);
  });

  it("limits /2fa/verify per client address, across emails", async () => {
    const client = fresh();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await client.post("/api/auth/2fa/verify", { email: `sweep${i}@example.com`, otp_code: "123456" })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("limits /2fa/status lookups per client address", async () => {
    const client = fresh();
    let last = { status: 0, headers: new Headers(), body: {} as Record<string, unknown> };
    for (let i = 0; i < 61; i++) last = await client.get(`/api/auth/2fa/status/${encodeURIComponent(`probe${i}@example.com`)}`);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await fresh().get("/api/auth/2fa/status/probe0%40example.com")).status).toBe(200);
  });
});

describe("nobody can lock an owner out (issue 8 item 3)", () => {
  it("the owner signs in while a stranger hammers the account from another address", async () => {
    const owner = await registerAccount(api, "hammered@example.com");
    const attacker = fresh();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await attacker.post("/api/auth/login", { email: owner.email, password: `guess-${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Even the right password is refused from the attacking address × account pair ...
    expect((await attacker.post("/api/auth/login", { email: owner.email, password: PASSWORD })).status).toBe(429);
    // ... but the owner, elsewhere, is not affected.
    const ownerLogin = await fresh().post("/api/auth/login", { email: owner.email, password: PASSWORD });
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.success).toBe(true);
  });

  it("counts per-account failures for unknown emails too, so the 11th guess tells nothing (issue 54)", async () => {
    const client = fresh();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await client.post("/api/auth/login", { email: "nobody.here@example.com", password: "x" })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it("a successful sign-in clears that address's failures for the account", async () => {
    const owner = await registerAccount(api, "typo.prone@example.com");
    const client = fresh();
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) statuses.push((await client.post("/api/auth/login", { email: owner.email, password: "typo" })).status);
      statuses.push((await client.post("/api/auth/login", { email: owner.email, password: PASSWORD })).status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
  });

  it("with 2FA: stranger's /2fa/send and /2fa/disable calls neither cancel the owner's sign-in code nor spend its budget", async () => {
    const email = "twofa.owner@example.com";
    await userWithTwoFactor(email);
    const owner = fresh();
    const step1 = await owner.post("/api/auth/login", { email, password: PASSWORD });
    expect(step1.body.requires_2fa).toBe(true);
    const code = await latestCodeFor(email);

    for (let i = 0; i < 3; i++) expect((await fresh().post("/api/auth/2fa/send", { email })).status).toBe(200);
    const disableStatuses: number[] = [];
    for (let i = 0; i < 12; i++) disableStatuses.push((await fresh().post("/api/auth/2fa/disable", { email, otp_code: otherCode(code) })).status);
    // Tokenless, /2fa/disable is refused before any code is looked at (issue 54).
    expect(new Set(disableStatuses)).toEqual(new Set([401]));
    expect(await latestCodeFor(email)).toBe(code);

    const signedIn = await owner.post("/api/auth/login", { email, password: PASSWORD, otp_code: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.success).toBe(true);
  });

  it("a send after the code's first minute replaces it with a new one", async () => {
    const email = "slow.reader@example.com";
    await userWithTwoFactor(email);
    await fresh().post("/api/auth/login", { email, password: PASSWORD });
    const first = await latestCodeFor(email);
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });
    await getDb().oneTimeCode.updateMany({ where: { userId: user.id, purpose: "login", usedAt: null }, data: { createdAt: new Date(Date.now() - 61_000) } });
    await fresh().post("/api/auth/2fa/send", { email });
    const second = await latestCodeFor(email);
    expect(second).not.toBe(first);
    expect((await fresh().post("/api/auth/login", { email, password: PASSWORD, otp_code: first })).status).toBe(401);
    expect((await fresh().post("/api/auth/login", { email, password: PASSWORD, otp_code: second })).status).toBe(200);
  });
});

describe("one-time codes are bound to their step (issue 8 item 4)", () => {
  it("a sign-in code cannot turn 2FA off, and a turn-off code cannot sign in", async () => {
    const email = "bound.codes@example.com";
    const owner = await userWithTwoFactor(email);

    await fresh().post("/api/auth/login", { email, password: PASSWORD });
    const loginCode = await latestCodeFor(email);
    expect(outcome(await owner.client.post("/api/auth/2fa/disable", { email, otp_code: loginCode, password: PASSWORD }))).toEqual({ status: 422, detail: INVALID_CODE.detail });
    expect((await fresh().post("/api/auth/login", { email, password: PASSWORD, otp_code: loginCode })).status).toBe(200);

    await fresh().post("/api/auth/2fa/send", { email });
    const disableCode = await latestCodeFor(email);
    expect(disableCode).not.toBe(loginCode);
    expect(outcome(await fresh().post("/api/auth/login", { email, password: PASSWORD, otp_code: disableCode }))).toEqual(INVALID_CODE);
    expect((await owner.client.post("/api/auth/2fa/disable", { email, otp_code: disableCode, password: PASSWORD })).status).toBe(200);

    expect((await codeRows(email)).map((row) => row.purpose)).toEqual(["enable_2fa", "login", "disable_2fa"]);
  });

  it("never puts a code in an email subject or a log line", async () => {
    const email = "quiet.codes@example.com";
    await registerAccount(api, email);
    const consoleLines: string[] = [];
    const capture = (...args: unknown[]) => void consoleLines.push(args.map(String).join(" "));
    const spies = (["log", "info", "warn", "error"] as const).map((level) => vi.spyOn(console, level).mockImplementation(capture));
    const logged = captureStdout();
    try {
      await fresh().post("/api/auth/2fa/send", { email });
      await fresh().post("/api/auth/2fa/verify", { email, otp_code: await latestCodeFor(email) });
      await fresh().post("/api/auth/login", { email, password: PASSWORD });
    } finally {
      for (const spy of spies) spy.mockRestore();
      logged.stop();
    }
    // A record's time and process id are long numbers of their own; every other field is read.
    const recordLines = logged.records().map(({ time: _time, pid: _pid, ...rest }) => JSON.stringify(rest));
    const lines = [...consoleLines, ...recordLines];
    const mails = await getDb().emailOutbox.findMany({ where: { to: email } });
    // Sign-up's confirmation link and a new-device notice come too (issue 54); two of them carry codes.
    expect(mails.filter((mail) => /code/i.test(mail.subject))).toHaveLength(2);
    const codes = (await codeRows(email)).length;
    expect(codes).toBe(2);
    for (const mail of mails) expect(mail.subject).not.toMatch(/\d{6}/);
    expect(lines.some((line) => line.includes("[email]"))).toBe(true);
    for (const line of lines) expect(line).not.toMatch(/\d{6}/);
  });

  it("the local outbox shows a code only while it can be used", async () => {
    const email = "outbox.codes@example.com";
    await registerAccount(api, email);
    await fresh().post("/api/auth/2fa/send", { email });
    const code = await latestCodeFor(email);
    await fresh().post("/api/auth/2fa/verify", { email, otp_code: code });
    const used = await getDb().emailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
    expect(used.text).not.toContain(code);
    expect(used.text).toMatch(/removed from the outbox/);

    await fresh().post("/api/auth/login", { email, password: PASSWORD });
    const loginCode = await latestCodeFor(email);
    await getDb().emailOutbox.updateMany({ where: { to: email }, data: { createdAt: new Date(Date.now() - 6 * 60_000) } });
    const cli = await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["cli/main.ts", "outbox", "--to", email], {
      env: { ...process.env, DATABASE_URL: `file:${path.join(server.dataDir, "app.db")}`, DATA_DIR: server.dataDir, NODE_ENV: "test" },
    });
    expect(cli.stdout).toContain("Subject: Your VetCareer sign-in code");
    expect(cli.stdout).not.toContain(loginCode);
    expect(cli.stdout).toMatch(/removed from the outbox/);
  });

  it("account deletion removes the user's outbox rows", async () => {
    const vet = await registerAccount(api, "outbox.delete@example.com");
    await fresh().post("/api/auth/2fa/send", { email: vet.email });
    // The sign-up link, the code, and whatever notices sign-up sent: all of them go with the account.
    expect(await getDb().emailOutbox.count({ where: { to: vet.email } })).toBeGreaterThanOrEqual(2);
    expect((await vet.client.post("/api/account/delete", { password: vet.password })).status).toBe(200);
    expect(await getDb().emailOutbox.count({ where: { to: vet.email } })).toBe(0);
  });
});

describe("login next= (issue 8 item 5)", () => {
  async function formLogin(next: string) {
    const email = `next.${Math.random().toString(36).slice(2)}@example.com`;
    await registerAccount(api, email);
    const res = await fetch(`${server.baseUrl}/login?next=${encodeURIComponent(next)}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextIp(), Origin: server.baseUrl },
      body: new URLSearchParams({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(302);
    return new URL(res.headers.get("location") ?? "", server.baseUrl);
  }

  it.each(["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/..//evil.example", "https:evil.example", "%2F%2Fevil.example"])(
    "stays on the site for next=%j",
    async (next) => {
      const to = await formLogin(next);
      expect(to.origin).toBe(server.baseUrl);
      expect(to.pathname).toBe("/dashboard");
    },
  );

  it("follows a same-origin path with its query", async () => {
    const to = await formLogin("/jobs?q=logistics");
    expect(to.origin).toBe(server.baseUrl);
    expect(to.pathname).toBe("/jobs");
    expect(to.searchParams.get("q")).toBe("logistics");
  });
});

describe("passwords (issue 8 item 11)", () => {
  it("upgrades an old-parameter hash on the next successful login, and the password keeps working", async () => {
    const vet = await registerAccount(api, "legacy.hash@example.com");
    const legacy = await hashPassword("abc123", { N: 16384, r: 8, p: 1 });
    await getDb().credential.update({ where: { userId: vet.userId }, data: { passwordHash: legacy } });

    expect((await fresh().post("/api/auth/login", { email: vet.email, password: "wrong-one" })).status).toBe(401);
    expect((await getDb().credential.findUniqueOrThrow({ where: { userId: vet.userId } })).passwordHash).toBe(legacy);

    // A 6-character password from before the 8-character minimum still signs in.
    expect((await fresh().post("/api/auth/login", { email: vet.email, password: "abc123" })).status).toBe(200);
    const upgraded = (await getDb().credential.findUniqueOrThrow({ where: { userId: vet.userId } })).passwordHash;
    expect(upgraded).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect((await fresh().post("/api/auth/login", { email: vet.email, password: "abc123" })).status).toBe(200);
  });

  it("new passwords need 8 characters: register, employer register and change password", async () => {
    const seven = "Abc123!";
    const vet = await signUp(fresh(), { email: "short.pw@example.com", password: seven, full_name: "Short" });
    expect(vet.status).toBe(422);
    expect(vet.body.detail).toBe("Password must be at least 8 characters");
    const employer = await signUpEmployer(fresh(), employerRegistration("short.pw.hr@example.com", { password: seven }));
    expect(employer.status).toBe(422);
    expect(employer.body.detail).toBe("Password must be at least 8 characters");
    const account = await registerAccount(api, "change.short@example.com");
    const change = await account.client.post("/api/account/change-password", { current_password: PASSWORD, new_password: seven });
    expect(change.status).toBe(422);
    expect(change.body.detail).toMatch(/Password must be at least 8 characters$/);
  });
});
