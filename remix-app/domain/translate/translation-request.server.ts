import { invalid } from "~/lib/errors.server";
import { serviceForBranch } from "~/domain/matching/military-branch.server";
import { codeInCivilianTerms } from "./public-translator.server";
import { translateMilitaryExperience, type Translation } from "~/domain/matching/translation.server";
import { loadVeteranMatchProfile } from "~/domain/matching/veteran-match-profile.server";

const EMPTY: Translation = { titles: [], skills: [], keywords: [] };

/**
 * GET /api/matching/translation: with branch and code, that code's translation; without either,
 * the caller's own profile (empty lists when it names no branch or code). A code the data does
 * not know translates to empty lists, not an error: the DoD list is older than some codes.
 */
export async function translationForRequest(userId: number, query: URLSearchParams): Promise<Translation> {
  const branch = query.get("branch");
  const code = query.get("code");
  if (branch === null && code === null) return translationForUser(userId);
  if (!branch?.trim()) throw invalid("branch is required when code is given");
  const service = serviceForBranch(branch);
  if (!service)
    throw invalid(`Unknown branch '${branch.trim()}'. Use Army, Navy, Air Force, Space Force, Marine Corps or Coast Guard`);
  if (!code?.trim()) throw invalid("code is required when branch is given");
  return translateMilitaryExperience({ branch, code, rank: query.get("rank") });
}

/**
 * The veteran's own service in civilian terms, from their profile's branch and code: the same
 * careers and skills, in the same order and number, as the public translator shows for that code
 * (one function, codeInCivilianTerms). Keywords still read the whole profile (rank, clearance).
 */
export async function translationForUser(userId: number): Promise<Translation> {
  const profile = await loadVeteranMatchProfile(userId);
  if (!profile?.branch?.trim() || !profile.code?.trim()) return EMPTY;
  const shared = codeInCivilianTerms(profile.branch, profile.code);
  const { keywords } = translateMilitaryExperience(profile);
  if (!shared) return { titles: [], skills: [], keywords };
  return {
    titles: shared.careers.map(({ onet_code, title, score }) => ({ onet_code, title, score })),
    skills: shared.skills,
    keywords,
  };
}
