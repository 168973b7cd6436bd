import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { GONE_REPORTS_TO_HIDE } from "~/domain/jobs/gone-reports.server";
import { getDb } from "~/lib/db.server";
import { createSession } from "~/lib/session.server";
import { ApiClient } from "../fixtures/api-client";
import { logInAgain, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { FAKE_BOARDS, startFakeJobBoards, type FakeJobBoards } from "../fakes/job-boards";

let server: TestServer;
let boards: FakeJobBoards;
let api: ApiClient;
let admin: ApiClient;
let adminId: number;
const vets: TestAccount[] = [];
let employer: TestAccount;
let federalVet: ApiClient;

const job = (data: {
  title: string;
  source: string;
  externalId?: string | null;
  employerId?: number | null;
  tags?: string[];
  postedAt?: Date;
}) =>
  getDb().job.create({
    data: {
      company: "Acme",
      description: "A role",
      externalId: data.externalId ?? null,
      title: data.title,
      source: data.source,
      employerId: data.employerId ?? null,
      tags: data.tags ?? [],
      postedAt: data.postedAt ?? new Date(),
      lastSeenAt: data.source === "employer" ? null : new Date(),
    },
  });

beforeAll(async () => {
  boards = await startFakeJobBoards();
  // Adzuna without credentials: the panel must say why it is off.
  const env: Record<string, string> = { ...boards.env, RATE_LIMITS: "true" };
  for (const name of ["ADZUNA_APP_ID", "ADZUNA_APP_KEY"]) {
    delete env[name];
    delete process.env[name];
  }
  server = await startTestServer(env);
  api = new ApiClient(server.baseUrl);
  adminId = (await createAdmin({ email: "src.admin@example.com", password: "AdminPass123!", fullName: "Sources Admin" })).id;
  admin = api.withToken((await logInAgain(api, "src.admin@example.com", "AdminPass123!")).body.access_token as string);
  for (const name of ["alpha", "bravo", "charlie", "delta"]) vets.push(await registerAccount(api, `${name}.gone@example.com`));
  employer = await registerAccount(api, "gone.employer@example.com", "employer");
  const db = getDb();
  // Reports count from accounts at least a week old (decision 097): these veterans joined eight days ago.
  await db.user.updateMany({
    where: { id: { in: vets.map((v) => v.userId) } },
    data: { createdAt: new Date(Date.now() - 8 * 86_400_000) },
  });
  const user = await db.user.create({
    data: {
      emailVerifiedAt: new Date(),
      email: "federal.vet@example.com",
      fullName: "Casey Federal",
      veteranProfile: { create: { militaryBranch: "Army", mosCode: "25B", skills: [] } },
    },
  });
  federalVet = new ApiClient(server.baseUrl, (await createSession(user.id, "api")).token);
});
afterAll(async () => {
  await server?.close();
  await boards?.close();
});

describe("POST /api/jobs/:id/gone", () => {
  it("answers 401 without a session and 403 to employers and admins", async () => {
    const target = await job({ title: "Ghost Analyst", source: "lever", externalId: "ghost-1" });
    expect((await api.post(`/api/jobs/${target.id}/gone`, {})).status).toBe(401);
    expect((await employer.client.post(`/api/jobs/${target.id}/gone`, {})).status).toBe(403);
    expect((await admin.post(`/api/jobs/${target.id}/gone`, {})).status).toBe(403);
    expect((await vets[0].client.post("/api/jobs/999999/gone", {})).status).toBe(404);
  });

  it("takes one report per veteran and hides an imported job at the threshold", async () => {
    const target = await job({ title: "Vanished Planner", source: "greenhouse", externalId: "ghost-2" });
    const first = await vets[0].client.post(`/api/jobs/${target.id}/gone`, {});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ reports: 1, hidden: false });
    const again = await vets[0].client.post(`/api/jobs/${target.id}/gone`, {});
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("You already reported this job as gone");
    expect(await getDb().jobGoneReport.count({ where: { jobId: target.id } })).toBe(1);

    for (let i = 1; i < GONE_REPORTS_TO_HIDE - 1; i++)
      expect((await vets[i].client.post(`/api/jobs/${target.id}/gone`, {})).body.hidden).toBe(false);
    const last = await vets[GONE_REPORTS_TO_HIDE - 1].client.post(`/api/jobs/${target.id}/gone`, {});
    expect(last.body).toMatchObject({ reports: GONE_REPORTS_TO_HIDE, hidden: true });
    const stored = await getDb().job.findUniqueOrThrow({ where: { id: target.id } });
    expect(stored).toMatchObject({ status: "hidden", closedReason: "reported" });
    // Out of search at once; the reporter still sees the page, which says it is closed.
    const found = await vets[3].client.get(`/api/jobs?q=${encodeURIComponent("Vanished Planner")}`);
    expect((found.body.jobs as { id: number }[]).map((j) => j.id)).not.toContain(target.id);
    const page = await vets[0].client.get(`/api/jobs/${target.id}`);
    expect(page.status).toBe(200);
    expect(page.body.status).toBe("hidden");
    expect(page.body.reported_gone).toBe(true);
    expect((await vets[3].client.get(`/api/jobs/${target.id}`)).status).toBe(404);
    expect((await vets[3].client.post(`/api/jobs/${target.id}/gone`, {})).status).toBe(409);
  });

  it("never closes an employer's own job: the employer is told", async () => {
    const own = await job({ title: "Forklift Lead", source: "employer", employerId: employer.userId });
    for (let i = 0; i < GONE_REPORTS_TO_HIDE + 1; i++)
      expect((await vets[i].client.post(`/api/jobs/${own.id}/gone`, {})).status).toBe(200);
    expect((await getDb().job.findUniqueOrThrow({ where: { id: own.id } })).status).toBe("open");
    const notices = await getDb().notification.findMany({ where: { userId: employer.userId } });
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toContain("Forklift Lead");
    expect(notices[0].link).toBe(`/employer/jobs/${own.id}/edit`);
  });

  it("limits how many jobs one veteran reports in an hour", async () => {
    const db = getDb();
    await db.job.createMany({
      data: Array.from({ length: 21 }, (_, i) => ({
        title: `Bulk ${i}`,
        company: "Acme",
        description: "d",
        source: "lever",
        externalId: `bulk-${i}`,
      })),
    });
    const ids = (
      await db.job.findMany({ where: { externalId: { startsWith: "bulk-" } }, select: { id: true }, orderBy: { id: "asc" } })
    ).map((j) => j.id);
    // delta spent two of the hour's 20 reports above (one refused as already closed).
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await vets[3].client.post(`/api/jobs/${id}/gone`, {})).status);
    expect(statuses.slice(0, 18)).toEqual(Array(18).fill(200));
    expect(statuses.slice(18)).toEqual([429, 429, 429]);
    const limited = await vets[3].client.post(`/api/jobs/${ids[20]}/gone`, {});
    expect(limited.body.detail).toBe("Too many job reports. Please try again later.");
    // Another veteran is not held back by delta's limit.
    expect((await vets[0].client.post(`/api/jobs/${ids[20]}/gone`, {})).status).toBe(200);
  });
});

