import { AUTO_APPLY_NOT_ENABLED_MESSAGE, type AutoApplyRunView } from "@shared/auto-apply";
import { resumeForApplication } from "~/domain/applications/application-resumes.server";
import { fillLetterTemplate, NO_LETTER_TEMPLATE_MESSAGE, type ApplyMode } from "@shared/auto-apply-letter";
import { insertRows } from "~/lib/bulk-insert.server";
import { getDb, type DbTx } from "~/lib/db.server";
import { badRequest, isUniqueViolation } from "~/lib/errors.server";
import { ensureUsageRow, reserveAutoApplySlot, usageMonth } from "~/domain/billing/allowances.server";
import { matchProfileKey, type FitResult, type JobScorer } from "~/domain/matching/fit-score.server";
import { listedScores } from "~/domain/fit/fit-ranking.server";
import { readFits } from "~/domain/fit/fit-store.server";
import { loadVeteranMatchProfile } from "~/domain/matching/veteran-match-profile.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { emailDraftsWaiting } from "~/domain/communication/event-emails.server";
import { assertPaidVeteran } from "./access.server";
import { AUTO_APPLY_NOTES, draftsWaiting, roomForDrafts } from "~/domain/applications/drafts.server";
import { evaluateJobs, type AutoApplyPick } from "./evaluate.server";
import { whyNothing } from "./why-nothing";
import { heldApplications, heldApplicationsSince, mergeHeld, type HeldRow } from "~/domain/applications/held-applications.server";
import { openJobsById, openJobsSnapshot, type OpenJob } from "./open-jobs.server";
import { PER_EMPLOYER_WINDOW_MS, PostingGuard } from "~/domain/applications/posting-guard";
import { readAutoApplySettings } from "./settings.server";

export const PROFILE_NEEDED_MESSAGE =
  "Complete your veteran profile (branch and occupation code) so auto-apply can match jobs to you.";
/** Spare picks beyond the allowance, for jobs another run takes first. */
const SPARE_PICKS = 20;

export interface RunOptions {
  trigger?: "manual" | "scheduled";
  now?: Date;
  /** Chosen for this run (Run Now); the saved mode when left out (the daily scan). */
  mode?: ApplyMode;
}

export interface RunOutcome extends AutoApplyRunView {
  mode: ApplyMode;
  /** Sent to an employer on VetCareer with the approved letter. */
  submitted: number;
  /** Pending: a draft waiting for the veteran's review, or a letter for an employer's own site. */
  prepared: number;
  /** When the run created nothing: why, in numbers. */
  why_none: string | null;
}

/**
 * One auto-apply run for a veteran (docs/decisions/032-auto-apply.md): the best-fitting open jobs
 * they have not applied to, that pass their settings, up to what the month has left. Each
 * application takes a slot of the monthly counter in its own transaction, so two runs at once
 * never pass the plan's limit and a job is never applied to twice (the unique userId+jobId).
 * "Queue for my review" (the default) leaves every application pending as a draft until the
 * veteran approves it (its letter is written when they open it); "Send with my approved letter" sends the veteran's own letter.
 * Neither applies twice to one posting seen under two ids, nor to more than three postings of one
 * employer a day (PostingGuard, checked again inside each write).
 */
