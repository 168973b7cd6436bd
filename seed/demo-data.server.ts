import { backfillCompanySlugs } from "~/domain/postings/company-slug.server";
import crypto from "node:crypto";
import { DEFAULT_MIN_MATCH_SCORE } from "@shared/auto-apply";
import { findVeteranPlan } from "@shared/plans";
import type { Db, DbTx } from "~/lib/db.server";
import { hashPassword } from "~/lib/password.server";
import { JOB_JSON_SELECT, scoringFields } from "~/domain/jobs/job-json.server";
import { createScorer } from "~/domain/matching/fit-score.server";
import { matchProfileFromRow } from "~/domain/matching/veteran-match-profile.server";
import { createAccount } from "~/domain/accounts/create-account.server";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import {
  DEMO_ADMIN,
  DEMO_EMPLOYERS,
  DEMO_EXTERNAL_ID_PREFIX,
  DEMO_JOB_COUNT,
  DEMO_JOB_SEED,
  DEMO_VETERANS,
  type DemoEmployer,
  type DemoVeteran,
} from "./demo-profiles.server";
import { DEMO_PASSWORD } from "./demo-logins";
import { seedDemoSocial } from "./demo-social.server";
import { fitTermsColumn } from "~/domain/fit/fit-terms.server";
import { generateJobs } from "./job-generator.server";

import { DEMO_LOGINS } from "./demo-logins";

export { DEMO_LOGINS, DEMO_PASSWORD } from "./demo-logins";

const DAY_MS = 86_400_000;

