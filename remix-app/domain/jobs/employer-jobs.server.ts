import { clearanceRank, parseClearance } from "@shared/clearance";
import { queueFitWork } from "~/domain/fit/fit-queue.server";
import { fitTermsColumn } from "~/domain/fit/fit-terms.server";
import type { JobPostingInput } from "@shared/schemas/job-posting";
import { stateFromLocation } from "@shared/us-states";
import { getDb, type DbTx } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { assertActorCan, assertCan } from "~/domain/access/policy.server";
import { postingIdentityKey } from "~/domain/postings/posting-identity";
import { assignEmployerSlug } from "~/domain/postings/company-slug.server";
import { allowanceFor, assertAllowance } from "~/domain/billing/allowances.server";
import { EMPLOYER_VISIBLE_APPLICATION } from "~/domain/applications/employer-visible.server";

/** Only an approved employer may post; the plan's monthly posting number is enforced. */
async function assertCanPost(db: DbTx, employerId: number, now: Date) {
  await assertCan(employerId, "post-job", undefined, db);
  await assertAllowance(db, employerId, "job-post", 1, now);
}

/**
 * The company an employer's jobs carry: their profile's, never a free text of the form or the
 * API (an approved employer could otherwise post under another company's name).
 */
async function profileCompany(db: DbTx, employerId: number): Promise<string> {
  const profile = await db.employerProfile.findUnique({ where: { userId: employerId }, select: { companyName: true } });
  if (!profile) throw notFound("Employer profile not found");
  return profile.companyName;
}

function jobColumns(input: JobPostingInput, company: string) {
  const clearance = input.clearance_required ? (parseClearance(input.clearance_required) ?? input.clearance_required) : "none";
  const location = input.remote && !input.location ? "Remote" : input.location;
  return {
    title: input.title,
    company,
    location,
    // An employer's post is the canonical job of the same posting imported from a board.
    identityKey: postingIdentityKey({ company, title: input.title, location: location ?? null }),
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
    fitTerms: fitTermsColumn(input.title, input.description, input.requirements),
  };
}

/** POST /api/jobs: an employer-source job, open and searchable at once. */
export async function createEmployerJob(employerId: number, input: JobPostingInput, now = new Date()) {
  // Count and insert in one transaction so two quick posts cannot both squeeze under the limit.
  const job = await getDb().$transaction(async (tx) => {
    await assertCanPost(tx, employerId, now);
    const company = await profileCompany(tx, employerId);
    // Cards link the job to its company page (decision 118).
    const companySlug = await assignEmployerSlug(tx, employerId);
    return tx.job.create({
      data: { ...jobColumns(input, company), companySlug, source: "employer", employerId, status: "open", postedAt: now, tags: [] },
      select: { id: true },
    });
  });
  await queueFitWork({ kind: "jobs", jobIds: [job.id] });
  return job;
}

/**
 * The employer's own job, or 404 (unknown) / 403 (someone else's: job listings are public).
 * Editing, closing and reopening are for approved employers, as posting is.
 */
async function ownJob(employerId: number, jobId: number) {
  const actor = await assertCan(employerId, "manage-jobs");
  const job = await getDb().job.findUnique({ where: { id: jobId }, select: { id: true, employerId: true } });
  if (!job) throw notFound("Job not found");
  assertActorCan(actor, "manage-jobs", { ownerId: job.employerId ?? undefined });
  return job;
}

export async function updateEmployerJob(employerId: number, jobId: number, input: JobPostingInput) {
  await ownJob(employerId, jobId);
  const db = getDb();
  await db.job.update({ where: { id: jobId }, data: jobColumns(input, await profileCompany(db, employerId)) });
  await queueFitWork({ kind: "jobs", jobIds: [jobId] });
}

export async function setEmployerJobStatus(employerId: number, jobId: number, status: "open" | "closed") {
  await ownJob(employerId, jobId);
  await getDb().job.update({ where: { id: jobId }, data: { status, closedReason: status === "closed" ? "employer" : null } });
  await queueFitWork({ kind: "jobs", jobIds: [jobId] });
}

export async function getEmployerJobForEdit(employerId: number, jobId: number) {
  await ownJob(employerId, jobId);
  const db = getDb();
  const job = await db.job.findUniqueOrThrow({ where: { id: jobId } });
  return {
    id: job.id,
    title: job.title,
    // What saving will store: the profile's company (a job posted before this rule shows it too).
    company: await profileCompany(db, employerId),
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
  // The date every screen shows as "Posted": the job's postedAt, as veterans see it.
  postedAt: true,
  viewCount: true,
  _count: { select: { applications: { where: EMPLOYER_VISIBLE_APPLICATION } } },
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
    posted_at: j.postedAt.toISOString(),
    views: j.viewCount,
    applicants: j._count.applications,
  }));
}

/** What the post-a-job screen tells the employer before they start. */
export async function postingAllowance(employerId: number, now = new Date()) {
  const db = getDb();
  const profile = await db.employerProfile.findUnique({ where: { userId: employerId }, select: { approvalStatus: true, companyName: true } });
  const allowance = await allowanceFor(db, employerId, "job-post", now);
  return {
    approved: profile?.approvalStatus === "approved",
    companyName: profile?.companyName ?? "",
    planName: allowance.planName,
    limit: allowance.limit,
    used: allowance.used,
  };
}
