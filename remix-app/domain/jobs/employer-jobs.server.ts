import { clearanceRank, parseClearance } from "@shared/clearance";
import type { JobPostingInput } from "@shared/schemas/job-posting";
import { stateFromLocation } from "@shared/us-states";
import { getDb, type DbTx } from "~/lib/db.server";
import { forbidden, notFound } from "~/lib/errors.server";
import { assertApprovedEmployer, employerNotApprovedMessage } from "~/domain/access/role-gate.server";
import { startOfUtcMonth } from "~/domain/billing/auto-apply-allowance.server";

export const NOT_APPROVED_MESSAGE = employerNotApprovedMessage("post jobs");

/** Only an approved employer may post; the plan's monthly posting number is enforced. */
async function assertCanPost(db: DbTx, employerId: number, now: Date) {
  const { planId } = await assertApprovedEmployer(employerId, "post jobs", db);
  const plan = await db.plan.findUnique({ where: { id: planId }, select: { name: true, postingsPerMonth: true } });
  const limit = plan?.postingsPerMonth ?? 0;
  const used = await db.job.count({ where: { employerId, createdAt: { gte: startOfUtcMonth(now) } } });
  if (used >= limit) {
    throw forbidden(
      `Your ${plan?.name ?? "current"} plan allows ${limit} job posting${limit === 1 ? "" : "s"} per month, and you have used them all. Upgrade your plan to post more.`,
    );
  }
}

function jobColumns(input: JobPostingInput) {
  const clearance = input.clearance_required ? (parseClearance(input.clearance_required) ?? input.clearance_required) : "none";
  return {
    title: input.title,
    company: input.company,
    location: input.remote && !input.location ? "Remote" : input.location,
    state: stateFromLocation(input.location),
    workType: input.remote ? "Remote" : "On-site",
    employmentType: input.employment_type,
    salaryMin: input.salary_min,
    salaryMax: input.salary_max,
    description: input.description,
    requirements: input.requirements,
    applyUrl: input.apply_url,
    veteranFriendly: input.veteran_friendly,
    clearanceRequired: clearance,
    clearanceRank: clearanceRank(clearance),
  };
}

/** POST /api/jobs: an employer-source job, open and searchable at once. */
export async function createEmployerJob(employerId: number, input: JobPostingInput, now = new Date()) {
  // Count and insert in one transaction so two quick posts cannot both squeeze under the limit.
  return getDb().$transaction(async (tx) => {
    await assertCanPost(tx, employerId, now);
    return tx.job.create({
      data: { ...jobColumns(input), source: "employer", employerId, status: "open", postedAt: now, tags: [] },
      select: { id: true },
    });
  });
}

/**
 * The employer's own job, or 404 (unknown) / 403 (someone else's: job listings are public).
 * Editing, closing and reopening are for approved employers, as posting is.
 */
async function ownJob(employerId: number, jobId: number) {
  await assertApprovedEmployer(employerId, "manage jobs");
  const job = await getDb().job.findUnique({ where: { id: jobId }, select: { id: true, employerId: true } });
  if (!job) throw notFound("Job not found");
  if (job.employerId !== employerId) throw forbidden("You can only manage your own jobs");
  return job;
}

export async function updateEmployerJob(employerId: number, jobId: number, input: JobPostingInput) {
  await ownJob(employerId, jobId);
  await getDb().job.update({ where: { id: jobId }, data: jobColumns(input) });
}

export async function setEmployerJobStatus(employerId: number, jobId: number, status: "open" | "closed") {
  await ownJob(employerId, jobId);
  await getDb().job.update({ where: { id: jobId }, data: { status } });
}

export async function getEmployerJobForEdit(employerId: number, jobId: number) {
  await ownJob(employerId, jobId);
  const job = await getDb().job.findUniqueOrThrow({ where: { id: jobId } });
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location ?? "",
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    description: job.description,
    requirements: job.requirements ?? "",
    apply_url: job.applyUrl ?? "",
    remote: job.workType === "Remote",
    veteran_friendly: job.veteranFriendly,
    clearance_required: job.clearanceRequired && job.clearanceRequired !== "none" ? job.clearanceRequired : "",
    employment_type: job.employmentType,
    status: job.status,
  };
}

/** An employer's job as its lists show it: with views and how many applied. */
export const EMPLOYER_JOB_ROW_SELECT = {
  id: true,
  title: true,
  location: true,
  status: true,
  createdAt: true,
  viewCount: true,
  _count: { select: { applications: true } },
} as const;

/** /employer/jobs: every job of the employer with views and applicant counts, newest first. */
export async function listEmployerJobs(employerId: number) {
  const jobs = await getDb().job.findMany({ where: { employerId }, orderBy: { createdAt: "desc" }, select: EMPLOYER_JOB_ROW_SELECT });
  return jobs.map((j) => ({
    id: j.id,
    title: j.title,
    location: j.location,
    status: j.status,
    created_at: j.createdAt.toISOString(),
    views: j.viewCount,
    applicants: j._count.applications,
  }));
}

/** What the post-a-job screen tells the employer before they start. */
export async function postingAllowance(employerId: number, now = new Date()) {
  const db = getDb();
  const profile = await db.employerProfile.findUnique({ where: { userId: employerId }, select: { approvalStatus: true, planId: true, companyName: true } });
  const plan = profile ? await db.plan.findUnique({ where: { id: profile.planId }, select: { name: true, postingsPerMonth: true } }) : null;
  const used = await db.job.count({ where: { employerId, createdAt: { gte: startOfUtcMonth(now) } } });
  return {
    approved: profile?.approvalStatus === "approved",
    companyName: profile?.companyName ?? "",
    planName: plan?.name ?? "Starter",
    limit: plan?.postingsPerMonth ?? 0,
    used,
  };
}
