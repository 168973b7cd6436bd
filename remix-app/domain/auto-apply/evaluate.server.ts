import { clearanceRank } from "@shared/clearance";
import type { AutoApplySettingsView } from "@shared/auto-apply";
import type { JobScorer, VeteranMatchProfile } from "~/domain/matching/fit-score.server";
import type { OpenJob } from "./open-jobs.server";
import type { PostingGuard } from "./posting-guard";

export interface AutoApplyPick {
  job: OpenJob;
  score: number;
  reasons: string[];
}

export interface Evaluation {
  /** Open jobs the veteran has not applied to that the run looked at. */
  evaluated: number;
  /** Jobs passing every setting and the guard, best fit first (newest first on a tie). */
  picks: AutoApplyPick[];
}

/** The settings as one predicate: remote only, minimum salary, and the clearance ladder. */
export function settingsFilter(settings: AutoApplySettingsView, profile: VeteranMatchProfile): (job: OpenJob) => boolean {
  const held = clearanceRank(profile.clearance);
  const minSalary = settings.min_salary;
  return (job) => {
    if (settings.remote_only && job.workType !== "Remote") return false;
    if (minSalary !== null && minSalary > 0) {
      // A job that names no salary cannot be shown to meet the minimum.
      const top = job.salaryMax ?? job.salaryMin;
      if (top === null || top < minSalary) return false;
    }
    if (settings.require_clearance_match && job.clearanceRank > held) return false;
    return true;
  };
}

/**
 * Scores every open job the veteran has not applied to and keeps those passing the settings
 * with a fit score at or above the minimum, best first; with a guard, only those it admits (one
 * posting seen under two ids once, at most three of one employer a day). Synchronous: the run and
 * the daily scan's worker both call it on a snapshot of open jobs.
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
  const passes = settingsFilter(settings, profile);
  const picks: AutoApplyPick[] = [];
  let evaluated = 0;
  for (const job of jobs) {
    if (appliedJobIds.has(job.id)) continue;
    evaluated++;
    if (!passes(job)) continue;
    const fit = scorer(job);
    if (fit.score >= settings.min_match_score) picks.push({ job, score: fit.score, reasons: fit.reasons });
  }
  picks.sort((a, b) => b.score - a.score || b.job.postedAt - a.job.postedAt || b.job.id - a.job.id);
  if (!guard) return { evaluated, picks: picks.slice(0, keep) };
  const admitted: AutoApplyPick[] = [];
  for (const pick of picks) {
    if (admitted.length >= keep) break;
    if (guard.admit(pick.job)) admitted.push(pick);
  }
  return { evaluated, picks: admitted };
}
