import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { logInAgain, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { submitVerificationDocument } from "../fixtures/verification-upload";

let server: TestServer;
let api: ApiClient;
let admin: ApiClient;
let veteran: TestAccount;

const ADMIN_EMAIL = "review.admin@example.com";

/** An employer account with a complete pending company profile, as registration leaves it. */
async function pendingEmployer(email: string, companyName: string): Promise<TestAccount> {
  const account = await registerAccount(api, email, "employer");
  const profile = {
    companyName,
    contactPerson: "Dana Hart",
    jobTitle: "Talent Lead",
    phone: "555-0100",
    website: "https://example.com",
    linkedinCompanyUrl: "https://www.linkedin.com/company/example",
    companySize: "51-200",
    industry: "Defense & Aerospace",
    businessAddress: "100 Main St",
    city: "Arlington",
    state: "VA",
    zipCode: "22201",
    cageCode: "1ABC2",
    hiringVolumeAnnually: "11-25",
    currentlyEmployVeterans: "Yes",
    securityClearanceRequired: "Secret",
    approvalStatus: "pending",
  };
  await getDb().employerProfile.upsert({ where: { userId: account.userId }, create: { userId: account.userId, ...profile }, update: profile });
  return account;
}

async function submitVerification(account: TestAccount, documentType = "DD-214"): Promise<number> {
  const res = await submitVerificationDocument(server.baseUrl, account.token, documentType);
  expect(res.status).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  await createAdmin({ email: ADMIN_EMAIL, password: "AdminPass123!", fullName: "Review Admin" });
  const login = await logInAgain(api, ADMIN_EMAIL, "AdminPass123!");
  admin = api.withToken(login.body.access_token as string);
  veteran = await registerAccount(api, "review.vet@example.com");
});
afterAll(async () => server?.close());

