import { LRUCache } from "lru-cache";
import { federalSeriesForVeteran, type VeteranFederalSeries } from "./federal-series.server";
import { occupationMatcher } from "./occupation-affinity.server";
import {
  clearanceCriterion,
  experienceCriterion,
  industryCriterion,
  locationCriterion,
  salaryCriterion,
} from "./fit-criteria.server";
import { federalSeriesCriterion } from "./fit-federal-series.server";
import { licenceGap, requirementGaps, scheduleCriterion } from "./fit-gaps.server";
import { desiredRoleMatcher } from "./fit-role-match.server";
import { skillMatcher } from "./fit-skill-match.server";
import { CLEARANCE_GAP_SCORE_CAP, FIT_WEIGHTS, LICENCE_GAP_SCORE_CAP } from "./fit-weights.server";

import type {
  CriterionResult,
  FitAudience,
  FitReasonKind,
  FitResult,
  JobForScoring,
  JobScorer,
  VeteranMatchProfile,
} from "./fit-types";
import { loadVeteranMatchProfile } from "./veteran-match-profile.server";
import { fitCandidateKeys, type FitCandidateKeys } from "./fit-candidates.server";
import { ScorerCaches } from "./scorer-caches";

/** The most the two parts a posting's tags, text and title decide per veteran can add. */
const MOST_FROM_SKILLS_AND_ROLE = FIT_WEIGHTS.skills + FIT_WEIGHTS.desiredRole;

export type { FitAudience, FitReasonKind, FitResult, JobForScoring, JobScorer, VeteranMatchProfile };

/**
 * A criterion's points, its reason kept when reasons are being gathered. A module function rather
 * than a closure made per job: scoring runs 100,000 times per auto-apply run, and a closure per
 * call (with the name helper the TypeScript loader adds to each) was a sixth of the daily scan's time.
 */
function addCriterion(result: CriterionResult, reasons: string[] | null, kinds: FitReasonKind[] | null): number {
  if (reasons !== null && kinds !== null && result.reason !== null) {
    reasons.push(result.reason);
    kinds.push(result.negative ? "not_met" : (result.kind ?? "met"));
  }
  return result.points;
}

/** A veteran's scorer in two forms: the whole fit, and the score alone (the same number). */
export interface FitScorer {
  fit: JobScorer;
  /**
   * The score without its reasons: ranking 100,000 jobs keeps 1,000 and scoring a posting into
   * 10,000 lists writes a tenth of them, so the rest need no reasons, gaps or their arrays.
   */
  score: (job: JobForScoring) => number;
  /**
   * The score when it is at least `floor`, else some number below `floor`: a list of 1,000 takes
   * few of the jobs or postings it sees, and most are known to miss from their cheap parts alone.
   */
  scoreAtLeast: (job: JobForScoring, floor: number) => number;
  /** Empties what the scorer memoised about the jobs it saw (results by title, tag, code), keeping its profile's tables. */
  forget: () => void;
}

/**
 * Precomputes everything about the veteran once (translation, token sets, reason texts) so
 * scoring one job is a handful of map lookups. Deterministic: same profile and job, same result.
 * The audience picks the reasons' wording: the veteran reads "you hold Secret", an employer
 * reviewing the veteran reads "Holds Secret"; scores are the same.
 */
