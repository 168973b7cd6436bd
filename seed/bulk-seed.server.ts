import { TRIAL_DAYS } from "@shared/plans";
import { refreshPlannerStatistics, type Db, type DbTx } from "~/lib/db.server";
import { hashPassword } from "~/lib/password.server";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { insertRows } from "~/lib/bulk-insert.server";
import { randomEmployerProfile, randomVeteranProfile } from "./bulk-people.server";
import { DEMO_PASSWORD } from "./demo-logins";
import { fitTermsColumn } from "~/domain/fit/fit-terms.server";
import { JobGenerator, type JobEmployer } from "./job-generator.server";
import { Prng } from "./prng.server";

export interface BulkSeedVolumes {
  jobs?: number;
  veterans?: number;
  employers?: number;
}

export type BulkSeedPhase = "employers" | "veterans" | "jobs";
export type BulkSeedProgress = (phase: BulkSeedPhase, done: number, total: number) => void;

export interface BulkSeedOptions {
  seed?: number;
  now?: Date;
}

export interface BulkSeedResult {
  jobs: number;
  veterans: number;
  employers: number;
  /** Bulk accounts all log in with this password. */
  password: string;
  /** Emails look like <role>-<runId>-<n>@bulk.vets.local. */
  runId: string;
}

const DAY_MS = 86_400_000;
const JOB_BATCH = 1000;
const USER_BATCH = 500;

/**
 * Inserts large volumes for load tests and demos: multi-row INSERTs in batches (see
 * insertRows for why not createMany), each account batch in one transaction.
 *
 * Every bulk account shares ONE precomputed password hash (of DEMO_PASSWORD): scrypt takes
 * ~50 ms by design, so hashing per user would take over an hour for 100,000 users. The hash
 * is still a real scrypt hash with its own salt, so login works as for any account.
 */
export async function bulkSeed(
  db: Db,
  volumes: BulkSeedVolumes,
  onProgress: BulkSeedProgress = () => undefined,
  options: BulkSeedOptions = {},
): Promise<BulkSeedResult> {
  const now = options.now ?? new Date();
  const rng = new Prng(options.seed ?? now.getTime());
  const runId = now.getTime().toString(36);
  await syncPlanCatalog(db);
  const needsAccounts = (volumes.veterans ?? 0) + (volumes.employers ?? 0) > 0;
  const passwordHash = needsAccounts ? await hashPassword(DEMO_PASSWORD) : "";

  const employers = await seedEmployers(db, volumes.employers ?? 0, { rng, now, runId, passwordHash }, onProgress);
  await seedVeterans(db, volumes.veterans ?? 0, { rng, now, runId, passwordHash }, onProgress);
  const jobOwners = employers.length > 0 ? employers : await existingApprovedEmployers(db);
  await seedJobs(db, volumes.jobs ?? 0, { rng, now, runId, employers: jobOwners }, onProgress);
  await refreshPlannerStatistics(db, ["User", "VeteranProfile", "EmployerProfile", "Job"]);

  return {
    jobs: volumes.jobs ?? 0,
    veterans: volumes.veterans ?? 0,
    employers: volumes.employers ?? 0,
    password: DEMO_PASSWORD,
    runId,
  };
}

interface AccountContext {
  rng: Prng;
  now: Date;
  runId: string;
  passwordHash: string;
}

interface NewUserRow {
  email: string;
  fullName: string;
  role: "veteran" | "employer";
  createdAt: Date;
}

/** Bulk inserts return no ids (MySQL has no RETURNING), so the batch's ids are read back by email. */
async function insertUsers(tx: DbTx, rows: NewUserRow[], passwordHash: string): Promise<Map<string, number>> {
  await insertRows(
    tx,
    "User",
    rows.map((r) => ({ ...r, status: "active", updatedAt: r.createdAt })),
  );
  const created = await tx.user.findMany({
    where: { email: { in: rows.map((r) => r.email) } },
    select: { id: true, email: true },
  });
  const ids = new Map(created.map((u) => [u.email, u.id]));
  const createdAt = new Map(rows.map((r) => [r.email, r.createdAt]));
  await insertRows(
    tx,
    "Credential",
    created.map((u) => ({
      userId: u.id,
      passwordHash,
      passwordUpdatedAt: createdAt.get(u.email) ?? new Date(),
      twoFactorEnabled: false,
    })),
  );
  return ids;
}

function joinedAt(rng: Prng, now: Date): Date {
  return new Date(now.getTime() - Math.floor(rng.next() * 365 * DAY_MS));
}

