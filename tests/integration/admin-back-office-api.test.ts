import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { logInAgain, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let admin: ApiClient;
let adminId: number;
let otherAdminId: number;
const vets: TestAccount[] = [];
let employer: TestAccount;

const DAY = 86_400_000;
const NOW = Date.now();

const put = (client: ApiClient, path: string) => client.request("PUT", path);

/** As if the user's sessions were last used at `at` (sessions record it, and the user's lastActiveAt with them). */
async function lastUsed(userId: number, at: number) {
  await getDb().session.updateMany({ where: { userId }, data: { lastSeenAt: new Date(at) } });
  await getDb().user.update({ where: { id: userId }, data: { lastActiveAt: new Date(at) } });
}

beforeAll(async () => {
  // Timings are flushed only when the test asks, so the recorded rows are exactly the test's.
  server = await startTestServer({ REQUEST_TIMINGS_FLUSH_SECONDS: "300" });
  api = new ApiClient(server.baseUrl);
  adminId = (await createAdmin({ email: "bo.admin@example.com", password: "AdminPass123!", fullName: "Back Office" })).id;
  otherAdminId = (await createAdmin({ email: "bo.other@example.com", password: "AdminPass123!", fullName: "Other Admin" })).id;
  admin = api.withToken((await logInAgain(api, "bo.admin@example.com", "AdminPass123!")).body.access_token as string);
  for (const name of ["alpha", "bravo", "charlie", "delta"]) vets.push(await registerAccount(api, `${name}.vet@example.com`));
  employer = await registerAccount(api, "bo.employer@example.com", "employer");
});
afterAll(async () => server?.close());

describe("admin only", () => {
  it("answers 401 without a session and 403 to veterans and employers on every back-office call", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/admin/dashboard/metrics"],
      ["GET", "/api/admin/billing/overview"],
      ["GET", "/api/admin/users/management?limit=10"],
      ["PUT", `/api/admin/users/${vets[0].userId}/subscription?new_tier=elite`],
      ["PUT", `/api/admin/users/${vets[0].userId}/status?is_active=false`],
      ["GET", "/api/admin/jobs"],
      ["PUT", "/api/admin/jobs/1/status?status=closed&justification=x"],
      ["GET", "/api/admin/audit-logs?limit=10&date_range=week"],
    ];
    for (const [method, path] of calls) {
      expect((await api.request(method, path)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await vets[1].client.request(method, path)).status, `${method} ${path} veteran`).toBe(403);
      expect((await employer.client.request(method, path)).status, `${method} ${path} employer`).toBe(403);
    }
    const sub = await getDb().subscription.findUnique({ where: { userId: vets[0].userId } });
    expect(sub?.tier ?? "free_trial").toBe("free_trial");
  });

  it("turns junk parameters into 4xx details, never a 500", async () => {
    const cases: [string, string, number][] = [
      ["GET", "/api/admin/users/management?limit=abc", 422],
      ["GET", "/api/admin/users/management?limit=1000", 422],
      ["GET", "/api/admin/users/management?skip=-1", 422],
      ["GET", "/api/admin/users/management?tier=gold", 422],
      ["GET", "/api/admin/users/management?role=root", 422],
      ["GET", "/api/admin/users/management?sort=password", 422],
      ["GET", `/api/admin/users/management?q=${"x".repeat(101)}`, 422],
      ["PUT", `/api/admin/users/${vets[0].userId}/subscription?new_tier=free_trial`, 422],
      ["PUT", `/api/admin/users/${vets[0].userId}/subscription`, 422],
      ["PUT", `/api/admin/users/${vets[0].userId}/status?is_active=maybe`, 422],
      ["PUT", `/api/admin/users/${vets[0].userId}/status?is_active=false&justification=${"j".repeat(1001)}`, 422],
      ["PUT", "/api/admin/users/abc/status?is_active=false", 404],
      ["PUT", "/api/admin/users/99999999/status?is_active=false", 404],
      ["PUT", "/api/admin/users/99999999/subscription?new_tier=pro", 404],
      ["GET", "/api/admin/audit-logs?date_range=year", 422],
      ["GET", "/api/admin/audit-logs?action_type=DROP%20TABLE", 422],
      ["GET", "/api/admin/jobs?status=deleted", 422],
      ["GET", "/api/admin/jobs?source=%27%20OR%201", 422],
      ["PUT", "/api/admin/jobs/1/status?status=closed", 422],
      ["PUT", "/api/admin/jobs/999999/status?status=closed&justification=spam", 404],
      ["GET", `/api/admin/users/${vets[0].userId}/status`, 405],
    ];
    for (const [method, path, status] of cases) {
      const res = await admin.request(method, path);
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(typeof res.body.detail, `${method} ${path}`).toBe("string");
    }
    expect(await getDb().auditLog.count({ where: { adminId } })).toBe(0);
  });
});

