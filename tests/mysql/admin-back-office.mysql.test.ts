import { beforeAll, describe, expect, it } from "vitest";
import { getDashboardMetrics } from "~/domain/admin/dashboard-metrics.server";
import { listUsersForAdmin, changeUserTier, setUserActive } from "~/domain/admin/user-management.server";
import { listAuditLogs } from "~/domain/audit/audit-log.server";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { getDb } from "~/lib/db.server";
import { createSession, resolveSessionToken } from "~/lib/session.server";
import { useMigratedMysql } from "../fixtures/app-database";

// The back office's aggregates, prefix search and transactions on MariaDB as on SQLite.
describe("admin back office on MariaDB", () => {
  useMigratedMysql();

  beforeAll(async () => {
    await syncPlanCatalog(getDb());
  });

  it("lists, re-tiers and suspends with one audit row each, and computes the metrics", async () => {
    const db = getDb();
    const admin = await db.user.create({
      data: { emailVerifiedAt: new Date(), email: "my.admin@example.com", fullName: "My Admin", role: "admin" },
    });
    const vet = await db.user.create({
      data: {
        emailVerifiedAt: new Date(),
        email: "my.vet@example.com",
        fullName: "Maria Vet",
        subscription: { create: { tier: "free_trial", status: "trialing" } },
      },
    });
    const actor = {
      id: admin.id,
      email: admin.email,
      fullName: admin.fullName,
      role: "admin" as const,
      profilePicUrl: null,
      emailVerified: true,
    };
    const { token } = await createSession(vet.id, "api");

    const found = await listUsersForAdmin(actor, { limit: 10, skip: 0, q: "my.v", sort: "created_at", order: "desc" });
    expect(found.users.map((u) => u.email)).toEqual(["my.vet@example.com"]);
    const byName = await listUsersForAdmin(actor, { limit: 10, skip: 0, q: "maria", sort: "full_name", order: "asc" });
    expect(byName.users.map((u) => u.email)).toEqual(["my.vet@example.com"]);

    await changeUserTier(actor, vet.id, "elite");
    expect((await db.subscription.findUnique({ where: { userId: vet.id } }))?.tier).toBe("elite");
    await setUserActive(actor, vet.id, false);
    expect(await resolveSessionToken(token)).toBeNull();
    await expect(setUserActive(actor, admin.id, false)).rejects.toMatchObject({ status: 403 });

    const logs = await listAuditLogs({ limit: 10, skip: 0, date_range: "week" });
    expect(logs.logs.map((l) => l.action_type).sort()).toEqual(["subscription_tier_changed", "user_suspended"]);
    const tierLog = logs.logs.find((l) => l.action_type === "subscription_tier_changed");
    expect(tierLog).toMatchObject({
      subject: { name: "Maria Vet", email: "my.vet@example.com" },
      changes: [{ field: "tier", from: "free_trial", to: "elite" }],
    });

    await db.requestStat.create({
      data: {
        bucketStart: new Date(Date.now() - 5 * 60_000),
        route: "GET /api/jobs",
        requests: 10,
        errors: 1,
        totalDurationMs: 30,
        h1: 10,
      },
    });
    // An admin's tier change is a comp: no payment, no revenue (docs/decisions/083); once paid, it counts.
    expect((await getDashboardMetrics(actor)).mrr).toBe(0);
    await db.payment.create({
      data: { userId: vet.id, planId: "elite", amountCents: 14900, status: "paid", description: "Elite", paidAt: new Date() },
    });
    const metrics = await getDashboardMetrics(actor);
    expect(metrics.mrr).toBe(14900);
    expect(metrics.revenue_by_tier.elite).toBe(14900);
    expect(metrics.requests_last_hour).toBe(10);
    expect(metrics.error_rate).toBe(10);
    expect(metrics.trends.signups.at(-1)?.value).toBe(2);
  });
});
