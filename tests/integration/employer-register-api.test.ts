import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { listIncompleteEmployerSignups, listPendingEmployers } from "~/domain/admin/employer-approvals.server";
import { getDb } from "~/lib/db.server";
import { WEBSITE_OR_LINKEDIN_MESSAGE } from "@shared/schemas/employer-registration";
import { ApiClient } from "../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { nextIp, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { linkTokenFor, signUpEmployer } from "../fixtures/sign-up";
import { CHECK_EMAIL_PATH } from "@shared/account-links";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const register = (body: unknown) => signUpEmployer(api.withIp(nextIp()), body);

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

  it("answers a taken email, in any letter case, as it answers a new one, and emails the owner instead", async () => {
    await registeredEmployer("dup@acme.com");
    const fresh = await api.withIp(nextIp()).post("/api/auth/employer/register", employerRegistration("fresh.hr@acme.com"));
    const taken = await api.withIp(nextIp()).post("/api/auth/employer/register", employerRegistration("DUP@acme.com", { company_name: "Impostor LLC" }));
    expect(taken.status).toBe(202);
    expect(fresh.status).toBe(202);
    expect(taken.body.message).toBe(fresh.body.message);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    const notice = await getDb().emailOutbox.findFirst({ where: { to: "dup@acme.com" }, orderBy: { id: "desc" } });
    expect(notice?.subject).toBe("Someone tried to sign up with your email address");
    expect((await getDb().employerProfile.findMany({ where: { companyName: "Impostor LLC" } })).length).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no website or LinkedIn", { website: "", linkedin_company_url: "" }, WEBSITE_OR_LINKEDIN_MESSAGE],
    ["short password", { password: "1234567" }, "Password must be at least 8 characters"],
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
    ["CAGE not 5 characters", { cage_code: "123456" }, "CAGE code must be 5 letters or digits (e.g. 1ABC5)"],
    ["DUNS not 9 digits", { duns_number: "1234" }, "DUNS number must be 9 digits (e.g. 123456789)"],
    ["EIN not 9 digits", { tax_id_ein: "1-2345678" }, "Tax ID / EIN must be 9 digits in the form XX-XXXXXXX (e.g. 12-3456789)"],
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
    const admin = await createAdmin({ email: "queue.admin@example.com", password: "AdminPass123!", fullName: "Queue Admin" });
    const emp = await registerAccount(api, "general.employer@example.com", "employer");
    const empty = await emp.client.get("/api/employer/company");
    expect(empty.body).toMatchObject({ email: "general.employer@example.com", company_name: null, approval_status: "pending" });
    expect((await emp.client.get("/api/employer/profile")).body).toMatchObject({ approval_status: "pending", details_complete: false });
    // Nothing to review yet: out of the queue, listed apart as an incomplete sign-up.
    expect((await listPendingEmployers(admin)).employers.map((e) => e.user_id)).not.toContain(emp.userId);
    expect((await listIncompleteEmployerSignups(admin)).signups).toContainEqual(expect.objectContaining({ user_id: emp.userId, email: "general.employer@example.com", full_name: "Jordan Miles" }));

    const saved = await emp.client.request("PUT", "/api/employer/company", companyBody);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ company_name: "Acme Defense Systems", approval_status: "pending" });
    expect((await emp.client.get("/api/employer/profile")).body).toMatchObject({ details_complete: true });
    expect((await listPendingEmployers(admin)).employers.map((e) => e.user_id)).toContain(emp.userId);
    expect((await listIncompleteEmployerSignups(admin)).signups.map((s) => s.user_id)).not.toContain(emp.userId);
  });
});

