import { afterAll, beforeAll, expect, it } from "vitest";
import { PRIVATE_NOTE_MAX, PRIVATE_NOTE_TOO_LONG_MESSAGE } from "@shared/applications";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";
import { screenData } from "../fixtures/screen-data";

// Issue 55 item 5: the veteran withdraws a sent application, filters and sorts the tracker, and
// keeps a private note on each application that no employer screen or API ever carries.

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
  const reg = await signUp(api.withIp(`10.55.0.${n}`), { email: `manage${n}@example.com`, password: "Secret123!", full_name: `Person ${n}`, role });
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

async function postJob(employer: { client: ApiClient }, title: string) {
  const posted = await employer.client.post("/api/jobs", {
    title, company: "Employer", location: "Austin, TX", description: "Keep the network running.",
    salary_min: 55000, salary_max: 70000, clearance_required: "Secret", veteran_friendly: true, remote: false,
  });
  expect(posted.status).toBe(201);
  return posted.body.id as number;
}

async function applyTo(veteran: { client: ApiClient; userId: number }, jobId: number) {
  expect((await veteran.client.post(`/api/jobs/${jobId}/apply`, {})).status).toBe(201);
  return (await getDb().application.findFirstOrThrow({ where: { userId: veteran.userId, jobId } })).id;
}

type Row = { id: number; status: string; private_note: string | null };

it("the veteran withdraws a sent application once; the employer sees Withdrawn and cannot move it; nobody else can withdraw it", async () => {
  const employer = await account("employer");
  const veteran = await account("veteran");
  const stranger = await account("veteran");
  const jobId = await postJob(employer, "Network Technician");
  const appId = await applyTo(veteran, jobId);

  // Attackers: another veteran and the employer get the answer an unknown id gets; signed out is 401.
  const other = await stranger.client.post(`/api/applications/${appId}/withdraw`);
  expect(other.status).toBe(404);
  expect(other.body.detail).toBe("Application not found");
  expect((await employer.client.post(`/api/applications/${appId}/withdraw`)).status).toBe(403);
  expect((await api.withToken(null).post(`/api/applications/${appId}/withdraw`)).status).toBe(401);
  expect((await veteran.client.post(`/api/applications/999999/withdraw`)).status).toBe(404);
  expect((await veteran.client.post(`/api/applications/abc/withdraw`)).status).toBe(404);
  expect((await veteran.client.get(`/api/applications/${appId}/withdraw`)).status).toBe(405);
  expect((await getDb().application.findUniqueOrThrow({ where: { id: appId } })).status).toBe("sent");

  const done = await veteran.client.post(`/api/applications/${appId}/withdraw`);
  expect(done.status).toBe(200);
  expect(done.body).toEqual({ id: appId, status: "withdrawn" });
  const again = await veteran.client.post(`/api/applications/${appId}/withdraw`);
  expect(again.status).toBe(409);
  expect(again.body.detail).toBe("You have already withdrawn this application");

  // The employer's two lists show it as withdrawn, with no step left; a move is refused.
  const applicants = await employer.client.get(`/api/employer/jobs/${jobId}/applicants`);
  expect((applicants.body.applicants as Array<Record<string, unknown>>)[0]).toMatchObject({ application_id: appId, status: "withdrawn", allowed_statuses: [] });
  const pipeline = await employer.client.get("/api/employer/pipeline");
  expect((pipeline.body.applicants as Array<Record<string, unknown>>).find((a) => a.application_id === appId)).toMatchObject({ status: "withdrawn", allowed_statuses: [] });
  const move = await employer.client.request("PATCH", `/api/employer/applications/${appId}`, { status: "interview" });
  expect(move.status).toBe(409);
  expect(move.body.detail).toBe("An application that is withdrawn cannot be moved to interview");
  const bulk = await employer.client.post("/api/employer/pipeline/bulk", { application_ids: [appId], status: "rejected" });
  expect(bulk.status).toBe(409);

  // The employer is told, with a link to the job's applicants.
  const notice = await getDb().notification.findFirstOrThrow({ where: { userId: employer.userId, type: "application_status" } });
  expect(notice.title).toBe(`Person ${n - 1} withdrew their application — Network Technician`);
  expect(notice.link).toBe(`/employer/jobs/${jobId}/applicants#application-${appId}`);

  // A draft was never sent, a rejection is final: neither can be withdrawn.
  await getDb().subscription.update({ where: { userId: stranger.userId }, data: { tier: "pro", status: "active" } });
  const draft = await stranger.client.post("/api/applications", { job_id: jobId });
  expect(draft.status).toBe(201);
  const draftTry = await stranger.client.post(`/api/applications/${draft.body.id as number}/withdraw`);
  expect(draftTry.status).toBe(409);
  expect(draftTry.body.detail).toBe("This draft was never sent, so there is nothing to withdraw");
  const job2 = await postJob(employer, "Help Desk Lead");
  const rejectedId = await applyTo(veteran, job2);
  expect((await employer.client.request("PATCH", `/api/employer/applications/${rejectedId}`, { status: "rejected" })).status).toBe(200);
  expect((await veteran.client.post(`/api/applications/${rejectedId}/withdraw`)).status).toBe(409);

  // A veteran whose account was suspended meanwhile cannot act on it.
  const job3 = await postJob(employer, "Field Technician");
  const live = await applyTo(veteran, job3);
  await getDb().user.update({ where: { id: veteran.userId }, data: { status: "suspended" } });
  expect((await veteran.client.post(`/api/applications/${live}/withdraw`)).status).toBeGreaterThanOrEqual(401);
  expect((await getDb().application.findUniqueOrThrow({ where: { id: live } })).status).toBe("sent");
});

