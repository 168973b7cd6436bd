import { LRUCache } from "lru-cache";
import type { CriterionResult, FitAudience, JobForScoring, VeteranMatchProfile } from "./fit-types";
import { FIT_WEIGHTS } from "./fit-weights.server";
import { getMatchingData } from "./matching-data.server";
import { codeMentionTest, titleWords, veteranInviteTest, type JobText } from "./fit-text-match.server";
import { jobHasText, textOfJob } from "./posting-terms.server";
import { stemmedWords, wordStem } from "./fit-role-match.server";
import { translateDetailed, type OccupationOrigin, type RankedOccupation } from "./translation.server";
import type { MatchingDataFile } from "./matching-data.server";
import { ScorerCaches } from "./scorer-caches";
import { soleOccupationTitles } from "./occupation-titles.server";

export interface OccupationMatcher {
  match: (job: JobForScoring) => CriterionResult;
  /** Civilian skills implied by the military occupation, for tag matching. */
  backgroundSkills: string[];
  /** "MOS 88M": whose background the implied skills come from, or null when the code is unknown. */
  codeLabel: string | null;
  /**
   * Points for what the posting says to service members, beyond the occupation: it names the
   * veteran's code (the occupation's reason says so), or it invites veterans or names their service.
   */
  mentionPoints: (job: JobForScoring) => number;
}

/** A related occupation (O*NET "Primary-Short") earns this share of its source's weight. */
const RELATED_FACTOR = 0.6;
/** A job matched through its title's words earns this share (times how many of them match). */
const TITLE_FACTOR = 0.85;
/** A job matched through its description's words earns this share. */
const TEXT_FACTOR = 0.55;
/** A second kind of evidence adds this share of its points. */
const AGREEMENT_FACTOR = 0.25;
/** A posting naming the veteran's own code ("Ideal for Army 88M") earns this share. */
const MENTION_FACTOR = 1;
/** Keywords of an occupation a description must hold to count fully. */
const TEXT_KEYWORDS_FOR_FULL = 4;
const MAX_CACHED_TITLES = 50_000;
/**
 * A field the combat-arms fallbacks guessed, for a posting whose duties never name the veteran's
 * work (weapons, ammunition, reconnaissance…), earns this share: the field fits many combat
 * veterans, this posting's work may not ("Learning and Development Specialist" in e-learning).
 */
const FALLBACK_WITHOUT_THE_WORK = 0.8;
const NO_MATCH: CriterionResult = { points: 0, reason: null };

/** "15-1232" and "15-1232.00" name the same occupation. */
function normalizeOnetCode(code: string): string {
  const trimmed = code.trim();
  return /^\d\d-\d{4}$/.test(trimmed) ? `${trimmed}.00` : trimmed;
}

