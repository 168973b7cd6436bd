import { getDb } from "~/lib/db.server";
import { EMPLOYER_JOB_ROW_SELECT } from "~/domain/jobs/employer-jobs.server";
import { monthWindow } from "~/domain/billing/allowances.server";
import { employerApplicationsWhere } from "~/domain/applications/employer-visible.server";

/**
 * GET /api/employer/profile: an employer without a company profile yet (signed up through the
 * general form) counts as pending with `details_complete: false`; it has nothing to review until
 * it completes its company details.
 */
export async function getEmployerProfileSummary(userId: number) {
  const profile = await getDb().employerProfile.findUnique({
    where: { userId },
    select: { companyName: true, approvalStatus: true, approvalNotes: true, planId: true, requestedPlanId: true },
  });
  return {
    company_name: profile?.companyName ?? null,
    approval_status: profile?.approvalStatus ?? "pending",
    approval_notes: profile?.approvalNotes ?? null,
    plan_id: profile?.planId ?? "starter",
    details_complete: profile !== null,
    requested_plan_id: profile?.requestedPlanId ?? null,
  };
}

/** The approved dashboard's four cards and its recent posts, all from the employer's own jobs. */
export async function getEmployerDashboard(userId: number, now = new Date()) {
  const db = getDb();
  const [totalJobs, activeJobs, totalApplications, viewsThisMonth, recent] = await Promise.all([
    db.job.count({ where: { employerId: userId } }),
    db.job.count({ where: { employerId: userId, status: "open" } }),
    db.application.count({ where: employerApplicationsWhere(userId) }),
    db.jobView.count({ where: { job: { employerId: userId }, viewedAt: { gte: monthWindow(now).start } } }),
    db.job.findMany({
      where: { employerId: userId },
      orderBy: { createdAt: "desc" },
      take: 5,
      select: EMPLOYER_JOB_ROW_SELECT,
    }),
  ]);
  return {
    stats: {
      total_jobs: totalJobs,
      active_jobs: activeJobs,
      total_applications: totalApplications,
      views_this_month: viewsThisMonth,
    },
    recent_jobs: recent.map((job) => ({
      id: job.id,
      title: job.title,
      location: job.location,
      status: job.status,
      created_at: job.createdAt.toISOString(),
      posted_at: job.postedAt.toISOString(),
      views: job.viewCount,
      applicants: job._count.applications,
    })),
  };
}