describe("admin only", () => {
  it("refuses veterans and employers with 403 and anonymous callers with 401", async () => {
    const employer = await pendingEmployer("nosy.hr@example.com", "Nosy Corp");
    const calls: [string, string][] = [
      ["GET", "/api/admin/employers/pending"],
      ["POST", `/api/admin/employers/${employer.userId}/approve`],
      ["POST", `/api/admin/employers/${employer.userId}/reject`],
      ["GET", "/api/admin/verifications/pending"],
      ["POST", "/api/admin/verifications/1/approve"],
      ["POST", "/api/admin/verifications/1/reject"],
      ["GET", "/api/admin/audit-logs"],
    ];
    for (const [method, path] of calls) {
      const body = method === "POST" ? { reason: "x" } : undefined;
      expect((await veteran.client.request(method, path, body)).status, `${method} ${path} as veteran`).toBe(403);
      expect((await employer.client.request(method, path, body)).status, `${method} ${path} as employer`).toBe(403);
      expect((await api.request(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect((await employer.client.get("/api/employer/profile")).body.approval_status).toBe("pending");
  });
});

describe("employer approvals", () => {
  it("lists pending employers with every registration field", async () => {
    const employer = await pendingEmployer("list.hr@example.com", "Listed Logistics");
    const res = await admin.get("/api/admin/employers/pending");
    expect(res.status).toBe(200);
    const item = (res.body.employers as Record<string, unknown>[]).find((e) => e.user_id === employer.userId);
    expect(item).toMatchObject({
      email: "list.hr@example.com",
      company_name: "Listed Logistics",
      contact_person: "Dana Hart",
      job_title: "Talent Lead",
      website: "https://example.com",
      linkedin_company_url: "https://www.linkedin.com/company/example",
      company_size: "51-200",
      industry: "Defense & Aerospace",
      business_address: "100 Main St",
      city: "Arlington",
      state: "VA",
      zip_code: "22201",
      cage_code: "1ABC2",
      hiring_volume_annually: "11-25",
      currently_employ_veterans: "Yes",
      security_clearance_required: "Secret",
      approval_status: "pending",
    });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
  });

  it("approves: the employer sees approved, the decision is audited and emailed, a notification exists", async () => {
    const employer = await pendingEmployer("approve.hr@example.com", "Approved Aviation");
    const res = await admin.post(`/api/admin/employers/${employer.userId}/approve`, {});
    expect(res.status).toBe(200);
    expect(res.body.employer).toMatchObject({ approval_status: "approved", reviewed_by_email: ADMIN_EMAIL });

    expect((await employer.client.get("/api/employer/profile")).body).toMatchObject({ company_name: "Approved Aviation", approval_status: "approved" });
    const db = getDb();
    const log = await db.auditLog.findFirst({ where: { actionType: "employer_approved", resourceId: String(employer.userId) } });
    expect(log).toMatchObject({ adminEmail: ADMIN_EMAIL, resourceType: "employer", justification: "Employer approved after review" });
    const mail = await db.emailOutbox.findFirst({ where: { to: "approve.hr@example.com" }, orderBy: { id: "desc" } });
    expect(mail?.subject).toMatch(/Approved Aviation is approved/);
    expect(mail?.text).toMatch(/full access/);
    expect(await db.notification.count({ where: { userId: employer.userId, type: "approval" } })).toBe(1);

    const pending = (await admin.get("/api/admin/employers/pending")).body.employers as { user_id: number }[];
    expect(pending.some((e) => e.user_id === employer.userId)).toBe(false);
    const again = await admin.post(`/api/admin/employers/${employer.userId}/approve`, {});
    expect(again.status).toBe(409);
    expect((await admin.post(`/api/admin/employers/${employer.userId}/reject`, { reason: "Changed my mind" })).status).toBe(409);
  });

  it("rejects only with a reason, which the employer sees as approval_notes", async () => {
    const employer = await pendingEmployer("reject.hr@example.com", "Rejected Robotics");
    for (const body of [{}, { reason: "   " }]) {
      const res = await admin.post(`/api/admin/employers/${employer.userId}/reject`, body);
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe("A reason is required to reject");
    }
    expect((await employer.client.get("/api/employer/profile")).body.approval_status).toBe("pending");

    const reason = "We could not verify the EIN against the business address.";
    const res = await admin.post(`/api/admin/employers/${employer.userId}/reject`, { reason });
    expect(res.status).toBe(200);
    expect((await employer.client.get("/api/employer/profile")).body).toMatchObject({ approval_status: "rejected", approval_notes: reason });
    const log = await getDb().auditLog.findFirst({ where: { actionType: "employer_rejected", resourceId: String(employer.userId) } });
    expect(log?.justification).toBe(reason);
    const mail = await getDb().emailOutbox.findFirst({ where: { to: "reject.hr@example.com" }, orderBy: { id: "desc" } });
    expect(mail?.text).toContain(`Reason for rejection: ${reason}`);

    expect((await admin.post(`/api/admin/employers/${employer.userId}/reject`, { reason: "Again" })).status).toBe(409);
    // Reconsideration: a rejected employer can still be approved (docs/decisions/007).
    const reapproved = await admin.post(`/api/admin/employers/${employer.userId}/approve`, { note: "EIN confirmed by phone" });
    expect(reapproved.status).toBe(200);
    expect((await employer.client.get("/api/employer/profile")).body).toMatchObject({ approval_status: "approved", approval_notes: "EIN confirmed by phone" });
  });

  it("answers 404 for unknown or non-employer ids", async () => {
    expect((await admin.post("/api/admin/employers/999999/approve", {})).status).toBe(404);
    expect((await admin.post("/api/admin/employers/abc/reject", { reason: "x" })).status).toBe(404);
    expect((await admin.post(`/api/admin/employers/${veteran.userId}/approve`, {})).status).toBe(404);
  });
});

describe("veteran verifications", () => {
  it("lists pending requests with the veteran and the document", async () => {
    const vet = await registerAccount(api, "list.vet@example.com");
    await getDb().veteranProfile.update({ where: { userId: vet.userId }, data: { militaryBranch: "Navy", militaryRank: "E-6" } });
    const id = await submitVerification(vet, "NGB-22");
    const res = await admin.get("/api/admin/verifications/pending");
    expect(res.status).toBe(200);
    const item = (res.body.verifications as Record<string, unknown>[]).find((v) => v.id === id);
    expect(item).toMatchObject({
      user_id: vet.userId,
      email: "list.vet@example.com",
      full_name: "Jordan Miles",
      military_branch: "Navy",
      document_type: "NGB-22",
      document_url: `/admin/verifications/${id}/document`,
      document_kind: "image",
      status: "pending",
    });
    expect(item?.document_label).toMatch(/National Guard/);
  });

  it("approves: status verified, the profile verified, audited and emailed", async () => {
    const id = await submitVerification(veteran);
    const res = await admin.post(`/api/admin/verifications/${id}/approve`);
    expect(res.status).toBe(200);
    expect((await veteran.client.get("/api/verification/status")).body).toMatchObject({ verified: true, status: "verified" });
    expect((await veteran.client.get("/api/veteran/profile")).body.verified_status).toBe(true);
    const db = getDb();
    expect(await db.auditLog.findFirst({ where: { actionType: "verification_approved", resourceId: String(id) } })).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      resourceType: "verification_request",
      justification: "Veteran status verified from DD-214",
    });
    expect((await db.emailOutbox.findFirst({ where: { to: veteran.email }, orderBy: { id: "desc" } }))?.subject).toBe("Your veteran status is verified");
    expect(await db.notification.count({ where: { userId: veteran.userId, type: "verification" } })).toBe(1);
    expect((await admin.post(`/api/admin/verifications/${id}/approve`)).status).toBe(409);
    expect((await admin.post(`/api/admin/verifications/${id}/reject`, { reason: "late" })).status).toBe(409);
  });

  it("rejects with a reason the veteran sees, and a new request can follow", async () => {
    const vet = await registerAccount(api, "reject.vet@example.com");
    const id = await submitVerification(vet);
    expect((await admin.post(`/api/admin/verifications/${id}/reject`, {})).status).toBe(422);
    const reason = "The scan is unreadable; please upload the Member-4 copy.";
    expect((await admin.post(`/api/admin/verifications/${id}/reject`, { reason })).status).toBe(200);
    expect((await vet.client.get("/api/verification/status")).body).toMatchObject({ verified: false, status: "rejected", rejection_reason: reason });
    expect((await vet.client.get("/api/veteran/profile")).body.verified_status).toBe(false);
    const mail = await getDb().emailOutbox.findFirst({ where: { to: vet.email }, orderBy: { id: "desc" } });
    expect(mail?.text).toContain(reason);

    const second = await submitVerification(vet, "VA Benefit Letter");
    expect((await vet.client.get("/api/verification/status")).body.status).toBe("pending");
    const queue = (await admin.get("/api/admin/verifications/pending")).body.verifications as { id: number; previous_rejections: number }[];
    expect(queue.find((v) => v.id === second)?.previous_rejections).toBe(1);
  });

  it("answers 404 for unknown ids", async () => {
    expect((await admin.post("/api/admin/verifications/999999/approve")).status).toBe(404);
    expect((await admin.post("/api/admin/verifications/0/reject", { reason: "x" })).status).toBe(404);
  });
});

describe("GET /api/admin/audit-logs", () => {
  it("lists decisions newest first with SPEC's fields, filtered by date range", async () => {
    const db = getDb();
    await db.auditLog.create({
      data: { adminEmail: ADMIN_EMAIL, actionType: "employer_rejected", resourceType: "employer", resourceId: "1", justification: "Old decision", createdAt: new Date(Date.now() - 20 * 86_400_000) },
    });
    const res = await admin.get("/api/admin/audit-logs?limit=10&date_range=week");
    expect(res.status).toBe(200);
    const logs = res.body.logs as Record<string, unknown>[];
    expect(logs.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(logs[0])).toEqual(expect.arrayContaining(["id", "action_type", "admin_email", "created_at", "resource_type", "justification"]));
    const times = logs.map((l) => Date.parse(l.created_at as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(logs.some((l) => l.justification === "Old decision")).toBe(false);

    const month = (await admin.get("/api/admin/audit-logs?date_range=month&limit=100")).body.logs as Record<string, unknown>[];
    expect(month.some((l) => l.justification === "Old decision")).toBe(true);
    const day = (await admin.get("/api/admin/audit-logs?date_range=day&limit=100")).body.logs as Record<string, unknown>[];
    expect(day.some((l) => l.justification === "Old decision")).toBe(false);
    expect((await admin.get("/api/admin/audit-logs?limit=2")).body.logs).toHaveLength(2);
    expect((await admin.get("/api/admin/audit-logs?date_range=year")).status).toBe(422);
    expect((await admin.get("/api/admin/audit-logs?limit=0")).status).toBe(422);
  });
});
