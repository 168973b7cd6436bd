import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTO_APPLY_PAID_ONLY_MESSAGE } from "@shared/applications";
import { AUTO_APPLY_NOT_ENABLED_MESSAGE } from "@shared/auto-apply";
import { usageMonth } from "~/domain/billing/allowances.server";
import { insertRows } from "~/lib/bulk-insert.server";
import { getDb } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { ApiClient } from "../fixtures/api-client";
import { autoAppliedRow, autoApplyVeteran, closeAllJobs, itJob } from "../fixtures/auto-apply-setup";
import { registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());
beforeEach(closeAllJobs);

const validSettings = {
  enabled: true,
  min_match_score: 70,
  min_salary: null,
  remote_only: false,
  require_clearance_match: false,
};

describe("who may auto-apply", () => {
  it("refuses a free-trial veteran on every call with SPEC's message", async () => {
    const vet = await autoApplyVeteran(api, "free_trial");
    for (const res of [
      await vet.client.get("/api/auto-apply/settings"),
      await vet.client.get("/api/auto-apply/stats"),
      await vet.client.request("PUT", "/api/auto-apply/settings", validSettings),
      await vet.client.post("/api/auto-apply/run"),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(AUTO_APPLY_PAID_ONLY_MESSAGE);
    }
    expect(await getDb().autoApplySettings.count({ where: { userId: vet.userId } })).toBe(0);
  });

  it("refuses employers and anonymous callers", async () => {
    const employer = await registerAccount(api, `aa-employer-${Date.now()}@example.com`, "employer");
    expect((await employer.client.get("/api/auto-apply/settings")).status).toBe(403);
    expect((await employer.client.post("/api/auto-apply/run")).status).toBe(403);
    expect((await api.get("/api/auto-apply/stats")).status).toBe(401);
    expect((await api.post("/api/auto-apply/run")).status).toBe(401);
  });

  it("gives each paid tier its monthly number", async () => {
    for (const [tier, limit] of [
      ["pro", 50],
      ["premium", 200],
      ["elite", 250],
    ] as const) {
      const vet = await autoApplyVeteran(api, tier);
      const stats = await vet.client.get("/api/auto-apply/stats");
      expect(stats.status).toBe(200);
      expect(stats.body).toEqual({
        total_auto_applied: 0,
        month_auto_applied: 0,
        monthly_limit: limit,
        remaining_this_month: limit,
        current_plan: tier,
      });
    }
  });
});

describe("settings", () => {
  it("starts from SPEC's defaults (and review mode, no letter) and saves all five", async () => {
    const vet = await autoApplyVeteran(api, "pro");
    const initial = await vet.client.get("/api/auto-apply/settings");
    expect(initial.body).toEqual({
      enabled: false,
      min_match_score: 70,
      min_salary: null,
      remote_only: false,
      require_clearance_match: false,
      apply_mode: "review",
      letter_template: null,
    });
    const wanted = { enabled: true, min_match_score: 85, min_salary: 90_000, remote_only: true, require_clearance_match: true };
    const saved = await vet.client.request("PUT", "/api/auto-apply/settings", wanted);
    expect(saved.status).toBe(200);
    expect((await vet.client.get("/api/auto-apply/settings")).body).toEqual({ ...wanted, apply_mode: "review", letter_template: null });
  });

  it("rejects out-of-range, fractional, wrongly typed, missing and unknown fields with a 422", async () => {
    const vet = await autoApplyVeteran(api, "pro");
    const bad: Record<string, unknown>[] = [
      { ...validSettings, min_match_score: 49 },
      { ...validSettings, min_match_score: 96 },
      { ...validSettings, min_match_score: 70.5 },
      { ...validSettings, min_match_score: "70" },
      { ...validSettings, min_salary: -1 },
      { ...validSettings, min_salary: 1e12 },
      { ...validSettings, enabled: "yes" },
      { ...validSettings, user_id: 1 },
      { enabled: true },
    ];
    for (const body of bad) {
      const res = await vet.client.request("PUT", "/api/auto-apply/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(typeof res.body.detail).toBe("string");
    }
    expect((await vet.client.request("PUT", "/api/auto-apply/settings", "{not json")).status).toBe(400);
    expect((await vet.client.get("/api/auto-apply/settings")).body).toMatchObject({ enabled: false, min_match_score: 70 });
  });
});

describe("a run", () => {
  it("is refused while auto-apply is off", async () => {
    const vet = await autoApplyVeteran(api, "pro");
    await itJob();
    const res = await vet.client.post("/api/auto-apply/run");
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(AUTO_APPLY_NOT_ENABLED_MESSAGE);
  });

  it("applies only to jobs passing every setting, best first, each with its own letter, score and reasons", async () => {
    const employer = await registerAccount(api, `aa-emp-${Date.now()}@example.com`, "employer");
    const vet = await autoApplyVeteran(api, "pro", {
      minMatchScore: 50,
      minSalary: 65_000,
      remoteOnly: true,
      requireClearanceMatch: true,
    });
    const remoteOnPlatform = await itJob({ workType: "Remote", employerId: employer.userId });
    const remoteExternal = await itJob({ workType: "Remote", title: "Help Desk Technician" });
    const onSite = await itJob({ workType: "On-site" });
    const lowPay = await itJob({ workType: "Remote", salaryMin: 40_000, salaryMax: 50_000 });
    const noSalary = await itJob({ workType: "Remote", salaryMin: null, salaryMax: null });
    const topSecret = await itJob({ workType: "Remote", clearanceRequired: "Top Secret", clearanceRank: 3 });
    const unrelated = await itJob({
      workType: "Remote",
      title: "Pastry Chef",
      onetCode: null,
      tags: ["Baking"],
      clearanceRank: 0,
      clearanceRequired: "none",
    });

    const res = await vet.client.post("/api/auto-apply/run");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ applications_created: 2, jobs_evaluated: 7, why_none: null });

    const apps = await getDb().application.findMany({
      where: { userId: vet.userId },
      include: { job: true },
      orderBy: { fitScore: "desc" },
    });
    expect(apps.map((a) => a.jobId).sort()).toEqual([remoteOnPlatform.id, remoteExternal.id].sort());
    const letters: string[] = [];
    for (const app of apps) {
      expect(app.isAutoApplied).toBe(true);
      expect(app.fitScore).toBeGreaterThanOrEqual(50);
      expect(Array.isArray(app.fitReasons) && (app.fitReasons as unknown[]).length).toBeGreaterThan(0);
      // A draft's letter is written when the veteran opens it.
      expect(app.coverLetter).toBeNull();
      const opened = await vet.client.get(`/api/applications/${app.id}`);
      expect(opened.status).toBe(200);
      expect(opened.body.cover_letter).toContain(app.job.title);
      letters.push(opened.body.cover_letter as string);
    }
    expect(letters[0]).not.toBe(letters[1]);
    // The saved mode is "Queue for my review": nothing is sent, on VetCareer or off it, until the veteran approves.
    expect(apps.find((a) => a.jobId === remoteOnPlatform.id)).toMatchObject({ status: "pending", submittedAt: null });
    expect(apps.find((a) => a.jobId === remoteExternal.id)).toMatchObject({ status: "pending", submittedAt: null });
    for (const skipped of [onSite, lowPay, noSalary, topSecret, unrelated])
      expect(apps.some((a) => a.jobId === skipped.id)).toBe(false);

    const notices = await getDb().notification.findMany({ where: { userId: vet.userId, type: "auto_apply" } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "Auto-apply created 2 applications", link: "/applications#drafts" });
    expect(notices[0].body).toContain("7 jobs evaluated");

    const stats = await vet.client.get("/api/auto-apply/stats");
    // Drafts are no applications yet: they take nothing of the month until sent (decision 092).
    expect(stats.body).toMatchObject({ total_auto_applied: 0, month_auto_applied: 0, remaining_this_month: 50 });
    const tracker = await vet.client.get("/api/applications");
    expect((tracker.body.applications as { is_auto_applied: boolean }[]).filter((a) => a.is_auto_applied)).toHaveLength(2);
  });

  it("is idempotent: a second run finds nothing new", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    await itJob();
    await itJob({ title: "Network Support Technician" });
    expect((await vet.client.post("/api/auto-apply/run")).body).toEqual({ applications_created: 2, jobs_evaluated: 2, why_none: null });
    expect((await vet.client.post("/api/auto-apply/run")).body).toEqual({
      applications_created: 0,
      jobs_evaluated: 0,
      why_none: "No open job you have not applied to yet.",
    });
    expect(await getDb().application.count({ where: { userId: vet.userId } })).toBe(2);
  });

  it("stops at the plan's remaining monthly count, drafts waiting included, best fits first", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    await getDb().autoApplyUsage.create({ data: { userId: vet.userId, month: usageMonth(new Date()), used: 49 } });
    const best = await itJob({ workType: "Remote" });
    await itJob({ tags: [], title: "Computer Support Aide" });
    const res = await vet.client.post("/api/auto-apply/run");
    expect(res.body).toMatchObject({ applications_created: 1, jobs_evaluated: 2, why_none: null });
    const [app] = await getDb().application.findMany({ where: { userId: vet.userId } });
    expect(app.jobId).toBe(best.id);
    // The draft takes its slot only when sent; meanwhile it fills the month's last one.
    expect((await vet.client.get("/api/auto-apply/stats")).body).toMatchObject({
      month_auto_applied: 49,
      remaining_this_month: 1,
    });
    const second = await vet.client.post("/api/auto-apply/run");
    expect(second.body).toMatchObject({ applications_created: 0 });
    expect(second.body.why_none).toContain("Your 1 draft waiting already fill");
  });

  it("two runs at once never pass the limit", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    await getDb().autoApplyUsage.create({ data: { userId: vet.userId, month: usageMonth(new Date()), used: 47 } });
    for (let i = 0; i < 8; i++) await itJob({ title: `IT Support Specialist ${i + 1}` });
    const results = await Promise.all([1, 2, 3, 4].map(() => vet.client.post("/api/auto-apply/run")));
    for (const r of results) expect(r.status).toBe(200);
    const created = results.reduce((sum, r) => sum + (r.body.applications_created as number), 0);
    expect(created).toBe(3);
    expect(await getDb().application.count({ where: { userId: vet.userId, isAutoApplied: true } })).toBe(3);
    const usage = await getDb().autoApplyUsage.findUniqueOrThrow({
      where: { userId_month: { userId: vet.userId, month: usageMonth(new Date()) } },
    });
    // Three drafts fill the three left; none is sent, so the month's count is unchanged.
    expect(usage.used).toBe(47);
  });

  it("knows a duplicate in a run's multi-row INSERT as a unique violation, so the batch falls back one by one", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    const job = await itJob();
    const row = autoAppliedRow(vet.userId, job.id);
    await insertRows(getDb(), "Application", [row]);
    expect(isUniqueViolation(await insertRows(getDb(), "Application", [row]).catch((e: unknown) => e))).toBe(true);
    expect(
      isUniqueViolation(
        await getDb()
          .$executeRawUnsafe("INSERT INTO Application (id) VALUES (NULL)")
          .catch((e: unknown) => e),
      ),
    ).toBe(false);
    // The run finds the job taken and writes nothing twice.
    expect((await vet.client.post("/api/auto-apply/run")).body).toMatchObject({ applications_created: 0 });
  });

  it("the job card's auto-apply shares the same monthly counter", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    await getDb().autoApplyUsage.create({ data: { userId: vet.userId, month: usageMonth(new Date()), used: 50 } });
    const job = await itJob();
    const res = await vet.client.post("/api/applications", { job_id: job.id });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("You have used all 50 AI applications of your plan this month.");
  });
});

