import { clearanceRank } from "@shared/clearance";
import { clearanceName, compareClearance, PUBLIC_TRUST_RANK } from "~/domain/writing/requirement-clearance.server";
import { EXPERIENCE_LEVELS, experienceLevelForYears, type ExperienceLevel } from "@shared/job-taxonomy";
import { stateFromLocation } from "@shared/us-states";
import type { Criterion, CriterionResult, FitAudience, VeteranMatchProfile } from "./fit-types";
import { FIT_WEIGHTS, SALARY_BELOW_MINIMUM_PENALTY } from "./fit-weights.server";


const NEUTRAL_CLEARANCE: CriterionResult = { points: FIT_WEIGHTS.clearanceNeutral, reason: null };

/** What an employer reads of a rank the veteran holds ("Secret", "no clearance"). */
function heldForEmployer(held: number): string {
  if (held === 0) return "no clearance";
  return held === PUBLIC_TRUST_RANK ? "a Public Trust determination" : clearanceName(held);
}

/** What an employer reads of the job's requirement ("Secret", "an active security clearance"). */
function requiredForEmployer(required: number): string {
  return required === 1 ? "an active security clearance" : clearanceName(required);
}

/**
 * The writer's clearance comparison (one ladder, one met/not met verdict), precomputed per
 * required rank. The veteran reads the writer's wording; an employer reads it in the third
 * person. A clearance the platform has not verified says so: job boards cannot check one.
 */
export function clearanceCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): Criterion {
  const held = clearanceRank(profile.clearance);
  const selfReported = profile.verified === true || held === 0 ? "" : " (self-reported)";
  const byRank = [0, 1, 2, 3, 4].map((required): CriterionResult => {
    const verdict = compareClearance(held, required);
    const met = verdict.status === "met";
    const text =
      audience === "veteran" || verdict.reason === null
        ? verdict.reason
        : met
          ? `Holds ${heldForEmployer(held)}; meets the job's requirement`
          : `Holds ${heldForEmployer(held)}; the job requires ${requiredForEmployer(required)}`;
    const reason = text === null ? null : text + selfReported;
    return met
      ? { points: FIT_WEIGHTS.clearance, reason }
      : { points: 0, reason, negative: true, clearanceGap: true };
  });
  return (job) => {
    const required = job.clearanceRank;
    if (!(required > 0)) return NEUTRAL_CLEARANCE;
    return byRank[Math.min(required, byRank.length - 1)];
  };
}

const NEUTRAL_SALARY: CriterionResult = { points: FIT_WEIGHTS.salaryNeutral, reason: null };

export function salaryCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): Criterion {
  const minimum = profile.minSalary ?? 0;
  if (!(minimum > 0)) return () => NEUTRAL_SALARY;
  const whose = audience === "veteran" ? "your" : "the candidate's";
  const above: CriterionResult = { points: FIT_WEIGHTS.salary, reason: `Salary above ${whose} minimum` };
  const reaches: CriterionResult = { points: FIT_WEIGHTS.salary, reason: `Salary range reaches ${whose} minimum` };
  const below: CriterionResult = {
    points: -SALARY_BELOW_MINIMUM_PENALTY,
    reason: `Salary below ${whose} minimum ($${minimum.toLocaleString("en-US")})`,
    negative: true,
  };
  return (job) => {
    const top = job.salaryMax ?? job.salaryMin;
    if (top == null) return NEUTRAL_SALARY;
    if (job.salaryMin != null && job.salaryMin >= minimum) return above;
    return top >= minimum ? reaches : below;
  };
}

export function locationCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): Criterion {
  const home = stateFromLocation(profile.location);
  const remote: CriterionResult = { points: FIT_WEIGHTS.location, reason: "Remote work" };
  const sameState: CriterionResult = {
    points: FIT_WEIGHTS.location,
    reason: audience === "veteran" ? `In your state (${home ?? ""})` : `In the candidate's state (${home ?? ""})`,
  };
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

export function experienceCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): Criterion {
  const neutral: CriterionResult = { points: FIT_WEIGHTS.experienceNeutral, reason: null };
  const years = profile.yearsOfService;
  if (years == null || !(years >= 0)) return () => neutral;
  const own = experienceLevelForYears(years);
  const ownIndex = LEVEL_INDEX.get(own) ?? 0;
  const yearsText = `${years} year${years === 1 ? "" : "s"}`;
  const byLevel = new Map<string, CriterionResult>(
    EXPERIENCE_LEVELS.map((level, index) => {
      const gap = index - ownIndex;
      if (gap === 0) {
        const reason = audience === "veteran" ? `Fits your ${yearsText} of experience (${own})` : `${yearsText} of experience fit the role (${own})`;
        return [level, { points: FIT_WEIGHTS.experience, reason }];
      }
      if (gap === -1) return [level, { points: FIT_WEIGHTS.experience - 3, reason: null }];
      if (gap === 1) return [level, { points: FIT_WEIGHTS.experienceNeutral, reason: null }];
      if (gap < 0) return [level, { points: 2, reason: null }];
      const has = audience === "veteran" ? "you have" : "the candidate has";
      return [level, { points: 0, reason: `${LEVEL_NAMES[level]} role; ${has} ${yearsText} of experience`, negative: true }];
    }),
  );
  return (job) => (job.experienceLevel === null ? neutral : (byLevel.get(job.experienceLevel) ?? neutral));
}

export function industryCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): Criterion {
  const whose = audience === "veteran" ? "your" : "the candidate's";
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
      hit = wanted.has(key) ? { points: FIT_WEIGHTS.industry, reason: `In ${whose} preferred industry (${label})` } : neutral;
      hits.set(industry, hit);
    }
    return hit;
  };
}
