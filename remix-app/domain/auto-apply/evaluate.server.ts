import { clearanceRank } from "@shared/clearance";
import type { AutoApplySettingsView } from "@shared/auto-apply";
import type { JobScorer, VeteranMatchProfile } from "~/domain/matching/fit-score.server";
import type { OpenJob } from "./open-jobs.server";
import type { PostingGuard } from "~/domain/applications/posting-guard";

export interface AutoApplyPick {
  job: OpenJob;
  score: number;
  reasons: string[];
}

export type SettingRefusal = "remote-only" | "min-salary" | "clearance";

/** What happened to every job a run looked at, for the run that creates nothing to say why. */
export interface EvaluationTally {
  bySetting: Record<SettingRefusal, number>;
  /** Jobs passing the settings that scored under the minimum, by 10-point band (60 → 60–69 %). */
  belowMinimumByBand: Map<number, number>;
  /** Jobs outside the veteran's kept top matches (scored under every listed one, score -1 here). */
  belowTopMatches: number;
  samePosting: number;
  employerDailyCap: number;
}

export interface Evaluation {
  /** Open jobs the veteran has not applied to that the run looked at. */
  evaluated: number;
  /** Jobs passing every setting and the guard, best fit first (newest first on a tie). */
  picks: AutoApplyPick[];
  tally: EvaluationTally;
}

/** The first of the settings (remote only, minimum salary, the clearance ladder) that `job` fails, or null. */
export function settingsRefusal(
  settings: AutoApplySettingsView,
  profile: VeteranMatchProfile,
): (job: OpenJob) => SettingRefusal | null {
  const held = clearanceRank(profile.clearance);
  const minSalary = settings.min_salary;
  return (job) => {
    if (settings.remote_only && job.workType !== "Remote") return "remote-only";
    if (minSalary !== null && minSalary > 0) {
      // A job that names no salary cannot be shown to meet the minimum.
      const top = job.salaryMax ?? job.salaryMin;
      if (top === null || top < minSalary) return "min-salary";
    }
    if (settings.require_clearance_match && job.clearanceRank > held) return "clearance";
    return null;
  };
}

/**
 * Scores every open job the veteran has not applied to and keeps those passing the settings
 * with a fit score at or above the minimum, best first; with a guard, only those it admits (one
 * posting seen under two ids once, at most three of one employer a day). Synchronous: the run and
 * the daily scan's worker both call it on a snapshot of open jobs. The tally says where the others went.
 */
export function evaluateJobs(
  jobs: readonly OpenJob[],
  appliedJobIds: ReadonlySet<number>,
  settings: AutoApplySettingsView,
  profile: VeteranMatchProfile,
  scorer: JobScorer,
  keep: number,
  guard?: PostingGuard,
): Evaluation {
  const refusal = settingsRefusal(settings, profile);
  const tally: EvaluationTally = {
    bySetting: { "remote-only": 0, "min-salary": 0, clearance: 0 },
    belowMinimumByBand: new Map(),
    belowTopMatches: 0,
    samePosting: 0,
    employerDailyCap: 0,
  };
  const picks: AutoApplyPick[] = [];
  let evaluated = 0;
  for (const job of jobs) {
    if (appliedJobIds.has(job.id)) continue;
    evaluated++;
    const refused = refusal(job);
    if (refused) {
      tally.bySetting[refused]++;
      continue;
    }
    const fit = scorer(job);
    if (fit.score >= settings.min_match_score) picks.push({ job, score: fit.score, reasons: fit.reasons });
    else if (fit.score < 0) tally.belowTopMatches++;
    else {
      const band = Math.floor(fit.score / 10) * 10;
      tally.belowMinimumByBand.set(band, (tally.belowMinimumByBand.get(band) ?? 0) + 1);
    }
  }
  picks.sort((a, b) => b.score - a.score || b.job.postedAt - a.job.postedAt || b.job.id - a.job.id);
  if (!guard) return { evaluated, picks: picks.slice(0, keep), tally };
  const admitted: AutoApplyPick[] = [];
  for (const pick of picks) {
    if (admitted.length >= keep) break;
    const refused = guard.refusal(pick.job);
    if (refused === "same-posting") tally.samePosting++;
    else if (refused === "employer-daily-cap") tally.employerDailyCap++;
    else if (guard.admit(pick.job)) admitted.push(pick);
  }
  return { evaluated, picks: admitted, tally };
}
