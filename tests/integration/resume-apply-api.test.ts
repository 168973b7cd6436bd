import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { makeDocx, makeExe, makePdf, makeZip } from "../fixtures/resume-files";
import { registerAccount, uploadFile, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let vet: TestAccount;
let otherVet: TestAccount;
let employer: TestAccount;
let otherEmployer: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  vet = await registerAccount(api, "resume.vet@example.com", "veteran", "Secret123!", "Ava Brooks");
  otherVet = await registerAccount(api, "resume.other@example.com");
  employer = await registerAccount(api, "resume.emp@example.com", "employer");
  otherEmployer = await registerAccount(api, "resume.emp2@example.com", "employer");
  await createEmployerProfile(employer.userId, { approvalStatus: "approved" });
  await createEmployerProfile(otherEmployer.userId, { approvalStatus: "approved" });
});
afterAll(async () => server?.close());

const upload = (bytes: Uint8Array, name: string, type: string, token: string | null = vet.token) =>
  uploadFile(server.baseUrl, "/api/resumes/upload", token, "file", bytes, name, type);
const resumesDir = () => path.join(server.dataDir, "private", "resumes");
const get = (url: string, token: string | null) => fetch(server.baseUrl + url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

let jobN = 0;
function job(employerId: number) {
  jobN++;
  return getDb().job.create({
    data: { title: `IT Support ${jobN}`, company: "Acme Federal", location: "Austin, TX", state: "TX", description: "Support users.", source: "employer", status: "open", employerId },
  });
}

describe("POST /api/resumes/upload", () => {
  it("refuses by content, not by name: a renamed .exe, HTML called .pdf, a zip that is no Word file, a half PDF, nothing, an empty file", async () => {
    const html = new TextEncoder().encode("<html><body><script>alert(document.cookie)</script></body></html>");
    const pdf = makePdf().bytes;
    const cases: [Uint8Array, string, string, number, RegExp][] = [
      [makeExe(), "resume.pdf", "application/pdf", 422, /PDF or a Word/],
      [html, "resume.pdf", "application/pdf", 422, /PDF or a Word/],
      [makeZip({ "a.txt": "hello" }), "resume.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 422, /PDF or a Word/],
      [pdf.subarray(0, 40), "resume.pdf", "application/pdf", 422, /could not be read/],
      [new Uint8Array(0), "resume.pdf", "application/pdf", 422, /empty/],
    ];
    for (const [bytes, name, type, status, detail] of cases) {
      const res = await upload(bytes, name, type);
      expect(res.status, name).toBe(status);
      expect(res.body.detail).toMatch(detail);
    }
    expect(await getDb().uploadedResume.count({ where: { userId: vet.userId } })).toBe(0);
    expect(fs.existsSync(resumesDir()) ? fs.readdirSync(resumesDir()) : []).toEqual([]);
  });

  it("refuses a file over 5 MB with 413", async () => {
    const pdf = makePdf().bytes;
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pdf.subarray(0, pdf.length - 7));
    big.set(new TextEncoder().encode("\n%%EOF\n"), big.length - 7);
    const res = await upload(big, "big.pdf", "application/pdf");
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/5 MB/);
  });

  it("is for veterans only, signed in", async () => {
    expect((await upload(makePdf().bytes, "r.pdf", "application/pdf", employer.token)).status).toBe(403);
    expect((await upload(makePdf().bytes, "r.pdf", "application/pdf", null)).status).toBe(401);
  });

  it("stores a PDF and a DOCX privately, lists them newest first, and deletes only the owner's", async () => {
    const a = await upload(makePdf().bytes, "Ava Brooks resume.pdf", "application/octet-stream");
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ file_name: "Ava Brooks resume.pdf", mime: "application/pdf" });
    const d = await upload(makeDocx(), "ava.docx", "application/octet-stream");
    expect(d.status).toBe(201);
    expect(d.body.mime).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const row = await getDb().uploadedResume.findUniqueOrThrow({ where: { id: a.body.id as number } });
    expect(fs.existsSync(path.join(resumesDir(), row.storedName))).toBe(true);
    expect((await get(`/uploads/${row.storedName}`, vet.token)).status).toBe(404);
    const list = await vet.client.get("/api/resumes/uploads");
    expect((list.body.uploaded_resumes as { id: number }[]).map((r) => r.id)).toEqual([d.body.id, a.body.id]);
    expect(((await otherVet.client.get("/api/resumes/uploads")).body.uploaded_resumes as unknown[]).length).toBe(0);
    // The owner downloads their own file by its id; another veteran gets a 404, an employer the role's 403, nobody signed in a 401.
    const own = await get(`/api/resumes/uploads/${a.body.id as number}`, vet.token);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toBe('attachment; filename="Ava Brooks resume.pdf"');
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await own.arrayBuffer())).toEqual(Buffer.from(makePdf().bytes));
    const others: [string | null, number][] = [[otherVet.token, 404], [employer.token, 403], [null, 401]];
    for (const [token, status] of others) expect((await get(`/api/resumes/uploads/${a.body.id as number}`, token)).status).toBe(status);
    expect((await otherVet.client.request("DELETE", `/api/resumes/uploads/${d.body.id as number}`)).status).toBe(404);
    const deleted = await vet.client.request("DELETE", `/api/resumes/uploads/${d.body.id as number}`);
    expect(deleted.body).toEqual({ message: "Resume deleted", kept_for_applications: false });
    expect(await getDb().uploadedResume.count({ where: { id: d.body.id as number } })).toBe(0);
    expect((await get(`/api/resumes/uploads/${d.body.id as number}`, vet.token)).status).toBe(404);
  });
});