export async function runAutoApply(userId: number, options: RunOptions = {}): Promise<RunOutcome> {
  const now = options.now ?? new Date();
  const trigger = options.trigger ?? "manual";
  const allowance = await assertPaidVeteran(userId, now);
  const settings = await readAutoApplySettings(userId);
  if (!settings.enabled) throw badRequest(AUTO_APPLY_NOT_ENABLED_MESSAGE);
  const mode = options.mode ?? settings.apply_mode;
  const template = settings.letter_template;
  if (mode === "template" && !template) throw badRequest(NO_LETTER_TEMPLATE_MESSAGE);
  const profile = await loadVeteranMatchProfile(userId);
  if (!profile || (!profile.code && profile.skills.length === 0 && profile.desiredRoles.length === 0))
    throw badRequest(PROFILE_NEEDED_MESSAGE);

  const db = getDb();
  const run = await db.autoApplyRun.create({ data: { userId, trigger, startedAt: now }, select: { id: true } });
  try {
    // The stored fits the veteran's cards show (issue 53), from their ranked list: the same number
    // on the list, the job page and here, so a minimum equal to a listed score takes that job.
    const [jobs, held, listed, waiting] = await Promise.all([
      openJobsSnapshot(db),
      heldApplications(db, userId),
      // The profile's key, not its scorer: building one for each of a scan's veterans cost more than reading the list.
      listedScores(userId, { profileKey: matchProfileKey(profile) }, db),
      draftsWaiting(db, userId),
    ]);
    // Drafts take nothing of the month until sent, but each must be sendable this month (decision 092).
    const room = roomForDrafts(allowance.remaining, waiting);
    const applied = new Set(held.map((a) => a.jobId));
    const open = openJobsById(jobs);
    // Only a listed job can reach the minimum (every other one is below the list's floor), so the
    // picks come from the list's open jobs, not a walk of every open job per veteran.
    const evaluate = (among: readonly OpenJob[]) =>
      evaluateJobs(among, applied, settings, profile, listedScorer(listed), room + SPARE_PICKS, new PostingGuard(held, now.getTime()));
    const evaluation = evaluate([...listed.keys()].flatMap((id) => open.get(id) ?? []));
    const picks = await confirmPicks(userId, evaluation.picks, settings.min_match_score);
    const send: SendPlan = {
      userId,
      mode,
      template: mode === "template" ? template : null,
      held,
      limit: allowance.limit,
      now,
      resume: await resumeForApplication(userId),
    };
    const outcome = await applyToPicks(send, picks, room);
    const result: RunOutcome = {
      ...outcome,
      mode,
      jobs_evaluated: jobs.length - [...applied].filter((id) => open.has(id)).length,
      why_none:
        outcome.applications_created === 0
          ? // Where every open job went, in numbers: the one case that walks them all.
            whyNothing(evaluate(jobs).tally, {
              minScore: settings.min_match_score,
              remaining: allowance.remaining,
              waiting,
              limit: allowance.limit,
            })
          : null,
    };
    await finishRun(userId, run.id, result, trigger, null);
    return result;
  } catch (e) {
    await db.autoApplyRun.update({ where: { id: run.id }, data: { finishedAt: new Date(), error: String(e).slice(0, 500) } });
    throw e;
  }
}

const UNLISTED: FitResult = Object.freeze({ score: -1, reasons: [], kinds: [] });

/**
 * The stored list's scores as the evaluation's scorer: a job off the list is below every minimum.
 * Reasons are left out here; confirmPicks reads each pick's whole stored fit.
 */
function listedScorer(listed: ReadonlyMap<number, number>): JobScorer {
  return (job) => {
    const score = listed.get(job.id);
    return score === undefined ? UNLISTED : { score, reasons: [], kinds: [] };
  };
}

/**
 * The picks' fits read through the store once more (a posting changed since the list was ranked
 * is scored again), so what the application keeps is today's stored fit; a pick that fell below
 * the minimum is dropped.
 */
async function confirmPicks(userId: number, picks: readonly AutoApplyPick[], minimum: number): Promise<AutoApplyPick[]> {
  if (picks.length === 0) return [];
  const fits = (await readFits([{ userId, jobIds: picks.map((pick) => pick.job.id) }])).get(userId);
  return picks.flatMap((pick) => {
    const fit = fits?.get(pick.job.id);
    return fit && fit.score >= minimum ? [{ ...pick, score: fit.score, reasons: fit.reasons }] : [];
  });
}

/**
 * Picks are applied to in chunks (a plan allows at most 250 a month, so usually one): one slot
 * reservation and one multi-row INSERT each, where a row at a time cost the
 * daily scan more than half its time.
 */
