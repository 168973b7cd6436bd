import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { companySlug } from "~/domain/postings/company-slug.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { logInAgain, nextIp } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp, signUpEmployer } from "../fixtures/sign-up";
import type { CompanyPage } from "@shared/company-page";

/** Issue 55 item 6: /companies/{slug} for approved employers and imported companies. */

let server: TestServer;
let api: ApiClient;
let admin: ApiClient;
let veteran: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  await createAdmin({ email: "companies.admin@example.com", password: "AdminPass123!", fullName: "Companies Admin" });
  admin = api.withToken((await logInAgain(api, "companies.admin@example.com", "AdminPass123!")).body.access_token as string);
  const reg = await signUp(api.withIp(nextIp()), { email: "companies.vet@example.com", password: "Secret123!", full_name: "Company Reader", role: "veteran" });
  expect(reg.status).toBe(201);
  veteran = api.withToken(reg.body.access_token as string);
});
afterAll(async () => {
  await server?.close();
});

/** GET /api/companies/{slug} as the veteran reads it. */
async function companyPage(slug: string) {
  const res = await veteran.get(`/api/companies/${slug}`);
  return { status: res.status, detail: res.body.detail, page: res.body as unknown as CompanyPage };
}

async function employer(email: string, company: string, approve = true) {
  const res = await signUpEmployer(
    api.withIp(nextIp()),
    employerRegistration(email, { company_name: company, website: `https://www.${email.split("@")[1]}`, password: "Secret123!" }),
  );
  expect(res.status).toBe(201);
  if (approve) expect((await admin.post(`/api/admin/employers/${res.body.user_id}/approve`, {})).status).toBe(200);
  return { id: res.body.user_id as number, client: api.withToken(res.body.access_token as string) };
}

const posting = (title: string) => ({
  title,
  company: "ignored",
  location: "Norfolk, VA",
  salary_min: null,
  salary_max: null,
  description: "Lead a team of eight in receiving, storage and shipping.",
  remote: false,
  veteran_friendly: true,
});

