import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createAccount } from "~/domain/accounts/create-account.server";
import { jobAlertsJob, runJobAlerts } from "~/domain/jobs/job-alerts.server";
import { hashPassword } from "~/lib/password.server";
import { processOwnerId, runOnceAcrossProcesses } from "~/lib/scheduler-lease.server";
import { parseMail, SmtpSink } from "../fakes/smtp-sink";
import { ApiClient } from "../fixtures/api-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

let server: TestServer;
let api: ApiClient;
const sink = new SmtpSink();
let n = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  const smtpUrl = await sink.start();
  server = await startTestServer({ SMTP_URL: smtpUrl });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  await sink.stop();
});

/** `npm run -s cli -- alerts --run` against the test server's database, SMTP sink and secret. */
async function cliAlerts(): Promise<string> {
  const { stdout } = await run(path.join(root, "node_modules/.bin/tsx"), ["cli/main.ts", "alerts", "--run"], { cwd: root, env: { ...process.env } });
  return stdout;
}

async function veteran(verified = true) {
  n++;
  const email = `alerted${n}@example.com`;
  const passwordHash = await hashPassword("Secret123!");
  const user = await getDb().$transaction((tx) => createAccount(tx, { email, passwordHash, fullName: `Alma Alerted${n}`, role: "veteran", verified }));
  let client = api;
  if (verified) {
    const login = await api.withIp(`10.57.0.${n}`).post("/api/auth/login", { email, password: "Secret123!" });
    expect(login.status).toBe(200);
    client = api.withToken(login.body.access_token as string);
  }
  return { id: user.id, email, client };
}

/** A saved search last considered `daysAgo` days ago (a daily one is due after 1, a weekly after 7): made through the API, then dated back. */
async function savedSearch(client: ApiClient, userId: number, body: Record<string, unknown>, daysAgo = 2): Promise<number> {
  let id: number;
  if (client.token) {
    const created = await client.post("/api/saved-searches", body);
    expect(created.status).toBe(201);
    id = created.body.id as number;
  } else {
    id = (await getDb().savedSearch.create({ data: { userId, name: String(body.q), query: { q: body.q as string }, frequency: "daily" } })).id;
  }
  await getDb().savedSearch.update({ where: { id }, data: { alertedThrough: new Date(Date.now() - daysAgo * DAY) } });
  return id;
}

async function job(title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const row = await getDb().job.create({
    data: { title, company: "Orbital Freight", location: "Austin, TX", state: "TX", description: "Keep the fleet moving.", source: "employer", ...extra },
  });
  return row.id;
}

async function fit(userId: number, jobId: number, score: number) {
  await getDb().jobFit.create({ data: { userId, jobId, score, reasons: [], kinds: [], profileVersion: "t", jobVersion: "t", scorerVersion: 1 } });
}