/** Scores a job's O*NET occupation (or, lacking one, its title) against the veteran's translation. */
export function occupationMatcher(profile: VeteranMatchProfile, audience: FitAudience = "veteran", caches = new ScorerCaches()): OccupationMatcher {
  const translation = translateDetailed(profile);
  const invites = veteranInviteTest(translation.service);
  const inviteOnly = (job: JobForScoring) => (jobHasText(job) && invites(textOfJob(job)) ? FIT_WEIGHTS.veteranInvite : 0);
  if (translation.occupations.length === 0)
    return { match: () => NO_MATCH, backgroundSkills: [], codeLabel: null, mentionPoints: inviteOnly };
  const source = translation.codeLabel ?? "background";
  const { byCode, family } = sharedFamily({ audience, codeLabel: translation.codeLabel, occupations: translation.occupations });
  const service = translation.service;
  const names = service && translation.codeLabel && profile.code ? codeMentionTest(service, profile.code) : null;
  const named: CriterionResult = {
    points: Math.round(FIT_WEIGHTS.occupation * MENTION_FACTOR),
    reason: audience === "veteran" ? `The posting names your ${source}` : `The posting names the candidate's ${source}`,
    kind: "met",
  };
  const work = translation.militaryWork;
  /**
   * A fallback's field at FALLBACK_WITHOUT_THE_WORK when the posting's duties never name the
   * veteran's work. A posting without text says nothing either way, and keeps its points (missing
   * data neither helps nor sinks a job).
   */
  const unlessTheWork = (result: CriterionResult, text: JobText): CriterionResult => {
    if (!result.fallback || result.points === 0 || work.length === 0) return result;
    if (work.some((word) => text.words.includes(word))) return result;
    return { ...result, points: Math.round(result.points * FALLBACK_WITHOUT_THE_WORK) };
  };
  const codeCache = caches.map<string, CriterionResult>();
  const byJobCode = (code: string | null): CriterionResult => {
    if (code === null || code === "") return NO_MATCH;
    let hit = codeCache.get(code);
    if (hit === undefined) {
      hit = byCode.get(normalizeOnetCode(code)) ?? NO_MATCH;
      codeCache.set(code, hit);
    }
    return hit;
  };

  return {
    backgroundSkills: translation.backgroundSkills,
    codeLabel: translation.codeLabel,
    mentionPoints: (job) => {
      if (!jobHasText(job)) return 0;
      if (names?.(textOfJob(job))) return FIT_WEIGHTS.codeNamed;
      return inviteOnly(job);
    },
    match: (job) => {
      const byCodeHit = byJobCode(job.onetCode);
      const hasText = jobHasText(job);
      // No title can beat this code's points, and without text nothing else can add: skip the title.
      if (!hasText && byCodeHit.points >= family.maxTitlePoints) return byCodeHit;
      const byTitleHit = family.title(job.title);
      let best = byCodeHit.points >= byTitleHit.points ? byCodeHit : byTitleHit;
      const other = best === byCodeHit ? byTitleHit : byCodeHit;
      if (hasText) {
        const text = textOfJob(job);
        if (names?.(text)) return named;
        const byText = family.text(text);
        if (byText.points > best.points) best = byText;
        // Two kinds of evidence agreeing (a family title and family duties) count a little more.
        const second = Math.max(other.points, byText === best ? byTitleHit.points : byText.points);
        if (second > 0 && best.points > 0) {
          const points = Math.min(family.maxPoints, best.points + Math.round(AGREEMENT_FACTOR * second));
          if (points > best.points) best = { ...best, points };
        }
        return unlessTheWork(best, text);
      }
      return best;
    },
  };
}

interface FamilyEntry {
  weight: number;
  titleHit: CriterionResult;
  keywords: ReadonlySet<string>;
  /** What a match by the posting's duties says (points set when it is made). */
  textHit: Pick<CriterionResult, "reason" | "kind" | "fallback">;
}

interface FamilyVocabulary {
  title: (title: string) => CriterionResult;
  text: (text: JobText) => CriterionResult;
  maxPoints: number;
  /** The most points a title can earn. */
  maxTitlePoints: number;
}

interface SharedFamily {
  /** The translated occupations and their related ones by O*NET code, with the reason each gives. */
  byCode: ReadonlyMap<string, CriterionResult>;
  family: FamilyVocabulary;
}

/**
 * Families by what they are built from (the occupations with their weights, and the wording's
 * audience and code): veterans of one code and grade share one. Building a family was most of a
 * scorer's cost, and one posting is scored into 10,000 veterans' lists with a scorer each.
 */
interface FamilyInputs {
  audience: FitAudience;
  codeLabel: string | null;
  occupations: readonly RankedOccupation[];
}

const familiesByKey = new LRUCache<string, SharedFamily, FamilyInputs>({
  max: 512,
  memoMethod: (_key, _stale, { context }) => buildFamily(context),
});

function sharedFamily(inputs: FamilyInputs): SharedFamily {
  const { audience, codeLabel, occupations } = inputs;
  const key = `${audience}|${codeLabel ?? ""}|${occupations.map((occupation) => `${occupation.onetCode}:${occupation.weight}:${occupation.origin}`).join(",")}`;
  return familiesByKey.memo(key, { context: inputs });
}

