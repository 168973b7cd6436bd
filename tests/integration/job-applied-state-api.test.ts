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
  const reg = await signUp(api.withIp(`10.19.0.${n}`), { email: `applied${n}@example.com`, password: "Secret123!", full_name: `Person ${n}`, role });
  const userId = reg.body.user_id as number;
  if (role === "employer") await createEmployerProfile(userId, { planId: "growth" });
  else {
    await getDb().veteranProfile.update({
      where: { userId },
      data: { militaryBranch: "Army", mosCode: "25B", clearanceLevel: "Confidential", skills: ["Networking"] },
    });
  }
  return { client: api.withToken(reg.body.access_token as string), userId };
}

type Json = Record<string, unknown>;

it("job search and the job API carry the veteran's application, and its marks, after applying", async () => {
  const employer = await account("employer");
  const veteran = await account("veteran");
  const drafter = await account("veteran");
  await getDb().subscription.update({ where: { userId: drafter.userId }, data: { tier: "pro", status: "active" } });
  const posted = await employer.client.post("/api/jobs", {
    title: "Quasar Network Support Technician", company: "Employer", location: "Austin, TX", description: "Keep the network running.",
    salary_min: 55000, salary_max: 70000, clearance_required: "Secret", veteran_friendly: true, remote: false,
  });
  const jobId = posted.body.id as number;
  const searched = async (client: ApiClient) => ((await client.get("/api/jobs?q=Quasar")).body.jobs as Json[]).find((j) => j.id === jobId);

  const before = await searched(veteran.client);
  expect(before?.application).toBeNull();
  // The unmet clearance is marked not met, index for index with the reasons, in the veteran's words.
  const reasons = before?.fit_reasons as string[];
  const kinds = before?.fit_reason_kinds as string[];
  expect(kinds[reasons.indexOf("Requires Secret clearance; you hold Confidential (self-reported)")]).toBe("not_met");

  expect((await veteran.client.post(`/api/jobs/${jobId}/apply`, {})).status).toBe(201);
  expect((await drafter.client.post("/api/applications", { job_id: jobId })).status).toBe(201); // pending draft

  expect((await searched(veteran.client))?.application).toMatchObject({ status: "sent", status_label: "Submitted", draft: false });
  expect((await veteran.client.get(`/api/jobs/${jobId}`)).body.application).toMatchObject({ status: "sent", status_label: "Submitted", draft: false });
  expect((await searched(drafter.client))?.application).toMatchObject({ status: "pending", draft: true });
  // Employers have no application of their own on a job.
  expect((await searched(employer.client))?.application).toBeUndefined();

  // The employer reads the same reasons in the third person, and moves the veteran to Interview.
  const applicants = (await employer.client.get(`/api/employer/jobs/${jobId}/applicants`)).body.applicants as Json[];
  const applicant = applicants[0];
  const employerReasons = applicant.fit_reasons as string[];
  expect((applicant.fit_reason_kinds as string[])[employerReasons.indexOf("Holds Confidential; the job requires Secret (self-reported)")]).toBe("not_met");
  expect(employerReasons.join(" ")).not.toMatch(/\byou\b|\byour\b/i);
  expect((await employer.client.request("PATCH", `/api/employer/applications/${applicant.application_id as number}`, { status: "interview" })).status).toBe(200);

  expect((await searched(veteran.client))?.application).toMatchObject({ status: "interview", status_label: "Interview" });
  expect((await veteran.client.get(`/api/jobs/${jobId}`)).body.application).toMatchObject({ status: "interview", status_label: "Interview" });
});