describe("Federal jobs for your MOS", () => {
  it("finds USAJOBS jobs in the series of the veteran's code, veterans' hiring paths first, with the fit's series reason", async () => {
    const db = getDb();
    const day = 86_400_000;
    const plain = await job({
      title: "IT Specialist (SYSADMIN)",
      source: "usajobs",
      externalId: "fed-1",
      tags: ["GS-11"],
      postedAt: new Date(Date.now() - day),
    });
    const vetPath = await job({
      title: "IT Specialist (NETWORK)",
      source: "usajobs",
      externalId: "fed-2",
      tags: ["Hiring path: vet"],
      postedAt: new Date(Date.now() - 5 * day),
    });
    const other = await job({
      title: "Contract Specialist",
      source: "usajobs",
      externalId: "fed-3",
      postedAt: new Date(Date.now() - day),
    });
    const notFederal = await job({ title: "IT Specialist (private)", source: "lever", externalId: "fed-4" });
    await db.jobFederalSeries.createMany({
      data: [
        { jobId: plain.id, series: "2210" },
        { jobId: vetPath.id, series: "2210" },
        { jobId: other.id, series: "1102" },
        { jobId: notFederal.id, series: "2210" },
      ],
    });
    const res = await federalVet.get("/api/jobs?federal=mos&sort=recent");
    expect(res.status).toBe(200);
    const jobs = res.body.jobs as { id: number; federal_series: string[]; fit_reasons: string[]; fit_reason_kinds: string[] }[];
    // The vet-path job first although it is older; no other series. A posting from another source
    // that names the series (a GS announcement a board carried) is a federal job too (issue 53 item 7).
    expect(jobs.map((j) => j.id)).toEqual([vetPath.id, notFederal.id, plain.id]);
    expect(jobs[0].federal_series).toEqual(["2210"]);
    const reason = jobs[0].fit_reasons.indexOf("Federal series 2210 matches your MOS 25B");
    expect(reason).toBeGreaterThanOrEqual(0);
    expect(jobs[0].fit_reason_kinds[reason]).toBe("met");

    const detail = await federalVet.get(`/api/jobs/${plain.id}`);
    expect(detail.body.fit_reasons).toContain("Federal series 2210 matches your MOS 25B");
    const unrelated = await federalVet.get(`/api/jobs/${other.id}`);
    expect((unrelated.body.fit_reasons as string[]).some((r) => r.startsWith("Federal series"))).toBe(false);

    // A veteran whose profile has no code gets an empty tab, not every federal job; bad values are a 400.
    expect((await vets[0].client.get("/api/jobs?federal=mos")).body.total).toBe(0);
    const bad = await federalVet.get("/api/jobs?federal=yes");
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe("federal must be one of: mos");
  });
});

