import { AUTO_APPLY_NOT_ENABLED_MESSAGE, type AutoApplyRunView } from "@shared/auto-apply";
import { insertRows } from "~/lib/bulk-insert.server";
import { getDb } from "~/lib/db.server";
import { badRequest, isUniqueViolation } from "~/lib/errors.server";
import { ensureUsageRow, reserveAutoApplySlot } from "~/domain/billing/allowances.server";
import { createScorer } from "~/domain/matching/fit-score.server";
import { loadVeteranMatchProfile } from "~/domain/matching/veteran-match-profile.server";
import { pushNotifications, writeNotifications } from "~/domain/notifications/notify.server";
import { writeCoverLetters } from "~/domain/writing/cover-letter.server";
import { assertPaidVeteran } from "./access.server";
import { evaluateJobs, type AutoApplyPick } from "./evaluate.server";
import { openJobsSnapshot } from "./open-jobs.server";
import { readAutoApplySettings } from "./settings.server";

export const AUTO_APPLY_NOTES = "Applied with VetCareer AI Auto-Apply.";
export const PROFILE_NEEDED_MESSAGE =
  "Complete your veteran profile (branch and occupation code) so auto-apply can match jobs to you.";
/** Spare picks beyond the allowance, for jobs another run takes first. */
const SPARE_PICKS = 20;

export interface RunOptions {
  trigger?: "manual" | "scheduled";
  now?: Date;
}

export interface RunOutcome extends AutoApplyRunView {
  submitted: number;
  prepared: number;
}

/**
 * One auto-apply run for a veteran (docs/decisions/032-auto-apply.md): the best-fitting open jobs
 * they have not applied to, that pass their settings, up to what the month has left. Each
 * application takes a slot of the monthly counter in its own transaction, so two runs at once
 * never pass the plan's limit and a job is never applied to twice (the unique userId+jobId).
 */
export async function runAutoApply(userId: number, options: RunOptions = {}): Promise<RunOutcome> {
  const now = options.now ?? new Date();
  const trigger = options.trigger ?? "manual";
  const allowance = await assertPaidVeteran(userId, now);
  const settings = await readAutoApplySettings(userId);
  if (!settings.enabled) throw badRequest(AUTO_APPLY_NOT_ENABLED_MESSAGE);
  const profile = await loadVeteranMatchProfile(userId);
  if (!profile || (!profile.code && profile.skills.length === 0 && profile.desiredRoles.length === 0))
    throw badRequest(PROFILE_NEEDED_MESSAGE);

  const db = getDb();
  const run = await db.autoApplyRun.create({ data: { userId, trigger, startedAt: now }, select: { id: true } });
  try {
    const [jobs, applied] = await Promise.all([
      openJobsSnapshot(db),
      db.application.findMany({ where: { userId }, select: { jobId: true } }),
    ]);
    const evaluation = evaluateJobs(
      jobs,
      new Set(applied.map((a) => a.jobId)),
      settings,
      profile,
      createScorer(profile),
      allowance.remaining + SPARE_PICKS,
    );
    const outcome = await applyToPicks(userId, evaluation.picks, allowance.limit, allowance.remaining, now);
    const result: RunOutcome = { ...outcome, jobs_evaluated: evaluation.evaluated };
    await finishRun(userId, run.id, result, trigger, null);
    return result;
  } catch (e) {
    await db.autoApplyRun.update({ where: { id: run.id }, data: { finishedAt: new Date(), error: String(e).slice(0, 500) } });
    throw e;
  }
}

/**
 * Picks are applied to in chunks (a plan allows at most 250 a month, so usually one): one slot
 * reservation, one read of facts and one multi-row INSERT each, where a row at a time cost the
 * daily scan more than half its time.
 */
const CHUNK = 250;

function applicationRow(userId: number, pick: AutoApplyPick, coverLetter: string, at: Date) {
  // A job on VetCareer is submitted to its employer's pipeline; one that takes applications only on
  // an outside site is prepared (letter, score) for the veteran to send there (decision 032).
  const onPlatform = pick.job.employerId !== null;
  return {
    userId,
    jobId: pick.job.id,
    status: onPlatform ? "sent" : "pending",
    isAutoApplied: true,
    fitScore: pick.score,
    fitReasons: pick.reasons,
    coverLetter,
    additionalNotes: AUTO_APPLY_NOTES,
    submittedAt: onPlatform ? at : null,
    statusChangedAt: onPlatform ? at : null,
    // A multi-row INSERT fills in nothing Prisma would: every DateTime column is given.
    createdAt: at,
    updatedAt: at,
  };
}