it("the tracker filters by status and sorts by date applied, last update or status; bad values are a 422 with a detail", async () => {
  const employer = await account("employer");
  const veteran = await account("veteran");
  const [a, b, c] = [await postJob(employer, "Alpha"), await postJob(employer, "Bravo"), await postJob(employer, "Charlie")];
  const ids = { a: await applyTo(veteran, a), b: await applyTo(veteran, b), c: await applyTo(veteran, c) };
  const day = (d: number) => new Date(Date.UTC(2026, 10, d));
  // Applied a (1st), b (2nd), c (3rd); b moved to interview on the 10th, a withdrawn on the 5th.
  await getDb().application.update({ where: { id: ids.a }, data: { submittedAt: day(1), createdAt: day(1), status: "withdrawn", statusChangedAt: day(5) } });
  await getDb().application.update({ where: { id: ids.b }, data: { submittedAt: day(2), createdAt: day(2), status: "interview", statusChangedAt: day(10) } });
  await getDb().application.update({ where: { id: ids.c }, data: { submittedAt: day(3), createdAt: day(3), statusChangedAt: day(3) } });
  const order = async (q: string) => ((await veteran.client.get(`/api/applications${q}`)).body.applications as Row[]).map((r) => r.id);

  expect(await order("")).toEqual([ids.c, ids.b, ids.a]);
  expect(await order("?sort=applied")).toEqual([ids.c, ids.b, ids.a]);
  expect(await order("?sort=updated")).toEqual([ids.b, ids.a, ids.c]);
  expect(await order("?sort=status")).toEqual([ids.b, ids.c, ids.a]);
  expect(await order("?status=withdrawn")).toEqual([ids.a]);
  expect(await order("?status=interview&sort=updated")).toEqual([ids.b]);
  expect(await order("?status=offer")).toEqual([]);
  expect(await order("?status=&sort=")).toEqual([ids.c, ids.b, ids.a]);

  const bad = await veteran.client.get("/api/applications?status=hired");
  expect(bad.status).toBe(422);
  expect(bad.body.detail).toContain("status must be one of: pending, sent, interview, offer, rejected, withdrawn");
  const badSort = await veteran.client.get("/api/applications?sort=salary");
  expect(badSort.status).toBe(422);
  expect(badSort.body.detail).toContain("sort must be one of: applied, updated, status");
});

