import { getDb } from "~/lib/db.server";

/** SPEC dashboard stats: counts from the veteran's applications, plus tier and trial end. */
export async function getVeteranDashboardStats(userId: number) {
  const db = getDb();
  const [byStatus, subscription] = await Promise.all([
    db.application.groupBy({ by: ["status"], where: { userId }, _count: { _all: true } }),
    db.subscription.findUnique({ where: { userId }, select: { tier: true, trialEndsAt: true } }),
  ]);
  const count = (status: string) => byStatus.find((row) => row.status === status)?._count._all ?? 0;
  return {
    // Sent ones only: a pending one is an unsent draft (issue 52).
    total_applications: byStatus.filter((row) => row.status !== "pending").reduce((sum, row) => sum + row._count._all, 0),
    interviews: count("interview"),
    offers: count("offer"),
    subscription_tier: subscription?.tier ?? "free_trial",
    trial_end_date: subscription?.trialEndsAt?.toISOString() ?? null,
  };
}

/** What the dashboard banners depend on. */
export async function getVeteranBannerFacts(userId: number) {
  const db = getDb();
  const [profile, sessions, pendingVerification, resume, autoApply] = await Promise.all([
    db.veteranProfile.findUnique({ where: { userId }, select: { verifiedStatus: true, militaryBranch: true, mosCode: true } }),
    // The sign-up's own session is the first; any other means they have been here before.
    db.session.count({ where: { userId }, take: 2 }),
    // A banner leaves once its task is done (issue 55): a request waiting for review, a resume, auto-apply switched on.
    db.verificationRequest.findFirst({ where: { userId, status: "pending" }, select: { id: true } }),
    db.resume.findFirst({ where: { userId, deletedAt: null }, select: { id: true } }),
    db.autoApplySettings.findUnique({ where: { userId }, select: { enabled: true } }),
  ]);
  return {
    /** "Welcome", not "Welcome back": the account has had no session before this one. */
    firstVisit: sessions <= 1,
    verified: profile?.verifiedStatus ?? false,
    /** Verified, or a request is waiting for an admin: nothing left for the veteran to do. */
    verificationSubmitted: (profile?.verifiedStatus ?? false) || pendingVerification !== null,
    hasResume: resume !== null,
    autoApplyOn: autoApply?.enabled ?? false,
    profileIncomplete: !profile?.militaryBranch || !profile?.mosCode,
    mosCode: profile?.mosCode ?? null,
  };
}