async function seedEmployers(db: Db, total: number, ctx: AccountContext, onProgress: BulkSeedProgress): Promise<JobEmployer[]> {
  const owners: JobEmployer[] = [];
  for (let start = 0; start < total; start += USER_BATCH) {
    const size = Math.min(USER_BATCH, total - start);
    const people = Array.from({ length: size }, (_, i) => ({
      email: `employer-${ctx.runId}-${start + i + 1}@bulk.vets.local`,
      createdAt: joinedAt(ctx.rng, ctx.now),
      ...randomEmployerProfile(ctx.rng, start + i),
    }));
    await db.$transaction(
      async (tx) => {
        const ids = await insertUsers(
          tx,
          people.map((p) => ({ email: p.email, fullName: p.contactName, role: "employer", createdAt: p.createdAt })),
          ctx.passwordHash,
        );
        await insertRows(
          tx,
          "EmployerProfile",
          people.map((p) => ({
            userId: ids.get(p.email) ?? 0,
            companyName: p.companyName,
            contactPerson: p.contactName,
            jobTitle: "Talent Acquisition Manager",
            website: `https://www.${p.companyName.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example.com`,
            companySize: ctx.rng.pick(["1-10", "11-50", "51-200", "201-1000", "1000+"]),
            industry: p.industryLabel,
            businessAddress: `${ctx.rng.int(100, 9999)} Commerce Drive`,
            city: p.city,
            state: p.state,
            zipCode: String(ctx.rng.int(10000, 99999)),
            hiringVolumeAnnually: ctx.rng.pick(["1-5", "6-25", "26-100", "100+"]),
            currentlyEmployVeterans: ctx.rng.pick(["Yes", "Yes", "No", "Not Sure"]),
            securityClearanceRequired: ctx.rng.pick(["None", "None", "Secret", "Top Secret", "TS/SCI"]),
            planId: "starter",
            approvalStatus: p.approvalStatus,
            reviewedAt: p.approvalStatus === "pending" ? null : p.createdAt,
            createdAt: p.createdAt,
            updatedAt: p.createdAt,
          })),
        );
        for (const p of people) {
          const userId = ids.get(p.email);
          if (userId !== undefined && p.approvalStatus === "approved") {
            owners.push({ userId, companyName: p.companyName, industry: p.jobIndustry, location: `${p.city}, ${p.state}` });
          }
        }
      },
      { timeout: 60_000 },
    );
    onProgress("employers", start + size, total);
  }
  return owners;
}

async function seedVeterans(db: Db, total: number, ctx: AccountContext, onProgress: BulkSeedProgress): Promise<void> {
  for (let start = 0; start < total; start += USER_BATCH) {
    const size = Math.min(USER_BATCH, total - start);
    const people = Array.from({ length: size }, (_, i) => ({
      email: `veteran-${ctx.runId}-${start + i + 1}@bulk.vets.local`,
      createdAt: joinedAt(ctx.rng, ctx.now),
      ...randomVeteranProfile(ctx.rng),
    }));
    await db.$transaction(
      async (tx) => {
        const ids = await insertUsers(
          tx,
          people.map((p) => ({ email: p.email, fullName: p.fullName, role: "veteran", createdAt: p.createdAt })),
          ctx.passwordHash,
        );
        await insertRows(
          tx,
          "VeteranProfile",
          people.map((p) => ({
            userId: ids.get(p.email) ?? 0,
            location: p.location,
            headline: p.headline,
            militaryBranch: p.militaryBranch,
            militaryRank: p.militaryRank,
            mosCode: p.mosCode,
            yearsOfService: p.yearsOfService,
            clearanceLevel: p.clearanceLevel,
            skills: p.skills,
            desiredRoles: p.desiredRoles,
            industries: p.industries,
            verifiedStatus: p.verifiedStatus,
            verifiedAt: p.verifiedStatus ? p.createdAt : null,
            updatedAt: p.createdAt,
          })),
        );
        await insertRows(
          tx,
          "Subscription",
          people.map((p) => {
            const trial = p.tier === "free_trial";
            return {
              userId: ids.get(p.email) ?? 0,
              tier: p.tier,
              status: trial ? "trialing" : "active",
              trialEndsAt: trial ? new Date(p.createdAt.getTime() + TRIAL_DAYS * DAY_MS) : null,
              currentPeriodEnd: trial || p.tier === "free" ? null : new Date(ctx.now.getTime() + 30 * DAY_MS),
              cancelAtPeriodEnd: false,
              createdAt: p.createdAt,
              updatedAt: p.createdAt,
            };
          }),
        );
      },
      { timeout: 60_000 },
    );
    onProgress("veterans", start + size, total);
  }
}

async function existingApprovedEmployers(db: Db): Promise<JobEmployer[]> {
  const profiles = await db.employerProfile.findMany({
    where: { approvalStatus: "approved" },
    select: { userId: true, companyName: true, city: true, state: true },
    orderBy: { id: "asc" },
    take: 200,
  });
  return profiles.map((p) => ({ userId: p.userId, companyName: p.companyName, location: `${p.city}, ${p.state}` }));
}

interface JobContext {
  rng: Prng;
  now: Date;
  runId: string;
  employers: readonly JobEmployer[];
}

async function seedJobs(db: Db, total: number, ctx: JobContext, onProgress: BulkSeedProgress): Promise<void> {
  const generator = new JobGenerator({
    seed: ctx.rng.int(1, 2 ** 31),
    now: ctx.now,
    externalIdPrefix: `bulk-${ctx.runId}`,
    employers: ctx.employers,
  });
  for (let start = 0; start < total; start += JOB_BATCH) {
    const size = Math.min(JOB_BATCH, total - start);
    const batch = Array.from({ length: size }, (_, i) => {
      const job = generator.next(generator.sourceFor(start + i));
      return { ...job, fitTerms: fitTermsColumn(job.title, job.description, job.requirements), viewCount: 0, createdAt: ctx.now, updatedAt: ctx.now };
    });
    await insertRows(db, "Job", batch);
    onProgress("jobs", start + size, total);
  }
}
