import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
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

async function account(role: "veteran" | "employer") {
  n++;
  const reg = await signUp(api.withIp(`10.9.0.${n}`), { email: `pipe${n}@example.com`, password: "Secret123!", full_name: `Person ${n}`, role });
  const userId = reg.body.user_id as number;
  if (role === "employer") {
    await createEmployerProfile(userId, { planId: "growth", companyName: "Employer" });
  } else {
    await getDb().veteranProfile.update({
      where: { userId },
      data: { militaryBranch: "Army", mosCode: "25B", clearanceLevel: "Secret", headline: "Army IT specialist", skills: ["Networking"] },
    });
  }
  return { client: api.withToken(reg.body.access_token as string), userId };
}

it("an employer sees its applicants with fit scores, moves them along allowed steps, and the veteran sees it", async () => {
  const employer = await account("employer");
  const other = await account("employer");
  const veteran = await account("veteran");
  const drafter = await account("veteran");
  await getDb().subscription.update({ where: { userId: drafter.userId }, data: { tier: "pro", status: "active" } });

  const posted = await employer.client.post("/api/jobs", {
    title: "Network Support Technician", company: "Employer", location: "Austin, TX", description: "Keep the network running.",
    salary_min: 55000, salary_max: 70000, clearance_required: "Secret", veteran_friendly: true, remote: false,
  });
  const jobId = posted.body.id as number;
  expect((await veteran.client.post(`/api/jobs/${jobId}/apply`, {})).status).toBe(201);
  expect((await drafter.client.post("/api/applications", { job_id: jobId })).status).toBe(201); // pending draft

  const list = await employer.client.get(`/api/employer/jobs/${jobId}/applicants`);
  expect(list.status).toBe(200);
  const applicants = list.body.applicants as Array<Record<string, unknown>>;
  expect(applicants).toHaveLength(1);
  expect(applicants[0]).toMatchObject({ user_id: veteran.userId, headline: "Army IT specialist", military_branch: "Army", status: "sent" });
  expect(applicants[0].fit_score as number).toBeGreaterThan(0);
  expect((applicants[0].fit_reasons as string[]).length).toBeGreaterThan(0);
  expect(applicants[0].allowed_statuses).toEqual(["interview", "rejected"]);
  const applicationId = applicants[0].application_id as number;

  expect((await other.client.get(`/api/employer/jobs/${jobId}/applicants`)).status).toBe(403);
  expect((await other.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "interview" })).status).toBe(403);
  expect((await veteran.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "offer" })).status).toBe(403);

  const skip = await employer.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "offer" });
  expect(skip.status).toBe(409);
  expect(skip.body.detail).toBe("An application that is submitted cannot be moved to offer");
  const bad = await employer.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "hired" });
  expect(bad.status).toBe(422);

  const moved = await employer.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "interview" });
  expect(moved.status).toBe(200);
  const tracker = await veteran.client.get("/api/applications");
  expect((tracker.body.applications as Array<Record<string, unknown>>)[0]).toMatchObject({ id: applicationId, status: "interview" });
  const notes = await getDb().notification.findMany({ where: { userId: veteran.userId } });
  expect(notes).toHaveLength(1);
  expect(notes[0].title).toBe("Employer: Interview — Network Support Technician");

  expect((await employer.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "rejected" })).status).toBe(200);
  expect((await employer.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "interview" })).status).toBe(409);
});
