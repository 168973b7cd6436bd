import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findJargon } from "~/domain/writing/jargon.server";
import { getDb } from "~/lib/db.server";
import { RESUME_MESSAGES } from "@shared/resume";
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

async function account(tier: string, role: "veteran" | "employer" = "veteran") {
  n++;
  const client = api.withIp(`10.32.0.${n}`);
  const reg = await signUp(client, { email: `resume${n}@example.com`, password: "Secret123!", full_name: "Jordan Rivera", role });
  expect(reg.status).toBe(201);
  const userId = reg.body.user_id as number;
  if (role === "veteran") {
    await getDb().veteranProfile.update({
      where: { userId },
      data: {
        militaryBranch: "Army",
        mosCode: "25B",
        militaryRank: "Staff Sergeant",
        yearsOfService: 8,
        clearanceLevel: "TS/SCI",
        phone: "512-555-0100",
        location: "Austin, TX",
        skills: ["Networking", "Help Desk"],
        bio: "NCOIC of a 12-person help desk with the 82nd Airborne. Kept 600 users online through two PCS moves and an OCONUS deployment.",
        deployments: "Iraq 2009, Kuwait 2014",
      },
    });
  }
  if (tier !== "free_trial") {
    await getDb().subscription.upsert({ where: { userId }, update: { tier, status: "active" }, create: { userId, tier, status: "active" } });
  }
  return { client: client.withToken(reg.body.access_token as string), userId };
}