function buildFamily({ audience, codeLabel, occupations }: FamilyInputs): SharedFamily {
  const data = getMatchingData();
  const wording = familyWording(audience, codeLabel);
  const byCode = new Map<string, CriterionResult>();
  const set = (code: string, weight: number, result: Omit<CriterionResult, "points">) => {
    const points = Math.round(FIT_WEIGHTS.occupation * weight);
    if (points > (byCode.get(code)?.points ?? 0)) byCode.set(code, { points, ...result });
  };
  for (const occupation of occupations) set(occupation.onetCode, occupation.weight, familyMatch(wording, occupation.origin, true, occupation.title));
  // A related occupation is a partial match: the background carries over, not the whole job.
  for (const occupation of bringingRelated(occupations)) {
    for (const related of data.occupations[occupation.onetCode]?.related ?? []) {
      const title = data.occupations[related]?.title;
      if (title) set(related, occupation.weight * RELATED_FACTOR, familyMatch(wording, occupation.origin, false, title));
    }
  }
  // The words of each family occupation's titles (its own and O*NET's alternate titles) and
  // keywords: a posting titled or written in them is in the family whatever code it carries.
  return { byCode, family: familyVocabulary(occupations, data, wording) };
}

/** How the reasons name the veteran's code, to the veteran ("your MOS 88M") or to an employer ("MOS 88M"). */
interface FamilyWording {
  source: string;
  theirs: string;
  audience: FitAudience;
}

function familyWording(audience: FitAudience, codeLabel: string | null): FamilyWording {
  return { audience, source: codeLabel ?? "background", theirs: codeLabel ?? "Background" };
}

/**
 * The reason and kind of a match with a family occupation, by how the occupation entered the family
 * (RankedOccupation.origin), whether the match is with it or with one related to it, and whether
 * the posting's title or only its duties matched. Only the crosswalk's own occupations are ticked
 * (met); a lead, a field the veteran asked for and a related field are partial.
 */
function familyMatch(
  { audience, source, theirs }: FamilyWording,
  origin: OccupationOrigin,
  direct: boolean,
  title: string,
  byDuties = false,
): Pick<CriterionResult, "reason" | "kind" | "fallback"> {
  const veteran = audience === "veteran";
  if (origin === "fallback" || origin === "path")
    return {
      reason: veteran ? `A common civilian field for your ${source}: ${title}` : `A common civilian field for ${theirs}: ${title}`,
      kind: "partial",
      fallback: origin === "fallback",
    };
  if (origin === "wanted") {
    const lead = direct ? "In a field" : "Related to a field";
    return { reason: `${lead} ${veteran ? "you" : "the candidate"} asked for: ${title}`, kind: "partial", fallback: false };
  }
  if (!direct)
    return { reason: veteran ? `Related to your ${source}: ${title}` : `${theirs} is related to ${title}`, kind: "partial", fallback: false };
  if (byDuties)
    return {
      reason: veteran ? `The duties match your ${source} → ${title}` : `The duties match ${theirs} → ${title}`,
      kind: "partial",
      fallback: false,
    };
  return { reason: veteran ? `Matches your ${source} → ${title}` : `${theirs} matches ${title}`, kind: "met", fallback: false };
}

/** The family occupations whose related occupations join the family: not a curated path's (two steps from the code). */
function bringingRelated(occupations: readonly RankedOccupation[]): RankedOccupation[] {
  return occupations.filter((occupation) => occupation.origin !== "path");
}

/**
 * The family's words: each translated occupation and its related occupations (at RELATED_FACTOR),
 * with the field words of their titles and their keywords. A title scores by the share of its
 * field words one occupation's titles hold; a description by how many of its keywords it uses.
 */
