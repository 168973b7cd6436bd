import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

let server: TestServer;
let api: ApiClient;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

async function veteran(tier = "free_trial") {
  n++;
  const reg = await signUp(api.withIp(`10.7.0.${n}`), { email: `apply${n}@example.com`, password: "Secret123!", full_name: "Ava Brooks" });
  const userId = reg.body.user_id as number;
  await getDb().veteranProfile.update({
    where: { userId },
    data: { militaryBranch: "Army", mosCode: "25B", clearanceLevel: "Secret", skills: ["Networking", "Help Desk"], yearsOfService: 6 },
  });
  if (tier !== "free_trial") await getDb().subscription.update({ where: { userId }, data: { tier, status: "active" } });
  return { client: api.withToken(reg.body.access_token as string), userId };
}

async function job(overrides: Partial<{ title: string; status: string; source: string; applyUrl: string | null }> = {}) {
  return getDb().job.create({
    data: {
      title: overrides.title ?? "IT Support Specialist",
      company: "Acme Federal",
      location: "Austin, TX",
      state: "TX",
      description: "Support users and networks.",
      source: overrides.source ?? "employer",
      applyUrl: overrides.applyUrl ?? null,
      status: overrides.status ?? "open",
      onetCode: "15-1232.00",
      clearanceRequired: "Secret",
      clearanceRank: 2,
      tags: ["Help Desk", "Networking"],
      salaryMin: 55_000,
      salaryMax: 70_000,
    },
  });
}

describe("applying", () => {
  it("Apply Now creates a submitted application with a fit score; twice is a 409", async () => {
    const { client, userId } = await veteran();
    const j = await job();
    const res = await client.post(`/api/jobs/${j.id}/apply`, { job_id: j.id, cover_letter: "Hello", additional_notes: "Thanks" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "sent", fit_score: expect.any(Number) });
    expect(res.body.fit_score as number).toBeGreaterThanOrEqual(60);
    const again = await client.post(`/api/jobs/${j.id}/apply`, { job_id: j.id });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("You have already applied to this job");
    const stored = await getDb().application.findMany({ where: { userId } });
    expect(stored).toHaveLength(1);
    expect(stored[0].coverLetter).toBe("Hello");
  });

  it("refuses unknown and closed jobs with 404, and non-veterans with 403", async () => {
    const { client } = await veteran();
    expect((await client.post("/api/jobs/999999/apply", {})).status).toBe(404);
    const closed = await job({ status: "closed" });
    expect((await client.post(`/api/jobs/${closed.id}/apply`, {})).status).toBe(404);
    const emp = await signUp(api.withIp("10.7.1.1"), { email: "emp.apply@example.com", password: "Secret123!", full_name: "E", role: "employer" });
    const j = await job();
    const res = await api.withToken(emp.body.access_token as string).post(`/api/jobs/${j.id}/apply`, {});
    expect(res.status).toBe(403);
  });

  it("auto-apply is refused on the free trial with SPEC's message", async () => {
    const { client } = await veteran("free_trial");
    const j = await job();
    const res = await client.post("/api/applications", { job_id: j.id });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Auto-Apply is only available for Pro, Premium, and Elite subscribers. Upgrade now!");
  });

  it("auto-apply creates a pending application, submit moves it to sent once, and the tracker shows it", async () => {
    const { client } = await veteran("pro");
    const j = await job();
    const created = await client.post("/api/applications", { job_id: j.id });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const submit = await client.request("PATCH", `/api/applications/${id}/submit`, {});
    expect(submit.status).toBe(200);
    const twice = await client.request("PATCH", `/api/applications/${id}/submit`, {});
    expect(twice.status).toBe(409);
    const list = await client.get("/api/applications");
    expect(list.status).toBe(200);
    const apps = list.body.applications as Array<Record<string, unknown>>;
    expect(apps[0]).toMatchObject({ id, status: "sent", is_auto_applied: true, job: { title: "IT Support Specialist", company: "Acme Federal" } });
    expect(apps[0].submitted_at).toEqual(expect.any(String));
  });

  it("stops auto-apply at the plan's monthly limit", async () => {
    const { client } = await veteran("pro");
    // A plan of two AI applications a month, so the limit is reached quickly.
    await getDb().plan.update({ where: { id: "pro" }, data: { autoApplyLimit: 2 } });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 2; i++) {
        // Titles of their own: one title at one company is one posting, which the guard applies to once.
        const created = await client.post("/api/applications", { job_id: (await job({ title: `Network Technician ${i}` })).id });
        expect(created.status).toBe(201);
        ids.push(created.body.id as number);
      }
      // Two drafts waiting fill the month's two: a third draft could never be sent this month.
      const third = await client.post("/api/applications", { job_id: (await job({ title: "Help Desk Analyst" })).id });
      expect(third.status).toBe(403);
      expect(third.body.detail).toContain("2 auto-apply drafts waiting");
      for (const id of ids) expect((await client.request("PATCH", `/api/applications/${id}/submit`, {})).status).toBe(200);
      const res = await client.post("/api/applications", { job_id: (await job({ title: "Systems Technician" })).id });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe("You have used all 2 AI applications of your plan this month.");
    } finally {
      await getDb().plan.update({ where: { id: "pro" }, data: { autoApplyLimit: 50 } });
    }
  });

  it("submit is only for the owner (404 for anyone else)", async () => {
    const owner = await veteran("pro");
    const other = await veteran("pro");
    const j = await job();
    const created = await owner.client.post("/api/applications", { job_id: j.id });
    const res = await other.client.request("PATCH", `/api/applications/${created.body.id as number}/submit`, {});
    expect(res.status).toBe(404);
  });
});