export interface DemoSeedResult {
  /** The demo admin's password when this run created the admin: random, shown once, never stored in clear. */
  adminPassword: string | null;
  usersCreated: number;
  jobsCreated: number;
  applicationsCreated: number;
}

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** 18 letters and digits (about 100 random bits), nothing a shell or a CLI flag parser trips on. */
function newDemoAdminPassword(): string {
  return Array.from({ length: 18 }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join("");
}

/** No users at all: the server seeds demo data on its first start. */
export async function isDatabaseEmpty(db: DbTx): Promise<boolean> {
  return (await db.user.count()) === 0;
}

/**
 * Demo accounts, 200 jobs from all nine sources and a few applications. Idempotent: demo
 * accounts that exist are left alone, and the jobs are only added when no demo job exists.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<DemoSeedResult> {
  await syncPlanCatalog(db);
  const emails = [DEMO_ADMIN.email, ...DEMO_VETERANS.map((v) => v.email), ...DEMO_EMPLOYERS.map((e) => e.email)];
  const existing = await db.user.findMany({ where: { email: { in: emails } }, select: { email: true } });
  const existingEmails = new Set(existing.map((u) => u.email));
  const missing = emails.filter((email) => !existingEmails.has(email));
  // The demo admin is not given the published password: whoever starts the server learns its own.
  const adminPassword = missing.includes(DEMO_ADMIN.email) ? newDemoAdminPassword() : null;
  const passwordOf = (email: string) => (email === DEMO_ADMIN.email && adminPassword ? adminPassword : DEMO_PASSWORD);
  // scrypt runs before the transaction so it never holds SQLite's write lock.
  const hashes = new Map(await Promise.all(missing.map(async (email) => [email, await hashPassword(passwordOf(email))] as const)));
  const communityHash = await hashPassword(DEMO_PASSWORD);

  const seeded = await db.$transaction(
    async (tx) => {
      const result: DemoSeedResult = { adminPassword, usersCreated: 0, jobsCreated: 0, applicationsCreated: 0 };
      const passwordHashFor = (email: string) => hashes.get(email) ?? "";

      let adminId = (await tx.user.findUnique({ where: { email: DEMO_ADMIN.email }, select: { id: true } }))?.id;
      if (adminId === undefined) {
        const admin = await createAccount(
          tx,
          {
            email: DEMO_ADMIN.email,
            passwordHash: passwordHashFor(DEMO_ADMIN.email),
            fullName: DEMO_ADMIN.fullName,
            role: "admin",
            verified: true,
          },
          now,
        );
        adminId = admin.id;
        result.usersCreated += 1;
      }

      for (const employer of DEMO_EMPLOYERS) {
        if (hashes.has(employer.email)) {
          await createDemoEmployer(tx, employer, passwordHashFor(employer.email), adminId, now);
          result.usersCreated += 1;
        }
      }
      const newVeterans: { id: number; demo: DemoVeteran }[] = [];
      for (const veteran of DEMO_VETERANS) {
        if (hashes.has(veteran.email)) {
          const id = await createDemoVeteran(tx, veteran, passwordHashFor(veteran.email), adminId, now);
          newVeterans.push({ id, demo: veteran });
          result.usersCreated += 1;
        }
      }

      result.jobsCreated = await seedDemoJobs(tx, now);
      for (const veteran of newVeterans) {
        result.applicationsCreated += await createDemoApplications(tx, veteran.id, veteran.demo, now);
      }
      const demoVeteranIds = (await tx.user.findMany({ where: { email: { in: DEMO_VETERANS.map((v) => v.email) } }, select: { id: true } })).map((u) => u.id);
      await seedDemoSocial(tx, communityHash, demoVeteranIds, now);
      return result;
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
  // Approved demo employers get their company page's address; demo jobs link to their company.
  await backfillCompanySlugs(db);
  return seeded;
}

async function createDemoEmployer(tx: DbTx, demo: DemoEmployer, passwordHash: string, adminId: number, now: Date) {
  const user = await createAccount(tx, { email: demo.email, passwordHash, fullName: demo.fullName, role: "employer", verified: true }, now);
  const reviewed = demo.approvalStatus !== "pending";
  await tx.employerProfile.create({
    data: {
      userId: user.id,
      ...demo.profile,
      planId: demo.planId,
      approvalStatus: demo.approvalStatus,
      approvalNotes: reviewed ? "CAGE code and EIN verified against SAM.gov." : null,
      reviewedAt: reviewed ? new Date(now.getTime() - 20 * DAY_MS) : null,
      reviewedById: reviewed ? adminId : null,
    },
  });
  return user.id;
}

async function createDemoVeteran(tx: DbTx, demo: DemoVeteran, passwordHash: string, adminId: number, now: Date) {
  const user = await createAccount(tx, { email: demo.email, passwordHash, fullName: demo.fullName, role: "veteran", verified: true }, now);
  await tx.veteranProfile.update({
    where: { userId: user.id },
    data: {
      ...demo.profile,
      verifiedStatus: demo.verified,
      verifiedAt: demo.verified ? new Date(now.getTime() - 10 * DAY_MS) : null,
    },
  });
  if (demo.verified) {
    await tx.verificationRequest.create({
      data: {
        userId: user.id,
        documentType: "DD-214",
        status: "approved",
        reviewNotes: "Character of service: Honorable.",
        reviewerId: adminId,
        createdAt: new Date(now.getTime() - 12 * DAY_MS),
        reviewedAt: new Date(now.getTime() - 10 * DAY_MS),
      },
    });
  }
  const plan = findVeteranPlan(demo.tier);
  if (plan && plan.priceCents > 0) {
    const paidAt = new Date(now.getTime() - 2 * DAY_MS);
    await tx.subscription.update({
      where: { userId: user.id },
      data: { tier: plan.id, status: "active", trialEndsAt: null, currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS) },
    });
    await tx.payment.create({
      data: {
        userId: user.id,
        planId: plan.id,
        amountCents: plan.priceCents,
        status: "paid",
        provider: "local",
        checkoutSessionId: `demo_cs_${user.id}_${plan.id}`,
        description: `${plan.name} plan, monthly`,
        createdAt: paidAt,
        paidAt,
      },
    });
  }
  return user.id;
}

async function seedDemoJobs(tx: DbTx, now: Date): Promise<number> {
  const existing = await tx.job.count({ where: { externalId: { startsWith: `${DEMO_EXTERNAL_ID_PREFIX}-` } } });
  if (existing > 0) return 0;
  const employers = await tx.user.findMany({
    where: { email: { in: DEMO_EMPLOYERS.filter((e) => e.approvalStatus === "approved").map((e) => e.email) } },
    select: { id: true, email: true },
  });
  const jobs = generateJobs(DEMO_JOB_COUNT, {
    seed: DEMO_JOB_SEED,
    now,
    externalIdPrefix: DEMO_EXTERNAL_ID_PREFIX,
    employers: employers.map((user) => {
      const demo = DEMO_EMPLOYERS.find((e) => e.email === user.email);
      return {
        userId: user.id,
        companyName: demo?.profile.companyName ?? "Demo Employer",
        industry: demo?.jobIndustry ?? null,
        location: demo ? `${demo.profile.city}, ${demo.profile.state}` : null,
      };
    }),
  });
  // Demo jobs are ours, not real boards' postings: none says "via LinkedIn" (decision 088). Each
  // keeps a demo external id, so cards label it a demo listing and re-seeding finds it.
  const rows = jobs.map((job) => ({ ...job, fitTerms: fitTermsColumn(job.title, job.description, job.requirements) }));
  const { count } = await tx.job.createMany({ data: rows.map((job) => (job.employerId === null ? { ...job, source: "employer", applyUrl: null } : job)) });
  return count;
}

async function createDemoApplications(tx: DbTx, userId: number, demo: DemoVeteran, now: Date): Promise<number> {
  const wanted = demo.applicationStatuses.length;
  const employerJob = await tx.job.findFirst({
    where: { source: "employer", employerId: { not: null } },
    orderBy: { id: "asc" },
  });
  const matching = await tx.job.findMany({
    where: { onetCode: { in: demo.targetOnetCodes }, employerId: null, externalId: { startsWith: `${DEMO_EXTERNAL_ID_PREFIX}-` } },
    orderBy: { postedAt: "desc" },
    take: wanted,
    select: { id: true },
  });
  const jobIds = [...(employerJob ? [employerJob.id] : []), ...matching.map((j) => j.id)].slice(0, wanted);
  const paid = demo.tier !== "free_trial" && demo.tier !== "free";
  // The fit the veteran would see today, from the same scorer as applying does.
  const scorer = createScorer(matchProfileFromRow(demo.profile));
  const rows = await tx.job.findMany({ where: { id: { in: jobIds } }, select: JOB_JSON_SELECT });
  const fitByJob = new Map(rows.map((row) => [row.id, scorer(scoringFields(row)).score]));
  for (const [index, jobId] of jobIds.entries()) {
    const status = demo.applicationStatuses[index];
    const createdAt = new Date(now.getTime() - (20 - index * 4) * DAY_MS);
    const submitted = status !== "pending";
    const fitScore = fitByJob.get(jobId) ?? null;
    await tx.application.create({
      data: {
        userId,
        jobId,
        status,
        // Auto-apply never sends below the minimum match score (SPEC default 70), so a demo
        // application it "sent" must meet it too; a weaker fit is shown as applied by hand.
        isAutoApplied: paid && status === "sent" && fitScore !== null && fitScore >= DEFAULT_MIN_MATCH_SCORE,
        fitScore,
        coverLetter: submitted
          ? `Dear Hiring Manager,\n\nI am applying with ${demo.profile.yearsOfService} years of ${demo.profile.militaryBranch} experience as ${demo.profile.mosCode}.\n\n${demo.fullName}`
          : null,
        createdAt,
        submittedAt: submitted ? new Date(createdAt.getTime() + DAY_MS / 4) : null,
        statusChangedAt: submitted ? new Date(createdAt.getTime() + 3 * DAY_MS) : null,
      },
    });
  }
  return jobIds.length;
}

/**
 * What the server and `seed` print about the demo accounts. The admin's password appears only
 * when it was just generated; afterwards the lines say how to set a new one.
 */
export function demoLoginLines(adminPassword: string | null): string[] {
  const lines = [`Demo logins (password ${DEMO_PASSWORD}, except the admin's):`];
  for (const login of DEMO_LOGINS) {
    const note =
      login.email !== DEMO_ADMIN.email
        ? login.description
        : adminPassword
          ? `password ${adminPassword} (shown only this once)`
          : "password shown at first start";
    lines.push(`  ${login.role.padEnd(9)} ${login.email.padEnd(30)} ${note}`);
  }
  lines.push(
    `  New admin password: npm run -s cli -- create-admin --email ${DEMO_ADMIN.email} --password 'a long password' --reset`,
  );
  return lines;
}

/** Whether any demo account exists (the server then reminds the operator of them at start). */
/**
 * The demo data was seeded into this database: its first account is a demo login (the seed runs
 * only on an empty database). A demo address someone registered later on a real installation is not.
 */
export async function isDemoInstallation(db: DbTx): Promise<boolean> {
  const first = await db.user.findFirst({ orderBy: { id: "asc" }, select: { email: true } });
  return first !== null && DEMO_LOGINS.some((l) => l.email === first.email);
}

export async function hasDemoAccounts(db: DbTx): Promise<boolean> {
  return (await db.user.count({ where: { email: { in: DEMO_LOGINS.map((l) => l.email) } } })) > 0;
}
