import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { screenData } from "../fixtures/screen-data";
import { logInAgain, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/**
 * Issue 46 item 2: a figure shown on two screens is one figure. Each test builds the data the
 * issue found the screens disagreeing on and reads every screen's own loader or API answer.
 */

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

interface JobRow {
  id: number;
  applicants: number;
  posted_at: string;
}

describe("employer figures", () => {
  let employer: TestAccount;
  let jobIds: number[];
  const POSTED = new Date("2026-11-12T15:00:00Z");

  beforeAll(async () => {
    employer = await registerAccount(api, "figures.employer@example.com", "employer");
    await createEmployerProfile(employer.userId, { approvalStatus: "approved", planId: "growth" });
    const db = getDb();
    // Two jobs posted weeks ago (an import or an older posting), stored today.
    jobIds = [];
    for (const title of ["Radar Technician", "Logistics Lead"]) {
      const job = await db.job.create({
        data: { title, company: "Patriot Widgets", description: "d", source: "employer", employerId: employer.userId, status: "open", postedAt: POSTED },
      });
      jobIds.push(job.id);
    }
    // Four veterans: three sent applications and one unsent auto-apply draft on the first job, one sent on the second.
    const vets = await Promise.all([1, 2, 3, 4].map((n) => registerAccount(api, `figures.vet${n}@example.com`)));
    await db.application.createMany({
      data: [
        { userId: vets[0].userId, jobId: jobIds[0], status: "sent", submittedAt: new Date() },
        { userId: vets[1].userId, jobId: jobIds[0], status: "interview", submittedAt: new Date() },
        { userId: vets[2].userId, jobId: jobIds[0], status: "pending", isAutoApplied: true },
        { userId: vets[3].userId, jobId: jobIds[0], status: "rejected", submittedAt: new Date() },
        { userId: vets[0].userId, jobId: jobIds[1], status: "sent", submittedAt: new Date() },
      ],
    });
  });

  it("Your Jobs' applicant count is the job page's list; Total Applications is the pipeline's count (drafts never counted)", async () => {
    const yourJobs = await screenData<{ jobs: JobRow[] }>(server.baseUrl, employer.token, "/employer/jobs", "routes/employer.jobs._index");
    for (const jobId of jobIds) {
      const page = await screenData<{ applicants: unknown[] }>(server.baseUrl, employer.token, `/employer/jobs/${jobId}/applicants`, "routes/employer.jobs.$id.applicants");
      expect(yourJobs.jobs.find((j) => j.id === jobId)?.applicants).toBe(page.applicants.length);
    }
    expect(yourJobs.jobs.find((j) => j.id === jobIds[0])?.applicants).toBe(3);

    const dashboard = await screenData<{ dashboard: { stats: { total_applications: number }; recent_jobs: JobRow[] } }>(
      server.baseUrl,
      employer.token,
      "/employer/dashboard",
      "routes/employer.dashboard",
    );
    const pipeline = await screenData<{ total: number; applicants: unknown[] }>(server.baseUrl, employer.token, "/employer/pipeline", "routes/employer.pipeline");
    const pipelineApi = await employer.client.get("/api/employer/pipeline");
    expect(dashboard.dashboard.stats.total_applications).toBe(4);
    expect(pipeline.total).toBe(4);
    expect(pipeline.applicants).toHaveLength(4);
    expect(pipelineApi.body.total).toBe(4);
    // The dashboard's recent jobs carry the same applicant counts as Your Jobs.
    for (const row of dashboard.dashboard.recent_jobs) expect(row.applicants).toBe(yourJobs.jobs.find((j) => j.id === row.id)?.applicants);
  });

  it("employers and veterans see the same posted date: the job's postedAt", async () => {
    const veteran = await registerAccount(api, "figures.reader@example.com");
    const yourJobs = await screenData<{ jobs: JobRow[] }>(server.baseUrl, employer.token, "/employer/jobs", "routes/employer.jobs._index");
    const dashboard = await screenData<{ dashboard: { recent_jobs: JobRow[] } }>(server.baseUrl, employer.token, "/employer/dashboard", "routes/employer.dashboard");
    for (const jobId of jobIds) {
      const seen = await veteran.client.get(`/api/jobs/${jobId}`);
      expect(seen.body.posted_at).toBe(POSTED.toISOString());
      expect(yourJobs.jobs.find((j) => j.id === jobId)?.posted_at).toBe(POSTED.toISOString());
      expect(dashboard.dashboard.recent_jobs.find((j) => j.id === jobId)?.posted_at).toBe(POSTED.toISOString());
    }
  });
});

describe("admin revenue figures", () => {
  it("MRR is the sum of Revenue by Subscription Tier's bars on both screens, counts only paid plans, and both conversion rates are the billing module's", async () => {
    await createAdmin({ email: "figures.admin@example.com", password: "AdminPass123!", fullName: "Figures Admin" });
    const adminToken = (await logInAgain(api, "figures.admin@example.com", "AdminPass123!")).body.access_token as string;
    const admin = api.withToken(adminToken);
    const db = getDb();
    const payer = await registerAccount(api, "figures.payer@example.com");
    const comped = await registerAccount(api, "figures.comped@example.com");
    const lapsed = await registerAccount(api, "figures.lapsed@example.com");
    await registerAccount(api, "figures.trial@example.com");
    const bigEmployer = await registerAccount(api, "figures.enterprise@example.com", "employer");
    const unpaidEmployer = await registerAccount(api, "figures.unpaid@example.com", "employer");
    const set = (userId: number, tier: string, status: string) => db.subscription.upsert({ where: { userId }, create: { userId, tier, status }, update: { tier, status } });
    await set(payer.userId, "pro", "active");
    await set(comped.userId, "elite", "active"); // an admin's comp: no payment
    await set(lapsed.userId, "premium", "past_due");
    await set(bigEmployer.userId, "enterprise", "active");
    await set(unpaidEmployer.userId, "enterprise", "active"); // a $499 plan with no payment
    const paid = (userId: number, planId: string, amountCents: number, status = "paid") =>
      db.payment.create({ data: { userId, planId, amountCents, status, description: planId, paidAt: status === "paid" ? new Date() : null } });
    await paid(payer.userId, "pro", 2900);
    await paid(lapsed.userId, "premium", 7900, "failed");
    await paid(bigEmployer.userId, "enterprise", 49900);
    await db.subscriptionEvent.create({ data: { userId: payer.userId, action: "upgraded", fromTier: "free_trial", toTier: "pro", source: "local_checkout" } });
    await db.subscriptionEvent.create({ data: { userId: comped.userId, action: "admin_tier_change", fromTier: "free_trial", toTier: "elite", source: "admin" } });

    const metrics = (await admin.get("/api/admin/dashboard/metrics")).body as { mrr: number; revenue_by_tier: Record<string, number>; trial_conversions: { rate: number } };
    const billing = (await admin.get("/api/admin/billing/overview")).body as {
      revenue_metrics: { mrr: number; paid_conversion_rate: number };
      revenue_by_tier: Record<string, number>;
      paying_subscriptions: number;
      total_subscriptions: number;
      trial_conversion: { rate: number };
    };
    const screen = await screenData<{ billing: { revenue_metrics: { mrr: number; paid_conversion_rate: number } } }>(server.baseUrl, adminToken, "/admin/billing", "routes/admin.billing");
    const sum = (bars: Record<string, number>) => Object.values(bars).reduce((a, b) => a + b, 0);

    // Pro $29 and the paying Enterprise employer $499; the comp, the past-due and the unpaid Enterprise plan earn nothing.
    expect(metrics.mrr).toBe(2900 + 49900);
    expect(metrics.revenue_by_tier).toMatchObject({ free: 0, pro: 2900, premium: 0, elite: 0, growth: 0, enterprise: 49900 });
    expect(sum(metrics.revenue_by_tier)).toBe(metrics.mrr);
    expect(billing.revenue_metrics.mrr).toBe(metrics.mrr);
    expect(sum(billing.revenue_by_tier)).toBe(billing.revenue_metrics.mrr);
    expect(screen.billing.revenue_metrics).toEqual(billing.revenue_metrics);
    // Paid conversion: the 2 paying of all subscriptions. Trial conversion: 1 veteran paid their way off the trial (the comp is not one).
    const veterans = await db.subscription.count({ where: { tier: { in: ["free_trial", "free", "pro", "premium", "elite"] } } });
    expect(billing.paying_subscriptions).toBe(2);
    expect(billing.total_subscriptions).toBe(await db.subscription.count());
    expect(billing.revenue_metrics.paid_conversion_rate).toBe(Math.round((2 / billing.total_subscriptions) * 1000) / 10);
    expect(metrics.trial_conversions.rate).toBe(billing.trial_conversion.rate);
    expect(metrics.trial_conversions.rate).toBe(Math.round((1 / veterans) * 1000) / 10);
  });
});
