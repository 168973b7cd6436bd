import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { writeJobRowsInBatches } from "~/domain/jobs/import-jobs.server";
import { jobImportRowSchema } from "~/domain/jobs/job-import-row.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { lastOutboxId, linkTokenFor, signUp, signUpEmployer } from "../fixtures/sign-up";
import { logInAgain, nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
const fresh = () => api.withIp(nextIp());
const CHROME_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "true" });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const logIn = (email: string, password: string, userAgent = CHROME_MAC) =>
  fresh().post("/api/auth/login", { email, password }, { "User-Agent": userAgent });

describe("sign-up verifies the email before the account signs in", () => {
  it("a new sign-up cannot sign in until its link is opened, then /me says email_verified", async () => {
    const email = "link.first@example.com";
    const res = await fresh().post("/api/auth/register", { email, password: "Secret123!", full_name: "Lin Kfirst" });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: expect.stringContaining("Check your email"), email });
    // Not signed in yet, and said exactly as for a wrong password.
    const early = await logIn(email, "Secret123!");
    expect(early.status).toBe(401);
    expect(early.body.detail).toBe("Invalid email or password");
    const token = await linkTokenFor(email, "/verify-email");
    const verified = await fresh().post("/api/auth/email/verify", { token });
    expect(verified.status).toBe(200);
    expect(verified.body.email_verified).toBe(true);
    // Single use.
    expect((await fresh().post("/api/auth/email/verify", { token })).status).toBe(422);
    const login = await logIn(email, "Secret123!");
    expect(login.status).toBe(200);
    const me = await api.withToken(login.body.access_token as string).get("/api/auth/me");
    expect(me.body.email_verified).toBe(true);
  });

  it("refuses unknown, malformed and missing tokens with a 4xx and a detail", async () => {
    for (const body of [{ token: "x".repeat(43) }, { token: "short" }, {}]) {
      const res = await fresh().post("/api/auth/email/verify", body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.detail).toBeTruthy();
    }
  });

  it("a stranger who signed up with someone's address first holds nothing: the owner's sign-up replaces it", async () => {
    const email = "squatted@example.com";
    await fresh().post("/api/auth/register", { email, password: "Squatter1!", full_name: "Squat Ter" });
    const squatterLink = await linkTokenFor(email, "/verify-email");
    await fresh().post("/api/auth/register", { email, password: "Owner123!", full_name: "Real Owner" });
    const ownerLink = await linkTokenFor(email, "/verify-email");
    expect(ownerLink).not.toBe(squatterLink);
    expect((await fresh().post("/api/auth/email/verify", { token: squatterLink })).status).toBe(422);
    expect((await fresh().post("/api/auth/email/verify", { token: ownerLink })).status).toBe(200);
    expect((await logIn(email, "Squatter1!")).status).toBe(401);
    expect((await logIn(email, "Owner123!")).status).toBe(200);
    expect((await getDb().user.findUniqueOrThrow({ where: { email } })).fullName).toBe("Real Owner");
  });

  it("the employer sign-up answers the same for a taken address as for a new one", async () => {
    const owner = await registerAccount(api, "taken.hr@acme.com", "employer");
    const taken = await fresh().post("/api/auth/employer/register", employerRegistration(owner.email));
    const brandNew = await fresh().post("/api/auth/employer/register", employerRegistration("new.hr@acme.com"));
    expect([taken.status, brandNew.status]).toEqual([202, 202]);
    expect(taken.body.message).toBe(brandNew.body.message);
  });
});

