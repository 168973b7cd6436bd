import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPostingSchema } from "@shared/schemas/job-posting";
import { talentSearchSchema } from "@shared/schemas/talent-search";
import {
  approveEmployer,
  listIncompleteEmployerSignups,
  listPendingEmployers,
  listRecentEmployerDecisions,
  rejectEmployer,
} from "~/domain/admin/employer-approvals.server";
import {
  approveVerification,
  listPendingVerifications,
  listRecentVerificationDecisions,
  rejectVerification,
} from "~/domain/admin/verification-reviews.server";
import { updateCompanyProfile } from "~/domain/employers/company-profile.server";
import { companyProfileSchema } from "@shared/schemas/employer-registration";
import { employerRegistration } from "../fixtures/employer-registration";
import { decideApplication, listApplicantsForJob } from "~/domain/applications/applicant-pipeline.server";
import { applyNow, autoApplyNow } from "~/domain/applications/apply-actions.server";
import { createApplicationForJob } from "~/domain/applications/apply-to-job.server";
import { searchVeterans } from "~/domain/employers/talent-search.server";
import {
  createEmployerJob,
  getEmployerJobForEdit,
  setEmployerJobStatus,
  updateEmployerJob,
} from "~/domain/jobs/employer-jobs.server";
import { getUserProfile } from "~/domain/profiles/user-profile.server";
import { getDb } from "~/lib/db.server";
import type { AuthUser } from "~/lib/session.server";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/**
 * DESIGN: domain functions check the role they need themselves. These call them directly, as a
 * future caller (a CLI command, a scheduled job, a new route) would, without any route guard.
 */

let server: TestServer;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function user(role: "veteran" | "employer" | "admin", status = "active") {
  n++;
  const created = await getDb().user.create({
    data: { emailVerifiedAt: new Date(), email: `gate${n}@example.com`, fullName: `Gate ${n}`, role, status },
  });
  if (role === "veteran")
    await getDb().veteranProfile.create({ data: { userId: created.id, militaryBranch: "Army", mosCode: "25B" } });
  return {
    id: created.id,
    email: created.email,
    fullName: created.fullName,
    role,
    profilePicUrl: null,
    emailVerified: true,
  } satisfies AuthUser;
}

async function employer(approvalStatus: "approved" | "pending" | "rejected", status = "active") {
  const account = await user("employer", status);
  await createEmployerProfile(account.id, { approvalStatus, planId: "growth" });
  return account;
}

const posting = jobPostingSchema.parse({
  title: "Network Technician",
  company: "Acme",
  location: "Austin, TX",
  description: "Keep the network up.",
  salary_min: null,
  salary_max: null,
});
const forbiddenWith = (detail: string) => ({ status: 403, detail });

describe("apply is for veterans", () => {
  it("refuses employers and admins in createApplicationForJob, applyNow and autoApplyNow", async () => {
    const owner = await employer("approved");
    const job = await createEmployerJob(owner.id, posting);
    for (const caller of [await employer("approved"), await user("admin")]) {
      await expect(createApplicationForJob(caller.id, job.id, { submit: true, autoApplied: false })).rejects.toMatchObject(
        forbiddenWith("Only veterans can apply to jobs"),
      );
      await expect(applyNow(caller.id, job.id)).rejects.toMatchObject(forbiddenWith("Only veterans can apply to jobs"));
      await expect(autoApplyNow(caller.id, job.id)).rejects.toMatchObject(forbiddenWith("Only veterans can apply to jobs"));
    }
    await expect(applyNow((await user("veteran", "suspended")).id, job.id)).rejects.toMatchObject({ status: 403 });
    expect(await getDb().application.count({ where: { jobId: job.id } })).toBe(0);
    await expect(applyNow((await user("veteran")).id, job.id)).resolves.toMatchObject({ status: "sent" });
  });
});

describe("approve and reject are for admins", () => {
  it("refuses a veteran or an employer as the deciding actor and changes nothing", async () => {
    const target = await employer("pending");
    for (const actor of [await user("veteran"), await employer("approved")]) {
      await expect(approveEmployer(actor, target.id)).rejects.toMatchObject(forbiddenWith("Only admins can review employers"));
      await expect(rejectEmployer(actor, target.id, "Not a real company")).rejects.toMatchObject(
        forbiddenWith("Only admins can review employers"),
      );
    }
    // Not even itself.
    await expect(approveEmployer(target, target.id)).rejects.toMatchObject({ status: 403 });
    expect((await getDb().employerProfile.findUniqueOrThrow({ where: { userId: target.id } })).approvalStatus).toBe("pending");
    expect(await getDb().auditLog.count({ where: { resourceId: String(target.id) } })).toBe(0);
    await expect(approveEmployer(await user("admin"), target.id)).resolves.toMatchObject({ approval_status: "approved" });
  });
});

describe("the review queue is for admins", () => {
  it("refuses to list pending, incomplete or recently reviewed employers to anyone else", async () => {
    for (const viewer of [await user("veteran"), await employer("approved")]) {
      await expect(listPendingEmployers(viewer)).rejects.toMatchObject(forbiddenWith("Only admins can review employers"));
      await expect(listIncompleteEmployerSignups(viewer)).rejects.toMatchObject({ status: 403 });
      await expect(listRecentEmployerDecisions(viewer)).rejects.toMatchObject({ status: 403 });
    }
    await expect(listPendingEmployers(await user("admin"))).resolves.toMatchObject({ total: expect.any(Number) });
  });
});

