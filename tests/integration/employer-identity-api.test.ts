import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { postingIdentityKey } from "~/domain/postings/posting-identity";
import { runJobSource } from "~/domain/jobs/refresh/run-source.server";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "./../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { logInAgain, nextIp } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp, signUpEmployer } from "../fixtures/sign-up";
import { startFakeJobBoards, type FakeJobBoards } from "../fakes/job-boards";
import { configFor, FAST } from "../unit/job-sources/helpers";

/**
 * Issue 54 item 8 ("Impersonation"): an approved employer could post under any company's name,
 * and that company's real posting imported later was filed under the impostor's job ("Also on:
 * company careers page"), so applicants' details went to the impostor.
 */

let server: TestServer;
let fake: FakeJobBoards;
let api: ApiClient;
let admin: ApiClient;
const postedAt = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 2 * 86_400_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  fake = await startFakeJobBoards();
  api = new ApiClient(server.baseUrl);
  await createAdmin({ email: "identity.admin@example.com", password: "AdminPass123!", fullName: "Identity Admin" });
  admin = api.withToken((await logInAgain(api, "identity.admin@example.com", "AdminPass123!")).body.access_token as string);
});
afterAll(async () => {
  await fake?.close();
  await server?.close();
});

/** An approved employer of this company, signed up through the real form and emailed link. */
async function employer(email: string, company: string, website: string, approve = true) {
  const res = await signUpEmployer(api.withIp(nextIp()), employerRegistration(email, { company_name: company, website, password: "Secret123!" }));
  expect(res.status).toBe(201);
  if (approve) expect((await admin.post(`/api/admin/employers/${res.body.user_id}/approve`, {})).status).toBe(200);
  return { id: res.body.user_id as number, client: api.withToken(res.body.access_token as string) };
}

const posting = (company: string) => ({
  title: "Warehouse Operations Lead",
  company,
  location: "Norfolk, VA",
  salary_min: null,
  salary_max: null,
  description: "Lead a team of eight in receiving, storage and shipping.",
  remote: false,
  veteran_friendly: true,
});

/** Northwind's real posting of the same job on its Greenhouse board. */
function northwindBoard() {
  fake.setPostings("greenhouse", "northwind-real", [
    {
      id: 9100,
      title: "Warehouse Operations Lead",
      first_published: postedAt,
      updated_at: postedAt,
      location: { name: "Norfolk, Virginia" },
      absolute_url: "https://boards.greenhouse.io/northwind-real/jobs/9100",
      metadata: [],
      content: "&lt;p&gt;Lead a team of eight in receiving, storage and shipping.&lt;/p&gt;",
      departments: [],
      offices: [],
    },
  ]);
}

const importNorthwind = () =>
  runJobSource(getDb(), "greenhouse", {
    trigger: "cli",
    board: "northwind-real",
    company: "Northwind Logistics",
    connector: sourceConnector("greenhouse", configFor(fake.env), FAST),
  });

