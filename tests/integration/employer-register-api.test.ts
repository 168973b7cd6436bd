import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../remix-app/lib/db.server";
import { WEBSITE_OR_LINKEDIN_MESSAGE } from "../../shared/schemas/employer-registration";
import { ApiClient } from "../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { nextIp, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const register = (body: unknown) => api.withIp(nextIp()).post("/api/auth/employer/register", body);

async function registeredEmployer(email: string, overrides: Record<string, unknown> = {}) {
  const res = await register(employerRegistration(email, overrides));
  expect(res.status).toBe(201);
  return api.withToken(res.body.access_token as string).withIp(nextIp());
}

const { email: _email, password: _password, ...companyBody } = employerRegistration("unused@example.com");

describe("POST /api/auth/employer/register", () => {
  it("creates a pending employer on Starter with the chosen paid plan waiting for payment, and signs it in", async () => {
    const res = await register(employerRegistration("first@acme-defense.com", { plan: "growth" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: "employer", user_id: expect.any(Number), access_token: expect.any(String) });
    const client = api.withToken(res.body.access_token as string);
    const profile = await client.get("/api/employer/profile");
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ company_name: "Acme Defense Systems", approval_status: "pending", approval_notes: null });
    const company = await client.get("/api/employer/company");
    expect(company.body).toMatchObject({ ...companyBody, email: "first@acme-defense.com", plan_id: "starter", requested_plan_id: "growth", approval_status: "pending" });
    const outbox = await getDb().emailOutbox.findMany({ where: { to: "first@acme-defense.com" } });
    expect(outbox.map((m) => m.subject)).toContain("We received your employer registration");
  });

  it("defaults to the starter plan and needs only one of website or LinkedIn", async () => {
    const client = await registeredEmployer("linkedin-only@acme.com", { website: "", cage_code: "", duns_number: "", tax_id_ein: "", phone: "", business_license: "" });
    const company = await client.get("/api/employer/company");
    expect(company.body).toMatchObject({ plan_id: "starter", website: null, cage_code: null, linkedin_company_url: companyBody.linkedin_company_url });
  });

  it("never registers an admin, whatever the body says", async () => {
    const res = await register(employerRegistration("sneaky@acme.com", { role: "admin", approval_status: "approved" }));
    expect(res.status).toBe(201);
    expect(res.body.role).toBe("employer");
    const user = await getDb().user.findUniqueOrThrow({ where: { email: "sneaky@acme.com" }, include: { employerProfile: true } });
    expect(user.role).toBe("employer");
    expect(user.employerProfile?.approvalStatus).toBe("pending");
  });

  it("refuses a duplicate email with 409, in any letter case", async () => {
    await registeredEmployer("dup@acme.com");
    const res = await register(employerRegistration("DUP@acme.com"));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("An account with this email already exists");
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no website or LinkedIn", { website: "", linkedin_company_url: "" }, WEBSITE_OR_LINKEDIN_MESSAGE],
    ["short password", { password: "12345" }, "Password must be at least 6 characters"],
    ["missing company name", { company_name: "" }, "Company name is required"],
    ["missing contact person", { contact_person: undefined }, "Contact person is required"],
    ["missing job title", { job_title: " " }, "Job title is required"],
    ["missing email", { email: "" }, "Email is required"],
    ["bad email", { email: "hiring-at-acme" }, "Enter a valid email address"],
    ["missing address", { business_address: "" }, "Business address is required"],
    ["missing city", { city: "" }, "City is required"],
    ["unknown company size", { company_size: "10000" }, "Select a company size from the list"],
    ["unknown industry", { industry: "Aerospace" }, "Select an industry from the list"],
    ["not a state code", { state: "PR" }, "Select a state from the list of the 50 US states"],
    ["bad ZIP", { zip_code: "ABCDE" }, "ZIP code must be 5 digits or ZIP+4 (12345 or 12345-6789)"],
    ["bad website", { website: "www.acme.com" }, "Company website must be a valid URL starting with http:// or https://"],
    ["bad LinkedIn URL", { linkedin_company_url: "linkedin" }, "LinkedIn company URL must be a valid URL starting with http:// or https://"],
    ["CAGE not 5 characters", { cage_code: "123456" }, "CAGE code must be exactly 5 letters or digits"],
    ["DUNS not 9 digits", { duns_number: "1234" }, "DUNS number must be exactly 9 digits"],
    ["EIN not XX-XXXXXXX", { tax_id_ein: "1-23456789" }, "Tax ID / EIN must be in the format XX-XXXXXXX (e.g. 12-3456789)"],
    ["unknown hiring volume", { hiring_volume_annually: "500" }, "Select an annual hiring volume from the list"],
    ["unknown employ-veterans answer", { currently_employ_veterans: "yes" }, "Select whether you currently employ veterans"],
    ["unknown clearance", { security_clearance_required: "Q" }, "Select the security clearance your roles require"],
    ["unknown plan", { plan: "platinum" }, "Plan must be one of starter, growth, enterprise"],
  ])("422 for %s", async (_name, overrides, detail) => {
    const res = await register(employerRegistration(`broken.${Math.random()}@acme.com`, overrides));
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(detail);
  });

  it("400 for a malformed body, 405 for GET", async () => {
    expect((await register("{not json")).status).toBe(400);
    expect((await api.get("/api/auth/employer/register")).status).toBe(405);
  });
});

