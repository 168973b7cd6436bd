import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { JOB_CLOSED_MESSAGE } from "~/domain/applications/submit-application.server";
import { GUARD_REFUSAL_MESSAGES } from "~/domain/applications/posting-guard";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { autoApplyVeteran, closeAllJobs, itJob } from "../fixtures/auto-apply-setup";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { logInAgain, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let admin: ApiClient;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  await createAdmin({ email: "counts.admin@example.com", password: "AdminPass123!", fullName: "Counts Admin" });
  admin = api.withToken((await logInAgain(api, "counts.admin@example.com", "AdminPass123!")).body.access_token as string);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await closeAllJobs();
  await getDb().autoApplySettings.updateMany({ data: { enabled: false } });
});

async function employerOnPlatform(): Promise<TestAccount> {
  const employer = await registerAccount(api, `counts-emp-${process.pid}-${++n}@example.com`, "employer");
  await createEmployerProfile(employer.userId, { planId: "growth" });
  return employer;
}

async function figures(vet: TestAccount) {
  const [stats, dashboard, users] = await Promise.all([
    vet.client.get("/api/auto-apply/stats"),
    vet.client.get("/api/dashboard/stats"),
    admin.get(`/api/admin/users/management?q=${encodeURIComponent(vet.email)}`),
  ]);
  const row = (users.body.users as { email: string; total_applications: number }[]).find((u) => u.email === vet.email);
  return {
    used: stats.body.month_auto_applied as number,
    remaining: stats.body.remaining_this_month as number,
    autoApplied: stats.body.total_auto_applied as number,
    dashboardTotal: dashboard.body.total_applications as number,
    adminTotal: row?.total_applications,
  };
}

describe("drafts are not applications until sent", () => {
  it("a review-mode run leaves the quota, the dashboard and the admin figures unchanged; sending a draft counts it once", async () => {
    const employer = await employerOnPlatform();
    const vet = await autoApplyVeteran(api, "pro", {});
    await itJob({ employerId: employer.userId, title: "IT Support Specialist" });
    await itJob({ title: "Help Desk Technician" });
    const before = await figures(vet);
    expect(before).toEqual({ used: 0, remaining: 50, autoApplied: 0, dashboardTotal: 0, adminTotal: 0 });

    const run = await vet.client.post("/api/auto-apply/run");
    expect(run.body).toMatchObject({ applications_created: 2, why_none: null });
    expect(await figures(vet)).toEqual(before);

    const [draft] = await getDb().application.findMany({ where: { userId: vet.userId, job: { employerId: employer.userId } } });
    expect((await vet.client.request("PATCH", `/api/applications/${draft.id}/submit`, {})).status).toBe(200);
    expect(await figures(vet)).toEqual({ used: 1, remaining: 49, autoApplied: 1, dashboardTotal: 1, adminTotal: 1 });
  });

  it("a draft whose job has closed cannot be sent, and takes nothing of the month", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    const job = await itJob({ employerId: (await employerOnPlatform()).userId });
    await vet.client.post("/api/auto-apply/run");
    const draft = await getDb().application.findFirstOrThrow({ where: { userId: vet.userId, jobId: job.id } });
    await getDb().job.update({ where: { id: job.id }, data: { status: "closed" } });
    const refused = await vet.client.request("PATCH", `/api/applications/${draft.id}/submit`, { cover_letter: "Dear Hiring Manager, I would like to apply." });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(JOB_CLOSED_MESSAGE);
    expect(await getDb().application.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ status: "pending", submittedAt: null });
    expect((await figures(vet)).used).toBe(0);
  });

  it("a run that creates nothing says why, in numbers", async () => {
    const vet = await autoApplyVeteran(api, "pro", { minMatchScore: 95, remoteOnly: true });
    await itJob({ workType: "Remote", title: "Help Desk Technician" });
    await itJob({ workType: "Remote", title: "Network Support Technician" });
    await itJob({ workType: "On-site" });
    const run = await vet.client.post("/api/auto-apply/run");
    expect(run.body).toMatchObject({ applications_created: 0, jobs_evaluated: 3 });
    const why = run.body.why_none as string;
    expect(why).toMatch(/^2 jobs scored \d0–\d9 %, under your 95 % minimum\.|^1 job scored \d0–\d9 %, under your 95 % minimum\. 1 job scored/);
    expect(why).toContain("1 job not remote (you chose remote only).");
    const notice = await getDb().notification.findFirstOrThrow({ where: { userId: vet.userId, type: "auto_apply" } });
    expect(notice.body).toContain(why);
  });
});

describe("auto-apply from a job card keeps a run's guards", () => {
  it("at most three postings of one employer a day, and one posting once", async () => {
    const vet = await autoApplyVeteran(api, "pro");
    const company = `Guarded Co ${process.pid}`;
    const jobs = await Promise.all(
      ["Help Desk Technician", "Network Technician", "Systems Technician", "Desktop Support Technician"].map((title) => itJob({ company, title })),
    );
    for (const job of jobs.slice(0, 3)) expect((await vet.client.post("/api/applications", { job_id: job.id })).status).toBe(201);
    const fourth = await vet.client.post("/api/applications", { job_id: jobs[3].id });
    expect(fourth.status).toBe(409);
    expect(fourth.body.detail).toBe(GUARD_REFUSAL_MESSAGES["employer-daily-cap"]);

    const first = await itJob({ company: "Twice Listed Co", title: "IT Support Specialist" });
    const relisted = await itJob({ company: "Twice Listed Co", title: "IT Support Specialist" });
    expect((await vet.client.post("/api/applications", { job_id: first.id })).status).toBe(201);
    const again = await vet.client.post("/api/applications", { job_id: relisted.id });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(GUARD_REFUSAL_MESSAGES["same-posting"]);
    expect(await getDb().application.count({ where: { userId: vet.userId } })).toBe(4);
  });
});

describe("Apply Now sends only what the veteran saw", () => {
  it("stores exactly the letter given, or none; the server adds no text", async () => {
    const vet = await autoApplyVeteran(api, "free_trial");
    const withLetter = await itJob({ employerId: (await employerOnPlatform()).userId });
    const withoutLetter = await itJob({ employerId: (await employerOnPlatform()).userId, title: "Help Desk Technician" });
    const letter = "Dear Hiring Manager,\n\nI would like to apply. I ran the help desk for my battalion.";
    expect((await vet.client.post(`/api/jobs/${withLetter.id}/apply`, { job_id: withLetter.id, cover_letter: letter })).status).toBe(201);
    expect((await vet.client.post(`/api/jobs/${withoutLetter.id}/apply`, { job_id: withoutLetter.id })).status).toBe(201);
    const rows = await getDb().application.findMany({ where: { userId: vet.userId }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.coverLetter, r.additionalNotes])).toEqual([
      [letter, null],
      [null, null],
    ]);
  });
});
