import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTO_APPLY_PAID_ONLY_MESSAGE } from "@shared/applications";
import { jobPostingSchema } from "@shared/schemas/job-posting";
import { draftCoverLetter } from "~/domain/applications/cover-letter-draft.server";
import { allowanceFor, planHints } from "~/domain/billing/allowances.server";
import { billingDashboard } from "~/domain/billing/billing-dashboard.server";
import { createEmployerJob, postingAllowance } from "~/domain/jobs/employer-jobs.server";
import { resumeBuilderAccess } from "~/domain/writing/resume.server";
import { getDb } from "~/lib/db.server";
import type { AuthUser } from "~/lib/session.server";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/** Plan limits have one source, the plan rows in the database, and one answer, allowances.server.ts. */

let server: TestServer;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function account(role: "veteran" | "employer"): Promise<AuthUser> {
  n++;
  const created = await getDb().user.create({
    data: { emailVerifiedAt: new Date(), email: `allow${n}@example.com`, fullName: `Allow ${n}`, role },
  });
  if (role === "veteran")
    await getDb().veteranProfile.create({ data: { userId: created.id, militaryBranch: "Army", mosCode: "25B" } });
  return { id: created.id, email: created.email, fullName: created.fullName, role, profilePicUrl: null, emailVerified: true };
}

const posting = jobPostingSchema.parse({
  title: "Radio Operator",
  company: "Acme",
  location: "Austin, TX",
  description: "Keep the radios up.",
  salary_min: null,
  salary_max: null,
});

describe("an employer's posting number", () => {
  it("comes from the plan row in the database, the same on the billing screen, the post-a-job screen and the refusal", async () => {
    // A plan that exists only in the database: nothing in shared/plans.ts can answer for it.
    await getDb().plan.create({
      data: {
        id: "solo-test",
        audience: "employer",
        name: "Solo",
        priceCents: 900,
        postingsPerMonth: 1,
        searchesPerMonth: 3,
        features: [],
      },
    });
    const employer = await account("employer");
    await createEmployerProfile(employer.id, { approvalStatus: "approved", planId: "solo-test" });
    await getDb().subscription.create({ data: { userId: employer.id, tier: "solo-test", status: "active" } });

    expect((await billingDashboard(employer)).current_subscription).toMatchObject({ usage: 0, monthly_limit: 1 });
    expect(await postingAllowance(employer.id)).toMatchObject({ planName: "Solo", limit: 1, used: 0 });
    await createEmployerJob(employer.id, posting);
    await expect(createEmployerJob(employer.id, posting)).rejects.toMatchObject({
      status: 403,
      detail: "Your Solo plan allows 1 job posting per month, and you have used them all. Upgrade your plan to post more.",
    });
    expect((await billingDashboard(employer)).current_subscription).toMatchObject({ usage: 1, monthly_limit: 1 });
    expect(await allowanceFor(getDb(), employer.id, "talent-search")).toMatchObject({
      planName: "Solo",
      limit: 3,
      used: 0,
      remaining: 3,
    });
    expect(await getDb().job.count({ where: { employerId: employer.id } })).toBe(1);
  });
});

describe("a veteran's paid features", () => {
  it("the job screens' hints are the server's own refusals: present on the trial, gone on a paid plan", async () => {
    const trial = await account("veteran");
    const hints = await planHints(trial.id, "veteran");
    expect(hints).toEqual({
      auto_apply: AUTO_APPLY_PAID_ONLY_MESSAGE,
      cover_letter: "AI cover letters are part of the Pro, Premium and Elite plans.",
    });
    await expect(draftCoverLetter(trial.id, 1)).rejects.toMatchObject({ status: 403, detail: hints?.cover_letter });
    expect(await resumeBuilderAccess(trial.id)).toEqual({ tier: "free_trial", allowed: false });

    const pro = await account("veteran");
    await getDb().subscription.create({ data: { userId: pro.id, tier: "pro", status: "active" } });
    expect(await planHints(pro.id, "veteran")).toEqual({ auto_apply: null, cover_letter: null });
    expect(await resumeBuilderAccess(pro.id)).toEqual({ tier: "pro", allowed: true });
    expect(await allowanceFor(getDb(), pro.id, "auto-apply")).toMatchObject({
      planName: "Pro",
      limit: 50,
      used: 0,
      remaining: 50,
    });
  });

  it("other roles get no plan hints", async () => {
    const employer = await account("employer");
    expect(await planHints(employer.id, "employer")).toBeNull();
  });
});
