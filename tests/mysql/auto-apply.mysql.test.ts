import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDraftLetter } from "~/domain/applications/draft-letter.server";
import { runAutoApply } from "~/domain/auto-apply/run.server";
import { usageMonth } from "~/domain/billing/allowances.server";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { insertRows } from "~/lib/bulk-insert.server";
import { dbReady, type Db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { autoAppliedRow, itJob } from "../fixtures/auto-apply-setup";
import { testDatabase } from "../fixtures/mysql-database";

describe("auto-apply on MariaDB", () => {
  const database = testDatabase();
  let app: { restore(): Promise<void> };
  let db: Db;

  beforeAll(async () => {
    await applyPendingMigrations(database.url);
    app = pointAppAt(database.url);
    db = await dbReady();
    await syncPlanCatalog(db);
  });
  afterAll(async () => {
    await app?.restore();
    await database.drop();
  });

  async function proVeteran(used: number) {
    const user = await db.user.create({
      data: {
        emailVerifiedAt: new Date(),
        email: `race-${Date.now()}-${Math.random()}@example.com`,
        fullName: "Riley Carter",
        role: "veteran",
        veteranProfile: {
          create: {
            militaryBranch: "Army",
            mosCode: "25B",
            clearanceLevel: "Secret",
            skills: ["Networking", "Help Desk"],
            desiredRoles: ["IT Support Specialist"],
            yearsOfService: 6,
          },
        },
        subscription: { create: { tier: "pro", status: "active" } },
        autoApplySettings: { create: { enabled: true, minMatchScore: 50 } },
      },
    });
    await db.autoApplyUsage.create({ data: { userId: user.id, month: usageMonth(new Date()), used } });
    return user.id;
  }

  it("four runs at once for one veteran never pass the plan's monthly limit", async () => {
    for (let i = 0; i < 10; i++) await itJob({ title: `IT Support Specialist ${i + 1}` });
    const userId = await proVeteran(46);
    const results = await Promise.all([1, 2, 3, 4].map(() => runAutoApply(userId)));
    expect(results.reduce((sum, r) => sum + r.applications_created, 0)).toBe(4);
    expect(await db.application.count({ where: { userId, isAutoApplied: true } })).toBe(4);
    const usage = await db.autoApplyUsage.findUniqueOrThrow({
      where: { userId_month: { userId, month: usageMonth(new Date()) } },
    });
    // Review-mode drafts take no slot until sent (decision 092); four is exactly the room left.
    expect(usage.used).toBe(46);
    const apps = await db.application.findMany({ where: { userId } });
    expect(new Set(apps.map((a) => a.jobId)).size).toBe(4);
    // Drafts are queued without letters; two opens at once write one letter and both see it.
    for (const a of apps) expect(a.coverLetter).toBeNull();
    const opened = await Promise.all(apps.flatMap((a) => [ensureDraftLetter(userId, a.id), ensureDraftLetter(userId, a.id)]));
    for (let i = 0; i < opened.length; i += 2) {
      expect(opened[i].cover_letter).toContain("Riley Carter");
      expect(opened[i + 1].cover_letter).toBe(opened[i].cover_letter);
    }
    for (const a of await db.application.findMany({ where: { userId } })) expect(a.coverLetter).toContain("Riley Carter");
  });

  it("four runs at once send at most three applications to one employer, and one posting seen under two ids once", async () => {
    for (let i = 0; i < 6; i++) await itJob({ company: "MariaDB Hiring Co", title: `Systems Support Technician ${i + 1}` });
    await itJob({ company: "MariaDB Twin Co", title: "Network Support Technician" });
    await itJob({ company: "MariaDB Twin Co", title: "Network Support Technician" });
    const userId = await proVeteran(0);
    const results = await Promise.all([1, 2, 3, 4].map(() => runAutoApply(userId)));
    const apps = await db.application.findMany({ where: { userId }, include: { job: true } });
    expect(results.reduce((sum, r) => sum + r.applications_created, 0)).toBe(apps.length);
    expect(apps.filter((a) => a.job.company === "MariaDB Hiring Co")).toHaveLength(3);
    expect(apps.filter((a) => a.job.company === "MariaDB Twin Co")).toHaveLength(1);
    for (const a of apps) expect(a).toMatchObject({ status: "pending", submittedAt: null });
  });

  it("knows a duplicate in a run's multi-row INSERT as a unique violation, so the batch falls back one by one", async () => {
    const job = await itJob({ title: "Duplicate Check Analyst" });
    const userId = await proVeteran(0);
    const row = autoAppliedRow(userId, job.id);
    await insertRows(db, "Application", [row]);
    expect(isUniqueViolation(await insertRows(db, "Application", [row]).catch((e: unknown) => e))).toBe(true);
    expect(
      isUniqueViolation(await db.$executeRawUnsafe("INSERT INTO Application (id) VALUES (NULL)").catch((e: unknown) => e)),
    ).toBe(false);
    expect((await db.application.findFirstOrThrow({ where: { userId } })).fitReasons).toEqual(["r"]);
  });
});
