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
  const reg = await signUp(api.withIp(`10.55.1.${n}`), { email: `saver${n}@example.com`, password: "Secret123!", full_name: `Saver ${n}`, role });
  const userId = reg.body.user_id as number;
  if (role === "employer") await createEmployerProfile(userId, { planId: "growth" });
  else {
    await getDb().veteranProfile.update({
      where: { userId },
      data: { militaryBranch: "Army", mosCode: "25B", clearanceLevel: "Secret", skills: ["Networking"] },
    });
  }
  return { client: api.withToken(reg.body.access_token as string), userId };
}

type Json = Record<string, unknown>;

async function postJob(employer: ApiClient, title: string): Promise<number> {
  const posted = await employer.post("/api/jobs", {
    title, company: "Employer", location: "Austin, TX", description: "Keep the network running.",
    salary_min: 55000, salary_max: 70000, clearance_required: "Secret", veteran_friendly: true, remote: false,
  });
  expect(posted.status).toBe(201);
  return posted.body.id as number;
}

it("a veteran saves jobs, finds them with today's fit and state, and a closed or closing job says so", async () => {
  const employer = await account("employer");
  const veteran = await account("veteran");
  const other = await account("veteran");
  const kept = await postJob(employer.client, "Nebula Network Technician");
  const closing = await postJob(employer.client, "Nebula Help Desk Lead");
  const closed = await postJob(employer.client, "Nebula Systems Administrator");
  await getDb().job.update({ where: { id: closing }, data: { closesAt: new Date(Date.now() + 2 * 86_400_000) } });

  for (const id of [kept, closing, closed]) expect((await veteran.client.post(`/api/jobs/${id}/save`, {})).body).toMatchObject({ job_id: id, saved: true });
  // Idempotent: a second save is the same save.
  expect((await veteran.client.post(`/api/jobs/${kept}/save`, {})).status).toBe(200);
  expect((await veteran.client.post(`/api/jobs/${kept}/apply`, {})).status).toBe(201);
  expect((await employer.client.request("PATCH", `/api/jobs/${closed}`, { status: "closed" })).status).toBe(200);

  const listed = (await veteran.client.get("/api/jobs/saved")).body.jobs as Json[];
  expect(listed.map((j) => j.id)).toEqual([closed, closing, kept]); // newest save first
  const byId = new Map(listed.map((j) => [j.id, j]));
  expect(byId.get(kept)).toMatchObject({ state: "applied", saved: true, closing_soon: false });
  expect(byId.get(closing)).toMatchObject({ state: "open", closing_soon: true });
  expect(byId.get(closed)).toMatchObject({ state: "closed", closing_soon: false });
  // Today's fit is the one the job list shows for the same veteran and job.
  const searched = ((await veteran.client.get("/api/jobs?q=Nebula")).body.jobs as Json[]).find((j) => j.id === closing);
  expect(searched).toMatchObject({ saved: true, fit_score: byId.get(closing)?.fit_score });
  expect(typeof byId.get(closing)?.fit_score).toBe("number");
  expect((await veteran.client.get(`/api/jobs/${kept}`)).body.saved).toBe(true);

  // Another veteran's list is their own.
  expect((await other.client.get("/api/jobs/saved")).body.jobs).toEqual([]);
  expect((await other.client.get(`/api/jobs/${kept}`)).body.saved).toBe(false);

  // Removing is idempotent too.
  expect((await veteran.client.request("DELETE", `/api/jobs/${closing}/save`)).body).toMatchObject({ saved: false });
  expect((await veteran.client.request("DELETE", `/api/jobs/${closing}/save`)).status).toBe(200);
  expect(((await veteran.client.get("/api/jobs/saved")).body.jobs as Json[]).map((j) => j.id)).toEqual([closed, kept]);
});

it("refuses employers, strangers, unknown or closed jobs, and saves past the cap, with a detail", async () => {
  const employer = await account("employer");
  const veteran = await account("veteran");
  const job = await postJob(employer.client, "Pulsar Field Technician");

  const byEmployer = await employer.client.post(`/api/jobs/${job}/save`, {});
  expect(byEmployer.status).toBe(403);
  expect(typeof byEmployer.body.detail).toBe("string");
  expect((await employer.client.get("/api/jobs/saved")).status).toBe(403);
  expect((await api.post(`/api/jobs/${job}/save`, {})).status).toBe(401);
  expect((await api.get("/api/jobs/saved")).status).toBe(401);

  const unknown = await veteran.client.post("/api/jobs/999999/save", {});
  expect(unknown.status).toBe(404);
  expect(unknown.body.detail).toBe("Job not found");
  expect((await veteran.client.request("DELETE", "/api/jobs/999999/save")).status).toBe(404);
  expect((await veteran.client.post("/api/jobs/abc/save", {})).status).toBe(404);

  // A closed job the veteran never saved is not there for them.
  const closed = await postJob(employer.client, "Pulsar Closed Role");
  await employer.client.request("PATCH", `/api/jobs/${closed}`, { status: "closed" });
  expect((await veteran.client.post(`/api/jobs/${closed}/save`, {})).status).toBe(404);

  // The cap: 500 saves, then a clear 409.
  await getDb().job.createMany({
    data: Array.from({ length: 500 }, (_, i) => ({ title: `Filler ${i}`, company: "Filler Co", description: "Filler" })),
  });
  const filler = await getDb().job.findMany({ where: { company: "Filler Co" }, select: { id: true } });
  await getDb().savedJob.createMany({ data: filler.map((f) => ({ userId: veteran.userId, jobId: f.id })) });
  const full = await veteran.client.post(`/api/jobs/${job}/save`, {});
  expect(full.status).toBe(409);
  expect(full.body.detail).toBe("You can keep up to 500 saved jobs. Remove some to save more.");
  // An already saved job still answers saved (idempotent at the cap).
  expect((await veteran.client.post(`/api/jobs/${filler[0].id}/save`, {})).status).toBe(200);
});