async function download(client: ApiClient, path: string) {
  const res = await fetch(server.baseUrl + path, { headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.clientIp } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { totalPages, text: text.replace(/\s+/g, " ") };
}

describe("resume builder API: who may use it", () => {
  it("asks for a session", async () => {
    expect((await api.get("/api/resume")).status).toBe(401);
    expect((await api.post("/api/resume/generate", {})).status).toBe(401);
  });

  it.each(["free_trial", "free"])("refuses a %s veteran with SPEC's upsell message", async (tier) => {
    const { client } = await account(tier);
    const list = await client.get("/api/resume");
    expect(list).toMatchObject({ status: 403, body: { detail: RESUME_MESSAGES.paidOnly } });
    const generate = await client.post("/api/resume/generate", { template: "modern" });
    expect(generate).toMatchObject({ status: 403, body: { detail: RESUME_MESSAGES.paidOnly } });
    expect(await getDb().resume.count({ where: { userId: (await client.get("/api/auth/me")).body.id as number } })).toBe(0);
  });

  it("is not for employers", async () => {
    const { client } = await account("free_trial", "employer");
    expect((await client.get("/api/resume")).status).toBe(403);
    expect((await client.post("/api/resume/generate", {})).status).toBe(403);
  });
});

describe("resume builder API: a paid veteran", () => {
  it("generates a professional general resume in civilian language", async () => {
    const { client } = await account("pro");
    const res = await client.post("/api/resume/generate", {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ template: "professional", job_target: null, source: "local" });
    expect(res.body.id).toBe(res.body.resume_id);
    const text = res.body.formatted_text as string;
    expect(text).toContain("Jordan Rivera");
    // The occupation in civilian words (25B), said once, with no "The matching civilian occupation is…" note.
    expect(text).toContain("Information Technology Specialist with 8 years in the U.S. Army.");
    expect(text).not.toMatch(/matching civilian occupation/i);
    expect(text).toContain("Top Secret clearance with Sensitive Compartmented Information access");
    expect(text).toContain("Kept 600 users online through two relocation moves and an overseas deployment.");
    // Rank and deployments print as the veteran gave them, in the Military Service section only.
    expect(text).toContain("Rank: Staff Sergeant");
    expect(text).toContain("Deployment: Iraq 2009, Kuwait 2014");
    expect(findJargon(text.replace("Rank: Staff Sergeant", ""))).toEqual([]);
    expect(text).not.toMatch(/25B|NCOIC|82nd/);
  });

  it("targets a job, takes the chosen template and the education and certifications given", async () => {
    const { client } = await account("premium");
    const res = await client.post("/api/resume/generate", {
      template: "modern",
      job_target: "IT Support Manager",
      sections: { education: ["A.A.S. Information Technology"], certifications: ["CompTIA Security+"] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ template: "modern", job_target: "IT Support Manager" });
    const text = res.body.formatted_text as string;
    expect(text).toMatch(/seeking an IT Support Manager role/);
    expect(text).toContain("A.A.S. Information Technology");
    expect(text).toContain("CompTIA Security+");
  });

  it.each([
    [{ template: "fancy" }, 422, /template must be professional, modern or creative/],
    [{ job_target: "x".repeat(121) }, 422, /at most 120/],
    [{ job_target: 42 }, 422, /job_target/],
    [{ sections: { education: "BA" } }, 422, /sections.education/],
    ["{not json", 400, /Malformed JSON/],
  ])("answers %j with %i", async (body, status, detail) => {
    const { client } = await account("elite");
    const res = await client.post("/api/resume/generate", body);
    expect(res.status).toBe(status);
    expect(res.body.detail).toMatch(detail);
  });

  it("lists own resumes newest first and shows each only to its owner", async () => {
    const owner = await account("pro");
    const other = await account("pro");
    const first = (await owner.client.post("/api/resume/generate", { template: "creative" })).body;
    const second = (await owner.client.post("/api/resume/generate", { job_target: "Network Administrator" })).body;
    await other.client.post("/api/resume/generate", {});
    const list = await owner.client.get("/api/resume");
    expect(list.status).toBe(200);
    const resumes = list.body.resumes as { id: number; job_target: string | null; template: string }[];
    expect(resumes.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(resumes[0]).toMatchObject({ job_target: "Network Administrator", template: "professional" });

    expect((await owner.client.get(`/api/resume/${first.id}`)).body).toMatchObject({ id: first.id, template: "creative" });
    for (const path of [`/api/resume/${first.id}`, `/api/resume/${first.id}/pdf`, `/api/resume/${first.id}/text`]) {
      const res = await other.client.get(path);
      expect(res).toMatchObject({ status: 404, body: { detail: RESUME_MESSAGES.notFound } });
    }
    expect((await owner.client.get("/api/resume/999999")).status).toBe(404);
    expect((await owner.client.get("/api/resume/abc")).status).toBe(404);
    expect((await owner.client.get("/api/resume/-1/pdf")).status).toBe(404);
  });

  it("deletes only its owner's resume, and a veteran who downgraded can still delete", async () => {
    const owner = await account("pro");
    const other = await account("elite");
    const resume = (await owner.client.post("/api/resume/generate", {})).body;
    expect((await other.client.request("DELETE", `/api/resume/${resume.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/resume/${resume.id}`)).status).toBe(200);

    await getDb().subscription.update({ where: { userId: owner.userId }, data: { tier: "free" } });
    expect((await owner.client.get(`/api/resume/${resume.id}`)).status).toBe(403);
    const deleted = await owner.client.request("DELETE", `/api/resume/${resume.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: RESUME_MESSAGES.deleted } });
    expect((await owner.client.request("DELETE", `/api/resume/${resume.id}`)).status).toBe(404);
    expect(await getDb().resume.count({ where: { userId: owner.userId } })).toBe(0);
  });
});

describe("resume downloads", () => {
  it.each(["professional", "modern", "creative"])("%s: a real PDF with the name, the translated title and no jargon", async (template) => {
    const { client } = await account("pro");
    const resume = (await client.post("/api/resume/generate", { template, job_target: "IT Support Manager", sections: { certifications: ["CompTIA Security+"] } })).body;
    const file = await download(client, `/api/resume/${resume.id}/pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="jordan-rivera-resume-${resume.id}.pdf"`);
    expect(Buffer.from(file.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { totalPages, text } = await pdfText(file.bytes);
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(totalPages).toBeLessThanOrEqual(2);
    expect(text).toContain("Jordan Rivera");
    expect(text).toContain("Information Technology Specialist");
    expect(text).toContain("CompTIA Security+");
    expect(text).toContain("Staff Sergeant");
    expect(findJargon(text.replace("Staff Sergeant", ""))).toEqual([]);
  });

  it("Download Text is the formatted text as a plain-text attachment", async () => {
    const { client } = await account("pro");
    const resume = (await client.post("/api/resume/generate", { job_target: "<script>alert(1)</script>" })).body;
    const file = await download(client, `/api/resume/${resume.id}/text`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="jordan-rivera-resume-\d+\.txt"$/);
    expect(new TextDecoder().decode(file.bytes)).toBe(resume.formatted_text);
  });

  it("keeps the PDF to two pages even for a long profile", async () => {
    const { client, userId } = await account("elite");
    await getDb().veteranProfile.update({
      where: { userId },
      data: {
        bio: "Built a help desk from scratch and trained 40 technicians. ".repeat(20),
        skills: Array.from({ length: 30 }, (_, i) => `Skill number ${i + 1}`),
      },
    });
    const resume = (
      await client.post("/api/resume/generate", {
        template: "creative",
        sections: { education: Array.from({ length: 6 }, (_, i) => `Course ${i + 1} in network administration`), certifications: Array.from({ length: 10 }, (_, i) => `Certification ${i + 1}`) },
      })
    ).body;
    const { totalPages } = await pdfText((await download(client, `/api/resume/${resume.id}/pdf`)).bytes);
    expect(totalPages).toBeLessThanOrEqual(2);
  });
});
