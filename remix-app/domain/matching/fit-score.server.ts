import { LRUCache } from "lru-cache";
import { occupationMatcher } from "./occupation-affinity.server";
import {
  clearanceCriterion,
  experienceCriterion,
  industryCriterion,
  locationCriterion,
  salaryCriterion,
} from "./fit-criteria.server";
import { desiredRoleMatcher } from "./fit-role-match.server";
import { skillMatcher } from "./fit-skill-match.server";
import { CLEARANCE_GAP_SCORE_CAP } from "./fit-weights.server";
import type { CriterionResult, FitResult, JobForScoring, JobScorer, VeteranMatchProfile } from "./fit-types";
import { loadVeteranMatchProfile } from "./veteran-match-profile.server";

export type { FitResult, JobForScoring, JobScorer, VeteranMatchProfile };




/**
 * A criterion's points, its reason kept. A module function rather than a closure made per job:
 * scoring runs 100,000 times per auto-apply run, and a closure per call (with the name helper the
 * TypeScript loader adds to each) was a sixth of the daily scan's time.
 */
function addCriterion(result: CriterionResult, reasons: string[]): number {
  if (result.reason !== null) reasons.push(result.reason);
  return result.points;
}

/**
 * Precomputes everything about the veteran once (translation, token sets, reason texts) so
 * scoring one job is a handful of map lookups. Deterministic: same profile and job, same result.
 */
export function createScorer(profile: VeteranMatchProfile): JobScorer {
  const occupation = occupationMatcher(profile);
  const clearance = clearanceCriterion(profile);
  const skills = skillMatcher(profile.skills, occupation.backgroundSkills);
  const desiredRole = desiredRoleMatcher(profile.desiredRoles);
  const salary = salaryCriterion(profile);
  const experience = experienceCriterion(profile);
  const location = locationCriterion(profile);
  const industry = industryCriterion(profile);

  return (job) => {
    const reasons: string[] = [];
    let total = addCriterion(occupation.match(job), reasons);
    const clearanceResult = clearance(job);
    total += addCriterion(clearanceResult, reasons);
    const skillResult = skills(job);
    total += skillResult.points;
    for (const reason of skillResult.reasons) reasons.push(reason);
    total += addCriterion(desiredRole(job), reasons);
    total += addCriterion(salary(job), reasons);
    total += addCriterion(experience(job), reasons);
    total += addCriterion(location(job), reasons);
    total += addCriterion(industry(job), reasons);
    if (clearanceResult.clearanceGap) total = Math.min(total, CLEARANCE_GAP_SCORE_CAP);
    const score = total <= 0 ? 0 : total >= 100 ? 100 : Math.round(total);
    return { score, reasons };
  };
}

/**
 * The 256 most recently used scorers, by the exact profile they were built from (its JSON).
 * Keyed by content, not by user or time: a saved profile is a different key at once, in this
 * process or any other, so a scorer can never outlive the profile it reflects.
 */
const scorersByProfile = new LRUCache<string, JobScorer>({ max: 256 });

function cachedScorer(profile: VeteranMatchProfile): JobScorer {
  const key = JSON.stringify(profile);
  let scorer = scorersByProfile.get(key);
  if (!scorer) {
    scorer = createScorer(profile);
    scorersByProfile.set(key, scorer);
  }
  return scorer;
}

/** The scorer for a user's veteran profile (and auto-apply minimum salary), or null without a profile. */
export async function loadVeteranScorer(userId: number): Promise<JobScorer | null> {
  const profile = await loadVeteranMatchProfile(userId);
  return profile ? cachedScorer(profile) : null;
}