describe("employers are who they say", () => {
  it("an employer posting as \"Northwind Logistics\" posts as their own company; Northwind's real posting stays its own job", async () => {
    const impostor = await employer("hr@acme-widgets.com", "Acme Widgets", "https://acme-widgets.com");
    const created = await impostor.client.post("/api/jobs", posting("Northwind Logistics"));
    expect(created.body.detail).toBeUndefined();
    expect(created.status).toBe(201);
    const vet = api.withToken((await signUp(api.withIp(nextIp()), { email: "seeker.identity@example.com", password: "Secret123!", full_name: "Sam Seeker" })).body.access_token as string);
    const shown = await vet.get(`/api/jobs/${created.body.id}`);
    expect(shown.body).toMatchObject({ company: "Acme Widgets", source: "employer" });

    // Editing cannot change it either.
    const edited = await impostor.client.request("PUT", `/api/jobs/${created.body.id}`, { ...posting("Northwind Logistics"), title: "Warehouse Operations Lead" });
    expect(edited.status).toBe(200);
    expect((await vet.get(`/api/jobs/${created.body.id}`)).body.company).toBe("Acme Widgets");

    northwindBoard();
    expect(await importNorthwind()).toMatchObject({ status: "succeeded", added: 1, listed: 0 });
    const real = await getDb().job.findFirstOrThrow({ where: { source: "greenhouse", externalId: "northwind-real:9100" } });
    expect(real.company).toBe("Northwind Logistics");
    expect(await getDb().jobListing.count({ where: { jobId: created.body.id as number } })).toBe(0);
  });

  it("a job stored under another company's name before this rule never collects that company's posting", async () => {
    const impostor = await employer("jobs@globex-parts.com", "Globex Parts", "https://www.globex-parts.com");
    // Posted as "Northwind Logistics" before jobs carried the profile's company.
    const old = await getDb().job.create({
      data: {
        title: "Fleet Safety Coordinator",
        company: "Northwind Logistics",
        location: "Norfolk, VA",
        description: "Run the fleet safety program.",
        source: "employer",
        employerId: impostor.id,
        status: "open",
        postedAt: new Date(postedAt),
        identityKey: postingIdentityKey({ company: "Northwind Logistics", title: "Fleet Safety Coordinator", location: "Norfolk, VA" }),
      },
    });
    fake.setPostings("greenhouse", "northwind-real", [
      {
        id: 9101,
        title: "Fleet Safety Coordinator",
        first_published: postedAt,
        location: { name: "Norfolk, VA" },
        absolute_url: "https://boards.greenhouse.io/northwind-real/jobs/9101",
        metadata: [],
        content: "&lt;p&gt;Run the fleet safety program.&lt;/p&gt;",
        departments: [],
        offices: [],
      },
    ]);
    expect(await importNorthwind()).toMatchObject({ status: "succeeded", added: 1, listed: 0 });
    expect(await getDb().jobListing.count({ where: { jobId: old.id } })).toBe(0);
    expect(await getDb().job.count({ where: { source: "greenhouse", externalId: "northwind-real:9101" } })).toBe(1);
  });

  it("Northwind's own employer post does collect its board copy as a listing", async () => {
    const northwind = await employer("talent@northwind-logistics.com", "Northwind Logistics, Inc.", "https://careers.northwind-logistics.com");
    const created = await northwind.client.post("/api/jobs", { ...posting("anything"), title: "Dock Supervisor" });
    expect(created.status).toBe(201);
    // Backdated to the board's publication so the two are one posting within 30 days either way.
    fake.setPostings("greenhouse", "northwind-real", [
      {
        id: 9102,
        title: "Dock Supervisor",
        first_published: new Date().toISOString(),
        location: { name: "Norfolk, VA" },
        absolute_url: "https://boards.greenhouse.io/northwind-real/jobs/9102",
        metadata: [],
        content: "&lt;p&gt;Supervise the dock.&lt;/p&gt;",
        departments: [],
        offices: [],
      },
    ]);
    expect(await importNorthwind()).toMatchObject({ status: "succeeded", listed: 1 });
    expect(await getDb().jobListing.findMany({ where: { jobId: created.body.id as number } })).toMatchObject([
      { source: "greenhouse", externalId: "northwind-real:9102" },
    ]);
  });

  it("shows \"Domain verified\" when the proven work email is at the company website's domain", async () => {
    const matching = await employer("dana@harbor-defense.com", "Harbor Defense", "https://www.harbor-defense.com/careers");
    const freeMail = await employer("harbor.hiring@gmail.com", "Harbor Defense Group", "https://harbor-defense-group.com");
    const vet = api.withToken((await signUp(api.withIp(nextIp()), { email: "seeker.domain@example.com", password: "Secret123!", full_name: "Val Seeker" })).body.access_token as string);
    const a = await matching.client.post("/api/jobs", { ...posting(""), title: "Radar Technician" });
    const b = await freeMail.client.post("/api/jobs", { ...posting(""), title: "Sonar Technician" });
    expect((await vet.get(`/api/jobs/${a.body.id}`)).body.employer_domain_verified).toBe(true);
    expect((await vet.get(`/api/jobs/${b.body.id}`)).body.employer_domain_verified).toBe(false);
    // An unproven address never verifies, even at the right domain.
    await getDb().user.update({ where: { id: matching.id }, data: { emailVerifiedAt: null } });
    expect((await vet.get(`/api/jobs/${a.body.id}`)).body.employer_domain_verified).toBe(false);
  });

  it("shows admins a work email whose domain is not the company website's in the approval queue", async () => {
    await employer("owner@initech.com", "Initech", "https://initech.com", false);
    await employer("initech.jobs@outlook.com", "Initech Federal", "https://initech-federal.com", false);
    await employer("recruiter@northwind-logistics.net", "Contoso Labs", "https://contoso-labs.com", false);
    const queue = await admin.get("/api/admin/employers/pending");
    expect(queue.status).toBe(200);
    const byCompany = new Map((queue.body.employers as { company_name: string; email_domain_matches_website: boolean }[]).map((e) => [e.company_name, e.email_domain_matches_website]));
    expect(byCompany.get("Initech")).toBe(true);
    expect(byCompany.get("Initech Federal")).toBe(false);
    expect(byCompany.get("Contoso Labs")).toBe(false);
  });

  it("refuses company names with bidi controls or zero-width characters on registration", async () => {
    const res = await api.withIp(nextIp()).post("/api/auth/employer/register", employerRegistration("bidi@acme-bidi.com", { company_name: "Acme\u202Eemca", password: "Secret123!" }));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/Company name cannot contain invisible or text-direction characters/);
  });
});