describe("job alerts (issue 55 item 2)", () => {
  it("sends each veteran one email of the new matching jobs, best fit first, at most 10; a second run sends nothing; the link turns the search off", async () => {
    const alma = await veteran();
    const searchId = await savedSearch(alma.client, alma.id, { q: "quasar dispatcher", location: "TX", frequency: "daily" });
    // Before the search's cursor: not new.
    await job("Quasar Dispatcher Old", { createdAt: new Date(Date.now() - 3 * DAY) });
    // Not matching: other words, other state, closed.
    await job("Warehouse Lead");
    await job("Quasar Dispatcher Ohio", { location: "Columbus, OH", state: "OH" });
    await job("Quasar Dispatcher Closed", { status: "closed" });
    const matching: number[] = [];
    for (let i = 0; i < 12; i++) matching.push(await job(`Quasar Dispatcher ${String(i).padStart(2, "0")}`));
    await fit(alma.id, matching[3], 91);
    await fit(alma.id, matching[7], 64);

    // Two searches of one veteran make one email; an unverified veteran gets none.
    const ben = await veteran();
    const benFirst = await savedSearch(ben.client, ben.id, { q: "quasar", frequency: "daily" });
    const benSecond = await savedSearch(ben.client, ben.id, { q: "dispatcher", location: "Columbus, OH", frequency: "weekly" }, 8);
    const carl = await veteran(false);
    await savedSearch(carl.client, carl.id, { q: "quasar" });
    // Not due yet (saved just now): no email.
    const dee = await veteran();
    expect((await dee.client.post("/api/saved-searches", { q: "quasar" })).status).toBe(201);

    const out = await cliAlerts();
    expect(out).toMatch(/^2 alert emails sent for \d+ due saved searches/);

    const mail = parseMail((await sink.waitFor((m) => m.to.includes(alma.email))).data);
    expect(mail.headers.get("subject")).toBe("12 new jobs for “quasar dispatcher” · TX");
    const lines = mail.text.split("\n");
    const listed = lines.filter((line) => /^\d+\. /.test(line));
    expect(listed).toHaveLength(10);
    expect(listed[0]).toBe("1. Quasar Dispatcher 03 — Orbital Freight, Austin, TX");
    expect(listed[1]).toBe("2. Quasar Dispatcher 07 — Orbital Freight, Austin, TX");
    expect(mail.text).toContain("Fit 91%");
    expect(mail.text).toMatch(new RegExp(`/jobs/${matching[3]}\\n`));
    expect(mail.text).not.toMatch(/Old|Ohio|Closed|Warehouse/);
    expect(mail.text).toContain("12 new jobs match your saved search; here are the 10 that fit you best.");
    expect(mail.text).toMatch(/- “quasar dispatcher” · TX: 12 new — http:\/\/\S+\/jobs\?q=quasar\+dispatcher&location=TX&posted_days=all&sort=recent/);
    expect(mail.html).toContain(`/jobs/${matching[3]}">`);
    const unsubscribe = (mail.headers.get("list-unsubscribe") ?? "").slice(1, -1);
    expect(mail.text).toContain(`Stop alerts for this saved search: ${unsubscribe}`);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // The job link opens the job.
    const jobPage = await fetch(`${server.baseUrl}/jobs/${matching[3]}`, { headers: { Authorization: `Bearer ${alma.client.token}` } });
    expect(jobPage.status).toBe(200);
    expect(await jobPage.text()).toContain("Quasar Dispatcher 03");

    const benMail = parseMail((await sink.waitFor((m) => m.to.includes(ben.email))).data);
    expect(benMail.text).toContain("13 new jobs match your saved searches");
    expect(benMail.text).toMatch(/- “quasar”: 13 new/);
    expect(benMail.text).toMatch(/- “dispatcher” · Columbus, OH: 1 new/);
    expect(benMail.text.match(/Stop alerts for this search: /g)).toHaveLength(2);
    expect(sink.messages.filter((m) => m.to.includes(ben.email))).toHaveLength(1);
    expect(sink.messages.some((m) => m.to.includes(carl.email) || m.to.includes(dee.email))).toBe(false);

    const search = await getDb().savedSearch.findUniqueOrThrow({ where: { id: searchId } });
    expect(search.lastAlertedAt).not.toBeNull();
    expect((await getDb().savedSearch.findUniqueOrThrow({ where: { id: benSecond } })).lastAlertedAt).not.toBeNull();
    expect(benFirst).toBeGreaterThan(0);

    // Right after: nothing is due, nothing is sent — and a new job waits for the next day.
    const before = sink.messages.length;
    await job("Quasar Dispatcher Tomorrow");
    expect(await cliAlerts()).toMatch(/^0 alert emails sent for 1 due saved searches/); // carl's, still unverified
    expect(sink.messages.length).toBe(before);

    // One click on the link, signed out, turns that search off.
    const link = new URL(unsubscribe);
    const clicked = await fetch(`${server.baseUrl}${link.pathname}${link.search}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(clicked.status).toBe(200);
    expect((await getDb().savedSearch.findUniqueOrThrow({ where: { id: searchId } })).frequency).toBe("off");
    expect((await alma.client.get("/api/saved-searches")).body.saved_searches).toMatchObject([{ id: searchId, frequency: "off" }]);
  });

  it("a veteran who switched job alerts off, or whose search is off, gets none; two instances at once send once", async () => {
    const erin = await veteran();
    await savedSearch(erin.client, erin.id, { q: "nebular" });
    expect((await erin.client.request("PUT", "/api/communication-settings", { email_job_alerts: false })).status).toBe(200);
    const fay = await veteran();
    const faySearch = await savedSearch(fay.client, fay.id, { q: "nebular" });
    const gil = await veteran();
    const gilSearch = await savedSearch(gil.client, gil.id, { q: "nebular", frequency: "off" });
    await getDb().savedSearch.update({ where: { id: gilSearch }, data: { alertedThrough: new Date(Date.now() - 2 * DAY) } });
    await job("Nebular Mechanic");

    const owner = processOwnerId();
    const job1 = jobAlertsJob();
    const [a, b] = await Promise.all([runOnceAcrossProcesses(getDb(), job1, owner), runOnceAcrossProcesses(getDb(), job1, processOwnerId())]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
    const ran = (a.ran ? a.result : b.ran ? b.result : null) as Awaited<ReturnType<typeof runJobAlerts>>;
    expect(ran.emails).toBe(1);
    expect(await getDb().emailOutbox.count({ where: { to: fay.email, kind: "alerts" } })).toBe(1);
    expect(await getDb().emailOutbox.count({ where: { to: erin.email } })).toBe(0);
    expect(await getDb().emailOutbox.count({ where: { to: gil.email } })).toBe(0);
    expect((await getDb().savedSearch.findUniqueOrThrow({ where: { id: faySearch } })).lastAlertedAt).not.toBeNull();
    expect((await runJobAlerts()).emails).toBe(0);
  });
});
