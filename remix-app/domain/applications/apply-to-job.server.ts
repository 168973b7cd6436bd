import { ALREADY_APPLIED_MESSAGE } from "@shared/applications";
import { getDb } from "~/lib/db.server";
import { conflict, forbidden, isUniqueViolation, notFound } from "~/lib/errors.server";
import { assertCan } from "~/domain/access/policy.server";
import { assertAllowance, autoApplyLimitReachedMessage, ensureUsageRow, reserveAutoApplySlot } from "~/domain/billing/allowances.server";
import { readFits } from "~/domain/fit/fit-store.server";
import { emailApplicationSent } from "./application-emails.server";
import { assertCardAutoApplyAdmitted } from "./card-guard.server";
import { resumeForApplication, type ResumePick } from "./application-resumes.server";
import { draftsFillMonthMessage, draftsWaiting, roomForDrafts } from "./drafts.server";

interface ApplyOptions {
  /** Exactly the letter the veteran saw and sent; null or left out: no letter. */
  coverLetter?: string | null;
  additionalNotes?: string | null;
  /** "Apply Now" submits at once; auto-apply from a card through the API creates a pending draft first. */
  submit: boolean;
  autoApplied: boolean;
  /** The resume that goes with it; left out: the veteran's latest (uploaded or builder), if any. */
  resume?: ResumePick;
}

const JOB_SELECT = { id: true, title: true, company: true, location: true, postedAt: true } as const;

async function openJob(jobId: number) {
  const job = await getDb().job.findFirst({ where: { id: jobId, status: "open" }, select: JOB_SELECT });
  if (!job) throw notFound("Job not found");
  return job;
}

/**
/**
 * Creates the veteran's application to an open job with its fit score; one per job. The score and
 * reasons are the stored fit the job's card and page show (issue 53), kept with the application:
 * it is the fit it was sent with, whatever the profile or posting become. An auto-applied one keeps
 * a run's rules: the posting guard (one posting once, three an employer a day), and the month's AI
 * applications, taken only when it is sent; a draft needs room among them (decision 092).
 */
export async function createApplicationForJob(userId: number, jobId: number, options: ApplyOptions) {
  await assertCan(userId, "apply-to-job");
  const db = getDb();
  const job = await openJob(jobId);
  const existing = await db.application.findUnique({ where: { userId_jobId: { userId, jobId } }, select: { id: true } });
  if (existing) throw conflict(ALREADY_APPLIED_MESSAGE);
  const allowance = options.autoApplied ? await assertAllowance(db, userId, "auto-apply") : null;
  const resume = await resumeForApplication(userId, options.resume);
  const fit = (await readFits([{ userId, jobIds: [job.id] }])).get(userId)?.get(job.id) ?? null;
  const now = new Date();
  if (allowance) await ensureUsageRow(userId, now);
  try {
    const application = await db.$transaction(async (tx) => {
      if (allowance) {
        // A sent one takes its slot here; a draft takes none (0 slots), but the same row update
        // makes a concurrent auto-apply of this veteran wait, so the guard below sees its row.
        if (!(await reserveAutoApplySlot(tx, userId, allowance.limit, now, options.submit ? 1 : 0))) {
          throw forbidden(autoApplyLimitReachedMessage(allowance.limit));
        }
        if (!options.submit) {
          const waiting = await draftsWaiting(tx, userId);
          if (roomForDrafts(allowance.remaining, waiting) < 1) throw forbidden(draftsFillMonthMessage(waiting, allowance.limit));
        }
        await assertCardAutoApplyAdmitted(tx, userId, { ...job, postedAt: job.postedAt.getTime() }, now);
      }
      return tx.application.create({
        data: {
          userId,
          jobId,
          status: options.submit ? "sent" : "pending",
          isAutoApplied: options.autoApplied,
          fitScore: fit?.score ?? null,
          fitReasons: fit?.reasons ?? undefined,
          coverLetter: options.coverLetter ?? null,
          additionalNotes: options.additionalNotes ?? null,
          ...resume,
          submittedAt: options.submit ? now : null,
          statusChangedAt: options.submit ? now : null,
        },
      });
    });
    if (options.submit) await emailApplicationSent(application.id, now);
    return application;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ALREADY_APPLIED_MESSAGE);
    throw e;
  }
}
