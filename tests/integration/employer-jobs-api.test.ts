import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
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

async function employer(approvalStatus: "approved" | "pending" = "approved", planId = "starter") {
  n++;
  const reg = await signUp(api.withIp(`10.8.0.${n}`), {
    email: `hiring${n}@example.com`,
    password: "Secret123!",
    full_name: "Dana Hiring",
    role: "employer",
  });
  const userId = reg.body.user_id as number;
  await createEmployerProfile(userId, { approvalStatus, planId });
  return api.withToken(reg.body.access_token as string);
}

async function veteranClient() {
  n++;
  const reg = await signUp(api.withIp(`10.8.1.${n}`), { email: `seeker${n}@example.com`, password: "Secret123!", full_name: "Sam Seeker" });
  return api.withToken(reg.body.access_token as string);
}

const posting = (title: string) => ({
  title,
  company: "Patriot Widgets",
  location: "Austin, TX",
  salary_min: 60000,
  salary_max: 80000,
  description: "Lead a team of technicians maintaining radar systems.",
  requirements: "5 years of electronics maintenance",
  apply_url: "",
  remote: false,
  veteran_friendly: true,
  clearance_required: "Secret",
});

describe("posting jobs", () => {
  it("refuses a pending employer on the API too", async () => {
    const pending = await employer("pending");
    const res = await pending.post("/api/jobs", posting("Radar Technician"));
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Your employer account must be approved before you can post jobs.");
  });

  it("validates required fields and salary order", async () => {
    const emp = await employer();
    const noTitle = await emp.post("/api/jobs", { ...posting(""), title: "" });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.detail).toMatch(/Job Title is required/);
    const inverted = await emp.post("/api/jobs", { ...posting("Inverted"), salary_min: 90000, salary_max: 50000 });
    expect(inverted.status).toBe(422);
    expect(inverted.body.detail).toMatch(/Salary Min must not be more than Salary Max/);
    const badUrl = await emp.post("/api/jobs", { ...posting("Bad URL"), apply_url: "javascript:alert(1)" });
    expect(badUrl.status).toBe(422);
  });

  it("a posted job is searchable at once with source employer", async () => {
    const emp = await employer("approved", "growth");
    const created = await emp.post("/api/jobs", posting("Quasarwave Radar Technician"));
    expect(created.status).toBe(201);
    const vet = await veteranClient();
    const found = await vet.get("/api/jobs?q=quasarwave");
    expect(found.body.total).toBe(1);
    const job = (found.body.jobs as Array<Record<string, unknown>>)[0];
    expect(job).toMatchObject({ id: created.body.id, source: "employer", clearance_required: "Secret", work_type: "On-site" });
  });

  it("stops at the plan's monthly posting number with a message naming it", async () => {
    const emp = await employer("approved", "starter");
    expect((await emp.post("/api/jobs", posting("First"))).status).toBe(201);
    expect((await emp.post("/api/jobs", posting("Second"))).status).toBe(201);
    const third = await emp.post("/api/jobs", posting("Third"));
    expect(third.status).toBe(403);
    expect(third.body.detail).toBe(
      "Your Starter plan allows 2 job postings per month, and you have used them all. Upgrade your plan to post more.",
    );
  });
});

describe("managing jobs", () => {
  it("only the owner edits, closes and reopens; others get 403, unknown ids 404", async () => {
    const owner = await employer("approved", "growth");
    const other = await employer("approved", "growth");
    const { body } = await owner.post("/api/jobs", posting("Zephyrtrack Logistics Lead"));
    const id = body.id as number;

    expect((await other.request("PUT", `/api/jobs/${id}`, posting("Hijacked"))).status).toBe(403);
    expect((await other.request("PATCH", `/api/jobs/${id}`, { status: "closed" })).status).toBe(403);
    expect((await owner.request("PATCH", "/api/jobs/999999", { status: "closed" })).status).toBe(404);
    const vet = await veteranClient();
    expect((await vet.request("PATCH", `/api/jobs/${id}`, { status: "closed" })).status).toBe(403);

    const edited = await owner.request("PUT", `/api/jobs/${id}`, { ...posting("Zephyrtrack Logistics Manager"), remote: true });
    expect(edited.status).toBe(200);
    const detail = await vet.get(`/api/jobs/${id}`);
    expect(detail.body).toMatchObject({ title: "Zephyrtrack Logistics Manager", work_type: "Remote" });

    expect((await owner.request("PATCH", `/api/jobs/${id}`, { status: "closed" })).status).toBe(200);
    expect((await vet.get("/api/jobs?q=zephyrtrack")).body.total).toBe(0);
    expect((await vet.get(`/api/jobs/${id}`)).status).toBe(404);
    expect((await owner.request("PATCH", `/api/jobs/${id}`, { status: "open" })).status).toBe(200);
    expect((await vet.get("/api/jobs?q=zephyrtrack")).body.total).toBe(1);

    const mine = await owner.get("/api/employer/jobs");
    expect((mine.body.jobs as Array<{ id: number }>).map((j) => j.id)).toContain(id);
    const theirs = await other.get("/api/employer/jobs");
    expect((theirs.body.jobs as Array<{ id: number }>).map((j) => j.id)).not.toContain(id);
  });
});