describe("Write cover letter on Apply Now", () => {
  it("drafts a letter for paid veterans only, and the application keeps the edited letter for the employer", async () => {
    const employer = await registerAccount(api, `aa-letter-emp-${Date.now()}@example.com`, "employer");
    const job = await itJob({ employerId: employer.userId });
    const trial = await autoApplyVeteran(api, "free_trial");
    const refused = await trial.client.post(`/api/jobs/${job.id}/cover-letter`);
    expect(refused.status).toBe(403);
    expect((await employer.client.post(`/api/jobs/${job.id}/cover-letter`)).status).toBe(403);
    expect((await api.post(`/api/jobs/${job.id}/cover-letter`)).status).toBe(401);

    const vet = await autoApplyVeteran(api, "pro");
    expect((await vet.client.post("/api/jobs/999999/cover-letter")).status).toBe(404);
    const draft = await vet.client.post(`/api/jobs/${job.id}/cover-letter`);
    expect(draft.status).toBe(200);
    expect(draft.body.cover_letter).toContain(job.title);
    expect(await getDb().application.count({ where: { userId: vet.userId } })).toBe(0);

    const edited = `${draft.body.cover_letter as string}\n\nP.S. <b>available</b> next month.`;
    const applied = await vet.client.post(`/api/jobs/${job.id}/apply`, { cover_letter: edited });
    expect(applied.status).toBe(201);
    const pipeline = await getDb().application.findFirstOrThrow({ where: { userId: vet.userId, jobId: job.id } });
    expect(pipeline.coverLetter).toBe(edited);
  });
});
