import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

// Issue 14 item 4: the employer's pipeline across all jobs and its bulk moves.

let server: TestServer;
let api: ApiClient;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

type Client = ApiClient;

async function account(role: "veteran" | "employer", approval: "approved" | "pending" = "approved") {
  n++;
  const reg = await signUp(api.withIp(`10.14.0.${n}`), { email: `bulk${n}@example.com`, password: "Secret123!", full_name: `Person ${n}`, role });
  const userId = reg.body.user_id as number;
  if (role === "employer") await createEmployerProfile(userId, { planId: "growth", approvalStatus: approval, companyName: `Company ${n}` });
  else await getDb().veteranProfile.update({ where: { userId }, data: { militaryBranch: "Army", mosCode: "25B", skills: ["Networking"] } });
  return { client: api.withToken(reg.body.access_token as string) as Client, userId };
}

async function postJob(employer: Client, title: string) {
  const posted = await employer.post("/api/jobs", {
    title, company: "Employer", location: "Austin, TX", description: "Keep the network running.",
    salary_min: 55000, salary_max: 70000, veteran_friendly: true, remote: false,
  });
  expect(posted.status).toBe(201);
  return posted.body.id as number;
}

async function apply(veteran: Client, jobId: number) {
  expect((await veteran.post(`/api/jobs/${jobId}/apply`, {})).status).toBe(201);
  const apps = (await veteran.get("/api/applications")).body.applications as Array<{ id: number; job_id?: number; job?: { id: number } }>;
  const row = apps.find((a) => (a.job_id ?? a.job?.id) === jobId);
  if (!row) throw new Error("application not listed");
  return row.id;
}

const statusOf = async (id: number) => (await getDb().application.findUniqueOrThrow({ where: { id } })).status;
const notificationsOf = (userId: number) => getDb().notification.count({ where: { userId, type: "application_status" } });

let employer: Awaited<ReturnType<typeof account>>;
let other: Awaited<ReturnType<typeof account>>;
let vets: Awaited<ReturnType<typeof account>>[];
let jobA: number;
let jobB: number;
let otherJob: number;
const app: Record<string, number> = {};

beforeAll(async () => {
  employer = await account("employer");
  other = await account("employer");
  vets = [await account("veteran"), await account("veteran"), await account("veteran")];
  jobA = await postJob(employer.client, "Network Technician");
  jobB = await postJob(employer.client, "Logistics Coordinator");
  otherJob = await postJob(other.client, "Someone else's job");
  app.v0a = await apply(vets[0].client, jobA);
  app.v1a = await apply(vets[1].client, jobA);
  app.v2b = await apply(vets[2].client, jobB);
  app.v0other = await apply(vets[0].client, otherJob);
  // A veteran's unsent draft to the employer's job stays invisible (drafts are a paid feature).
  await getDb().subscription.update({ where: { userId: vets[1].userId }, data: { tier: "pro", status: "active" } });
  expect((await vets[1].client.post("/api/applications", { job_id: jobB })).status).toBe(201);
});

it("lists submitted applications across all of the employer's jobs, never drafts or other employers' applicants", async () => {
  const res = await employer.client.get("/api/employer/pipeline?limit=100");
  expect(res.status).toBe(200);
  const rows = res.body.applicants as Array<Record<string, unknown>>;
  expect(res.body.total).toBe(3);
  expect(rows.map((r) => r.application_id).sort()).toEqual([app.v0a, app.v1a, app.v2b].sort());
  expect(new Set(rows.map((r) => r.job_title))).toEqual(new Set(["Network Technician", "Logistics Coordinator"]));
  expect(rows[0]).toMatchObject({ status: "sent", allowed_statuses: ["interview", "rejected"] });
  const scores = rows.map((r) => r.fit_score as number);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  const paged = await employer.client.get("/api/employer/pipeline?skip=1&limit=1");
  expect(paged.body).toMatchObject({ total: 3 });
  expect((paged.body.applicants as unknown[]).length).toBe(1);
  expect((await employer.client.get("/api/employer/pipeline?limit=1000")).status).toBe(422);
  expect((await employer.client.get("/api/employer/pipeline?limit=abc")).status).toBe(422);
  expect((await vets[0].client.get("/api/employer/pipeline")).status).toBe(403);
  expect((await api.get("/api/employer/pipeline")).status).toBe(401);
  const pending = await account("employer", "pending");
  expect((await pending.client.get("/api/employer/pipeline")).status).toBe(403);
});