describe("resumes with applications", () => {
  it("sends the latest resume by default; the job's employer and the veteran open it, anyone else gets 404", async () => {
    const up = await upload(makePdf().bytes, "latest.pdf", "application/pdf");
    const j = await job(employer.userId);
    const res = await vet.client.post(`/api/jobs/${j.id}/apply`, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ uploaded_resume_id: up.body.id, resume_id: null });
    const appId = res.body.id as number;
    const applicants = await employer.client.get(`/api/employer/jobs/${j.id}/applicants`);
    const row = (applicants.body.applicants as { application_id: number; resume_url: string | null }[]).find((a) => a.application_id === appId);
    expect(row?.resume_url).toBe(`/api/applications/${appId}/resume`);
    const pipeline = await employer.client.get("/api/employer/pipeline");
    expect(JSON.stringify(pipeline.body)).toContain(`/api/applications/${appId}/resume`);

    const byEmployer = await get(`/api/applications/${appId}/resume`, employer.token);
    expect(byEmployer.status).toBe(200);
    expect(byEmployer.headers.get("content-type")).toBe("application/pdf");
    expect(byEmployer.headers.get("content-disposition")).toBe('attachment; filename="latest.pdf"');
    expect(byEmployer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(byEmployer.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await byEmployer.arrayBuffer())).toEqual(Buffer.from(makePdf().bytes));
    expect((await get(`/api/applications/${appId}/resume`, vet.token)).status).toBe(200);
    for (const token of [otherEmployer.token, otherVet.token, null]) {
      const res = await get(`/api/applications/${appId}/resume`, token);
      expect(res.status).toBe(404);
    }
    expect((await get(`/api/applications/999999/resume`, employer.token)).status).toBe(404);

    // Deleted later: hidden from the veteran, still the file that went for the employer.
    const removed = await vet.client.request("DELETE", `/api/resumes/uploads/${up.body.id as number}`);
    expect(removed.body).toEqual({ message: "Resume removed from your list. Employers you sent it to can still open it with your application.", kept_for_applications: true });
    expect(((await vet.client.get("/api/resumes/uploads")).body.uploaded_resumes as { id: number }[]).some((r) => r.id === up.body.id)).toBe(false);
    expect((await get(`/api/resumes/uploads/${up.body.id as number}`, vet.token)).status).toBe(404);
    expect((await get(`/api/applications/${appId}/resume`, employer.token)).status).toBe(200);
  });

  it("an employer no longer approved, or a draft the veteran has not sent, gets 404", async () => {
    const j = await job(employer.userId);
    const draft = await getDb().application.create({ data: { userId: vet.userId, jobId: j.id, status: "pending", uploadedResumeId: null, resumeId: null } });
    await upload(makePdf().bytes, "d.pdf", "application/pdf");
    const latest = await getDb().uploadedResume.findFirstOrThrow({ where: { userId: vet.userId, deletedAt: null }, orderBy: { id: "desc" } });
    await getDb().application.update({ where: { id: draft.id }, data: { uploadedResumeId: latest.id } });
    expect((await get(`/api/applications/${draft.id}/resume`, employer.token)).status).toBe(404);
    expect((await get(`/api/applications/${draft.id}/resume`, vet.token)).status).toBe(200);
    await getDb().application.update({ where: { id: draft.id }, data: { status: "sent", submittedAt: new Date() } });
    expect((await get(`/api/applications/${draft.id}/resume`, employer.token)).status).toBe(200);
    await getDb().employerProfile.update({ where: { userId: employer.userId }, data: { approvalStatus: "pending" } });
    try {
      expect((await get(`/api/applications/${draft.id}/resume`, employer.token)).status).toBe(404);
    } finally {
      await getDb().employerProfile.update({ where: { userId: employer.userId }, data: { approvalStatus: "approved" } });
    }
  });

  it("a builder resume picked by resume_id goes as its PDF; someone else's id or both ids are refused", async () => {
    const built = await getDb().resume.create({ data: { userId: vet.userId, template: "professional", formattedText: "Ava Brooks\nIT specialist with six years in the Army." } });
    const theirs = await getDb().resume.create({ data: { userId: otherVet.userId, formattedText: "Someone Else\nText" } });
    const j = await job(employer.userId);
    expect((await vet.client.post(`/api/jobs/${j.id}/apply`, { resume_id: theirs.id })).status).toBe(404);
    const both = await vet.client.post(`/api/jobs/${j.id}/apply`, { resume_id: built.id, uploaded_resume_id: 1 });
    expect(both.status).toBe(422);
    expect(both.body.detail).toMatch(/either resume_id or uploaded_resume_id/);
    const res = await vet.client.post(`/api/jobs/${j.id}/apply`, { resume_id: built.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ resume_id: built.id, uploaded_resume_id: null });
    const file = await get(`/api/applications/${res.body.id as number}/resume`, employer.token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="ava-brooks-resume-\d+\.pdf"$/);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Deleting the builder resume hides it; the application keeps it.
    expect((await vet.client.request("DELETE", `/api/resume/${built.id}`)).status).toBe(200);
    expect((await get(`/api/applications/${res.body.id as number}/resume`, employer.token)).status).toBe(200);
  });

  it("the latest of either kind is the default: a builder resume newer than the uploads goes", async () => {
    const built = await getDb().resume.create({ data: { userId: vet.userId, formattedText: "Ava Brooks\nNewest", createdAt: new Date(Date.now() + 60_000) } });
    const j = await job(employer.userId);
    const res = await vet.client.post(`/api/jobs/${j.id}/apply`, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ resume_id: built.id, uploaded_resume_id: null });
  });
});