const CHUNK = 250;

interface SendPlan {
  userId: number;
  mode: ApplyMode;
  /** The approved letter, in template mode. */
  template: string | null;
  /** The veteran's applications when the run began. */
  held: readonly HeldRow[];
  limit: number;
  now: Date;
  /** The resume every application of the run carries: the veteran's latest (decision 117). */
  resume: { resumeId: number | null; uploadedResumeId: number | null };
}

function applicationRow(plan: SendPlan, pick: AutoApplyPick, coverLetter: string | null, at: Date) {
  // Sent only with the veteran's own approved letter and only to an employer on VetCareer; a job
  // that takes applications on an outside site is prepared for the veteran to send there
  // (decision 032); in review mode everything waits for the veteran as a pending draft.
  const sent = plan.mode === "template" && pick.job.employerId !== null;
  return {
    userId: plan.userId,
    jobId: pick.job.id,
    status: sent ? "sent" : "pending",
    isAutoApplied: true,
    fitScore: pick.score,
    fitReasons: pick.reasons,
    coverLetter,
    additionalNotes: AUTO_APPLY_NOTES,
    resumeId: plan.resume.resumeId,
    uploadedResumeId: plan.resume.uploadedResumeId,
    submittedAt: sent ? at : null,
    statusChangedAt: sent ? at : null,
    // A multi-row INSERT fills in nothing Prisma would: every DateTime column is given.
    createdAt: at,
    updatedAt: at,
  };
}

type ApplicationRow = ReturnType<typeof applicationRow>;
interface Planned {
  row: ApplicationRow;
  job: OpenJob;
}

/**
 * Letters for a chunk: the veteran's approved one filled in. A draft for review gets none here:
 * its letter is written (and grounding-checked) when the veteran first opens the draft, or
 * approves it unopened (domain/applications/draft-letter.server.ts). Most drafts of a daily scan
 * are never opened, and writing them all cost the scan more than half its time.
 */
function lettersFor(plan: SendPlan, chunk: readonly AutoApplyPick[]): Map<number, string | null> {
  const template = plan.template;
  return new Map(chunk.map((pick) => [pick.job.id, template === null ? null : fillLetterTemplate(template, pick.job)]));
}

async function applyToPicks(plan: SendPlan, picks: readonly AutoApplyPick[], remaining: number) {
  const { userId, now } = plan;
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
    const letters = lettersFor(plan, chunk);
    const at = new Date();
    const planned = chunk.map((pick) => ({
      row: applicationRow(plan, pick, letters.get(pick.job.id) ?? null, at),
      job: pick.job,
    }));
    const inserted = (await insertWhole(plan, planned)) ?? (await insertOneByOne(plan, planned));
    submitted += inserted.submitted;
    prepared += inserted.prepared;
    monthUsedUp = inserted.monthUsedUp;
  }
  return { applications_created: submitted + prepared, submitted, prepared };
}

const tally = (planned: readonly Planned[], monthUsedUp: boolean) => {
  const submitted = planned.filter((p) => p.row.status === "sent").length;
  return { submitted, prepared: planned.length - submitted, monthUsedUp };
};

/**
 * Inside a write, after its slots are reserved (the usage row is this veteran's lock): whether the
 * month still has room for `newDrafts` more drafts beside those waiting and the applications sent,
 * also when another run added drafts meanwhile (decision 092).
 */
async function monthHasRoom(tx: DbTx, plan: SendPlan, newDrafts: number): Promise<boolean> {
  if (newDrafts === 0) return true;
  const [usage, waiting] = await Promise.all([
    tx.autoApplyUsage.findUnique({
      where: { userId_month: { userId: plan.userId, month: usageMonth(plan.now) } },
      select: { used: true },
    }),
    draftsWaiting(tx, plan.userId),
  ]);
  return (usage?.used ?? 0) + waiting + newDrafts <= plan.limit;
}

/** Thrown inside a write to roll back its reserved slots. */
class GuardRefused extends Error {}