describe("veteran verifications are reviewed by admins only", () => {
  it("refuses a veteran or an employer as reviewer or queue reader and changes nothing", async () => {
    const veteran = await user("veteran");
    const request = await getDb().verificationRequest.create({
      data: { userId: veteran.id, documentType: "dd214", documentUrl: "/uploads/dd214.pdf" },
    });
    for (const actor of [veteran, await user("veteran"), await employer("approved")]) {
      await expect(approveVerification(actor, request.id)).rejects.toMatchObject(
        forbiddenWith("Only admins can review verifications"),
      );
      await expect(rejectVerification(actor, request.id, "Unreadable")).rejects.toMatchObject(
        forbiddenWith("Only admins can review verifications"),
      );
      await expect(listPendingVerifications(actor)).rejects.toMatchObject({ status: 403 });
      await expect(listRecentVerificationDecisions(actor)).rejects.toMatchObject({ status: 403 });
    }
    expect((await getDb().verificationRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("pending");
    expect((await getDb().veteranProfile.findUniqueOrThrow({ where: { userId: veteran.id } })).verifiedStatus).toBe(false);
    await expect(approveVerification(await user("admin"), request.id)).resolves.toMatchObject({ status: "approved" });
  });
});

describe("a company profile is for employer accounts", () => {
  it("refuses to create one for a veteran or an admin", async () => {
    const { email: _e, password: _p, ...company } = employerRegistration("unused@example.com");
    const input = companyProfileSchema.parse(company);
    for (const account of [await user("veteran"), await user("admin")]) {
      await expect(updateCompanyProfile(account, input)).rejects.toMatchObject(
        forbiddenWith("This is for employer accounts only"),
      );
      expect(await getDb().employerProfile.findUnique({ where: { userId: account.id } })).toBeNull();
    }
  });
});

describe("posting and editing jobs are for approved employers", () => {
  it("refuses pending, rejected and suspended employers and non-employers", async () => {
    for (const status of ["pending", "rejected"] as const) {
      await expect(createEmployerJob((await employer(status)).id, posting)).rejects.toMatchObject(
        forbiddenWith("Your employer account must be approved before you can post jobs."),
      );
    }
    await expect(createEmployerJob((await employer("approved", "suspended")).id, posting)).rejects.toMatchObject(
      forbiddenWith("This is for employer accounts only"),
    );
    await expect(createEmployerJob((await user("veteran")).id, posting)).rejects.toMatchObject({ status: 403 });
  });

  it("an employer sent back to review cannot edit, close or open its jobs for editing", async () => {
    const owner = await employer("approved");
    const job = await createEmployerJob(owner.id, posting);
    await getDb().employerProfile.update({ where: { userId: owner.id }, data: { approvalStatus: "pending" } });
    const detail = "Your employer account must be approved before you can manage jobs.";
    await expect(updateEmployerJob(owner.id, job.id, { ...posting, title: "Changed" })).rejects.toMatchObject(
      forbiddenWith(detail),
    );
    await expect(setEmployerJobStatus(owner.id, job.id, "closed")).rejects.toMatchObject(forbiddenWith(detail));
    await expect(getEmployerJobForEdit(owner.id, job.id)).rejects.toMatchObject(forbiddenWith(detail));
    expect(await getDb().job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      title: "Network Technician",
      status: "open",
    });
  });
});

describe("the applicant pipeline is for approved employers", () => {
  it("refuses the job's owner while it is not approved", async () => {
    const owner = await employer("approved");
    const job = await createEmployerJob(owner.id, posting);
    const applicant = await user("veteran");
    const application = await applyNow(applicant.id, job.id);
    await getDb().employerProfile.update({ where: { userId: owner.id }, data: { approvalStatus: "pending" } });
    const detail = "Your employer account must be approved before you can review applicants.";
    await expect(listApplicantsForJob(owner.id, job.id)).rejects.toMatchObject(forbiddenWith(detail));
    await expect(decideApplication(owner.id, application.id, "interview")).rejects.toMatchObject(forbiddenWith(detail));
    expect((await getDb().application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("sent");
  });
});

describe("talent search and veteran profiles are for approved employers", () => {
  const query = talentSearchSchema.parse({ q: "network" });

  it("refuses pending and suspended employers, veterans and admins, and counts nothing", async () => {
    const pending = await employer("pending");
    await expect(searchVeterans(pending.id, query)).rejects.toMatchObject(
      forbiddenWith("Your employer account must be approved before you can search veterans."),
    );
    await expect(searchVeterans((await employer("approved", "suspended")).id, query)).rejects.toMatchObject(
      forbiddenWith("This is for employer accounts only"),
    );
    await expect(searchVeterans((await user("veteran")).id, query)).rejects.toMatchObject({ status: 403 });
    await expect(searchVeterans((await user("admin")).id, query)).rejects.toMatchObject({ status: 403 });
    expect(await getDb().talentSearch.count()).toBe(0);
  });

  it("a pending employer gets no veteran profile", async () => {
    const veteran = await user("veteran");
    await expect(getUserProfile(await employer("pending"), veteran.id)).rejects.toMatchObject(
      forbiddenWith("Your employer account must be approved before you can view veteran profiles."),
    );
  });
});