describe("re-review after material company edits", () => {
  async function approvedEmployer(email: string) {
    const res = await register(employerRegistration(email));
    expect(res.status).toBe(201);
    const userId = res.body.user_id as number;
    await getDb().employerProfile.update({ where: { userId }, data: { approvalStatus: "approved", approvalNotes: "Verified", reviewedAt: new Date() } });
    return { client: api.withToken(res.body.access_token as string).withIp(nextIp()), userId, token: res.body.access_token as string };
  }
  const reopened = (userId: number) => getDb().auditLog.findMany({ where: { actionType: "employer_review_reopened", resourceId: String(userId) } });
  const notices = (userId: number) => getDb().notification.findMany({ where: { userId, title: "Your company is back under review" } });

  it("keeps approval when the same details are saved again, however typed, and for other edits", async () => {
    const { client, userId } = await approvedEmployer("same@acme.com");
    const retyped = {
      ...companyBody,
      company_name: "  acme   DEFENSE Systems ",
      website: "http://ACME-defense.com/",
      linkedin_company_url: "https://linkedin.com/company/acme-defense/",
      tax_id_ein: "123456789",
      cage_code: "1abc2",
      duns_number: "12-345-6789",
    };
    const same = await client.request("PUT", "/api/employer/company", retyped);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ approval_status: "approved", back_under_review: false });
    const other = await client.request("PUT", "/api/employer/company", { ...companyBody, contact_person: "Sam Reyes", phone: "", business_address: "1 New St", company_size: "201-1000", hiring_volume_annually: "100+" });
    expect(other.body).toMatchObject({ approval_status: "approved", approval_notes: "Verified", contact_person: "Sam Reyes", back_under_review: false });
    expect(await reopened(userId)).toHaveLength(0);
    expect(await notices(userId)).toHaveLength(0);
  });

  it.each([
    ["company_name", "Acme Federal Group"],
    ["website", "https://acme-federal.com"],
    ["linkedin_company_url", "https://www.linkedin.com/company/acme-federal"],
    ["tax_id_ein", "98-7654321"],
    ["cage_code", "9ZZZ9"],
    ["duns_number", "987654321"],
    ["cage_code", ""],
  ])("changing %s to %j sends an approved employer back to pending, audited and notified", async (field, value) => {
    const { client, userId } = await approvedEmployer(`material.${field}.${value.length}@acme.com`);
    const res = await client.request("PUT", "/api/employer/company", { ...companyBody, [field]: value });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approval_status: "pending", approval_notes: null, back_under_review: true });
    expect((await client.get("/api/employer/profile")).body.approval_status).toBe("pending");
    const logs = await reopened(userId);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ adminId: null, resourceType: "employer" });
    expect((await notices(userId)).length).toBe(1);
    // Pending again: posting is closed until an admin approves.
    const post = await client.post("/api/jobs", { title: "Analyst", company: "Acme", description: "Analyse.", salary_min: null, salary_max: null });
    expect(post.status).toBe(403);
  });

  it("pushes the notice live and lists the employer in the review queue", async () => {
    const { client, userId, token } = await approvedEmployer("live@acme.com");
    const socket = connect(server.baseUrl, { auth: { token }, transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.on("ready", () => resolve());
      socket.on("connect_error", reject);
    });
    const pushed = new Promise<{ title: string; link: string }>((resolve) => socket.on("notification:new", resolve));
    await client.request("PUT", "/api/employer/company", { ...companyBody, website: "https://acme-new.example.com" });
    expect(await pushed).toMatchObject({ title: "Your company is back under review", link: "/employer/dashboard" });
    socket.close();
    const log = (await reopened(userId))[0];
    expect(log.justification).toBe("Approved employer changed its website; back to pending review");
    expect(await getDb().employerProfile.findUniqueOrThrow({ where: { userId } })).toMatchObject({ approvalStatus: "pending" });
  });
});

describe("the 'Complete your company details' step after /register", () => {
  it("sends a new employer from /register to the step, and an incomplete employer's dashboard back to it", async () => {
    const form = new URLSearchParams({ full_name: "Riley Navarro", email: "screen.employer@example.com", password: "Harbor2024!", role: "employer" });
    const res = await fetch(`${server.baseUrl}/register`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": nextIp() },
      body: form,
    });
    expect(res.status).toBe(302);
    // The same check-email page for every address (issue 54); the emailed link, then a sign-in.
    expect(res.headers.get("location")).toBe(CHECK_EMAIL_PATH);
    expect((await api.post("/api/auth/email/verify", { token: await linkTokenFor("screen.employer@example.com", "/verify-email") })).status).toBe(200);
    const signIn = await fetch(`${server.baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": nextIp() },
      body: new URLSearchParams({ email: "screen.employer@example.com", password: "Harbor2024!" }),
    });
    expect(signIn.status).toBe(302);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
    const page = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: { Cookie: cookie, "X-Forwarded-For": nextIp() } });

    const dashboard = await page("/employer/dashboard");
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/employer/company-details");
    const step = await page("/employer/company-details");
    expect(step.status).toBe(200);
    const html = await step.text();
    expect(html).toContain("Complete your company details");
    expect(html).toContain('value="Riley Navarro"');

    const userId = (await getDb().user.findUniqueOrThrow({ where: { email: "screen.employer@example.com" } })).id;
    await getDb().employerProfile.create({ data: { userId, companyName: "Harbor Point", contactPerson: "Riley Navarro", jobTitle: "HR", companySize: "11-50", industry: "Defense", businessAddress: "1 Pier Rd", city: "Norfolk", state: "VA", zipCode: "23510", hiringVolumeAnnually: "1-5", currentlyEmployVeterans: "Yes", securityClearanceRequired: "None", website: "https://harbor.example.com" } });
    const done = await page("/employer/company-details");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/employer/dashboard");
    expect((await page("/employer/dashboard")).status).toBe(200);
  });
});
