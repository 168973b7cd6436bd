import { afterAll, beforeAll, expect, it } from "vitest";
import type { ActivityView } from "@shared/activity";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
let dan: TestAccount;
let employer: TestAccount;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.now();
const at = (msAgo: number) => new Date(now - msAgo);

async function thread(members: number[], messages: [senderId: number, msAgo: number][]) {
  const db = getDb();
  const t = await db.messageThread.create({ data: { createdById: members[0], participants: { create: members.map((userId) => ({ userId })) } } });
  for (const [senderId, ago] of messages) await db.message.create({ data: { threadId: t.id, senderId, content: "hello", createdAt: at(ago) } });
}

async function job(employerId: number | null, title: string) {
  return getDb().job.create({ data: { title, company: "Acme", description: "Work", employerId } });
}

async function activity(who: TestAccount): Promise<ActivityView> {
  const res = await who.client.get("/api/activity");
  expect(res.status).toBe(200);
  return res.body as unknown as ActivityView;
}

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  alice = await registerAccount(api, "alice.activity@example.com");
  bob = await registerAccount(api, "bob.activity@example.com");
  carol = await registerAccount(api, "carol.activity@example.com");
  dan = await registerAccount(api, "dan.activity@example.com");
  employer = await registerAccount(api, "hr.activity@example.com", "employer");

  // Bob writes twice; Alice answers 35 minutes after his first; Bob writes again and waits.
  await thread([alice.userId, bob.userId], [
    [bob.userId, 2 * DAY],
    [bob.userId, 2 * DAY - 5 * MIN],
    [alice.userId, 2 * DAY - 35 * MIN],
    [bob.userId, 1 * DAY],
  ]);
  // Carol wrote 40 days ago (outside every window) and again 3 days ago; Alice answered after an hour both times.
  await thread([alice.userId, carol.userId], [
    [carol.userId, 40 * DAY],
    [alice.userId, 40 * DAY - HOUR],
    [carol.userId, 3 * DAY],
    [alice.userId, 3 * DAY - HOUR],
  ]);
  // Alice starts a thread with Dan (no turn of hers to answer) and wrote there 10 days ago too.
  await thread([alice.userId, dan.userId], [
    [alice.userId, 10 * DAY],
    [alice.userId, 1 * DAY],
  ]);

  const db = getDb();
  const day = (msAgo: number) => {
    const d = at(msAgo);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  };
  await db.profileView.create({ data: { profileUserId: alice.userId, viewerId: dan.userId, day: day(10 * DAY) } });
  await db.profileView.create({ data: { profileUserId: alice.userId, viewerId: dan.userId, day: day(40 * DAY) } });

  const [j1, j2, j3] = [await job(null, "Analyst"), await job(null, "Planner"), await job(null, "Medic")];
  await db.application.create({ data: { userId: alice.userId, jobId: j1.id, status: "sent" } });
  await db.application.create({ data: { userId: alice.userId, jobId: j2.id, status: "interview" } });
  await db.application.create({ data: { userId: alice.userId, jobId: j3.id, status: "pending" } });
  const mine = await job(employer.userId, "Logistics Lead");
  await db.application.create({ data: { userId: bob.userId, jobId: mine.id, status: "sent" } });
  await db.application.create({ data: { userId: carol.userId, jobId: mine.id, status: "rejected" } });
  await db.application.create({ data: { userId: dan.userId, jobId: mine.id, status: "pending" } }); // an unsent draft: not the employer's to see
  await db.application.create({ data: { userId: bob.userId, jobId: j1.id, status: "offer" } }); // another employer's job
});
afterAll(async () => server?.close());

it("needs a session", async () => {
  expect((await api.get("/api/activity")).status).toBe(401);
  expect((await alice.client.post("/api/activity")).status).toBe(405);
});

it("records one profile view per viewer per day, never your own, never a refused look", async () => {
  for (let i = 0; i < 3; i++) expect((await bob.client.get(`/api/users/${alice.userId}/profile`)).status).toBe(200);
  expect((await carol.client.get(`/api/users/${alice.userId}/profile`)).status).toBe(200);
  expect((await alice.client.get(`/api/users/${alice.userId}/profile`)).status).toBe(200);
  // An employer not yet approved is refused the profile, so it is no view.
  expect((await employer.client.get(`/api/users/${alice.userId}/profile`)).status).toBe(403);
  expect((await bob.client.get(`/api/users/99999999/profile`)).status).toBe(404);
  expect(await getDb().profileView.count({ where: { profileUserId: alice.userId } })).toBe(4); // 2 today + 2 seeded
  // The screen counts too (same rule, same row).
  const cookie = await fetch(`${server.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": "10.9.9.9" },
    body: new URLSearchParams({ email: dan.email, password: dan.password }),
  }).then((r) => (r.headers.get("set-cookie") ?? "").split(";")[0]);
  const page = await fetch(`${server.baseUrl}/profile/${alice.userId}`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  await page.text();
  expect(await getDb().profileView.count({ where: { profileUserId: alice.userId } })).toBe(5);
});

it("adds up a veteran's week, reply rate and time, views and applications from the rows", async () => {
  const a = await activity(alice);
  expect(a.messages).toEqual({ sent_this_week: 3, received_this_week: 4 });
  // Three turns in 30 days (Bob's first run, Bob's last message, Carol's), two answered after 35 and 60 minutes.
  expect(a.reply_rate).toBe(67);
  expect(a.average_reply_seconds).toBe((35 * 60 + 60 * 60) / 2);
  expect(a.profile_views).toEqual({ this_week: 3, last_30_days: 4 });
  expect(a.applications).toEqual({ scope: "own", total: 3, by_status: { pending: 1, sent: 1, interview: 1, offer: 0, rejected: 0, withdrawn: 0 } });
  expect(a.daily).toHaveLength(14);
  expect(a.daily.at(-1)?.date).toBe(new Date(now).toISOString().slice(0, 10));
  expect(a.daily.reduce((n, d) => n + d.messages_sent, 0)).toBe(4);
  expect(a.daily.reduce((n, d) => n + d.messages_received, 0)).toBe(4);
  expect(a.daily.reduce((n, d) => n + d.profile_views, 0)).toBe(4);
  expect(a.daily.at(-1)?.profile_views).toBe(3);
});

it("shows each person only their own figures", async () => {
  const b = await activity(bob);
  expect(b.messages).toEqual({ sent_this_week: 3, received_this_week: 1 });
  expect(b.reply_rate).toBe(100);
  expect(b.average_reply_seconds).toBe((DAY - 35 * MIN) / 1000);
  expect(b.profile_views.this_week).toBe(0);
  expect(b.applications.by_status).toMatchObject({ sent: 1, offer: 1 });
  const d = await activity(dan);
  expect(d.messages).toEqual({ sent_this_week: 0, received_this_week: 1 });
  expect(d.reply_rate).toBe(0);
  expect(d.average_reply_seconds).toBeNull();
});

it("counts applications to an employer's own jobs, without unsent drafts", async () => {
  const e = await activity(employer);
  expect(e.applications).toEqual({ scope: "to_my_jobs", total: 2, by_status: { sent: 1, interview: 0, offer: 0, rejected: 1, withdrawn: 0 } });
  expect(e.messages).toEqual({ sent_this_week: 0, received_this_week: 0 });
  expect(e.reply_rate).toBeNull();
});
