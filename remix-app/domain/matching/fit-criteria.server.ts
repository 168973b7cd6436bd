import { clearanceRank } from "@shared/clearance";
import { clearanceName, compareClearance, PUBLIC_TRUST_RANK } from "./requirement-clearance.server";
import { EXPERIENCE_LEVELS, experienceLevelForYears, type ExperienceLevel } from "@shared/job-taxonomy";
import { stateFromLocation } from "@shared/us-states";
import type { Criterion, CriterionResult, FitAudience, VeteranMatchProfile } from "./fit-types";
import { FIT_WEIGHTS, SALARY_BELOW_MINIMUM_PENALTY, SENIORITY_GAP_PENALTY } from "./fit-weights.server";
import { titleLevel } from "./fit-text-match.server";
import { serviceForBranch } from "./military-branch.server";
import { parseMilitaryRank } from "./military-rank.server";
import { ScorerCaches } from "./scorer-caches";


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

/**
 * Location: remote or in the veteran's state is met; an on-site or hybrid job in another state is
 * not met (it means moving or a long commute), said beside the rest so it is not a surprise.
 */
export function locationCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran", caches = new ScorerCaches()): Criterion {
  const home = stateFromLocation(profile.location);
  const remote: CriterionResult = { points: FIT_WEIGHTS.location, reason: "Remote work" };
  const sameState: CriterionResult = {
    points: FIT_WEIGHTS.location,
    reason: audience === "veteran" ? `In your state (${home ?? ""})` : `In the candidate's state (${home ?? ""})`,
  };
  const neutral: CriterionResult = { points: home ? 0 : FIT_WEIGHTS.locationNeutral, reason: null };
  const elsewhere = caches.map<string, CriterionResult>();
  const away = (state: string, workType: string): CriterionResult => {
    const key = `${state} ${workType}`;
    let hit = elsewhere.get(key);
    if (hit === undefined) {
      const where = workType === "Hybrid" ? `Hybrid in ${state}` : `On-site in ${state}`;
      hit = {
        points: 0,
        reason: audience === "veteran" ? `${where}; you live in ${home ?? ""}` : `${where}; the candidate lives in ${home ?? ""}`,
        negative: true,
      };
      elsewhere.set(key, hit);
    }
    return hit;
  };
  return (job) => {
    if (job.workType === "Remote") return remote;
    if (home !== null && job.state === home) return sameState;
    if (home !== null && job.state) return away(job.state, job.workType);
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

/**
 * The level a service career reads as: from the grade (an E-4 is entry level, an E-6 mid, an E-7
 * senior, an O-5 senior, an O-6 executive), from years of service when the rank is unreadable.
 */
export function serviceLevel(profile: VeteranMatchProfile): { level: ExperienceLevel; from: "grade" | "years" } | null {
  const grade = parseMilitaryRank(profile.rank, serviceForBranch(profile.branch));
  if (grade) {
    if (grade.kind === "enlisted") return { level: grade.grade <= 4 ? "entry" : grade.grade <= 6 ? "mid" : "senior", from: "grade" };
    if (grade.kind === "warrant") return { level: grade.grade <= 2 ? "mid" : "senior", from: "grade" };
    return { level: grade.grade <= 3 ? "mid" : grade.grade <= 5 ? "senior" : "executive", from: "grade" };
  }
  const years = profile.yearsOfService;
  return years == null || !(years >= 0) ? null : { level: experienceLevelForYears(years), from: "years" };
}

/**
 * Seniority fit: the job's level (as posted, else as its title reads: "Senior", "Director")
 * against the career's. One level apart is fine; two or more apart lowers the score either way:
 * an E-4 is not a director, an O-5 is not entry level.
 */
export function experienceCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran", caches = new ScorerCaches()): Criterion {
  const neutral: CriterionResult = { points: FIT_WEIGHTS.experienceNeutral, reason: null };
  const career = serviceLevel(profile);
  if (career === null) return () => neutral;
  const own = career.level;
  const ownIndex = LEVEL_INDEX.get(own) ?? 0;
  const years = profile.yearsOfService;
  const yearsText = career.from === "years" && years != null ? `${years} year${years === 1 ? "" : "s"}` : null;
  const rank = profile.rank?.trim() || "rank";
  const has = audience === "veteran" ? "you have" : "the candidate has";
  const whose = audience === "veteran" ? "your" : "the candidate's";
  const fits = yearsText
    ? audience === "veteran"
      ? `Fits your ${yearsText} of experience (${own})`
      : `${yearsText} of experience fit the role (${own})`
    : audience === "veteran"
      ? `Fits your experience as ${rank} (${own})`
      : `Experience as ${rank} fits the role (${own})`;
  const held = yearsText ? `${has} ${yearsText} of experience` : `${whose} experience as ${rank} reads as ${own}`;
  const byLevel = new Map<string, CriterionResult>(
    EXPERIENCE_LEVELS.map((level, index) => {
      const gap = index - ownIndex;
      if (gap === 0) return [level, { points: FIT_WEIGHTS.experience, reason: fits }];
      if (gap === -1) return [level, { points: FIT_WEIGHTS.experience - 3, reason: null }];
      if (gap === 1) return [level, { points: FIT_WEIGHTS.experienceNeutral, reason: null }];
      // Well below the career: it could be done, but it is not a fit (partial); well above: not met.
      const reason = `${LEVEL_NAMES[level]} role; ${held}`;
      if (gap < 0) return [level, { points: -SENIORITY_GAP_PENALTY, reason, kind: "partial" }];
      return [level, { points: -SENIORITY_GAP_PENALTY, reason, negative: true }];
    }),
  );
  const titleCache = caches.map<string, CriterionResult>();
  return (job) => {
    if (job.experienceLevel !== null) return byLevel.get(job.experienceLevel) ?? neutral;
    let hit = titleCache.get(job.title);
    if (hit === undefined) {
      if (titleCache.size >= 50_000) titleCache.clear();
      const level = titleLevel(job.title);
      hit = level === null ? neutral : (byLevel.get(level) ?? neutral);
      titleCache.set(job.title, hit);
    }
    return hit;
  };
}

export function industryCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran", caches = new ScorerCaches()): Criterion {
  const whose = audience === "veteran" ? "your" : "the candidate's";
  const wanted = new Set(profile.industries.map((industry) => industry.trim().toLowerCase()).filter(Boolean));
  const neutral: CriterionResult = { points: wanted.size === 0 ? FIT_WEIGHTS.industryNeutral : 0, reason: null };
  if (wanted.size === 0) return () => neutral;
  const hits = caches.map<string, CriterionResult>();
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