describe("admin job sources API", () => {
  it("is for admins only", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/admin/job-sources"],
      ["POST", "/api/admin/job-sources/greenhouse/run"],
      ["PATCH", "/api/admin/job-sources/greenhouse"],
    ];
    for (const [method, path] of calls) {
      const body = method === "GET" ? undefined : {};
      expect((await api.request(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await vets[1].client.request(method, path, body)).status, `${method} ${path} veteran`).toBe(403);
      expect((await employer.client.request(method, path, body)).status, `${method} ${path} employer`).toBe(403);
    }
  });

  it("lists every source with why it is off, edits boards and runs a source now, each audited", async () => {
    const list = await admin.get("/api/admin/job-sources");
    expect(list.status).toBe(200);
    const sources = list.body.sources as {
      source: string;
      unavailable_reason: string | null;
      last_run: unknown;
      warnings: string[];
    }[];
    expect(sources.map((s) => s.source)).toEqual(["usajobs", "greenhouse", "lever", "adzuna", "jsonld"]);
    expect(sources.find((s) => s.source === "adzuna")?.unavailable_reason).toMatch(/ADZUNA_APP_ID/);
    expect(sources.find((s) => s.source === "usajobs")?.unavailable_reason).toBeNull();

    const bad = await admin.request("PATCH", "/api/admin/job-sources/greenhouse", { enabled: "yes" });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe("enabled must be true or false");
    expect((await admin.request("PATCH", "/api/admin/job-sources/usajobs", { boards: ["x"] })).status).toBe(400);
    expect((await admin.request("PATCH", "/api/admin/job-sources/nowhere", { enabled: true })).status).toBe(400);

    const edit = await admin.request("PATCH", "/api/admin/job-sources/greenhouse", { boards: [FAKE_BOARDS.greenhouse] });
    expect(edit.status).toBe(200);
    expect(edit.body.boards).toEqual([{ board: FAKE_BOARDS.greenhouse }]);
    const off = await admin.request("PATCH", "/api/admin/job-sources/lever", { enabled: false });
    expect(off.body.message).toBe("Lever disabled");

    const run = await admin.post("/api/admin/job-sources/greenhouse/run", {});
    expect(run.status).toBe(200);
    expect(run.body.added).toBeGreaterThan(0);
    expect(run.body.failed).toBe(0);
    const logs = await getDb().auditLog.findMany({ where: { adminId, resourceType: "job_source" }, orderBy: { id: "asc" } });
    expect(logs.map((l) => [l.actionType, l.resourceId])).toEqual([
      ["job_source_updated", "greenhouse"],
      ["job_source_disabled", "lever"],
      ["job_source_run", "greenhouse"],
    ]);
    expect(logs[2].metadata).toMatchObject({ added: run.body.added });

    const after = (await admin.get("/api/admin/job-sources")).body.sources as {
      source: string;
      enabled: boolean;
      last_run: { trigger: string; status: string; added: number } | null;
      next_run_at: string | null;
    }[];
    const greenhouse = after.find((s) => s.source === "greenhouse");
    expect(greenhouse?.last_run).toMatchObject({ trigger: "admin", status: "succeeded", added: run.body.added });
    expect(greenhouse?.next_run_at).not.toBeNull();
    expect(after.find((s) => s.source === "lever")).toMatchObject({ enabled: false, next_run_at: null });
    // The run counts as an active source on the dashboard.
    expect((await admin.get("/api/admin/dashboard/metrics")).body.active_job_sources).toBe(1);
  });

  it("refuses Run now while a run of that source is in progress", async () => {
    await getDb().schedulerLease.create({
      data: { name: "job-source-run:usajobs:", owner: "another-process", leaseUntil: new Date(Date.now() + 600_000) },
    });
    const busy = await admin.post("/api/admin/job-sources/usajobs/run", {});
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe("A run of USAJOBS is in progress. Wait for it to finish, then run it again.");
    const panel = (await admin.get("/api/admin/job-sources")).body.sources as { source: string; running: boolean }[];
    expect(panel.find((s) => s.source === "usajobs")?.running).toBe(true);
    expect(await getDb().auditLog.count({ where: { resourceType: "job_source", resourceId: "usajobs" } })).toBe(0);
  });
});
