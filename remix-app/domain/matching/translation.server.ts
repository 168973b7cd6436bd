import { LRUCache } from "lru-cache";
import type { TranslatedTitle, Translation } from "@shared/views/translation";
import { careerPathsFor } from "./career-paths.server";
import { COMBAT_ARMS_FALLBACKS, COMBAT_ARMS_WORK, isMilitaryOnlyOccupation, type FallbackLevel } from "./combat-arms-fallbacks.server";
import { codeLabel, serviceForBranch } from "./military-branch.server";
import { lookupMilitaryCode } from "./military-code-lookup.server";
import { leadershipLevel, parseMilitaryRank } from "./military-rank.server";
import { getMatchingData, type OccupationRecord, type ServiceKey } from "./matching-data.server";
import { occupationsTitled } from "./occupation-titles.server";
import { transferableSkills } from "./transferable-skills.server";
import { wordStem } from "./fit-role-match.server";
import { clearanceRank, parseClearance } from "@shared/clearance";

export interface MilitaryExperience {
  branch: string | null | undefined;
  code: string | null | undefined;
  rank?: string | null;
  yearsOfService?: number | null;
  clearance?: string | null;
  skills?: readonly string[];
  desiredRoles?: readonly string[];
}

export type { TranslatedTitle, Translation };

/**
 * How an occupation entered a veteran's family, which decides what its reasons may claim:
 * - "crosswalk": the DoD crosswalk maps the code to it ("Matches your MOS 88M → …", ✓);
 * - "fallback": the code's crosswalk names military occupations alone, and the combat-arms
 *   fallbacks guess the field ("A common civilian field for your MOS 0311: …", ⚠);
 * - "path": a next career people of the code commonly take that the crosswalk leaves out (an HM to
 *   EMT work), as the translator shows it: said as a lead (⚠), and its related occupations, two
 *   steps from the code, are not brought in;
 * - "wanted": only a desired role the veteran typed reaches it ("In a field you asked for: …", ⚠).
 */
export type OccupationOrigin = "crosswalk" | "fallback" | "path" | "wanted";

export interface RankedOccupation {
  onetCode: string;
  title: string;
  /** 0..1 */
  weight: number;
  origin: OccupationOrigin;
}

/** The translation with what the fit scorer needs besides the public lists. */
export interface DetailedTranslation extends Translation {
  service: ServiceKey | null;
  /** "MOS 25B", or null when the code is unknown. */
  codeLabel: string | null;
  occupations: RankedOccupation[];
  /**
   * O*NET technology examples and skills of the top occupations: what the scorer matches posting
   * tags against ("Common in MOS 88M: Microsoft Excel"). Not shown as the veteran's skills.
   */
  backgroundSkills: string[];
  /**
   * For a code the crosswalk maps only to military occupations: the distinctive words of that work
   * (O*NET's keywords of the military occupation, stemmed, "weapons", "ammunition", "reconnaissance",
   * and the words civilian postings use for it, COMBAT_ARMS_WORK: "firearm", "patrol"). Empty otherwise.
   */
  militaryWork: string[];
}

const MAX_TITLES = 8;
const MAX_SKILLS = 15;
const MAX_KEYWORDS = 20;
const DESIRED_ROLE_WEIGHT = 0.7;
const DESIRED_ROLE_BOOST = 0.1;
const LEADER_TITLE = /\b(managers?|supervisors?|directors?)\b/i;
const ENTRY_TITLE = /\b(clerks?|fillers?|helpers?|laborers?|attendants?|aides?)\b/i;
const CATCH_ALL_TITLE = /\ball other\b/i;

/** Rank and years move leader titles up for senior people and entry titles up for junior ones. */
function levelAdjustment(level: FallbackLevel, leadership: number): number {
  if (level === "leader") return 0.18 * leadership - 0.1 * (1 - leadership);
  if (level === "entry") return 0.1 * (1 - leadership) - 0.14 * leadership;
  return 0;
}

