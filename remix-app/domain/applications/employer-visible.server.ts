import type { Prisma } from "~/lib/db.server";

/**
 * The one definition of "an application the employer sees", behind every employer figure and
 * list (Your Jobs' applicants, the job's applicant page, the dashboard's Total Applications, the
 * pipeline, activity): every application except a pending one, which is a veteran's unsent
 * auto-apply draft (issue 41).
 */
export const EMPLOYER_VISIBLE_APPLICATION = { status: { not: "pending" } } satisfies Prisma.ApplicationWhereInput;

/**
 * What every count of applications counts, the veteran's and the admins' too (issue 52): those
 * sent. A pending one is a draft the veteran has not sent, so no employer has it.
 */
export const SENT_APPLICATION = EMPLOYER_VISIBLE_APPLICATION;

/** Every application the employer sees, across all their jobs. */
export function employerApplicationsWhere(employerId: number) {
  return { ...EMPLOYER_VISIBLE_APPLICATION, job: { employerId } } satisfies Prisma.ApplicationWhereInput;
}

/** The applications the employer sees on one job (the job's own applicant page). */
export function jobApplicationsWhere(jobId: number) {
  return { ...EMPLOYER_VISIBLE_APPLICATION, jobId } satisfies Prisma.ApplicationWhereInput;
}
