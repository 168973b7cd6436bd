import { APPLICATION_STATUS_LABELS, displayStatus, EMPLOYER_TRANSITIONS, type EmployerDecision } from "@shared/applications";
import { applicationResumeUrl } from "./application-resumes.server";
import { getDb } from "~/lib/db.server";
import { conflict, forbidden, notFound } from "~/lib/errors.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { emailDecisions } from "./application-emails.server";
import { assertCan } from "~/domain/access/policy.server";
import { readFits } from "~/domain/fit/fit-store.server";
import { matchProfileFromRow } from "~/domain/matching/veteran-match-profile.server";
import { jobApplicationsWhere } from "./employer-visible.server";

async function ownedJob(employerId: number, jobId: number) {
  await assertCan(employerId, "review-applicants");
  const job = await getDb().job.findUnique({ where: { id: jobId }, select: { id: true, title: true, employerId: true, status: true, company: true } });
  if (!job) throw notFound("Job not found");
  if (job.employerId !== employerId) throw forbidden("You can only see applicants to your own jobs");
  return job;
}

/** Submitted applicants of the employer's job with fit score and reasons, best fit first. */
export async function listApplicantsForJob(employerId: number, jobId: number) {
  const job = await ownedJob(employerId, jobId);
  const applications = await getDb().application.findMany({
    where: jobApplicationsWhere(jobId),
    orderBy: [{ fitScore: "desc" }, { submittedAt: "asc" }],
    select: {
      ...APPLICANT_ROW_SELECT,
      isAutoApplied: true,
      coverLetter: true,
      user: { select: { id: true, fullName: true, profilePicUrl: true, veteranProfile: true } },
    },
  });
  // Today's fits, read through the store in one batch, with reasons written for the employer
  // ("Holds Confidential; the job requires Secret"); the score is the one the veteran sees.
  const profiles = new Map(applications.flatMap((a) => (a.user.veteranProfile ? [[a.user.id, matchProfileFromRow(a.user.veteranProfile)] as const] : [])));
  const today = await readFits(
    applications.map((a) => ({ userId: a.user.id, jobIds: [job.id] })),
    { profiles, audience: "employer" },
  );
  return {
    job: { id: job.id, title: job.title, status: job.status },
    applicants: applications.map((a) => {
      const profile = a.user.veteranProfile;
      const fit = today.get(a.user.id)?.get(job.id) ?? null;
      return {
        ...applicantRowBase(a),
        profile_pic_url: a.user.profilePicUrl,
        headline: profile?.headline ?? null,
        military_rank: profile?.militaryRank ?? null,
        // The fit it was sent with is the employer's contract (issue 53); today's beside it.
        fit_score: a.fitScore ?? fit?.score ?? null,
        fit_score_now: fit?.score ?? null,
        fit_reasons: fit?.reasons ?? [],
        fit_reason_kinds: fit?.kinds ?? [],
        cover_letter: a.coverLetter,
      };
    }),
  };
}

/** The columns `applicantRowBase` reads and both applicant lists sort by (fit, then when applied). */
export const APPLICANT_ROW_SELECT = {
  id: true,
  status: true,
  fitScore: true,
  submittedAt: true,
  createdAt: true,
  resumeId: true,
  uploadedResumeId: true,
  user: { select: { id: true, fullName: true, veteranProfile: true } },
} as const;

interface ApplicantSource {
  id: number;
  status: string;
  submittedAt: Date | null;
  createdAt: Date;
  resumeId: number | null;
  uploadedResumeId: number | null;
  user: { id: number; fullName: string; veteranProfile: { militaryBranch: string | null; mosCode: string | null; verifiedStatus: boolean } | null };
}

/** What both applicant screens (one job's list, the all-jobs pipeline) show of an application and its veteran. */
export function applicantRowBase(a: ApplicantSource) {
  const profile = a.user.veteranProfile;
  const status = displayStatus(a.status);
  return {
    application_id: a.id,
    user_id: a.user.id,
    full_name: a.user.fullName,
    military_branch: profile?.militaryBranch ?? null,
    mos_code: profile?.mosCode ?? null,
    verified: profile?.verifiedStatus ?? false,
    status,
    allowed_statuses: [...EMPLOYER_TRANSITIONS[status]],
    applied_at: (a.submittedAt ?? a.createdAt).toISOString(),
    /** The resume that went with it (a download), or null when none did. */
    resume_url: applicationResumeUrl(a),
  };
}

/** The pipeline's one rule: only EMPLOYER_TRANSITIONS' steps, with the message the employer sees. */
export function assertEmployerTransition(status: string, next: EmployerDecision): void {
  const current = displayStatus(status);
  if (!EMPLOYER_TRANSITIONS[current].includes(next)) {
    throw conflict(`An application that is ${APPLICATION_STATUS_LABELS[current].toLowerCase()} cannot be moved to ${APPLICATION_STATUS_LABELS[next].toLowerCase()}`);
  }
}

/** Where the veteran's notification about one application lands: its card on the tracker. */
export function trackerLink(applicationId: number): string {
  return `/applications#application-${applicationId}`;
}

/** What the veteran's notification says when an employer moves their application. */
export function decisionNotificationTitle(job: { company: string; title: string }, next: EmployerDecision): string {
  return `${job.company}: ${APPLICATION_STATUS_LABELS[next]} — ${job.title}`;
}

/**
 * Moves an application along the pipeline (allowed transitions only). The veteran's tracker
 * shows it at once, and the veteran gets a notification, live if they are online.
 */
export async function decideApplication(employerId: number, applicationId: number, next: EmployerDecision) {
  await assertCan(employerId, "review-applicants");
  const db = getDb();
  const application = await db.application.findUnique({
    where: { id: applicationId },
    select: { id: true, status: true, userId: true, job: { select: { id: true, title: true, company: true, employerId: true } } },
  });
  if (!application || application.status === "pending") throw notFound("Application not found");
  if (application.job.employerId !== employerId) throw forbidden("You can only manage applicants to your own jobs");
  assertEmployerTransition(application.status, next);
  const now = new Date();
  const title = decisionNotificationTitle(application.job, next);
  await withNotifications((notices) => db.$transaction(async (tx) => {
    // The status check is repeated in the write so two quick clicks cannot both apply.
    const moved = await tx.application.updateMany({ where: { id: applicationId, status: application.status }, data: { status: next, statusChangedAt: now } });
    if (moved.count !== 1) throw conflict("This application was just updated. Reload to see its status.");
    await notices.write([{ userId: application.userId, type: "application_status", title, link: trackerLink(applicationId) }], tx);
  }));
  await emailDecisions([applicationId], next);
  return { id: applicationId, status: next };
}