describe("GET/PUT /api/employer/company", () => {
  it("needs an employer session", async () => {
    expect((await api.get("/api/employer/company")).status).toBe(401);
    const vet = await registerAccount(api, "company.vet@example.com");
    expect((await vet.client.get("/api/employer/company")).status).toBe(403);
    expect((await vet.client.request("PUT", "/api/employer/company", companyBody)).status).toBe(403);
  });

  it("edits only the caller's own company and never the approval fields", async () => {
    const mine = await registeredEmployer("owner@acme.com");
    const other = await registeredEmployer("other@globex.com", { company_name: "Globex" });
    const res = await mine.request("PUT", "/api/employer/company", {
      ...companyBody,
      company_name: "Acme Federal",
      industry: "Government",
      website: "",
      approval_status: "approved",
      approval_notes: "self-approved",
      plan_id: "enterprise",
      user_id: 999,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ company_name: "Acme Federal", industry: "Government", website: null, approval_status: "pending", approval_notes: null, plan_id: "starter" });
    expect((await other.get("/api/employer/company")).body.company_name).toBe("Globex");
    expect((await mine.get("/api/employer/profile")).body).toMatchObject({ company_name: "Acme Federal", approval_status: "pending" });
  });

  it("applies the registration rules", async () => {
    const client = await registeredEmployer("rules@acme.com");
    const noUrls = await client.request("PUT", "/api/employer/company", { ...companyBody, website: "", linkedin_company_url: "" });
    expect(noUrls.status).toBe(422);
    expect(noUrls.body.detail).toBe(WEBSITE_OR_LINKEDIN_MESSAGE);
    const badZip = await client.request("PUT", "/api/employer/company", { ...companyBody, zip_code: "1234" });
    expect(badZip.body.detail).toBe("ZIP code must be 5 digits or ZIP+4 (12345 or 12345-6789)");
  });

  it("lets a rejected employer fix its details without changing the decision", async () => {
    const client = await registeredEmployer("rejected@acme.com");
    await getDb().employerProfile.updateMany({ where: { user: { email: "rejected@acme.com" } }, data: { approvalStatus: "rejected", approvalNotes: "Website unreachable" } });
    const res = await client.request("PUT", "/api/employer/company", { ...companyBody, website: "https://acme.example.org" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ website: "https://acme.example.org", approval_status: "rejected", approval_notes: "Website unreachable" });
  });

  it("starts a company profile for an employer who signed up through the general form", async () => {
    const emp = await registerAccount(api, "general.employer@example.com", "employer");
    const empty = await emp.client.get("/api/employer/company");
    expect(empty.body).toMatchObject({ email: "general.employer@example.com", company_name: null, approval_status: "pending" });
    const saved = await emp.client.request("PUT", "/api/employer/company", companyBody);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ company_name: "Acme Defense Systems", approval_status: "pending" });
  });
});
