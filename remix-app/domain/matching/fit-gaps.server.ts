/**
 * The parts of a fit that say what is NOT met, beside what is: the tools and credentials the
 * posting names that the veteran did not list, and a schedule they did not ask for. They give and
 * take no points (the score is the rest of the scorer's); they stop a 57 % fit from reading as three
 * green ticks.
 */
import type { CriterionResult, FitAudience, FitReasonKind, JobForScoring, VeteranMatchProfile } from "./fit-types";
import { GATE_LICENCES, listInWords, postingRequirements, requirementsCovered } from "./fit-requirements.server";
import { ScorerCaches } from "./scorer-caches";

export interface GapReasons {
  reasons: string[];
  kinds: FitReasonKind[];
}

const NONE: GapReasons = { reasons: [], kinds: [] };
const MAX_NAMED = 3;

/**
 * The posting's named requirements against the veteran's own skills: "You listed Power BI" (met),
 * "Asks for ERP/SAP and Power BI; not in your skills" (not met). Only skills the veteran entered
 * count: a skill inferred from the military code is never written as theirs.
 */
export function requirementGaps(
  profile: VeteranMatchProfile,
  audience: FitAudience = "veteran",
  caches = new ScorerCaches(),
): (job: JobForScoring) => GapReasons {
  // Built on first use: most scorers rank jobs whose reasons are never read.
  let covered: ReturnType<typeof requirementsCovered> | null = null;
  const cache = caches.map<string, GapReasons>();
  return (job) => {
    const asked = postingRequirements(job);
    if (asked.length === 0) return NONE;
    const key = asked.join("|");
    let hit = cache.get(key);
    if (hit === undefined) {
      const have = (covered ??= requirementsCovered(profile.skills));
      const held = asked.filter((label) => have.has(label)).slice(0, MAX_NAMED);
      const missing = asked.filter((label) => !have.has(label)).slice(0, MAX_NAMED);
      const reasons: string[] = [];
      const kinds: FitReasonKind[] = [];
      if (held.length > 0) {
        reasons.push(audience === "veteran" ? `You listed ${listInWords(held)}, which the job asks for` : `Lists ${listInWords(held)}, which the job asks for`);
        kinds.push("met");
      }
      if (missing.length > 0) {
        reasons.push(
          audience === "veteran"
            ? `Asks for ${listInWords(missing)}; not in your skills`
            : `The job asks for ${listInWords(missing)}; not among the candidate's skills`,
        );
        kinds.push("not_met");
      }
      hit = { reasons, kinds };
      cache.set(key, hit);
    }
    return hit;
  };
}

/**
 * Whether the posting requires a gate licence (an RN's, a paramedic's) the veteran did not list.
 * The not-met reason is requirementGaps'; this only tells the scorer to cap the score.
 */
export function licenceGap(profile: VeteranMatchProfile): (job: JobForScoring) => boolean {
  let covered: ReturnType<typeof requirementsCovered> | null = null;
  return (job) => {
    const asked = postingRequirements(job);
    for (let i = 0; i < asked.length; i++) {
      if (GATE_LICENCES.has(asked[i]) && !(covered ??= requirementsCovered(profile.skills)).has(asked[i])) return true;
    }
    return false;
  };
}

const PART_TIME = /\bpart[\s-]?time\b/i;
const NEUTRAL: CriterionResult = { points: 0, reason: null };

/** Whether the veteran asked for part-time work: a desired role that says so. */
function wantsPartTime(profile: VeteranMatchProfile): boolean {
  return profile.desiredRoles.some((role) => PART_TIME.test(role));
}

/**
 * The schedule: a part-time, contract or temporary job for a veteran who did not ask for one is
 * partial (it may suit them; it is not the full-time work a profile without a preference reads as).
 */
export function scheduleCriterion(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): (job: JobForScoring) => CriterionResult {
  const partTimeWanted = wantsPartTime(profile);
  const whose = audience === "veteran" ? "your profile" : "the candidate's profile";
  const byType = new Map<string, CriterionResult>();
  const forType = (type: string): CriterionResult => {
    let hit = byType.get(type);
    if (hit === undefined) {
      const lower = type.toLowerCase();
      if (lower === "part-time") {
        hit = partTimeWanted
          ? { points: 0, reason: `Part-time, as ${whose} asks for`, kind: "met" }
          : { points: 0, reason: `Part-time schedule; ${whose} does not ask for part-time work`, kind: "partial" };
      } else if (lower === "contract" || lower === "temporary") {
        hit = { points: 0, reason: `${type} role, not permanent`, kind: "partial" };
      } else {
        hit = NEUTRAL;
      }
      byType.set(type, hit);
    }
    return hit;
  };
  return (job) => {
    if (job.employmentType) return forType(job.employmentType);
    // Without a stated type, the title says it ("Logistics Coordinator (Part-Time)").
    return PART_TIME.test(job.title) ? forType("Part-time") : NEUTRAL;
  };
}
