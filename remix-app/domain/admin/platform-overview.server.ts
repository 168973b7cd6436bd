import { getDb } from "~/lib/db.server";
import { monthWindow } from "~/domain/billing/allowances.server";
import { SENT_APPLICATION } from "~/domain/applications/employer-visible.server";

/** Headline counts for the admin home, straight from the tables. */
export async function getPlatformOverview(now = new Date()) {
  const db = getDb();
  const monthStart = monthWindow(now).start;
  const [usersByRole, tiers, openJobs, applicationsThisMonth, pendingEmployers, pendingVerifications, suspended] =
    await Promise.all([
      db.user.groupBy({ by: ["role"], where: { status: { not: "deleted" } }, _count: { _all: true } }),
      db.subscription.groupBy({ by: ["tier"], _count: { _all: true } }),
      db.job.count({ where: { status: "open" } }),
      db.application.count({ where: { createdAt: { gte: monthStart }, ...SENT_APPLICATION } }),
      db.employerProfile.count({ where: { approvalStatus: "pending", user: { status: { notIn: ["deleted", "pending"] } } } }),
      db.verificationRequest.count({ where: { status: "pending" } }),
      db.user.count({ where: { status: "suspended" } }),
    ]);
  const role = (r: string) => usersByRole.find((row) => row.role === r)?._count._all ?? 0;
  return {
    users: { veterans: role("veteran"), employers: role("employer"), admins: role("admin"), suspended },
    subscriptions_by_tier: Object.fromEntries(tiers.map((row) => [row.tier, row._count._all])) as Record<string, number>,
    open_jobs: openJobs,
    applications_this_month: applicationsThisMonth,
    pending_employer_approvals: pendingEmployers,
    pending_verifications: pendingVerifications,
  };
}