export function createFitScorer(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): FitScorer {
  const caches = new ScorerCaches();
  const occupation = occupationMatcher(profile, audience, caches);
  const clearance = clearanceCriterion(profile, audience);
  const skills = skillMatcher(profile.skills, occupation.backgroundSkills, audience, occupation.codeLabel, caches);
  const requirements = requirementGaps(profile, audience, caches);
  const lacksLicence = licenceGap(profile);
  const schedule = scheduleCriterion(profile, audience);
  const desiredRole = desiredRoleMatcher(profile.desiredRoles, audience, caches);
  const salary = salaryCriterion(profile, audience);
  const experience = experienceCriterion(profile, audience, caches);
  const location = locationCriterion(profile, audience, caches);
  const industry = industryCriterion(profile, audience, caches);
  const federalSeries = federalSeriesCriterion(profile, audience);

  /** The score; with arrays given, the reasons and their kinds gathered into them. */
  const evaluate = (job: JobForScoring, reasons: string[] | null, kinds: FitReasonKind[] | null): number => {
    let total = addCriterion(occupation.match(job), reasons, kinds) + occupation.mentionPoints(job);
    const clearanceResult = clearance(job);
    total += addCriterion(clearanceResult, reasons, kinds);
    const skillResult = skills(job);
    total += skillResult.points;
    if (reasons !== null && kinds !== null) {
      for (let i = 0; i < skillResult.reasons.length; i++) {
        reasons.push(skillResult.reasons[i]);
        kinds.push(skillResult.kinds[i]);
      }
      // What the job asks for that the veteran has or lacks: reasons only, no points.
      const gaps = requirements(job);
      for (let i = 0; i < gaps.reasons.length; i++) {
        reasons.push(gaps.reasons[i]);
        kinds.push(gaps.kinds[i]);
      }
    }
    total += addCriterion(desiredRole(job), reasons, kinds);
    total += addCriterion(salary(job), reasons, kinds);
    total += addCriterion(experience(job), reasons, kinds);
    total += addCriterion(location(job), reasons, kinds);
    total += addCriterion(schedule(job), reasons, kinds);
    total += addCriterion(industry(job), reasons, kinds);
    total += addCriterion(federalSeries(job), reasons, kinds);
    if (clearanceResult.clearanceGap) total = Math.min(total, CLEARANCE_GAP_SCORE_CAP);
    if (total > LICENCE_GAP_SCORE_CAP && lacksLicence(job)) total = LICENCE_GAP_SCORE_CAP;
    return total <= 0 ? 0 : total >= 100 ? 100 : Math.round(total);
  };
  /**
   * The parts a veteran's table answers in a lookup or two, and whether with the most the others
   * can add (skills and desired role) the score could still reach `floor`: only then is the job
   * scored whole, so the score returned is evaluate's own.
   */
  const scoreAtLeast = (job: JobForScoring, floor: number): number => {
    if (floor <= 0) return evaluate(job, null, null);
    const clearanceResult = clearance(job);
    // Rounded to the nearest whole point at the end: a total half a point under `floor` still reaches it.
    const reach = floor - 0.5;
    if (clearanceResult.clearanceGap && CLEARANCE_GAP_SCORE_CAP < reach) return -1;
    const known =
      occupation.match(job).points +
      occupation.mentionPoints(job) +
      clearanceResult.points +
      salary(job).points +
      experience(job).points +
      location(job).points +
      schedule(job).points +
      industry(job).points +
      federalSeries(job).points;
    if (known + MOST_FROM_SKILLS_AND_ROLE < reach) return -1;
    return evaluate(job, null, null);
  };
  return {
    fit: (job) => {
      const reasons: string[] = [];
      const kinds: FitReasonKind[] = [];
      const score = evaluate(job, reasons, kinds);
      return { score, reasons, kinds };
    },
    score: (job) => evaluate(job, null, null),
    scoreAtLeast,
    forget: () => caches.clear(),
  };
}

/** The whole fit of a job for the veteran: its score and its reasons. */
export function createScorer(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): JobScorer {
  return createFitScorer(profile, audience).fit;
}

/**
 * The 256 most recently used scorers, by the exact profile they were built from (its JSON).
 * Keyed by content, not by user or time: a saved profile is a different key at once, in this
 * process or any other, so a scorer can never outlive the profile it reflects.
 */
export interface VeteranFit {
  scorer: JobScorer;
  /** The same score without its reasons, for ranking many jobs of which few are kept. */
  score: FitScorer["score"];
  /** The score when it reaches a floor, else a number below it (FitScorer.scoreAtLeast). */
  scoreAtLeast: FitScorer["scoreAtLeast"];
  /** What the fit-first search looks up in the job indexes (fit-candidates.server.ts). */
  keys: FitCandidateKeys;
  /** The profile's identity for caches: its JSON. */
  profileKey: string;
  /** The OPM series the crosswalk gives the veteran's code ("Federal jobs for your MOS"), or null. */
  federal: VeteranFederalSeries | null;
}

const fitsByProfile = new LRUCache<string, VeteranFit>({ max: 256 });

/** The scorer and keys for a match profile, shared by every caller with the same profile. */
export function veteranFitFor(profile: VeteranMatchProfile): VeteranFit {
  return cachedFit(profile);
}

/** What a fit depends on of the profile, as one string: the stored fits' profile version hashes it. */
export function matchProfileKey(profile: VeteranMatchProfile): string {
  return JSON.stringify(profile);
}

function cachedFit(profile: VeteranMatchProfile): VeteranFit {
  const key = matchProfileKey(profile);
  let fit = fitsByProfile.get(key);
  if (!fit) {
    const { fit: scorer, score, scoreAtLeast } = createFitScorer(profile);
    fit = {
      scorer,
      score,
      scoreAtLeast,
      keys: fitCandidateKeys(profile),
      profileKey: key,
      federal: federalSeriesForVeteran(profile.branch, profile.code),
    };
    fitsByProfile.set(key, fit);
  }
  return fit;
}

/** The scorer for a user's veteran profile (and auto-apply minimum salary), or null without a profile. */
export async function loadVeteranScorer(userId: number): Promise<JobScorer | null> {
  return (await loadVeteranFit(userId))?.scorer ?? null;
}

/** The scorer with the search's index keys, or null without a profile. */
export async function loadVeteranFit(userId: number): Promise<VeteranFit | null> {
  const profile = await loadVeteranMatchProfile(userId);
  return profile ? cachedFit(profile) : null;
}