describe("dashboard metrics from real rows", () => {
  it("computes every SPEC figure from seeded data", async () => {
    const db = getDb();
    const [a, b, c, d] = vets;
    // Session activity: a today (its sign-up session), b three days ago, c twenty days ago, d sixty days ago.
    await lastUsed(b.userId, NOW - 3 * DAY);
    await lastUsed(c.userId, NOW - 20 * DAY);
    await lastUsed(d.userId, NOW - 60 * DAY);
    await lastUsed(employer.userId, NOW - 60 * DAY);
    // Subscriptions: a pro (converted from the trial this month), b premium active, c elite past due, d still on the trial.
    const tiers: [number, string, string][] = [
      [a.userId, "pro", "active"],
      [b.userId, "premium", "active"],
      [c.userId, "elite", "past_due"],
      [d.userId, "free_trial", "trialing"],
    ];
    for (const [userId, tier, status] of tiers) {
      await db.subscription.upsert({ where: { userId }, create: { userId, tier, status }, update: { tier, status } });
    }
    await db.subscriptionEvent.createMany({
      data: [
        {
          userId: a.userId,
          action: "upgraded",
          fromTier: "free_trial",
          toTier: "pro",
          source: "local_checkout",
          createdAt: new Date(NOW - 1000),
        },
        {
          userId: b.userId,
          action: "upgraded",
          fromTier: "free_trial",
          toTier: "premium",
          source: "stripe_webhook",
          createdAt: new Date(NOW - 400 * DAY),
        },
        {
          userId: c.userId,
          action: "admin_tier_change",
          fromTier: "free_trial",
          toTier: "elite",
          source: "admin",
          createdAt: new Date(NOW - 1000),
        },
      ],
    });
    await db.payment.createMany({
      data: [
        {
          userId: a.userId,
          planId: "pro",
          amountCents: 2900,
          status: "paid",
          description: "Pro",
          createdAt: new Date(NOW - 1000),
          paidAt: new Date(NOW - 1000),
        },
        {
          userId: c.userId,
          planId: "elite",
          amountCents: 14900,
          status: "failed",
          description: "Elite",
          createdAt: new Date(NOW - 2 * DAY),
        },
      ],
    });
    // Jobs: three open from two sources, one closed from a third.
    const job = (title: string, source: string, status: string, externalId: string) =>
      db.job.create({
        data: { title, company: "Acme", description: "d", source, status, externalId, postedAt: new Date(NOW - 1000) },
      });
    const j1 = await job("Logistics Analyst", "usajobs", "open", "u1");
    const j2 = await job("Supply Planner", "usajobs", "open", "u2");
    await job("Fleet Manager", "adzuna", "open", "a1");
    await job("Old Posting", "lever", "closed", "l1");
    // Active job sources: a succeeded run in the last 24 hours (usajobs twice, adzuna), not a
    // success 30 hours ago (lever) nor a failed run (greenhouse).
    const run = (source: string, status: string, hoursAgo: number) => ({
      source,
      status,
      trigger: "schedule",
      startedAt: new Date(Date.now() - hoursAgo * 3_600_000 - 60_000),
      finishedAt: new Date(Date.now() - hoursAgo * 3_600_000),
    });
    await db.jobSourceRun.createMany({
      data: [
        run("usajobs", "succeeded", 1),
        run("usajobs", "succeeded", 3),
        run("adzuna", "succeeded", 2),
        run("lever", "succeeded", 30),
        run("greenhouse", "failed", 1),
      ],
    });
    // Applications: 5 in all, 2 reached interview or offer.
    await db.application.createMany({
      data: [
        { userId: a.userId, jobId: j1.id, status: "interview" },
        { userId: a.userId, jobId: j2.id, status: "sent" },
        { userId: b.userId, jobId: j1.id, status: "offer" },
        { userId: b.userId, jobId: j2.id, status: "rejected" },
        { userId: c.userId, jobId: j1.id, status: "pending" },
      ],
    });
    // Request timings: inside the hour, 100 requests (90 fast, 10 slow, 3 errors); outside it, 1000 errors that must not count.
    await server.app.flushRequestTimings();
    await db.requestStat.deleteMany({});
    const minute = (at: number) => new Date(at - (at % 60_000));
    await db.requestStat.createMany({
      data: [
        {
          bucketStart: minute(NOW - 10 * 60_000),
          route: "GET /api/jobs",
          requests: 100,
          errors: 3,
          totalDurationMs: 2000,
          h1: 90,
          h7: 10,
        },
        {
          bucketStart: minute(NOW - 2 * 3_600_000),
          route: "GET /api/jobs",
          requests: 1000,
          errors: 1000,
          totalDurationMs: 9,
          h15: 1000,
        },
      ],
    });

    const res = await admin.get("/api/admin/dashboard/metrics");
    expect(res.status).toBe(200);
    const m = res.body as unknown as {
      active_users: unknown;
      mrr: number;
      arr: number;
      revenue_by_tier: unknown;
      active_jobs: number;
      active_job_sources: number;
      trial_conversions: unknown;
      application_to_interview_rate: number;
      requests_last_hour: number;
      error_rate: number;
      api_response_time: number;
      api_response_time_p95: number;
      trends: Record<string, { date: string; value: number }[]>;
    };
    // Daily: a, the admin (signed in now), and the other sessions from registration of nobody else.
    expect(m.active_users).toEqual({ daily: 2, weekly: 3, monthly: 4 });
    // MRR (docs/decisions/083): only a's pro is active with a successful payment; b's premium has no
    // payment and c's elite is past due after a failed one. In cents.
    expect(m.mrr).toBe(2900);
    expect(m.arr).toBe(2900 * 12);
    expect(m.revenue_by_tier).toEqual({ free: 0, pro: 2900, premium: 0, elite: 0, growth: 0, enterprise: 0 });
    expect(m.active_jobs).toBe(3);
    expect(m.active_job_sources).toBe(2);
    // Two paid conversions out of four veteran subscriptions; the admin's change is not one. One this month.
    expect(m.trial_conversions).toEqual({ rate: 50, count: 1 });
    // c's pending draft is not an application until it is sent (decision 092): 2 of the 4 sent reached an interview.
    expect(m.application_to_interview_rate).toBe(50);
    expect(m.requests_last_hour).toBe(100);
    expect(m.error_rate).toBe(3);
    // p50 falls in the 2–5 ms bucket, p95 in the 75–100 ms bucket (interpolated).
    expect(m.api_response_time).toBeCloseTo(2 + 3 * (50 / 90), 1);
    expect(m.api_response_time_p95).toBeCloseTo(75 + 25 * 0.5, 1);
    const today = new Date(NOW).toISOString().slice(0, 10);
    const last = (name: string) => m.trends[name].at(-1);
    expect(m.trends.applications).toHaveLength(30);
    expect(last("applications")).toEqual({ date: today, value: 4 });
    expect(last("jobs_posted")).toEqual({ date: today, value: 4 });
    expect(last("revenue")).toEqual({ date: today, value: 2900 });
    expect(last("conversions")).toEqual({ date: today, value: 1 });
    expect(last("signups")?.value).toBe(await db.user.count({ where: { createdAt: { gte: new Date(today) } } }));
  });

  it("counts a user active again once one of their sessions is used (uses are written within a second)", async () => {
    const d = vets[3];
    await lastUsed(d.userId, NOW - 60 * DAY);
    expect((await d.client.get("/api/auth/me")).status).toBe(200);
    const activeAt = async () =>
      (
        await getDb().user.findUniqueOrThrow({ where: { id: d.userId }, select: { lastActiveAt: true } })
      ).lastActiveAt?.getTime() ?? 0;
    await expect.poll(activeAt, { timeout: 5000, interval: 100 }).toBeGreaterThan(NOW - 60_000);
    const m = (await admin.get("/api/admin/dashboard/metrics")).body as { active_users: { daily: number } };
    expect(m.active_users.daily).toBe(3);
  });

  it("records each request's timing per route pattern and flushes the sums", async () => {
    const db = getDb();
    await server.app.flushRequestTimings();
    await db.requestStat.deleteMany({});
    await db.requestStatDay.deleteMany({});
    for (let i = 0; i < 7; i++) expect((await vets[0].client.get(`/api/jobs/${1000 + i}`)).status).toBe(404);
    await server.app.flushRequestTimings();
    const rows = await db.requestStat.findMany({ where: { route: "GET /api/jobs/:id" } });
    expect(rows.reduce((n, r) => n + r.requests, 0)).toBe(7);
    expect(rows.reduce((n, r) => n + r.errors, 0)).toBe(0);
    const day = await db.requestStatDay.findMany();
    expect(day.reduce((n, r) => n + r.requests, 0)).toBe(7);
    // A second flush adds to the same minute row rather than replacing it.
    await vets[0].client.get("/api/jobs/2000");
    await server.app.flushRequestTimings();
    const after = await db.requestStat.findMany({ where: { route: "GET /api/jobs/:id" } });
    expect(after.reduce((n, r) => n + r.requests, 0)).toBe(8);
  });
});

