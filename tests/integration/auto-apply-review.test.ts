import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fillLetterTemplate, NO_LETTER_TEMPLATE_MESSAGE } from "@shared/auto-apply-letter";
import { runDailyScan } from "~/domain/auto-apply/scan.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { autoApplyVeteran, closeAllJobs, itJob } from "../fixtures/auto-apply-setup";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await closeAllJobs();
  await getDb().autoApplySettings.updateMany({ data: { enabled: false } });
});

const TEMPLATE =
  "Dear Hiring Manager,\n\nI am applying for the {job_title} position at {company}. I served six years in the Army and " +
  "would welcome the chance to talk about the role.\n\nRespectfully,\nJordan Miles";

async function approvedEmployer(): Promise<TestAccount> {
  const employer = await registerAccount(api, `aa-review-emp-${process.pid}-${++n}@example.com`, "employer");
  await createEmployerProfile(employer.userId, { planId: "growth" });
  return employer;
}

const applicationsOf = (userId: number) =>
  getDb().application.findMany({ where: { userId }, include: { job: true }, orderBy: { id: "asc" } });

describe("Queue for my review (the default)", () => {
  it("leaves every application pending with its draft; the employer sees nothing until the veteran submits it", async () => {
    const employer = await approvedEmployer();
    const vet = await autoApplyVeteran(api, "pro", {});
    const onPlatform = await itJob({ employerId: employer.userId, company: "Review Co" });
    await itJob({ title: "Help Desk Technician" });

    const run = await vet.client.post("/api/auto-apply/run");
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ applications_created: 2 });
    expect(await applicationsOf(vet.userId)).toHaveLength(2);
    // The run queues drafts without letters; opening one writes its letter and keeps it.
    for (const app of await applicationsOf(vet.userId)) {
      expect(app).toMatchObject({ status: "pending", submittedAt: null, isAutoApplied: true, coverLetter: null });
      const opened = await vet.client.get(`/api/applications/${app.id}`);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ id: app.id, status: "pending", cover_letter: expect.stringContaining(app.job.title) });
      expect((await vet.client.get(`/api/applications/${app.id}`)).body.cover_letter).toBe(opened.body.cover_letter);
    }
    const apps = await applicationsOf(vet.userId);
    for (const app of apps) expect(app.coverLetter).toContain(app.job.title);
    const notice = await getDb().notification.findFirstOrThrow({ where: { userId: vet.userId, type: "auto_apply" } });
    expect(notice.body).toContain("waiting for your review");

    // The employer's screens and counts do not show the unsent draft.
    const pipeline = await employer.client.get("/api/employer/pipeline");
    expect(pipeline.body).toMatchObject({ total: 0, applicants: [] });
    expect((await employer.client.get(`/api/employer/jobs/${onPlatform.id}/applicants`)).body.applicants).toEqual([]);

    const draft = apps.find((a) => a.jobId === onPlatform.id);
    if (!draft) throw new Error("no draft");
    const tracker = await vet.client.get("/api/applications");
    const tracked = (tracker.body.applications as { id: number; status: string; cover_letter: string }[]).find((a) => a.id === draft.id);
    expect(tracked).toMatchObject({ status: "pending", cover_letter: draft.coverLetter });

    const edited = `${draft.coverLetter ?? ""}\n\nI can interview any weekday.`;
    const edit = await vet.client.request("PATCH", `/api/applications/${draft.id}`, { cover_letter: edited });
    expect(edit.status).toBe(200);
    expect((await getDb().application.findUniqueOrThrow({ where: { id: draft.id } })).coverLetter).toBe(edited);

    const approve = await vet.client.request("PATCH", `/api/applications/${draft.id}/submit`, {});
    expect(approve.status).toBe(200);
    expect(await getDb().application.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      status: "sent",
      submittedAt: expect.any(Date),
      coverLetter: edited,
    });
    const after = await employer.client.get("/api/employer/pipeline");
    expect(after.body.total).toBe(1);
    const applicants = (await employer.client.get(`/api/employer/jobs/${onPlatform.id}/applicants`)).body.applicants as {
      cover_letter: string;
    }[];
    expect(applicants).toHaveLength(1);
    expect(applicants[0].cover_letter).toBe(edited);

    // Submitted: the letter is the employer's copy now.
    const late = await vet.client.request("PATCH", `/api/applications/${draft.id}`, { cover_letter: "A different letter entirely, too late." });
    expect(late.status).toBe(409);
    expect((await vet.client.request("PATCH", `/api/applications/${draft.id}/submit`, {})).status).toBe(409);
  });

  it("approving a draft never opened sends it without a letter: nothing is written for the employer unseen", async () => {
    const employer = await approvedEmployer();
    const vet = await autoApplyVeteran(api, "pro", {});
    const job = await itJob({ employerId: employer.userId, company: "Unopened Draft Co" });
    await vet.client.post("/api/auto-apply/run");
    const [draft] = await applicationsOf(vet.userId);
    expect(draft).toMatchObject({ jobId: job.id, status: "pending", coverLetter: null });

    expect((await vet.client.request("PATCH", `/api/applications/${draft.id}/submit`, {})).status).toBe(200);
    const sent = await getDb().application.findUniqueOrThrow({ where: { id: draft.id } });
    expect(sent).toMatchObject({ status: "sent", submittedAt: expect.any(Date), coverLetter: null });
    const applicants = (await employer.client.get(`/api/employer/jobs/${job.id}/applicants`)).body.applicants as { cover_letter: string | null }[];
    expect(applicants.map((a) => a.cover_letter)).toEqual([null]);
    // Submitted: opening it now shows the employer's copy, and writes nothing.
    expect((await vet.client.get(`/api/applications/${draft.id}`)).body).toMatchObject({ status: "sent", cover_letter: null });
  });

  it("a letter the veteran saved before opening is kept, not written over", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    await itJob({ employerId: (await approvedEmployer()).userId });
    await vet.client.post("/api/auto-apply/run");
    const [draft] = await applicationsOf(vet.userId);
    const own = "Dear Hiring Manager, I wrote this one myself before the draft was ever opened.";
    expect((await vet.client.request("PATCH", `/api/applications/${draft.id}`, { cover_letter: own })).status).toBe(200);
    expect((await vet.client.get(`/api/applications/${draft.id}`)).body.cover_letter).toBe(own);
    expect((await vet.client.request("PATCH", `/api/applications/${draft.id}/submit`, {})).status).toBe(200);
    expect((await getDb().application.findUniqueOrThrow({ where: { id: draft.id } })).coverLetter).toBe(own);
  });

  it("a job card's auto-apply still sends no letter: only drafts a run queued get one written", async () => {
    const employer = await approvedEmployer();
    const vet = await autoApplyVeteran(api, "pro", {});
    const job = await itJob({ employerId: employer.userId, company: "Card Apply Co" });
    const created = await vet.client.post("/api/applications", { job_id: job.id });
    expect(created.status).toBe(201);
    expect((await vet.client.get(`/api/applications/${created.body.id}`)).body).toMatchObject({ status: "pending", cover_letter: null });
    expect((await vet.client.request("PATCH", `/api/applications/${created.body.id}/submit`, {})).status).toBe(200);
    expect(await getDb().application.findUniqueOrThrow({ where: { id: created.body.id as number } })).toMatchObject({
      status: "sent",
      coverLetter: null,
    });
  });

  it("approving can carry the last edit in the same call, and letters are validated", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    await itJob({ employerId: (await approvedEmployer()).userId });
    await vet.client.post("/api/auto-apply/run");
    const [draft] = await applicationsOf(vet.userId);
    for (const body of [{ cover_letter: "short" }, { cover_letter: "x".repeat(5001) }, { cover_letter: 5 }, { letter: "y".repeat(40) }]) {
      const res = await vet.client.request("PATCH", `/api/applications/${draft.id}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(typeof res.body.detail).toBe("string");
    }
    expect((await vet.client.request("PATCH", `/api/applications/${draft.id}/submit`, { cover_letter: "tiny" })).status).toBe(422);
    expect((await getDb().application.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe("pending");
    const final = "Dear Hiring Manager, I wrote this one myself and stand by every word of it.";
    expect((await vet.client.request("PATCH", `/api/applications/${draft.id}/submit`, { cover_letter: final })).status).toBe(200);
    expect(await getDb().application.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ status: "sent", coverLetter: final });
  });

  it("another veteran or an employer cannot read, edit or approve my drafts", async () => {
    const employer = await approvedEmployer();
    const vet = await autoApplyVeteran(api, "pro", {});
    const intruder = await autoApplyVeteran(api, "pro", {});
    await itJob({ employerId: employer.userId });
    await vet.client.post("/api/auto-apply/run");
    const [draft] = await applicationsOf(vet.userId);

    expect((await intruder.client.get(`/api/applications/${draft.id}`)).status).toBe(404);
    expect((await employer.client.get(`/api/applications/${draft.id}`)).status).toBe(403);
    expect((await api.get(`/api/applications/${draft.id}`)).status).toBe(401);
    expect((await vet.client.get("/api/applications/999999999")).status).toBe(404);
    expect((await vet.client.get("/api/applications/nope")).status).toBe(404);
    const edit = await intruder.client.request("PATCH", `/api/applications/${draft.id}`, { cover_letter: "Someone else's words, sent in my name." });
    expect(edit.status).toBe(404);
    expect((await intruder.client.request("PATCH", `/api/applications/${draft.id}/submit`, {})).status).toBe(404);
    expect((await employer.client.request("PATCH", `/api/applications/${draft.id}/submit`, {})).status).toBe(403);
    expect((await employer.client.request("PATCH", `/api/applications/${draft.id}`, { cover_letter: "An employer rewriting it." })).status).toBe(403);
    expect((await api.request("PATCH", `/api/applications/${draft.id}/submit`, {})).status).toBe(401);
    const theirs = (await intruder.client.get("/api/applications")).body.applications as { id: number }[];
    expect(theirs.some((a) => a.id === draft.id)).toBe(false);
    expect(await getDb().application.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      status: "pending",
      coverLetter: draft.coverLetter,
    });
  });
});

describe("Send with my approved letter", () => {
  it("is refused with a clear message until a letter is saved, on the run and on the settings", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    await itJob();
    const run = await vet.client.post("/api/auto-apply/run", { mode: "template" });
    expect(run.status).toBe(400);
    expect(run.body.detail).toBe(NO_LETTER_TEMPLATE_MESSAGE);
    const save = await vet.client.request("PUT", "/api/auto-apply/settings", {
      enabled: true,
      min_match_score: 50,
      min_salary: null,
      remote_only: false,
      require_clearance_match: false,
      apply_mode: "template",
    });
    expect(save.status).toBe(400);
    expect(save.body.detail).toBe(NO_LETTER_TEMPLATE_MESSAGE);
    expect((await vet.client.post("/api/auto-apply/run", { mode: "send-it" })).status).toBe(422);
    expect(await getDb().application.count({ where: { userId: vet.userId } })).toBe(0);
  });

  it("validates the letter: length, and no placeholder but {job_title} and {company}", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    const cases: [unknown, RegExp][] = [
      ["Too short {job_title}", /at least 100 characters/],
      [`${TEMPLATE} ${"more ".repeat(700)}`, /at most 3,000 characters/],
      [`${TEMPLATE} I expect {salary} and will start {start_date}.`, /remove \{salary\}/],
      [`${TEMPLATE} {job_title`, /braces only/],
      [42, /must be text/],
    ];
    for (const [letter, message] of cases) {
      const res = await vet.client.request("PUT", "/api/auto-apply/letter-template", { letter_template: letter });
      expect(res.status, String(letter).slice(0, 40)).toBe(422);
      expect(res.body.detail).toMatch(message);
    }
    expect((await vet.client.get("/api/auto-apply/letter-template")).body).toEqual({ letter_template: null });
    const trial = await autoApplyVeteran(api, "free_trial");
    expect((await trial.client.request("PUT", "/api/auto-apply/letter-template", { letter_template: TEMPLATE })).status).toBe(403);
  });

  it("sends the veteran's own letter with only the job title and company filled in", async () => {
    const employer = await approvedEmployer();
    const vet = await autoApplyVeteran(api, "pro", {});
    const saved = await vet.client.request("PUT", "/api/auto-apply/letter-template", { letter_template: `  ${TEMPLATE}  ` });
    expect(saved.status).toBe(200);
    expect(saved.body.letter_template).toBe(TEMPLATE);
    const onPlatform = await itJob({ employerId: employer.userId, title: "Network {company} Technician", company: "Blue Ridge Systems" });
    const external = await itJob({ title: "Help Desk Technician", company: "Outside Board Inc" });

    const run = await vet.client.post("/api/auto-apply/run", { mode: "template" });
    expect(run.body).toMatchObject({ applications_created: 2 });
    const apps = await applicationsOf(vet.userId);
    for (const app of apps) expect(app.coverLetter).toBe(fillLetterTemplate(TEMPLATE, app.job));
    expect(apps.find((a) => a.jobId === onPlatform.id)?.coverLetter).toContain(
      "the Network {company} Technician position at Blue Ridge Systems.",
    );
    expect(apps.find((a) => a.jobId === onPlatform.id)).toMatchObject({ status: "sent", submittedAt: expect.any(Date) });
    // An outside site's job is still sent by the veteran there.
    expect(apps.find((a) => a.jobId === external.id)).toMatchObject({ status: "pending", submittedAt: null });
    expect((await employer.client.get("/api/employer/pipeline")).body.total).toBe(1);
  });
});

describe("one posting, and three an employer a day", () => {
  it("applies once to a posting seen under two ids, and again only to a repost more than 30 days apart", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    const now = Date.now();
    const day = 24 * 60 * 60_000;
    const first = await itJob({ company: "Twin Postings LLC", postedAt: new Date(now - 2 * day) });
    const twin = await itJob({ company: "twin postings, llc", title: "IT  support specialist", postedAt: new Date(now - day) });
    const elsewhere = await itJob({ company: "Twin Postings LLC", location: "Denver, CO", postedAt: new Date(now - day) });
    const run = await vet.client.post("/api/auto-apply/run");
    expect(run.body.applications_created).toBe(2);
    const applied = (await applicationsOf(vet.userId)).map((a) => a.jobId);
    expect(applied).toContain(elsewhere.id);
    expect(applied.filter((id) => id === first.id || id === twin.id)).toHaveLength(1);

    // The same posting again under a third id: still one.
    await itJob({ company: "Twin Postings LLC", postedAt: new Date(now) });
    expect((await vet.client.post("/api/auto-apply/run")).body.applications_created).toBe(0);
    // Reposted 40 days after the first: a new posting.
    const repost = await itJob({ company: "Twin Postings LLC", postedAt: new Date(now + 40 * day) });
    expect((await vet.client.post("/api/auto-apply/run")).body.applications_created).toBe(1);
    expect((await applicationsOf(vet.userId)).map((a) => a.jobId)).toContain(repost.id);
  });

  it("counts a posting the veteran applied to by hand", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    const byHand = await itJob({ company: "Hand Picked Corp" });
    expect((await vet.client.post(`/api/jobs/${byHand.id}/apply`, {})).status).toBe(201);
    await itJob({ company: "Hand Picked Corp" });
    expect((await vet.client.post("/api/auto-apply/run")).body.applications_created).toBe(0);
  });

  it("sends at most three to one employer a day, also across runs and runs at once", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    for (let i = 0; i < 5; i++) await itJob({ company: "Busy Hiring Co", title: `IT Support Specialist ${i + 1}` });
    const other = await itJob({ company: "Quiet Hiring Co" });
    expect((await vet.client.post("/api/auto-apply/run")).body.applications_created).toBe(4);
    const apps = await applicationsOf(vet.userId);
    expect(apps.filter((a) => a.job.company === "Busy Hiring Co")).toHaveLength(3);
    expect(apps.some((a) => a.jobId === other.id)).toBe(true);
    await itJob({ company: "Busy Hiring Co", title: "Network Support Technician" });
    expect((await vet.client.post("/api/auto-apply/run")).body.applications_created).toBe(0);

    // Four runs at the same moment by a second veteran still send three.
    const racer = await autoApplyVeteran(api, "pro", {});
    await closeAllJobs();
    for (let i = 0; i < 6; i++) await itJob({ company: "Race Hiring Co", title: `Systems Support Technician ${i + 1}` });
    const results = await Promise.all([1, 2, 3, 4].map(() => racer.client.post("/api/auto-apply/run")));
    for (const r of results) expect(r.status).toBe(200);
    expect(results.reduce((sum, r) => sum + (r.body.applications_created as number), 0)).toBe(3);
    expect(await getDb().application.count({ where: { userId: racer.userId } })).toBe(3);
  });

  it("the daily scan keeps the same rules: drafts for review, one posting once, three an employer", async () => {
    const vet = await autoApplyVeteran(api, "pro", {});
    for (let i = 0; i < 4; i++) await itJob({ company: "Scan Hiring Co", title: `IT Support Specialist ${i + 1}` });
    await itJob({ company: "Scan Twin Co" });
    await itJob({ company: "Scan Twin Co" });
    const result = await runDailyScan(`review-scan-${process.pid}`);
    expect(result).toMatchObject({ veterans: 1, applicationsCreated: 4, failed: 0 });
    const apps = await applicationsOf(vet.userId);
    expect(apps.filter((a) => a.job.company === "Scan Hiring Co")).toHaveLength(3);
    expect(apps.filter((a) => a.job.company === "Scan Twin Co")).toHaveLength(1);
    for (const app of apps) expect(app).toMatchObject({ status: "pending", submittedAt: null });
  });
});
