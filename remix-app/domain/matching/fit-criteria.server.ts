import { clearanceRank } from "@shared/clearance";
import { compareClearance } from "~/domain/writing/requirement-clearance.server";
import { EXPERIENCE_LEVELS, experienceLevelForYears, type ExperienceLevel } from "@shared/job-taxonomy";
import { stateFromLocation } from "@shared/us-states";
import type { Criterion, CriterionResult, VeteranMatchProfile } from "./fit-types";
import { FIT_WEIGHTS, SALARY_BELOW_MINIMUM_PENALTY } from "./fit-weights.server";


const NEUTRAL_CLEARANCE: CriterionResult = { points: FIT_WEIGHTS.clearanceNeutral, reason: null };

/** The writer's clearance comparison (one ladder, one wording), precomputed per required rank. */
export function clearanceCriterion(profile: VeteranMatchProfile): Criterion {
  const held = clearanceRank(profile.clearance);
  const byRank = [0, 1, 2, 3, 4].map((required): CriterionResult => {
    const verdict = compareClearance(held, required);
    return verdict.status === "met"
      ? { points: FIT_WEIGHTS.clearance, reason: verdict.reason }
      : { points: 0, reason: verdict.reason, negative: true, clearanceGap: true };
  });
  return (job) => {
    const required = job.clearanceRank;
    if (!(required > 0)) return NEUTRAL_CLEARANCE;
    return byRank[Math.min(required, byRank.length - 1)];
  };
}

const NEUTRAL_SALARY: CriterionResult = { points: FIT_WEIGHTS.salaryNeutral, reason: null };

export function salaryCriterion(profile: VeteranMatchProfile): Criterion {
  const minimum = profile.minSalary ?? 0;
  if (!(minimum > 0)) return () => NEUTRAL_SALARY;
  const above: CriterionResult = { points: FIT_WEIGHTS.salary, reason: "Salary above your minimum" };
  const reaches: CriterionResult = { points: FIT_WEIGHTS.salary, reason: "Salary range reaches your minimum" };
  const below: CriterionResult = {
    points: -SALARY_BELOW_MINIMUM_PENALTY,
    reason: `Salary below your minimum ($${minimum.toLocaleString("en-US")})`,
    negative: true,
  };
  return (job) => {
    const top = job.salaryMax ?? job.salaryMin;
    if (top == null) return NEUTRAL_SALARY;
    if (job.salaryMin != null && job.salaryMin >= minimum) return above;
    return top >= minimum ? reaches : below;
  };
}

export function locationCriterion(profile: VeteranMatchProfile): Criterion {
  const home = stateFromLocation(profile.location);
  const remote: CriterionResult = { points: FIT_WEIGHTS.location, reason: "Remote work" };
  const sameState: CriterionResult = { points: FIT_WEIGHTS.location, reason: `In your state (${home ?? ""})` };
  const neutral: CriterionResult = { points: home ? 0 : FIT_WEIGHTS.locationNeutral, reason: null };
  return (job) => {
    if (job.workType === "Remote") return remote;
    if (home !== null && job.state === home) return sameState;
    return neutral;
  };
}

const LEVEL_INDEX: ReadonlyMap<string, number> = new Map(EXPERIENCE_LEVELS.map((level, index) => [level, index]));
const LEVEL_NAMES: Readonly<Record<ExperienceLevel, string>> = {
  entry: "Entry-level",
  mid: "Mid-level",
  senior: "Senior",
  executive: "Executive",
};

export function experienceCriterion(profile: VeteranMatchProfile): Criterion {
  const neutral: CriterionResult = { points: FIT_WEIGHTS.experienceNeutral, reason: null };
  const years = profile.yearsOfService;
  if (years == null || !(years >= 0)) return () => neutral;
  const own = experienceLevelForYears(years);
  const ownIndex = LEVEL_INDEX.get(own) ?? 0;
  const yearsText = `${years} year${years === 1 ? "" : "s"}`;
  const byLevel = new Map<string, CriterionResult>(
    EXPERIENCE_LEVELS.map((level, index) => {
      const gap = index - ownIndex;
      if (gap === 0) return [level, { points: FIT_WEIGHTS.experience, reason: `Fits your ${yearsText} of experience (${own})` }];
      if (gap === -1) return [level, { points: FIT_WEIGHTS.experience - 3, reason: null }];
      if (gap === 1) return [level, { points: FIT_WEIGHTS.experienceNeutral, reason: null }];
      if (gap < 0) return [level, { points: 2, reason: null }];
      return [level, { points: 0, reason: `${LEVEL_NAMES[level]} role; you have ${yearsText} of experience`, negative: true }];
    }),
  );
  return (job) => (job.experienceLevel === null ? neutral : (byLevel.get(job.experienceLevel) ?? neutral));
}

export function industryCriterion(profile: VeteranMatchProfile): Criterion {
  const wanted = new Set(profile.industries.map((industry) => industry.trim().toLowerCase()).filter(Boolean));
  const neutral: CriterionResult = { points: wanted.size === 0 ? FIT_WEIGHTS.industryNeutral : 0, reason: null };
  if (wanted.size === 0) return () => neutral;
  const hits = new Map<string, CriterionResult>();
  return (job) => {
    const industry = job.industry;
    if (industry === null) return neutral;
    let hit = hits.get(industry);
    if (hit === undefined) {
      const key = industry.trim().toLowerCase();
      const label = key.charAt(0).toUpperCase() + key.slice(1);
      hit = wanted.has(key) ? { points: FIT_WEIGHTS.industry, reason: `In your preferred industry (${label})` } : neutral;
      hits.set(industry, hit);
    }
    return hit;
  };
}