async function post(client: ApiClient, title: string): Promise<number> {
  const res = await client.post("/api/jobs", posting(title));
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/** A board's posting of a company without an employer account, as a fixture row (no slug yet: the backfill gives it). */
async function imported(company: string, title: string, location: string, daysAgo: number, status = "open") {
  const job = await getDb().job.create({
    data: {
      title,
      company,
      location,
      description: `${title} at ${company}.`,
      source: "greenhouse",
      externalId: `company-page-${company}-${title}`,
      applyUrl: "https://boards.example.com/apply",
      postedAt: new Date(Date.now() - daysAgo * 86_400_000),
      status,
      tags: [],
    },
  });
  return job.id;
}

describe("company slugs", () => {
  it("derive from the company name as the import compares employers: stable and URL-safe", () => {
    expect(companySlug("ACME Federal, Inc.")).toBe("acme-federal");
    expect(companySlug("Acme Federal Inc")).toBe("acme-federal");
    expect(companySlug("  Café Société LLC ")).toBe("cafe-societe");
    expect(companySlug("株式会社")).toMatch(/^company-[0-9a-f]{10}$/);
    expect(companySlug("株式会社")).toBe(companySlug("株式会社"));
  });
});

describe("an approved employer's page", () => {
  it("shows the facts it gave, Domain verified and its open jobs only, newest first; cards link to it", async () => {
    const harbor = await employer("dana@harbor-freight-lines.com", "Harbor Freight Lines, Inc.");
    // Three postings in a month take a paid plan (Starter posts two).
    await getDb().employerProfile.update({ where: { userId: harbor.id }, data: { planId: "growth" } });
    const first = await post(harbor.client, "Dock Supervisor");
    const second = await post(harbor.client, "Fleet Maintenance Lead");
    const closed = await post(harbor.client, "Night Dispatcher");
    expect((await harbor.client.request("PATCH", `/api/jobs/${closed}`, { status: "closed" })).status).toBe(200);

    const res = await companyPage("harbor-freight-lines");
    expect(res.status).toBe(200);
    expect(res.page.company).toMatchObject({
      slug: "harbor-freight-lines",
      name: "Harbor Freight Lines, Inc.",
      kind: "employer",
      size: "51-200 employees",
      industry: "Defense",
      location: "Arlington, VA",
      website: "https://www.harbor-freight-lines.com",
      hiring_volume: "26-100 per year",
      employs_veterans: "Yes",
      security_clearance: "Secret",
    });
    // The sign-up's emailed link proved the address, at the website's domain.
    expect(res.page.company.domain_verified).toBe(true);
    const ids = res.page.jobs.map((j) => j.id);
    expect(ids).toEqual([second, first]);
    expect(ids).not.toContain(closed);
    expect(res.page.total).toBe(2);

    // The job's JSON (cards, job page) names the page.
    const job = await veteran.get(`/api/jobs/${first}`);
    expect(job.body.company_slug).toBe("harbor-freight-lines");
  });

  it("gives a second company of the same name its own slug (-2)", async () => {
    const a = await employer("ops@blue-ridge-one.com", "Blue Ridge Logistics");
    const b = await employer("ops@blue-ridge-two.com", "Blue Ridge Logistics LLC");
    const slugs = await getDb().employerProfile.findMany({ where: { userId: { in: [a.id, b.id] } }, orderBy: { userId: "asc" }, select: { slug: true } });
    expect(slugs.map((s) => s.slug)).toEqual(["blue-ridge-logistics", "blue-ridge-logistics-2"]);
    const jobB = await post(b.client, "Route Planner");
    expect((await companyPage("blue-ridge-logistics-2")).page.jobs.map((j) => j.id)).toEqual([jobB]);
    expect((await companyPage("blue-ridge-logistics")).page.jobs).toEqual([]);
  });

  it("is Company not found for a pending, rejected or suspended employer, an unknown slug or a bad one", async () => {
    const pending = await employer("ops@pending-co.com", "Pending Company", false);
    // A pending employer has no slug; its name's slug is no page.
    expect((await veteran.get("/api/companies/pending-company")).status).toBe(404);

    const rejected = await employer("ops@rejected-co.com", "Rejected Company");
    await getDb().employerProfile.update({ where: { userId: rejected.id }, data: { approvalStatus: "rejected" } });
    const gone = await companyPage("rejected-company");
    expect(gone.status).toBe(404);
    expect(gone.detail).toBe("Company not found");

    const suspended = await employer("ops@suspended-co.com", "Suspended Company");
    expect((await veteran.get("/api/companies/suspended-company")).status).toBe(200);
    await getDb().user.update({ where: { id: suspended.id }, data: { status: "suspended" } });
    expect((await veteran.get("/api/companies/suspended-company")).status).toBe(404);

    for (const slug of ["no-such-company", "UPPER", "..%2F..%2Fetc", "a--b"]) {
      expect((await veteran.get(`/api/companies/${slug}`)).status, slug).toBe(404);
    }
    expect((await veteran.get("/api/companies/harbor-freight-lines?page=0")).status).toBe(400);
    expect(pending.id).toBeGreaterThan(0);
  });

  it("needs a session", async () => {
    expect((await api.get("/api/companies/harbor-freight-lines")).status).toBe(401);
  });
});

describe("an imported company's page", () => {
  it("shows only what its postings say: name, open jobs newest first, places; never invented facts", async () => {
    const older = await imported("Tidewater Shipyards, Inc.", "Welder", "Norfolk, VA", 5);
    const newer = await imported("Tidewater Shipyards Inc", "Pipefitter", "Newport News, VA", 1);
    const closed = await imported("Tidewater Shipyards", "Rigger", "Norfolk, VA", 0, "closed");

    const res = await companyPage("tidewater-shipyards");
    expect(res.status).toBe(200);
    expect(res.page.company).toMatchObject({
      kind: "imported",
      name: "Tidewater Shipyards Inc",
      domain_verified: false,
      size: null,
      industry: null,
      website: null,
      employs_veterans: null,
      security_clearance: null,
    });
    expect(res.page.company.locations).toEqual(["Newport News, VA", "Norfolk, VA"]);
    const ids = res.page.jobs.map((j) => j.id);
    expect(ids).toEqual([newer, older]);
    expect(ids).not.toContain(closed);
    expect((await veteran.get(`/api/jobs/${older}`)).body.company_slug).toBe("tidewater-shipyards");
  });

  it("keeps its slug when an employer of the same name is approved later: the employer gets -2", async () => {
    await imported("Chesapeake Marine", "Deckhand", "Baltimore, MD", 2);
    expect((await veteran.get("/api/companies/chesapeake-marine")).status).toBe(200);
    const late = await employer("ops@chesapeake-marine.com", "Chesapeake Marine");
    const profile = await getDb().employerProfile.findUnique({ where: { userId: late.id }, select: { slug: true } });
    expect(profile?.slug).toBe("chesapeake-marine-2");
    expect((await companyPage("chesapeake-marine")).page.company.kind).toBe("imported");
    expect((await companyPage("chesapeake-marine-2")).page.company.kind).toBe("employer");
  });

  it("is not found once its postings are all closed", async () => {
    await imported("Closed Yard Co", "Painter", "Norfolk, VA", 3, "closed");
    expect((await veteran.get("/api/companies/closed-yard")).status).toBe(404);
  });
});