/**
 * Inside a write, after its slots are reserved (which makes concurrent runs of this veteran wait
 * on the usage row): what another run added meanwhile, checked with the guard once more.
 */
async function assertGuardStillAdmits(tx: DbTx, plan: SendPlan, planned: readonly Planned[]): Promise<void> {
  const recent = await heldApplicationsSince(tx, plan.userId, new Date(plan.now.getTime() - PER_EMPLOYER_WINDOW_MS));
  const guard = new PostingGuard(mergeHeld(plan.held, recent), plan.now.getTime());
  for (const p of planned) if (!guard.admit(p.job)) throw new GuardRefused();
}

/** The whole chunk in one transaction, or null (nothing written) when the month has fewer slots left or a job was taken. */
async function insertWhole(plan: SendPlan, planned: readonly Planned[]) {
  try {
    return await getDb().$transaction(async (tx) => {
      // Sent ones take their slots; drafts none, yet the row update still serializes this veteran's runs.
      const sent = planned.filter((p) => p.row.status === "sent").length;
      if (!(await reserveAutoApplySlot(tx, plan.userId, plan.limit, plan.now, sent))) return null;
      if (!(await monthHasRoom(tx, plan, planned.length - sent))) return null;
      await assertGuardStillAdmits(tx, plan, planned);
      await insertRows(
        tx,
        "Application",
        planned.map((p) => p.row),
      );
      return tally(planned, false);
    });
  } catch (e) {
    if (isUniqueViolation(e) || e instanceof GuardRefused) return null;
    throw e;
  }
}

/** The careful path when another run or Apply Now raced this one: each application takes its own slot. */
async function insertOneByOne(plan: SendPlan, planned: readonly Planned[]) {
  const created: Planned[] = [];
  for (const p of planned) {
    let ok: boolean;
    try {
      ok = await getDb().$transaction(async (tx) => {
        const sent = p.row.status === "sent" ? 1 : 0;
        if (!(await reserveAutoApplySlot(tx, plan.userId, plan.limit, plan.now, sent))) return false;
        if (!(await monthHasRoom(tx, plan, 1 - sent))) return false;
        await assertGuardStillAdmits(tx, plan, [p]);
        await tx.application.create({ data: p.row });
        return true;
      });
    } catch (e) {
      if (isUniqueViolation(e) || e instanceof GuardRefused) continue;
      throw e;
    }
    if (!ok) return tally(created, true); // the month is used up (a concurrent run took the rest)
    created.push(p);
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
            // Drafts waiting for the veteran (to review, or to send on the employer's site) open the drafts section.
            link: result.prepared > 0 ? "/applications#drafts" : "/applications",
          },
        ]
      : [];
  await withNotifications((writes) =>
    db.$transaction(async (tx) => {
      await tx.autoApplyRun.update({
        where: { id: runId },
        data: {
          finishedAt: new Date(),
          jobsEvaluated: result.jobs_evaluated,
          applicationsCreated: result.applications_created,
          error,
        },
      });
      await writes.write(notices, tx);
    }),
  );
  if (result.mode === "review" && result.prepared > 0) await emailDraftsWaiting(userId, result.prepared);
}

function summary(result: RunOutcome): string {
  const parts = [`${result.jobs_evaluated} jobs evaluated.`];
  if (result.mode === "review" && result.prepared > 0) {
    parts.push(
      `${result.prepared} waiting for your review in Applications, each with a draft cover letter written when you open it: nothing is sent until you approve it.`,
    );
  }
  if (result.submitted > 0) parts.push(`${result.submitted} submitted to employers on VetCareer with your approved letter.`);
  if (result.mode === "template" && result.prepared > 0) {
    parts.push(
      `${result.prepared} prepared with a cover letter for jobs that take applications on the employer's own site: open them in Applications to send.`,
    );
  }
  if (result.why_none) parts.push(result.why_none);
  return parts.join(" ");
}