function rankOccupations(input: MilitaryExperience, service: ServiceKey | null, leadership: number) {
  const data = getMatchingData();
  const weights = new Map<string, number>();
  const raise = (code: string, weight: number) => {
    if (!data.occupations[code]) return;
    weights.set(code, Math.max(weights.get(code) ?? 0, Math.min(1, Math.max(0, weight))));
  };
  // What reached each code, the strongest claim kept: the crosswalk, then a desired role, then a curated path.
  const byCrosswalk = new Set<string>();
  const byRole = new Set<string>();
  const byPath = new Set<string>();
  const match = service && input.code ? lookupMilitaryCode(service, input.code) : null;
  for (const [code, rawWeight] of match?.record.occupations ?? []) {
    const weight = rawWeight / 100;
    if (!isMilitaryOnlyOccupation(code)) {
      const title = data.occupations[code]?.title ?? "";
      const seniority = LEADER_TITLE.test(title) ? 0.1 * (leadership - 0.5) : ENTRY_TITLE.test(title) ? -0.15 * leadership : 0;
      raise(code, weight + seniority);
      byCrosswalk.add(code);
      continue;
    }
    for (const fallback of COMBAT_ARMS_FALLBACKS[code] ?? []) {
      raise(fallback.onetCode, weight * (fallback.weight + levelAdjustment(fallback.level, leadership)));
    }
  }
  // Where people of the code commonly go next beyond the crosswalk (an HM to EMT work), as the
  // translator shows them: leads like the combat-arms fallbacks, never the crosswalk's word.
  for (const path of service && match ? careerPathsFor(service, match.key) : []) {
    raise(path.onetCode, path.score / 100);
    byPath.add(path.onetCode);
  }
  for (const role of input.desiredRoles ?? []) {
    const codes = occupationsTitled(role);
    // A role many occupations are called ("Engineer", "Clerk") says little about which one.
    const share = codes.length > 2 ? 2 / codes.length : 1;
    for (const code of codes) {
      byRole.add(code);
      const current = weights.get(code);
      raise(code, current === undefined ? DESIRED_ROLE_WEIGHT * share : current + DESIRED_ROLE_BOOST * share);
    }
  }
  const occupations: RankedOccupation[] = [...weights]
    .map(([onetCode, weight]) => ({
      onetCode,
      title: data.occupations[onetCode].title,
      weight,
      origin: byCrosswalk.has(onetCode)
        ? ("crosswalk" as const)
        : byRole.has(onetCode)
          ? ("wanted" as const)
          : byPath.has(onetCode)
            ? ("path" as const)
            : ("fallback" as const),
    }))
    .sort((a, b) => b.weight - a.weight || a.onetCode.localeCompare(b.onetCode));
  return { match, occupations };
}

function uniqueCaseless(values: Iterable<string>, limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(value.trim());
    if (out.length >= limit) break;
  }
  return out;
}

/** Interleaves the first items of each list: the best occupation does not crowd out the rest. */
function interleave(lists: readonly (readonly string[])[], perList: number): string[] {
  const out: string[] = [];
  for (let index = 0; index < perList; index++) for (const list of lists) if (index < list.length) out.push(list[index]);
  return out;
}

function civilianSkills(top: readonly OccupationRecord[], ownSkills: readonly string[]): string[] {
  const technology = interleave(
    top.map((occupation) => occupation.technology),
    4,
  );
  const own = ownSkills.map((skill) => skill.toLowerCase());
  // Technologies the veteran already lists come first: they are proven, not just implied.
  const proven = technology.filter((name) =>
    own.some((skill) => name.toLowerCase().includes(skill) || skill.includes(name.toLowerCase())),
  );
  return uniqueCaseless(
    [
      ...proven,
      ...technology.slice(0, 8),
      ...interleave(
        top.map((occupation) => occupation.skills),
        3,
      ),
      ...technology,
    ],
    MAX_SKILLS,
  );
}

function civilianKeywords(top: readonly OccupationRecord[], input: MilitaryExperience, leadership: number): string[] {
  const extra: string[] = [];
  const clearance = parseClearance(input.clearance ?? null);
  if (clearance && clearanceRank(clearance) > 0)
    extra.push(clearance === "Required" ? "Security clearance" : `${clearance} clearance`);
  if (leadership >= 0.5) extra.push("Team leadership");
  if (input.yearsOfService != null && input.yearsOfService >= 4) extra.push(`${input.yearsOfService} years of experience`);
  return uniqueCaseless(
    [
      ...interleave(
        top.map((occupation) => occupation.alternateTitles),
        2,
      ),
      ...extra,
      "Veteran",
      ...interleave(
        top.map((occupation) => occupation.keywords),
        4,
      ),
    ],
    MAX_KEYWORDS,
  );
}

