import type { CriterionResult, FitAudience, JobForScoring, VeteranMatchProfile } from "./fit-types";
import { FIT_WEIGHTS } from "./fit-weights.server";
import { getMatchingData } from "./matching-data.server";
import { normalizeJobTitle } from "./occupation-titles.server";
import { wordRuns } from "./text-normalize.server";
import { translateDetailed } from "./translation.server";

export interface OccupationMatcher {
  match: (job: JobForScoring) => CriterionResult;
  /** Civilian skills implied by the military occupation, for tag matching. */
  backgroundSkills: string[];
}

/** A related occupation (O*NET "Primary-Short") earns this share of its source's weight. */
const RELATED_FACTOR = 0.6;
/** A job without an O*NET code matched through its title earns this share. */
const TITLE_FACTOR = 0.85;
const MIN_TITLE_WEIGHT = 0.5;
const MAX_CACHED_TITLES = 50_000;
const NO_MATCH: CriterionResult = { points: 0, reason: null };

/** "15-1232" and "15-1232.00" name the same occupation. */
function normalizeOnetCode(code: string): string {
  const trimmed = code.trim();
  return /^\d\d-\d{4}$/.test(trimmed) ? `${trimmed}.00` : trimmed;
}

/** Scores a job's O*NET occupation (or, lacking one, its title) against the veteran's translation. */
export function occupationMatcher(profile: VeteranMatchProfile, audience: FitAudience = "veteran"): OccupationMatcher {
  const translation = translateDetailed({
    branch: profile.branch,
    code: profile.code,
    rank: profile.rank,
    yearsOfService: profile.yearsOfService,
    clearance: profile.clearance,
    skills: profile.skills,
    desiredRoles: profile.desiredRoles,
  });
  if (translation.occupations.length === 0) return { match: () => NO_MATCH, backgroundSkills: [] };
  const data = getMatchingData();
  const source = translation.codeLabel ?? "background";
  const byCode = new Map<string, CriterionResult>();
  // "Matches your MOS 88M → Truck drivers" to the veteran, "MOS 88M matches Truck drivers" to an employer.
  const theirs = translation.codeLabel ?? "Background";
  const matches = (title: string) => (audience === "veteran" ? `Matches your ${source} → ${title}` : `${theirs} matches ${title}`);
  const relatedTo = (title: string) => (audience === "veteran" ? `Related to your ${source}: ${title}` : `${theirs} is related to ${title}`);
  const set = (code: string, weight: number, reason: string, kind: CriterionResult["kind"]) => {
    const points = Math.round(FIT_WEIGHTS.occupation * weight);
    if (points > (byCode.get(code)?.points ?? 0)) byCode.set(code, { points, reason, kind });
  };
  for (const occupation of translation.occupations) {
    set(occupation.onetCode, occupation.weight, matches(occupation.title), "met");
  }
  // A related occupation is a partial match: the background carries over, not the whole job.
  for (const occupation of translation.occupations) {
    for (const related of data.occupations[occupation.onetCode]?.related ?? []) {
      const title = data.occupations[related]?.title;
      if (title) set(related, occupation.weight * RELATED_FACTOR, relatedTo(title), "partial");
    }
  }

  // Job titles naming a translated occupation, for jobs that carry no O*NET code.
  const byTitle = new Map<string, CriterionResult>();
  for (const occupation of translation.occupations) {
    if (occupation.weight < MIN_TITLE_WEIGHT) continue;
    const record = data.occupations[occupation.onetCode];
    const hit: CriterionResult = {
      points: Math.round(FIT_WEIGHTS.occupation * occupation.weight * TITLE_FACTOR),
      reason: matches(occupation.title),
    };
    for (const title of record.alternateTitles) {
      const key = normalizeJobTitle(title);
      if (key.includes(" ") && !byTitle.has(key)) byTitle.set(key, hit);
    }
  }
  const titleCache = new Map<string, CriterionResult>();
  const matchTitle = (title: string): CriterionResult => {
    let hit = titleCache.get(title);
    if (hit === undefined) {
      if (titleCache.size >= MAX_CACHED_TITLES) titleCache.clear();
      hit = NO_MATCH;
      for (const run of wordRuns(normalizeJobTitle(title), 4)) {
        const found = byTitle.get(run);
        if (found && found.points > hit.points) hit = found;
      }
      titleCache.set(title, hit);
    }
    return hit;
  };
  const codeCache = new Map<string, CriterionResult>();

  return {
    backgroundSkills: translation.skills,
    match: (job) => {
      const code = job.onetCode;
      if (code !== null && code !== "") {
        let hit = codeCache.get(code);
        if (hit === undefined) {
          hit = byCode.get(normalizeOnetCode(code)) ?? NO_MATCH;
          codeCache.set(code, hit);
        }
        if (hit !== NO_MATCH) return hit;
      }
      return byTitle.size > 0 ? matchTitle(job.title) : NO_MATCH;
    },
  };
}