it("a private note is the veteran's alone: saved and cleared by its owner, capped with a clear message, never in an employer's answer", async () => {
  const employer = await account("employer");
  const veteran = await account("veteran");
  const stranger = await account("veteran");
  const jobId = await postJob(employer, "Systems Administrator");
  const appId = await applyTo(veteran, jobId);
  const secret = "Recruiter said salary is flexible — ask for 75k SECRET-NOTE-7731";

  const put = (client: ApiClient, body: unknown) => client.request("PUT", `/api/applications/${appId}/note`, body);
  expect((await put(stranger.client, { note: "mine now" })).status).toBe(404);
  expect((await put(employer.client, { note: "mine now" })).status).toBe(403);
  expect((await put(api.withToken(null), { note: "x" })).status).toBe(401);
  const long = await put(veteran.client, { note: "x".repeat(PRIVATE_NOTE_MAX + 1) });
  expect(long.status).toBe(422);
  expect(long.body.detail).toBe(PRIVATE_NOTE_TOO_LONG_MESSAGE);
  expect((await put(veteran.client, { note: 42 })).status).toBe(422);
  expect((await put(veteran.client, "not json")).status).toBeLessThan(500);
  expect((await veteran.client.post(`/api/applications/${appId}/note`, { note: "x" })).status).toBe(405);

  const saved = await put(veteran.client, { note: secret });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ id: appId, private_note: secret });
  expect((await put(veteran.client, { note: "x".repeat(PRIVATE_NOTE_MAX) })).status).toBe(200);
  expect((await put(veteran.client, { note: secret })).status).toBe(200);
  const mine = (await veteran.client.get("/api/applications")).body.applications as Row[];
  expect(mine.find((r) => r.id === appId)?.private_note).toBe(secret);
  // The stranger's tracker does not have it.
  expect(JSON.stringify((await stranger.client.get("/api/applications")).body)).not.toContain("SECRET-NOTE-7731");

  // Every employer answer about this application leaves it out: the applicants, the pipeline, a move.
  for (const path of [`/api/employer/jobs/${jobId}/applicants`, "/api/employer/pipeline", "/api/employer/jobs"]) {
    const res = await employer.client.get(path);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain("SECRET-NOTE-7731");
  }
  const moved = await employer.client.request("PATCH", `/api/employer/applications/${appId}`, { status: "interview" });
  expect(JSON.stringify(moved.body)).not.toContain("SECRET-NOTE-7731");
  // …and the employer's pages too.
  for (const page of [`/employer/jobs/${jobId}/applicants`, "/employer/pipeline"]) {
    const res = await fetch(`${server.baseUrl}${page}`, { headers: { Authorization: `Bearer ${employer.client.token}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("SECRET-NOTE-7731");
  }

  const cleared = await put(veteran.client, { note: "   " });
  expect(cleared.body).toEqual({ id: appId, private_note: null });
});

type Banners = { verified: boolean; verificationSubmitted: boolean; hasResume: boolean; autoApplyOn: boolean };

it("the dashboard's banners leave once their task is done: verification submitted, a resume made, auto-apply switched on", async () => {
  const veteran = await account("veteran");
  await getDb().subscription.update({ where: { userId: veteran.userId }, data: { tier: "pro", status: "active" } });
  const token = veteran.client.token as string;
  const banners = async () =>
    (await screenData<{ load: { data: { banners: Banners } } }>(server.baseUrl, token, "/dashboard", "routes/dashboard")).load.data.banners;
  expect(await banners()).toMatchObject({ verified: false, verificationSubmitted: false, hasResume: false, autoApplyOn: false });

  // A rejected request leaves the task open; one waiting for review closes it.
  await getDb().verificationRequest.create({ data: { userId: veteran.userId, documentType: "DD-214", status: "rejected" } });
  expect((await banners()).verificationSubmitted).toBe(false);
  await getDb().verificationRequest.create({ data: { userId: veteran.userId, documentType: "DD-214", status: "pending" } });
  expect((await banners()).verificationSubmitted).toBe(true);

  await getDb().resume.create({ data: { userId: veteran.userId, formattedText: "Resume" } });
  expect((await banners()).hasResume).toBe(true);

  // Settings saved but switched off still leave the banner; switched on, it goes.
  await getDb().autoApplySettings.create({ data: { userId: veteran.userId, enabled: false } });
  expect((await banners()).autoApplyOn).toBe(false);
  await getDb().autoApplySettings.update({ where: { userId: veteran.userId }, data: { enabled: true } });
  expect((await banners()).autoApplyOn).toBe(true);

  // Another veteran's rows do not count for this one.
  const other = await account("veteran");
  const theirs = (await screenData<{ load: { data: { banners: Banners } } }>(server.baseUrl, other.client.token as string, "/dashboard", "routes/dashboard")).load.data.banners;
  expect(theirs).toMatchObject({ verificationSubmitted: false, hasResume: false, autoApplyOn: false });
});