/**
 * How much a code alone says its holder led: an officer code (O*NET 55-1xxx) ran units, a
 * first-line supervisor code (55-2xxx) ran crews. Without a rank, the code decides the floor, so
 * "0302 Infantry Officer" reads as security managers and operations managers, not guards.
 */
function codeLeadershipFloor(service: ServiceKey | null, code: string | null | undefined): number {
  const match = service && code ? lookupMilitaryCode(service, code) : null;
  const codes = match?.record.occupations.map(([onetCode]) => onetCode) ?? [];
  if (codes.some((onetCode) => onetCode.startsWith("55-1"))) return 0.8;
  if (codes.some((onetCode) => onetCode.startsWith("55-2"))) return 0.6;
  return 0;
}

/**
 * Translations by what they are made from. Veterans of one code and grade share most of theirs, and
 * one posting is scored into thousands of lists with a scorer each. Shared, so frozen.
 */
const translations = new LRUCache<string, DetailedTranslation, MilitaryExperience>({
  max: 2048,
  memoMethod: (_key, _stale, { context }) => deepFreeze(translateAnew(context)),
});

/** Military occupation → ranked civilian occupations, skills and keywords, with what scoring needs. */
export function translateDetailed(input: MilitaryExperience): DetailedTranslation {
  const key = JSON.stringify([input.branch, input.code, input.rank, input.yearsOfService, input.clearance, input.skills, input.desiredRoles]);
  return translations.memo(key, { context: input });
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function translateAnew(input: MilitaryExperience): DetailedTranslation {
  const service = serviceForBranch(input.branch);
  const grade = parseMilitaryRank(input.rank, service);
  const fromRank = leadershipLevel(grade, input.yearsOfService ?? null);
  const leadership = grade ? fromRank : Math.max(fromRank, codeLeadershipFloor(service, input.code));
  const { match, occupations } = rankOccupations(input, service, leadership);
  const data = getMatchingData();
  // "Computer Occupations, All Other" says little; it still counts for scoring, not as a title.
  const named = occupations.filter((occupation) => !CATCH_ALL_TITLE.test(occupation.title));
  const shown = named.length > 0 ? named : occupations;
  const top = shown.slice(0, 3).map((occupation) => data.occupations[occupation.onetCode]);
  const shownCode = (input.code ?? "").trim().toUpperCase();
  // What the code's own work teaches; without a known code, what the top occupations' fields do.
  const skillSources = match ? match.record.occupations.map(([onetCode]) => onetCode) : shown.slice(0, 3).map((occupation) => occupation.onetCode);
  const backgroundSkills = top.length > 0 ? civilianSkills(top, input.skills ?? []) : [];
  return {
    service,
    codeLabel: service && match ? codeLabel(service, shownCode) : null,
    occupations,
    backgroundSkills,
    titles: shown.slice(0, MAX_TITLES).map((occupation) => ({
      onet_code: occupation.onetCode,
      title: occupation.title,
      score: Math.round(occupation.weight * 100),
    })),
    skills: transferableSkills(skillSources, data),
    keywords: top.length > 0 ? civilianKeywords(top, input, leadership) : [],
    militaryWork: match ? militaryWorkWords(match.record.occupations.map(([onetCode]) => onetCode)) : [],
  };
}

/**
 * The things of the military-only occupations' work among these (O*NET keywords, stemmed): nouns
 * and adjectives ("weapons", "artillery", "tactical"). Verbs and adverbs ("maintaining", "leading",
 * "launched", "predominantly") are in every posting's prose and tell nothing of the work. With them,
 * the civilian fields' own words for that work (COMBAT_ARMS_WORK).
 */
function militaryWorkWords(onetCodes: readonly string[]): string[] {
  const data = getMatchingData();
  const words = onetCodes
    .filter(isMilitaryOnlyOccupation)
    .flatMap((code) => [...(data.occupations[code]?.keywords ?? []).filter((keyword) => !/(?:ing|ed|ly)$/i.test(keyword)), ...(COMBAT_ARMS_WORK[code] ?? [])])
    .map(wordStem);
  return [...new Set(words)];
}

/** Military experience in civilian language: ranked occupation titles, skills and keywords. */
export function translateMilitaryExperience(input: MilitaryExperience): Translation {
  const { titles, skills, keywords } = translateDetailed(input);
  return { titles, skills, keywords };
}
