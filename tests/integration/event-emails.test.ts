import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { autoApplyVeteran, itJob } from "../fixtures/auto-apply-setup";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";
import { makePdf } from "../fixtures/resume-files";
import { uploadFile } from "../fixtures/test-accounts";

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
  const email = `event${n}@example.com`;
  const reg = await signUp(api.withIp(`10.58.0.${n}`), { email, password: "Secret123!", full_name: `Dana Event${n}`, role });
  const userId = reg.body.user_id as number;
  if (role === "employer") await createEmployerProfile(userId, { planId: "growth" });
  return { client: api.withToken(reg.body.access_token as string), token: reg.body.access_token as string, userId, email };
}

const lastMail = (to: string, kind: string) => getDb().emailOutbox.findFirst({ where: { to, kind }, orderBy: { id: "desc" } });

it("application sent (with its letter) and each employer decision arrive as emails of their kind, switchable", async () => {
  const employer = await account("employer");
  const veteran = await account("veteran");
  const posted = await employer.client.post("/api/jobs", {
    title: "Signal Systems Lead", company: "Employer", location: "Austin, TX", description: "Run the signal shop.",
    salary_min: 60000, salary_max: 80000, clearance_required: "Secret", veteran_friendly: true, remote: false,
  });
  expect(posted.status).toBe(201);
  const jobId = posted.body.id as number;
  const company = (await getDb().job.findUniqueOrThrow({ where: { id: jobId } })).company;
  const letter = "Dear team,\n\nI ran a <signal> shop for 6 years & would like to run yours.";
  expect((await veteran.client.post(`/api/jobs/${jobId}/apply`, { cover_letter: letter })).status).toBe(201);

  const sent = await lastMail(veteran.email, "application-sent");
  expect(sent?.subject).toBe(`Application sent: Signal Systems Lead at ${company}`);
  expect(sent?.text).toContain(letter);
  expect(sent?.text).toContain(`/jobs/${jobId}`);
  expect(sent?.html).toContain("I ran a &lt;signal&gt; shop for 6 years &amp; would like");
  expect((sent?.headers as Record<string, string>)["List-Unsubscribe"]).toMatch(/\/unsubscribe\?token=/);
  // The employer gets no copy of the veteran's email.
  expect(await getDb().emailOutbox.count({ where: { to: employer.email, kind: "application-sent" } })).toBe(0);

  const applicationId = (await getDb().application.findFirstOrThrow({ where: { userId: veteran.userId, jobId } })).id;
  expect((await employer.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "interview" })).status).toBe(200);
  const interview = await lastMail(veteran.email, "decision");
  expect(interview?.subject).toBe(`Interview: Signal Systems Lead at ${company}`);
  expect(interview?.text).toContain(`Good news: ${company} moved your application for Signal Systems Lead to Interview.`);

  // Switched off in Communication Settings: the offer is not emailed (the notification still comes).
  expect((await veteran.client.request("PUT", "/api/communication-settings", { email_decisions: false })).status).toBe(200);
  expect((await employer.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "offer" })).status).toBe(200);
  expect(await getDb().emailOutbox.count({ where: { to: veteran.email, kind: "decision" } })).toBe(1);
  expect(await getDb().notification.count({ where: { userId: veteran.userId, type: "application_status" } })).toBe(2);

  // A refused decision sends nothing.
  const other = await account("employer");
  expect((await other.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "rejected" })).status).toBe(403);
  expect(await getDb().emailOutbox.count({ where: { to: veteran.email, kind: "decision" } })).toBe(1);
});