type ApplicationRow = ReturnType<typeof applicationRow>;

async function applyToPicks(userId: number, picks: readonly AutoApplyPick[], limit: number, remaining: number, now: Date) {
  const db = getDb();
  let submitted = 0;
  let prepared = 0;
  if (remaining <= 0 || picks.length === 0) return { applications_created: 0, submitted, prepared };
  await ensureUsageRow(userId, now);
  let next = 0;
  let monthUsedUp = false;
  while (!monthUsedUp && next < picks.length && submitted + prepared < remaining) {
    const candidates = picks.slice(next, next + Math.min(CHUNK, remaining - submitted - prepared));
    next += candidates.length;
    // Another run (or Apply Now) may have taken some of these jobs meanwhile: no letters for those.
    const taken = await db.application.findMany({
      where: { userId, jobId: { in: candidates.map((pick) => pick.job.id) } },
      select: { jobId: true },
    });
    const takenIds = new Set(taken.map((row) => row.jobId));
    const chunk = candidates.filter((pick) => !takenIds.has(pick.job.id));
    if (chunk.length === 0) continue;
    const letters = await writeCoverLetters(
      userId,
      chunk.map((pick) => pick.job.id),
    );
    const at = new Date();
    const rows = chunk.flatMap((pick) => {
      const letter = letters.get(pick.job.id);
      return letter ? [applicationRow(userId, pick, letter.text, at)] : [];
    });
    if (rows.length === 0) continue;
    const inserted = (await insertWhole(userId, rows, limit, now)) ?? (await insertOneByOne(userId, rows, limit, now));
    submitted += inserted.submitted;
    prepared += inserted.prepared;
    monthUsedUp = inserted.monthUsedUp;
  }
  return { applications_created: submitted + prepared, submitted, prepared };
}

const tally = (rows: readonly ApplicationRow[], monthUsedUp: boolean) => {
  const submitted = rows.filter((row) => row.status === "sent").length;
  return { submitted, prepared: rows.length - submitted, monthUsedUp };
};

/** The whole chunk in one transaction, or null (nothing written) when the month has fewer slots left or a job was taken. */
async function insertWhole(userId: number, rows: readonly ApplicationRow[], limit: number, now: Date) {
  try {
    return await getDb().$transaction(async (tx) => {
      if (!(await reserveAutoApplySlot(tx, userId, limit, now, rows.length))) return null;
      await insertRows(tx, "Application", rows);
      return tally(rows, false);
    });
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

/** The careful path when another run or Apply Now raced this one: each application takes its own slot. */
async function insertOneByOne(userId: number, rows: readonly ApplicationRow[], limit: number, now: Date) {
  const created: ApplicationRow[] = [];
  for (const row of rows) {
    let ok: boolean;
    try {
      ok = await getDb().$transaction(async (tx) => {
        if (!(await reserveAutoApplySlot(tx, userId, limit, now))) return false;
        await tx.application.create({ data: row });
        return true;
      });
    } catch (e) {
      if (isUniqueViolation(e)) continue;
      throw e;
    }
    if (!ok) return tally(created, true); // the month is used up (a concurrent run took the rest)
    created.push(row);
  }
  return tally(created, false);
}

async function finishRun(userId: number, runId: number, result: RunOutcome, trigger: string, error: string | null) {
  const db = getDb();
  const notices =
    result.applications_created > 0 || trigger === "manual"
      ? [
          {
            userId,
            type: "auto_apply" as const,
            title:
              result.applications_created === 1
                ? "Auto-apply created 1 application"
                : `Auto-apply created ${result.applications_created} applications`,
            body: summary(result),
            link: "/applications",
          },
        ]
      : [];
  const written = await db.$transaction(async (tx) => {
    await tx.autoApplyRun.update({
      where: { id: runId },
      data: {
        finishedAt: new Date(),
        jobsEvaluated: result.jobs_evaluated,
        applicationsCreated: result.applications_created,
        error,
      },
    });
    return writeNotifications(notices, tx);
  });
  pushNotifications(written);
}

function summary(result: RunOutcome): string {
  const parts = [`${result.jobs_evaluated} jobs evaluated.`];
  if (result.submitted > 0)
    parts.push(`${result.submitted} submitted to employers on VetCareer, each with its own cover letter.`);
  if (result.prepared > 0) {
    parts.push(
      `${result.prepared} prepared with a cover letter for jobs that take applications on the employer's own site: open them in Applications to send.`,
    );
  }
  if (result.applications_created === 0) parts.push("No new job met your settings this time.");
  return parts.join(" ");
}
