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

/**
 * Posting titles' stemmed words, each pair of neighbours also written as one word ("cyber security"
 * as "cybersecurity"), for every veteran: one posting is scored into 10,000 veterans' lists.
 */
const titleWordSets = new LRUCache<string, ReadonlySet<string>>({
  max: MAX_CACHED_TITLES,
  memoMethod: (title) => {
    const words = stemmedWords(title);
    const set = new Set(words);
    for (let i = 0; i + 1 < words.length; i++) set.add(wordStem(words[i] + words[i + 1]));
    return set;
  },
});

/**
 * Whether a title holds every word of a role, a compound written as one word or two either way:
 * "Cyber Security Analyst" is a "Cybersecurity Analyst", "Airframe Mechanic" an "Air Frame Mechanic".
 */
function holdsRole(titleWords: ReadonlySet<string>, roleWords: readonly string[]): boolean {
  for (let i = 0; i < roleWords.length; i++) {
    if (titleWords.has(roleWords[i])) continue;
    if (i + 1 < roleWords.length && titleWords.has(wordStem(roleWords[i] + roleWords[i + 1]))) {
      i++;
      continue;
    }
    return false;
  }
  return true;
}

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
      const found = roles.find((entry) => holdsRole(titleWords, entry.words));
      hit = found ? { points: FIT_WEIGHTS.desiredRole, reason: `${lead}: ${found.role}` } : NO_MATCH;
      cache.set(job.title, hit);
    }
    return hit;
  };
}