describe("billing overview", () => {
  it("serves SPEC's billing fields from the same rows", async () => {
    const res = await admin.get("/api/admin/billing/overview");
    expect(res.status).toBe(200);
    expect(res.body.failed_payments).toBe(1);
    expect((res.body.revenue_metrics as Record<string, number>).mrr).toBe(2900);
    expect((res.body.subscription_breakdown as Record<string, number>).premium).toBe(1);
    const recent = res.body.recent_transactions as { user_email: string; amount: number; plan: string }[];
    expect(recent[0]).toMatchObject({ user_email: "alpha.vet@example.com", amount: 2900, plan: "pro" });
  });
});

describe("user management", () => {
  it("lists, searches and filters accounts with tier, status and applications", async () => {
    const res = await admin.get("/api/admin/users/management?limit=10");
    expect(res.status).toBe(200);
    const users = res.body.users as Record<string, unknown>[];
    expect(res.body.total).toBe(7);
    const alpha = users.find((u) => u.email === "alpha.vet@example.com");
    expect(alpha).toMatchObject({ subscription_tier: "pro", account_status: "active", total_applications: 2, role: "veteran" });
    const search = await admin.get("/api/admin/users/management?q=brav");
    expect((search.body.users as { email: string }[]).map((u) => u.email)).toEqual(["bravo.vet@example.com"]);
    const byName = await admin.get("/api/admin/users/management?q=back");
    expect((byName.body.users as { email: string }[]).map((u) => u.email)).toEqual(["bo.admin@example.com"]);
    const elite = await admin.get("/api/admin/users/management?tier=elite&role=veteran");
    expect((elite.body.users as { email: string }[]).map((u) => u.email)).toEqual(["charlie.vet@example.com"]);
    const page = await admin.get("/api/admin/users/management?limit=2&skip=2&sort=email&order=asc");
    expect((page.body.users as { email: string }[]).map((u) => u.email)).toEqual([
      "bo.employer@example.com",
      "bo.other@example.com",
    ]);
  });

  it("changes a veteran's tier at once, as a subscription event and one audit row", async () => {
    const d = vets[3];
    const before = await d.client.get("/api/billing/dashboard");
    expect((before.body.current_subscription as Record<string, unknown>).monthly_limit).toBe(0);
    const res = await put(admin, `/api/admin/users/${d.userId}/subscription?new_tier=premium`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("User updated successfully");
    const after = await d.client.get("/api/billing/dashboard");
    expect((after.body.current_subscription as Record<string, unknown>).monthly_limit).toBe(200);
    const events = await getDb().subscriptionEvent.findMany({ where: { userId: d.userId, source: "admin" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: adminId, fromTier: "free_trial", toTier: "premium", action: "admin_tier_change" });
    const audit = await getDb().auditLog.findMany({
      where: { resourceId: String(d.userId), actionType: "subscription_tier_changed" },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0].justification).toBe("Subscription tier changed to Premium by admin");
    // The same tier again changes nothing and writes nothing.
    expect((await put(admin, `/api/admin/users/${d.userId}/subscription?new_tier=premium`)).status).toBe(409);
    expect(
      await getDb().auditLog.count({ where: { resourceId: String(d.userId), actionType: "subscription_tier_changed" } }),
    ).toBe(1);
    // Employers have employer plans; admins are off limits.
    expect((await put(admin, `/api/admin/users/${employer.userId}/subscription?new_tier=pro`)).status).toBe(422);
    expect((await put(admin, `/api/admin/users/${otherAdminId}/subscription?new_tier=free`)).status).toBe(403);
    expect((await put(admin, `/api/admin/users/${adminId}/subscription?new_tier=free`)).status).toBe(403);
  });

  it("suspends a user: their token and live socket stop at once; reactivation lets them sign in again", async () => {
    const b = vets[1];
    const socket: Socket = connect(server.baseUrl, {
      auth: { token: b.token },
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on("ready", () => resolve());
      socket.on("connect_error", (e) => reject(e));
    });
    const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    const res = await put(
      admin,
      `/api/admin/users/${b.userId}/status?is_active=false&justification=${encodeURIComponent("Spam reports")}`,
    );
    expect(res.status).toBe(200);
    expect(await closed).toBe("io server disconnect");
    expect((await b.client.get("/api/auth/me")).status).toBe(401);
    expect(await getDb().session.count({ where: { userId: b.userId, revokedAt: null } })).toBe(0);
    expect((await logInAgain(api, b.email, b.password)).status).not.toBe(200);
    expect((await put(admin, `/api/admin/users/${b.userId}/status?is_active=false`)).status).toBe(409);

    const back = await put(admin, `/api/admin/users/${b.userId}/status?is_active=true`);
    expect(back.status).toBe(200);
    expect((await logInAgain(api, b.email, b.password)).status).toBe(200);

    const rows = await getDb().auditLog.findMany({
      where: { resourceId: String(b.userId), resourceType: "user" },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => [r.actionType, r.justification, r.adminEmail])).toEqual([
      ["user_suspended", "Spam reports", "bo.admin@example.com"],
      ["user_activated", "Account activated by admin", "bo.admin@example.com"],
    ]);
  });

  it("never lets an admin suspend themselves or another admin", async () => {
    expect((await put(admin, `/api/admin/users/${adminId}/status?is_active=false`)).status).toBe(403);
    expect((await put(admin, `/api/admin/users/${otherAdminId}/status?is_active=false`)).status).toBe(403);
    expect((await admin.get("/api/auth/me")).status).toBe(200);
  });
});

describe("jobs and audit log", () => {
  it("closes and reopens a job with a justification and counts jobs per source", async () => {
    const list = await admin.get("/api/admin/jobs?source=usajobs&status=open");
    expect(list.status).toBe(200);
    const jobs = list.body.jobs as { id: number; applicants: number; title: string }[];
    expect(jobs.map((j) => j.title).sort()).toEqual(["Logistics Analyst", "Supply Planner"]);
    expect(list.body.sources).toEqual(
      expect.arrayContaining([
        { source: "usajobs", open: 2, closed: 0, total: 2 },
        { source: "lever", open: 0, closed: 1, total: 1 },
      ]),
    );
    const target = jobs.find((j) => j.title === "Logistics Analyst")!;
    expect(target.applicants).toBe(3);
    const closed = await put(
      admin,
      `/api/admin/jobs/${target.id}/status?status=closed&justification=${encodeURIComponent("Duplicate listing")}`,
    );
    expect(closed.status).toBe(200);
    expect((await put(admin, `/api/admin/jobs/${target.id}/status?status=closed&justification=again`)).status).toBe(409);
    expect((await vets[0].client.get(`/api/jobs/${target.id}`)).body.status ?? "closed").toBe("closed");
    expect((await put(admin, `/api/admin/jobs/${target.id}/status?status=open&justification=Mistake`)).status).toBe(200);
    expect(await getDb().auditLog.count({ where: { resourceType: "job", resourceId: String(target.id) } })).toBe(2);
  });

  it("lists recent admin actions by range and action type, with paging", async () => {
    const db = getDb();
    await db.auditLog.create({
      data: {
        adminId,
        adminEmail: "bo.admin@example.com",
        actionType: "user_suspended",
        resourceType: "user",
        resourceId: "1",
        createdAt: new Date(NOW - 20 * DAY),
      },
    });
    const week = await admin.get("/api/admin/audit-logs?limit=10&date_range=week");
    expect(week.status).toBe(200);
    const total = await db.auditLog.count({ where: { createdAt: { gte: new Date(NOW - 7 * DAY) } } });
    expect(week.body.total).toBe(total);
    const suspended = await admin.get("/api/admin/audit-logs?date_range=month&action_type=user_suspended");
    expect((suspended.body.logs as unknown[]).length).toBe(2);
    const weekSuspended = await admin.get("/api/admin/audit-logs?date_range=week&action_type=user_suspended");
    expect(weekSuspended.body.total).toBe(1);
    const log = (weekSuspended.body.logs as Record<string, unknown>[])[0];
    expect(Object.keys(log)).toEqual(
      expect.arrayContaining(["id", "action_type", "admin_email", "created_at", "resource_type", "justification"]),
    );
    const page2 = await admin.get("/api/admin/audit-logs?limit=2&skip=2&date_range=all");
    const all = await admin.get("/api/admin/audit-logs?limit=4&date_range=all");
    expect((page2.body.logs as { id: number }[]).map((l) => l.id)).toEqual(
      (all.body.logs as { id: number }[]).slice(2, 4).map((l) => l.id),
    );
  });
});

describe("user management at scale", () => {
  it("stops counting a broad filter a thousand rows past the page, and counts exactly near the end", async () => {
    const db = getDb();
    const before = await db.user.count({ where: { status: { not: "deleted" } } });
    const extra = 1_005 - before;
    await db.user.createMany({
      data: Array.from({ length: extra }, (_, i) => ({
        email: `bulk.${i}@example.com`,
        fullName: `Bulk Person ${i}`,
        role: "veteran",
      })),
    });
    const first = await admin.get("/api/admin/users/management?limit=10");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 1_000, total_is_lower_bound: true });
    expect(first.body.users as unknown[]).toHaveLength(10);
    const deeper = await admin.get("/api/admin/users/management?limit=10&skip=10");
    expect(deeper.body).toMatchObject({ total: 1_005, total_is_lower_bound: false });
    const narrow = await admin.get("/api/admin/users/management?limit=10&q=bulk.10");
    expect(narrow.body).toMatchObject({ total: 11, total_is_lower_bound: false });
  });
});