it("not selected, from the pipeline's bulk move, is one email per veteran", async () => {
  const employer = await account("employer");
  const a = await account("veteran");
  const b = await account("veteran");
  const jobId = (await employer.client.post("/api/jobs", { title: "Convoy Planner", company: "Employer", location: "Austin, TX", description: "Plan convoys.", salary_min: 50000, salary_max: 60000, clearance_required: "none", veteran_friendly: true, remote: false })).body.id as number;
  for (const v of [a, b]) expect((await v.client.post(`/api/jobs/${jobId}/apply`, {})).status).toBe(201);
  const ids = (await getDb().application.findMany({ where: { jobId }, select: { id: true } })).map((row) => row.id);
  const moved = await employer.client.post("/api/employer/pipeline/bulk", { application_ids: ids, status: "rejected" });
  expect(moved.status).toBe(200);
  for (const v of [a, b]) {
    const mail = await lastMail(v.email, "decision");
    expect(mail?.subject).toMatch(/^Update: Convoy Planner at /);
    expect(mail?.text).toContain("decided not to move forward with your application for Convoy Planner");
    expect(await getDb().emailOutbox.count({ where: { to: v.email, kind: "decision" } })).toBe(1);
  }
});

it("an auto-apply run that leaves drafts for review sends one email for the run, not one per draft", async () => {
  const vet = await autoApplyVeteran(api, "pro", {});
  await itJob({ company: "Draft Co One" });
  await itJob({ title: "Help Desk Technician", company: "Draft Co Two" });
  const run = await vet.client.post("/api/auto-apply/run");
  expect(run.status).toBe(200);
  const created = run.body.applications_created as number;
  expect(created).toBeGreaterThanOrEqual(2);
  const email = (await getDb().user.findUniqueOrThrow({ where: { id: vet.userId } })).email;
  const mails = await getDb().emailOutbox.findMany({ where: { to: email, kind: "drafts-waiting" } });
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe(`Auto-apply: ${created} drafts wait for your review`);
  expect(mails[0].text).toContain(`${created} applications are waiting in Applications. Nothing is sent until you approve it`);
  expect(mails[0].text).toMatch(/\/applications\n/);
});

it("the application-sent email names the resume that went (an uploaded file or a builder resume) with a link to it, and says when none did", async () => {
  const employer = await account("employer");
  const veteran = await account("veteran");
  const post = async (title: string) =>
    (await employer.client.post("/api/jobs", { title, company: "Employer", location: "Austin, TX", description: "Keep it running.", salary_min: 50000, salary_max: 60000, clearance_required: "none", veteran_friendly: true, remote: false })).body.id as number;
  const [none, uploaded, built] = [await post("Help Desk Lead"), await post("Network Technician"), await post("Systems Analyst")];

  expect((await veteran.client.post(`/api/jobs/${none}/apply`, {})).status).toBe(201);
  expect((await lastMail(veteran.email, "application-sent"))?.text).toContain("No resume went with it: upload one or build one for your next application.");

  const file = await uploadFile(server.baseUrl, "/api/resumes/upload", veteran.token, "file", makePdf().bytes, "dana-event.pdf", "application/pdf");
  expect(file.status).toBe(201);
  expect((await veteran.client.post(`/api/jobs/${uploaded}/apply`, { uploaded_resume_id: file.body.id })).status).toBe(201);
  const withFile = await getDb().application.findFirstOrThrow({ where: { userId: veteran.userId, jobId: uploaded } });
  const text = (await lastMail(veteran.email, "application-sent"))?.text ?? "";
  expect(text).toMatch(new RegExp(`The resume that went with it: dana-event\\.pdf\\nOpen it: http\\S+/api/applications/${withFile.id}/resume\\n`));
  expect(text.indexOf("The resume that went with it")).toBeLessThan(text.indexOf("The letter that went with it"));

  const resume = await getDb().resume.create({ data: { userId: veteran.userId, jobTarget: "Systems Analyst", formattedText: "Dana Event\nAnalyst" } });
  expect((await veteran.client.post(`/api/jobs/${built}/apply`, { resume_id: resume.id })).status).toBe(201);
  expect((await lastMail(veteran.email, "application-sent"))?.text).toContain("The resume that went with it: Resume Builder: Systems Analyst\nOpen it: ");
});