describe("unverified accounts look around but do not reach strangers, report or post", () => {
  let legacyVet: TestAccount;
  let legacyEmployer: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    legacyVet = await registerAccount(api, "legacy.vet@example.com");
    const employerSignUp = await signUpEmployer(fresh(), employerRegistration("legacy.hr@example.com", { password: "Secret123!" }));
    const employerToken = employerSignUp.body.access_token as string;
    legacyEmployer = { email: "legacy.hr@example.com", password: "Secret123!", userId: employerSignUp.body.user_id as number, token: employerToken, client: api.withToken(employerToken).withIp(nextIp()) };
    stranger = await registerAccount(api, "stranger.vet@example.com");
    // As the migration leaves accounts from before verification existed: active, not verified.
    await getDb().user.updateMany({ where: { id: { in: [legacyVet.userId, legacyEmployer.userId] } }, data: { emailVerifiedAt: null } });
    await getDb().employerProfile.update({ where: { userId: legacyEmployer.userId }, data: { approvalStatus: "approved" } });
  });

  it("says so in /me, and still reads jobs and edits its profile", async () => {
    expect((await legacyVet.client.get("/api/auth/me")).body.email_verified).toBe(false);
    expect((await legacyVet.client.get("/api/jobs")).status).toBe(200);
    expect((await legacyVet.client.request("PUT", "/api/veteran/profile", { headline: "Logistics lead" })).status).toBe(200);
  });

  it("cannot report a job, message a stranger, post a job or search talent", async () => {
    const job = await getDb().job.create({ data: { title: "Ghost", company: "Acme", description: "d", source: "lever", externalId: "unverified-1" } });
    const report = await legacyVet.client.post(`/api/jobs/${job.id}/gone`, {});
    expect(report.status).toBe(403);
    expect(report.body.detail).toMatch(/^Confirm your email address before you can report jobs/);
    const message = await legacyVet.client.post("/api/dm/threads", { participants: [stranger.userId] });
    expect(message.status).toBe(403);
    expect(message.body.detail).toMatch(/^Confirm your email address before you can message people who are not your connections/);
    const post = await legacyEmployer.client.post("/api/jobs", {
      title: "Forklift Lead",
      company: "Patriot Widgets",
      location: "Austin, TX",
      salary_min: 60000,
      salary_max: 80000,
      description: "Lead the night shift of a busy warehouse.",
      requirements: "3 years of warehouse work",
      apply_url: "",
      remote: false,
      veteran_friendly: true,
      clearance_required: "Secret",
    });
    expect(post.status).toBe(403);
    expect(post.body.detail).toMatch(/^Confirm your email address before you can post jobs/);
    const search = await legacyEmployer.client.get("/api/employer/veterans/search");
    expect(search.status).toBe(403);
  });

  it("asks for a new link (limited), and the link lifts the limits", async () => {
    const after = await lastOutboxId();
    const resent = await legacyVet.client.post("/api/auth/email/resend", {});
    expect(resent.status).toBe(200);
    const token = await linkTokenFor(legacyVet.email, "/verify-email", after);
    expect((await fresh().post("/api/auth/email/verify", { token })).status).toBe(200);
    expect((await legacyVet.client.get("/api/auth/me")).body.email_verified).toBe(true);
    expect((await legacyVet.client.post("/api/auth/email/resend", {})).status).toBe(422);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await legacyEmployer.client.post("/api/auth/email/resend", {})).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("forgot password", () => {
  it("answers the same for a known and an unknown address, and only the known one gets a link", async () => {
    const owner = await registerAccount(api, "forgetful@example.com");
    const known = await fresh().post("/api/auth/password/forgot", { email: owner.email });
    const unknown = await fresh().post("/api/auth/password/forgot", { email: "nobody.here@example.com" });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    await linkTokenFor(owner.email, "/reset-password");
    expect(await getDb().emailOutbox.count({ where: { to: "nobody.here@example.com" } })).toBe(0);
  });

  it("resets with a single-use link, ends every session and emails a notice", async () => {
    const owner = await registerAccount(api, "reset.me@example.com");
    const other = await logInAgain(api, owner.email, owner.password);
    await fresh().post("/api/auth/password/forgot", { email: owner.email });
    const token = await linkTokenFor(owner.email, "/reset-password");
    const weak = await fresh().post("/api/auth/password/reset", { token, password: "short" });
    expect(weak.status).toBe(422);
    const reset = await fresh().post("/api/auth/password/reset", { token, password: "BrandNew123!" });
    expect(reset.status).toBe(200);
    expect((await owner.client.get("/api/auth/me")).status).toBe(401);
    expect((await api.withToken(other.body.access_token as string).get("/api/auth/me")).status).toBe(401);
    expect((await fresh().post("/api/auth/password/reset", { token, password: "Another123!" })).status).toBe(422);
    expect((await logIn(owner.email, owner.password)).status).toBe(401);
    expect((await logIn(owner.email, "BrandNew123!")).status).toBe(200);
    const notice = await getDb().emailOutbox.findFirst({ where: { to: owner.email, subject: "Your VetCareer password was reset" } });
    expect(notice?.text).toContain("/forgot-password");
  });

  it("a link works for 30 minutes, and only the newest one works", async () => {
    const owner = await registerAccount(api, "slow.reader@example.com");
    await fresh().post("/api/auth/password/forgot", { email: owner.email });
    const first = await linkTokenFor(owner.email, "/reset-password");
    const after = await lastOutboxId();
    await fresh().post("/api/auth/password/forgot", { email: owner.email });
    const second = await linkTokenFor(owner.email, "/reset-password", after);
    expect((await fresh().post("/api/auth/password/reset", { token: first, password: "BrandNew123!" })).status).toBe(422);
    await getDb().accountToken.updateMany({ where: { userId: owner.userId, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await fresh().post("/api/auth/password/reset", { token: second, password: "BrandNew123!" });
    expect(expired.status).toBe(422);
    expect(expired.body.detail).toBe("This link is invalid or has expired");
  });

  it("is rate-limited per address of the client, the same for every email", async () => {
    const client = fresh();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await client.post("/api/auth/password/forgot", { email: `who${i}@example.com` })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });

  it("the password-changed email points at the real reset page", async () => {
    const owner = await registerAccount(api, "changer@example.com");
    expect((await owner.client.post("/api/account/change-password", { current_password: owner.password, new_password: "Changed123!" })).status).toBe(200);
    const notice = await getDb().emailOutbox.findFirst({ where: { to: owner.email, subject: "Your VetCareer password was changed" } });
    expect(notice?.text).toMatch(/reset your password right away at http:\/\/localhost:\d+\/forgot-password/);
    expect(notice?.text).not.toContain("contact support");
  });
});

describe("sessions you can see", () => {
  it("lists sessions with device, place and current; ends one, then every other; another account's is a 404", async () => {
    const owner = await registerAccount(api, "many.devices@example.com");
    const laptop = await api.withIp("203.0.113.7").post("/api/auth/login", { email: owner.email, password: owner.password }, { "User-Agent": FIREFOX_WINDOWS });
    const phone = await api.withIp("198.51.100.20").post("/api/auth/login", { email: owner.email, password: owner.password }, { "User-Agent": CHROME_MAC });
    const me = api.withToken(laptop.body.access_token as string).withIp("203.0.113.7");
    const listed = await me.get("/api/auth/sessions");
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions as { id: number; device: string; place: string; current: boolean; created_at: string; last_seen_at: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, device: "Firefox on Windows", place: "203.0.113.x" });
    expect(sessions.find((s) => s.device === "Chrome on macOS")?.place).toBe("198.51.100.x");

    const stranger = await registerAccount(api, "not.yours@example.com");
    const phoneSession = sessions.find((s) => s.device === "Chrome on macOS")!;
    expect((await stranger.client.request("DELETE", `/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await me.request("DELETE", `/api/auth/sessions/${phoneSession.id}`)).status).toBe(200);
    expect((await api.withToken(phone.body.access_token as string).get("/api/auth/me")).status).toBe(401);
    expect((await me.request("DELETE", "/api/auth/sessions/abc")).status).toBe(404);

    const others = await me.post("/api/auth/sessions/revoke-others", {});
    expect(others.body).toMatchObject({ ended: 1 });
    expect((await owner.client.get("/api/auth/me")).status).toBe(401);
    expect((await me.get("/api/auth/me")).status).toBe(200);
    expect((await api.get("/api/auth/sessions")).status).toBe(401);
  });

  it("a sign-in from a new kind of device emails the owner; the same device does not", async () => {
    const owner = await registerAccount(api, "new.device@example.com");
    await logIn(owner.email, owner.password, CHROME_MAC);
    const after = await lastOutboxId();
    await logIn(owner.email, owner.password, CHROME_MAC);
    await logIn(owner.email, owner.password, FIREFOX_WINDOWS);
    const deadline = Date.now() + 5000;
    let notices: { text: string }[] = [];
    while (notices.length === 0 && Date.now() < deadline) {
      notices = await getDb().emailOutbox.findMany({ where: { to: owner.email, id: { gt: after }, subject: "New sign-in to your VetCareer account" } });
      if (notices.length === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain("Firefox on Windows");
  });
});

describe("this job is gone: reports that cost something", () => {
  const WEEK_AGO = () => new Date(Date.now() - 8 * 86_400_000);
  let admin: ApiClient;

  beforeAll(async () => {
    await createAdmin({ email: "gone.admin@example.com", password: "AdminPass123!", fullName: "Gone Admin" });
    admin = api.withToken((await logInAgain(api, "gone.admin@example.com", "AdminPass123!")).body.access_token as string);
  });

  const importedJob = (externalId: string) =>
    getDb().job.create({ data: { title: `Posting ${externalId}`, company: "Acme", description: "d", source: "lever", externalId, lastSeenAt: new Date() } });

  it("three fresh accounts leave the job open", async () => {
    const job = await importedJob("attack-1");
    for (const name of ["one", "two", "three"]) {
      const attacker = await registerAccount(api, `throwaway.${name}@example.com`);
      expect((await attacker.client.post(`/api/jobs/${job.id}/gone`, {})).body).toMatchObject({ reports: 0, hidden: false });
    }
    expect((await getDb().job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
  });

  it("three week-old verified accounts hide it for an admin; reports survive the reporter's deletion; admin restores or closes", async () => {
    const job = await importedJob("ghost-queue");
    const reporters: TestAccount[] = [];
    for (const name of ["a", "b", "c"]) reporters.push(await registerAccount(api, `seasoned.${name}@example.com`));
    await getDb().user.updateMany({ where: { id: { in: reporters.map((r) => r.userId) } }, data: { createdAt: WEEK_AGO() } });
    const answers = [];
    for (const r of reporters) answers.push((await r.client.post(`/api/jobs/${job.id}/gone`, {})).body);
    expect(answers.map((a) => a.hidden)).toEqual([false, false, true]);
    expect(await getDb().job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "hidden", closedReason: "reported" });

    // The reporter deletes the account: the report stays, naming nobody.
    expect((await reporters[0].client.post("/api/account/delete", { password: reporters[0].password })).status).toBe(200);
    const kept = await getDb().jobGoneReport.findMany({ where: { jobId: job.id } });
    expect(kept).toHaveLength(3);
    expect(kept.filter((r) => r.reporterId === null)).toHaveLength(1);

    const queue = await admin.get("/api/admin/jobs/reported");
    expect(queue.status).toBe(200);
    expect((queue.body.jobs as { id: number; reports: number }[]).find((j) => j.id === job.id)?.reports).toBe(3);
    expect((await reporters[1].client.get("/api/admin/jobs/reported")).status).toBe(403);
    expect((await admin.post(`/api/admin/jobs/${job.id}/reported`, { decision: "maybe" })).status).toBe(422);
    const restored = await admin.post(`/api/admin/jobs/${job.id}/reported`, { decision: "restore" });
    expect(restored.body).toMatchObject({ status: "open" });
    expect((await admin.post(`/api/admin/jobs/${job.id}/reported`, { decision: "confirm" })).status).toBe(409);
    expect(await getDb().jobGoneReport.count({ where: { jobId: job.id, dismissedAt: null } })).toBe(0);
  });

  it("a hidden job its source still lists returns at the next import unless an admin confirmed it", async () => {
    const row = (externalId: string) => jobImportRowSchema.parse({ title: `Posting ${externalId}`, company: "Acme", description: "d", source: "lever", external_id: externalId, apply_url: `https://jobs.lever.co/acme/${externalId}` });
    const back = await importedJob("still-listed");
    const gone = await importedJob("confirmed-gone");
    await getDb().job.updateMany({ where: { id: { in: [back.id, gone.id] } }, data: { status: "hidden", closedReason: "reported" } });
    expect((await admin.post(`/api/admin/jobs/${gone.id}/reported`, { decision: "confirm" })).body).toMatchObject({ status: "closed" });
    // A source run that still sees both postings.
    await writeJobRowsInBatches(getDb(), [row("still-listed"), row("confirmed-gone")], { now: new Date(), sighting: { board: null } });
    expect((await getDb().job.findUniqueOrThrow({ where: { id: back.id } })).status).toBe("open");
    expect(await getDb().job.findUniqueOrThrow({ where: { id: gone.id } })).toMatchObject({ status: "closed", closedReason: "reported" });
  });
});

describe("sign-up fixture", () => {
  it("signs a person up through the emailed link", async () => {
    const res = await signUp(fresh(), { email: "fixture.check@example.com", password: "Secret123!", full_name: "Fix Ture" });
    expect(res.status).toBe(201);
  });
});
