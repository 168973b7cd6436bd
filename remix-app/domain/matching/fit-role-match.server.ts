import { LRUCache } from "lru-cache";
import type { CriterionResult, FitAudience, JobForScoring } from "./fit-types";
import { FIT_WEIGHTS } from "./fit-weights.server";
import { significantWords } from "./text-normalize.server";
import { ScorerCaches } from "./scorer-caches";

const MAX_CACHED_TITLES = 50_000;
const NO_MATCH: CriterionResult = { points: 0, reason: null };

/** "Administrators" and "Administrator" compare equal. */
export function wordStem(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

export function stemmedWords(value: string): string[] {
  return significantWords(value).map(wordStem);
}

/** Posting titles' stemmed words, for every veteran: one posting is scored into 10,000 veterans' lists. */
const titleWordSets = new LRUCache<string, ReadonlySet<string>>({
  max: MAX_CACHED_TITLES,
  memoMethod: (title) => new Set(stemmedWords(title)),
});

/** A job whose title holds every significant word of one of the veteran's desired roles. */
export function desiredRoleMatcher(
  desiredRoles: readonly string[],
  audience: FitAudience = "veteran",
  caches = new ScorerCaches(),
): (job: JobForScoring) => CriterionResult {
  const lead = audience === "veteran" ? "Matches your desired role" : "Matches a role the candidate wants";
  const roles = desiredRoles
    .map((role) => ({ role: role.trim(), words: stemmedWords(role) }))
    .filter((entry) => entry.words.length > 0);
  if (roles.length === 0) return () => NO_MATCH;
  const cache = caches.map<string, CriterionResult>();
  return (job) => {
    let hit = cache.get(job.title);
    if (hit === undefined) {
      if (cache.size >= MAX_CACHED_TITLES) cache.clear();
      const titleWords = titleWordSets.memo(job.title);
      const found = roles.find((entry) => entry.words.every((word) => titleWords.has(word)));
      hit = found ? { points: FIT_WEIGHTS.desiredRole, reason: `${lead}: ${found.role}` } : NO_MATCH;
      cache.set(job.title, hit);
    }
    return hit;
  };
}
