import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

// Issue 53, "one fit": the same (veteran, job) shows one number on the job list, the job page, the
// tracker, the employer's applicant list and pipeline, and auto-apply takes a job whose listed score
// equals its minimum; after the profile or the posting changes, every screen moves together.

let server: TestServer;
let api: ApiClient;
let veteran: TestAccount;
let employer: TestAccount;
const run = Date.now();

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  employer = await registerAccount(api, `onefit-employer-${run}@example.com`, "employer");
  await createEmployerProfile(employer.userId, { planId: "growth" });
  veteran = await registerAccount(api, `onefit-88m-${run}@example.com`);
  await getDb().subscription.update({ where: { userId: veteran.userId }, data: { tier: "pro", status: "active" } });
  const profile = await veteran.client.request("PUT", "/api/veteran/profile", {
    military_branch: "Army",
    mos_code: "88M",
    military_rank: "E-5",
    clearance_level: "Secret",
    skills: ["CDL Class A", "Route planning"],
    location: "Dallas, TX",
  });
  expect(profile.status).toBe(200);
});
afterAll(async () => server?.close());

async function postJob(title: string, description: string): Promise<number> {
  const res = await employer.client.post("/api/jobs", {
    title,
    company: "Onefit Freight",
    location: "Dallas, TX",
    description,
    salary_min: 52000,
    salary_max: 64000,
    clearance_required: "none",
    veteran_friendly: true,
    remote: false,
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

interface JobCard {
  id: number;
  fit_score?: number;
}

/** The fit every screen shows for the job, read as each screen's loader does (its API). */
async function screens(jobId: number, title: string) {
  const list = await veteran.client.get(`/api/jobs?q=${encodeURIComponent(title)}&limit=50`);
  const page = await veteran.client.get(`/api/jobs/${jobId}`);
  const tracker = await veteran.client.get("/api/applications");
  const applicants = await employer.client.get(`/api/employer/jobs/${jobId}/applicants`);
  const pipeline = await employer.client.get("/api/employer/pipeline");
  const tracked = (tracker.body.applications as { job: { id: number }; fit_score: number; fit_score_now: number }[]).find((a) => a.job.id === jobId);
  const applicant = (applicants.body.applicants as { user_id: number; fit_score: number; fit_score_now: number }[]).find(
    (a) => a.user_id === veteran.userId,
  );
  const row = (pipeline.body.applicants as { job_id: number; fit_score: number; fit_score_now: number }[]).find((a) => a.job_id === jobId);
  return {
    list: (list.body.jobs as JobCard[]).find((job) => job.id === jobId)?.fit_score,
    page: page.body.fit_score as number,
    trackerNow: tracked?.fit_score_now,
    trackerSent: tracked?.fit_score,
    employerNow: applicant?.fit_score_now,
    employerSent: applicant?.fit_score,
    pipelineNow: row?.fit_score_now,
    pipelineSent: row?.fit_score,
  };
}

it("Fleet Operations Coordinator shows one number on the list, the page, the tracker and the employer's lists, and keeps the one it was sent with", async () => {
  const title = "Fleet Operations Coordinator";
  const jobId = await postJob(
    title,
    "Ideal for Army 88M. Coordinate fleet operations: dispatch, route planning, vehicle maintenance schedules, DOT compliance.",
  );
  const applied = await veteran.client.post(`/api/jobs/${jobId}/apply`, {});
  expect(applied.status).toBe(201);
  const sent = applied.body.fit_score as number;
  expect(sent).toBeGreaterThan(0);

  const first = await screens(jobId, title);
  expect(first).toEqual({
    list: sent,
    page: sent,
    trackerNow: sent,
    trackerSent: sent,
    employerNow: sent,
    employerSent: sent,
    pipelineNow: sent,
    pipelineSent: sent,
  });

  // The profile changes: every screen's today's number moves together; the application keeps its own.
  await veteran.client.request("PUT", "/api/veteran/profile", { skills: [], desired_roles: ["Fleet Operations Coordinator"] });
  const afterProfile = await screens(jobId, title);
  const nowScore = afterProfile.page;
  expect(afterProfile).toEqual({ ...first, list: nowScore, page: nowScore, trackerNow: nowScore, employerNow: nowScore, pipelineNow: nowScore });
  expect(afterProfile.trackerSent).toBe(sent);

  // The posting changes (its text no longer names the 88M): same again.
  const edited = await employer.client.request("PUT", `/api/jobs/${jobId}`, {
    title,
    company: "Onefit Freight",
    location: "Dallas, TX",
    description: "Coordinate a regional delivery fleet from the office.",
    salary_min: 52000,
    salary_max: 64000,
    clearance_required: "none",
    veteran_friendly: true,
    remote: false,
  });
  expect(edited.status).toBe(200);
  const afterPosting = await screens(jobId, title);
  const edit = afterPosting.page;
  expect(afterPosting).toEqual({ ...first, list: edit, page: edit, trackerNow: edit, employerNow: edit, pipelineNow: edit });
  const stored = await getDb().jobFit.findUnique({ where: { userId_jobId: { userId: veteran.userId, jobId } } });
  expect(stored?.score).toBe(edit);
});

it("auto-apply with a minimum equal to a listed score takes that job, with that score", async () => {
  const title = "Fleet Dispatch Lead";
  const jobId = await postJob(title, "Former Army 88M motor transport operators welcome: dispatch a fleet of 40 trucks, plan routes.");
  const list = await veteran.client.get(`/api/jobs?q=${encodeURIComponent(title)}&limit=50`);
  const listed = (list.body.jobs as JobCard[]).find((job) => job.id === jobId)?.fit_score;
  expect(listed).toBeGreaterThan(0);
  const saved = await veteran.client.request("PUT", "/api/auto-apply/settings", {
    enabled: true,
    min_match_score: listed,
    min_salary: null,
    remote_only: false,
    require_clearance_match: false,
  });
  expect(saved.status).toBe(200);
  const ran = await veteran.client.post("/api/auto-apply/run");
  expect(ran.status).toBe(200);
  const application = await getDb().application.findUnique({ where: { userId_jobId: { userId: veteran.userId, jobId } } });
  expect(application?.isAutoApplied).toBe(true);
  expect(application?.fitScore).toBe(listed);
});