function familyVocabulary(
  occupations: readonly RankedOccupation[],
  data: MatchingDataFile,
  wording: FamilyWording,
): FamilyVocabulary {
  const idf = titleWordWeights(data);
  const entries: FamilyEntry[] = [];
  // Every title of every occupation on its own: a posting's title is compared with one title at a
  // time, never with words gathered from several.
  const titles: { entry: number; weight: number; single: boolean }[] = [];
  const byWord = new Map<string, number[]>();
  // Each occupation's titles as whole phrases ("intelligence analyst"): a posting title that states
  // one of them is that occupation whatever qualifies it ("All-Source …", "…, Maritime").
  const byPhrase = new Map<string, number>();
  // Every other title O*NET lists for an occupation (about 60 each), by its words: a posting titled
  // exactly so ("Border Patrol Agent", one of Police Patrol Officers') is that occupation. Whole
  // titles only: the long list's shorter titles ("Program Manager") name roles in many fields. And
  // only a title O*NET gives no other occupation, under any of its titles: "Supply Chain Manager",
  // also on Logistics Analysts' long list, is the occupation it names; "Cybersecurity Analyst", on
  // Intelligence Analysts' and Information Security Analysts' lists, says neither.
  const byListedTitle = new Map<string, number>();
  const soleTitles = soleOccupationTitles();
  const add = (code: string, weight: number, direct: boolean, origin: OccupationOrigin) => {
    const record = data.occupations[code];
    if (!record) return;
    const index = entries.length;
    entries.push({
      weight,
      titleHit: { points: Math.round(FIT_WEIGHTS.occupation * weight * TITLE_FACTOR), ...familyMatch(wording, origin, direct, record.title) },
      keywords: new Set(record.keywords.map(wordStem)),
      textHit: familyMatch(wording, origin, direct, record.title, true),
    });
    for (const title of [record.title, ...record.alternateTitles]) {
      const phrase = titlePhrase(title);
      if (phrase.split(" ").length >= 2 && !byPhrase.has(phrase)) byPhrase.set(phrase, index);
      const words = titleWords(title);
      if (words.length === 0) continue;
      const titleIndex = titles.length;
      titles.push({ entry: index, weight: words.reduce((total, word) => total + idf.of(word), 0), single: words.length === 1 });
      for (const word of words) {
        const list = byWord.get(word) ?? [];
        list.push(titleIndex);
        byWord.set(word, list);
      }
    }
    for (const title of data.titles[code] ?? []) {
      const words = titleWords(title);
      if (words.length < 2) continue;
      const key = words.join(" ");
      if (soleTitles.get(key) !== code) continue;
      const held = byListedTitle.get(key);
      if (held === undefined || entries[held].weight < weight) byListedTitle.set(key, index);
    }
  };
  const seen = new Set<string>();
  for (const occupation of occupations) {
    seen.add(occupation.onetCode);
    add(occupation.onetCode, occupation.weight, true, occupation.origin);
  }
  for (const occupation of bringingRelated(occupations)) {
    for (const related of data.occupations[occupation.onetCode]?.related ?? []) {
      if (seen.has(related)) continue;
      seen.add(related);
      add(related, occupation.weight * RELATED_FACTOR, false, occupation.origin);
    }
  }
  const maxPoints = Math.round(FIT_WEIGHTS.occupation * Math.max(0, ...entries.map((entry) => entry.weight)));
  const counts = new Float64Array(titles.length);
  const hits = new Uint16Array(entries.length);
  const byKeyword = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const keyword of entry.keywords) {
      const list = byKeyword.get(keyword) ?? [];
      list.push(index);
      byKeyword.set(keyword, list);
    }
  });
  const titleOf = (title: string): CriterionResult => {
    const words = titleWords(title);
    const key = words.join(" ");
    const listed = byListedTitle.get(key);
    const named = statedTitle(titlePhrase(title), byPhrase, entries);
    const stated = listed !== undefined && (named === null || named.points < entries[listed].titleHit.points) ? entries[listed].titleHit : named;
    // A whole title O*NET gives one occupation outside the family ("Physical Security Specialist",
    // Security Management Specialists') is that occupation: the words it shares with a family title
    // ("Security Specialist", an Information Security Analyst's) are not the family's work.
    const owner = soleTitles.get(key);
    if (words.length === 0 || (typeof owner === "string" && !seen.has(owner))) return stated ?? NO_MATCH;
    const touched: number[] = [];
    let total = 0;
    for (const word of words) {
      // Words many occupations' titles share ("specialist", "systems") weigh little; a word no
      // occupation's titles use ("Acme") weighs as much as the rarest one.
      const weight = idf.of(word);
      total += weight;
      for (const index of byWord.get(word) ?? []) {
        if (counts[index] === 0) touched.push(index);
        counts[index] += weight;
      }
    }
    let best = NO_MATCH;
    let bestValue = 0;
    for (const index of touched) {
      // How much of the two titles is the same words (Dice, by weight): "Police Officer" is
      // half of "Police Dispatcher", "Security Officer" half of "Security Analyst".
      const likeness = (2 * counts[index]) / (total + titles[index].weight);
      counts[index] = 0;
      if (likeness < 0.5) continue;
      // A one-word title ("Dispatcher", an O*NET alternate for EMTs) names a role in many fields;
      // a posting's title that adds its own field ("Truck Dispatcher") is another field's role.
      if (titles[index].single && likeness < 0.999) continue;
      const entry = entries[titles[index].entry];
      const value = entry.weight * likeness;
      if (value > bestValue) {
        bestValue = value;
        best = likeness >= 0.999 ? entry.titleHit : { ...entry.titleHit, points: Math.round(entry.titleHit.points * likeness) };
      }
    }
    return stated !== null && stated.points >= best.points ? stated : best;
  };
  const textOf = (text: JobText): CriterionResult => {
    // From the text's words to the occupations whose keywords they are: a description has far
    // fewer distinct words than the family has keywords times occupations.
    hits.fill(0);
    for (const word of text.words) {
      const list = byKeyword.get(word);
      if (list !== undefined) for (const index of list) hits[index]++;
    }
    let bestValue = 0;
    let bestIndex = -1;
    for (let index = 0; index < entries.length; index++) {
      const count = hits[index];
      if (count < 2) continue;
      const value = entries[index].weight * Math.min(1, count / TEXT_KEYWORDS_FOR_FULL);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    }
    if (bestIndex < 0) return NO_MATCH;
    return { points: Math.round(FIT_WEIGHTS.occupation * bestValue * TEXT_FACTOR), ...entries[bestIndex].textHit };
  };
  // Per family, not per scorer: a posting scored into 10,000 lists is matched once for each family
  // among them (veterans of one code and grade), not once for each veteran.
  const byTitle = new LRUCache<string, CriterionResult>({ max: MAX_CACHED_TITLES, memoMethod: titleOf });
  const byText = new WeakMap<JobText, CriterionResult>();
  // The title asked last, before the cache: one posting scored into 10,000 lists asks each family
  // for its title once per veteran, and the cache's own lookup was a tenth of that task.
  let lastTitle: string | null = null;
  let lastTitleHit = NO_MATCH;
  return {
    maxPoints,
    maxTitlePoints: Math.max(0, ...entries.map((entry) => entry.titleHit.points)),
    title: (title) => {
      if (title !== lastTitle) {
        lastTitleHit = byTitle.memo(title);
        lastTitle = title;
      }
      return lastTitleHit;
    },
    text: (text) => {
      let hit = byText.get(text);
      if (hit === undefined) {
        hit = textOf(text);
        byText.set(text, hit);
      }
      return hit;
    },
  };
}