it("rejects malformed and invalid bulk requests without touching anything", async () => {
  const post = (body: unknown) => employer.client.post("/api/employer/pipeline/bulk", body);
  expect((await post("{not json")).status).toBe(400);
  expect((await post({ application_ids: [], status: "interview" })).status).toBe(422);
  expect((await post({ application_ids: [app.v0a], status: "offer" })).status).toBe(422);
  expect((await post({ application_ids: ["1"], status: "interview" })).status).toBe(422);
  expect((await post({ application_ids: Array.from({ length: 201 }, (_, i) => i + 1), status: "rejected" })).status).toBe(422);
  expect((await employer.client.get("/api/employer/pipeline/bulk")).status).toBe(405);
  expect((await vets[0].client.post("/api/employer/pipeline/bulk", { application_ids: [app.v0a], status: "rejected" })).status).toBe(403);
  expect((await api.post("/api/employer/pipeline/bulk", { application_ids: [app.v0a], status: "rejected" })).status).toBe(401);
  expect(await statusOf(app.v0a)).toBe("sent");
});

it("answers 404 for another employer's application or an unknown id, and changes none of the batch", async () => {
  const before = await notificationsOf(vets[0].userId);
  const foreign = await employer.client.post("/api/employer/pipeline/bulk", { application_ids: [app.v0a, app.v0other], status: "interview" });
  expect(foreign.status).toBe(404);
  expect(foreign.body.detail).toBe("Application not found");
  const unknown = await employer.client.post("/api/employer/pipeline/bulk", { application_ids: [app.v0a, 99999999], status: "interview" });
  expect(unknown.status).toBe(404);
  // The other employer cannot move ours either, and learns nothing more than "not found".
  expect((await other.client.post("/api/employer/pipeline/bulk", { application_ids: [app.v0a], status: "rejected" })).status).toBe(404);
  expect(await statusOf(app.v0a)).toBe("sent");
  expect(await statusOf(app.v0other)).toBe("sent");
  expect(await notificationsOf(vets[0].userId)).toBe(before);
});

it("moves every selected applicant one allowed step in one go, with one notification each", async () => {
  const res = await employer.client.post("/api/employer/pipeline/bulk", { application_ids: [app.v0a, app.v1a, app.v0a], status: "interview" });
  expect(res.status).toBe(200);
  expect(res.body.moved).toEqual([
    { id: app.v0a, status: "interview" },
    { id: app.v1a, status: "interview" },
  ]);
  expect(await statusOf(app.v0a)).toBe("interview");
  expect(await statusOf(app.v1a)).toBe("interview");
  expect(await notificationsOf(vets[0].userId)).toBe(1);
  expect(await notificationsOf(vets[1].userId)).toBe(1);
  const note = await getDb().notification.findFirstOrThrow({ where: { userId: vets[1].userId, type: "application_status" } });
  expect(note.title).toMatch(/: Interview — Network Technician$/);
  expect(note.link).toBe(`/applications#application-${app.v1a}`);
  // The veteran's tracker shows the move.
  const tracker = await vets[1].client.get("/api/applications");
  expect((tracker.body.applications as Array<{ id: number; status: string }>).find((a) => a.id === app.v1a)?.status).toBe("interview");
});

it("is all or nothing when one selected applicant cannot take the step", async () => {
  // v0a is at interview; v2b is submitted. Reject v2b first, then ask to move both to interview.
  expect((await employer.client.post("/api/employer/pipeline/bulk", { application_ids: [app.v2b], status: "rejected" })).status).toBe(200);
  const before = await notificationsOf(vets[0].userId);
  const res = await employer.client.post("/api/employer/pipeline/bulk", { application_ids: [app.v2b, app.v0a], status: "interview" });
  expect(res.status).toBe(409);
  expect(res.body.detail).toMatch(/^Person \d+'s application \((Rejected|Interview)\) cannot be moved to interview\. Nothing was changed\.$/);
  expect(await statusOf(app.v0a)).toBe("interview");
  expect(await notificationsOf(vets[0].userId)).toBe(before);
});

it("applies a batch once when two moves race for the same applicants", async () => {
  const fresh = await account("veteran");
  const id = await apply(fresh.client, jobA);
  const body = { application_ids: [id], status: "rejected" };
  const results = await Promise.all([
    employer.client.post("/api/employer/pipeline/bulk", body),
    employer.client.post("/api/employer/pipeline/bulk", body),
  ]);
  expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(await statusOf(id)).toBe("rejected");
  expect(await notificationsOf(fresh.userId)).toBe(1);
});
