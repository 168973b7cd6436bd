import { ALREADY_APPLIED_MESSAGE } from "@shared/applications";
import { getDb } from "~/lib/db.server";
import { conflict, forbidden, isUniqueViolation, notFound } from "~/lib/errors.server";
import { assertCan } from "~/domain/access/policy.server";
import { assertAllowance, autoApplyLimitReachedMessage, ensureUsageRow, reserveAutoApplySlot } from "~/domain/billing/allowances.server";
import { readFits } from "~/domain/fit/fit-store.server";

interface ApplyOptions {
  coverLetter?: string | null;
  additionalNotes?: string | null;
  /** "Apply Now" submits at once; auto-apply from a card creates a pending one first. */
  submit: boolean;
  autoApplied: boolean;
}

async function openJob(jobId: number) {
  const job = await getDb().job.findFirst({ where: { id: jobId, status: "open" }, select: { id: true } });
  if (!job) throw notFound("Job not found");
  return job;
}

/**
 * Creates the veteran's application to an open job with its fit score; one per job. The score and
 * reasons are the stored fit the job's card and page show (issue 53), kept with the application:
 * it is the fit it was sent with, whatever the profile or posting become.
 */
export async function createApplicationForJob(userId: number, jobId: number, options: ApplyOptions) {
  await assertCan(userId, "apply-to-job");
  const db = getDb();
  const job = await openJob(jobId);
  const existing = await db.application.findUnique({ where: { userId_jobId: { userId, jobId } }, select: { id: true } });
  if (existing) throw conflict(ALREADY_APPLIED_MESSAGE);
  const allowance = options.autoApplied ? await assertAllowance(db, userId, "auto-apply") : null;
  const fit = (await readFits([{ userId, jobIds: [job.id] }])).get(userId)?.get(job.id) ?? null;
  const now = new Date();
  if (allowance) await ensureUsageRow(userId, now);
  try {
    return await db.$transaction(async (tx) => {
      // An auto-applied one takes a slot of the month's allowance with it, atomically.
      if (allowance && !(await reserveAutoApplySlot(tx, userId, allowance.limit, now))) {
        throw forbidden(autoApplyLimitReachedMessage(allowance.limit));
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
          submittedAt: options.submit ? now : null,
          statusChangedAt: options.submit ? now : null,
        },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ALREADY_APPLIED_MESSAGE);
    throw e;
  }
}