/** A title's significant words, stemmed, without what its parentheses add: "intelligence analyst". */
function titlePhrase(title: string): string {
  return stemmedWords(title.replace(/\([^)]*\)/g, " ")).join(" ");
}

/** The best occupation whose title (of two words or more) the posting's title states whole. */
function statedTitle(
  phrase: string,
  byPhrase: ReadonlyMap<string, number>,
  entries: readonly FamilyEntry[],
): CriterionResult | null {
  const words = phrase.split(" ");
  let best: CriterionResult | null = null;
  let bestWeight = 0;
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 2; end <= Math.min(words.length, start + 6); end++) {
      const index = byPhrase.get(words.slice(start, end).join(" "));
      if (index !== undefined && entries[index].weight > bestWeight) {
        bestWeight = entries[index].weight;
        best = entries[index].titleHit;
      }
    }
  }
  return best;
}

interface WordWeights {
  /** ln(occupations / occupations whose titles use the word); a word no title uses gets the most. */
  of: (word: string) => number;
}

let titleWeights: WordWeights | null = null;

/** How much a title word tells which occupation it is, from how many O*NET occupations' titles use it. */
function titleWordWeights(data: MatchingDataFile): WordWeights {
  if (titleWeights) return titleWeights;
  const spread = new Map<string, number>();
  const codes = Object.keys(data.occupations);
  for (const code of codes) {
    const record = data.occupations[code];
    const words = new Set([record.title, ...record.alternateTitles].flatMap(titleWords));
    for (const word of words) spread.set(word, (spread.get(word) ?? 0) + 1);
  }
  const weights = new Map<string, number>();
  for (const [word, count] of spread) weights.set(word, Math.log(codes.length / count));
  const max = Math.log(codes.length);
  titleWeights = { of: (word) => weights.get(word) ?? max };
  return titleWeights;
}
