/**
 * What a posting's own words say about fit: its title and text against the words of the
 * veteran's occupation family (O*NET titles, alternate titles and keywords), military codes it
 * names ("Ideal for Army 88M / Marine 3531 NCOs"), and the seniority its title reads as.
 * The per-text work (normalising, splitting into words) is shared by every veteran's scorer.
 */
import { LRUCache } from "lru-cache";
import type { ExperienceLevel } from "@shared/job-taxonomy";
import type { ServiceKey } from "./matching-data.server";
import { wordStem } from "./fit-role-match.server";
import { normalizePhrase, significantWords } from "./text-normalize.server";

/**
 * Words of a title that name a level or a kind of post rather than a field: "Senior", "Lead",
 * "Specialist", "Manager". They tell seniority (titleLevel) but not which occupation.
 */
const ROLE_WORDS = new Set([
  "senior",
  "lead",
  "junior",
  "entry",
  "trainee",
  "apprentice",
  "intern",
  "principal",
  "staff",
  "chief",
  "head",
  "director",
  "manager",
  "supervisor",
  "assistant",
  "associate",
  "specialist",
  "technician",
  "tech",
  "worker",
  "coordinator",
  "officer",
  "clerk",
  "operator",
  "helper",
  "aide",
  "representative",
  "professional",
  "analyst",
  "engineer",
  "consultant",
  "general",
  "team",
  "member",
  "first",
  "line",
]);

const fieldWordsCache = new LRUCache<string, string[]>({ max: 50_000 });

/** The significant, stemmed words of a title that name its field (shared by every scorer; do not change the array). */
export function fieldWords(title: string): string[] {
  let words = fieldWordsCache.get(title);
  if (words === undefined) {
    words = significantWords(title.replace(/\([^)]*\)/g, " "))
      .map(wordStem)
      .filter((word) => !ROLE_WORDS.has(word) && word.length > 1);
    fieldWordsCache.set(title, words);
  }
  return words;
}

/**
 * Words of a title that say only its level ("Senior", "Lead", "Trainee"), not what the work is.
 * Unlike ROLE_WORDS they leave the kind of post in ("Officer", "Analyst", "Clerk"): a Security
 * Officer and a Security Analyst do different work.
 */
const LEVEL_WORDS = new Set([
  "senior",
  "lead",
  "junior",
  "entry",
  "trainee",
  "apprentice",
  "intern",
  "principal",
  "staff",
  "chief",
  "head",
  "general",
  "team",
  "member",
  "first",
  "line",
]);

const titleWordsCache = new LRUCache<string, string[]>({ max: 50_000 });

/** A title's distinct significant words, stemmed, without level words or parentheses (shared; do not change the array). */
export function titleWords(title: string): string[] {
  let words = titleWordsCache.get(title);
  if (words === undefined) {
    const stems = significantWords(title.replace(/\([^)]*\)/g, " "))
      .map(wordStem)
      .filter((word) => !LEVEL_WORDS.has(word) && word.length > 1);
    words = [...new Set(stems)];
    titleWordsCache.set(title, words);
  }
  return words;
}

export interface JobText {
  /** Normalised text padded with spaces: " word word ", for whole-phrase lookups. */
  padded: string;
  /** Its significant words, stemmed. */
  words: ReadonlySet<string>;
  /** The raw text, for code mentions (case and punctuation kept). */
  raw: string;
}

const textCache = new LRUCache<string, JobText>({ max: 20_000 });

/** A posting's text, normalised once per text however many veterans score it. */
export function jobText(text: string): JobText {
  let hit = textCache.get(text);
  if (hit === undefined) {
    const normalized = normalizePhrase(text);
    hit = { padded: ` ${normalized} `, words: new Set(significantWords(normalized).map(wordStem)), raw: text };
    textCache.set(text, hit);
  }
  return hit;
}

const EXECUTIVE_TITLE = /\b(director|vice president|vp|chief|head of|president|executive)\b/i;
const SENIOR_TITLE = /\b(senior|sr|lead|principal|manager|supervisor|superintendent)\b/i;
const ENTRY_TITLE = /\b(junior|jr|entry|trainee|apprentice|intern|internship|helper|assistant)\b/i;

/** The seniority a job title reads as, or null when it says none ("Truck Driver"). */
export function titleLevel(title: string): ExperienceLevel | null {
  if (EXECUTIVE_TITLE.test(title)) return "executive";
  if (SENIOR_TITLE.test(title)) return "senior";
  if (ENTRY_TITLE.test(title)) return "entry";
  return null;
}

const SERVICE_WORDS: Readonly<Record<ServiceKey, string>> = {
  army: "army",
  navy: "navy|naval|usn",
  air_force: "air force|usaf|space force",
  marine_corps: "marines?|marine corps|usmc",
  coast_guard: "coast guard|uscg",
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A test for "the posting names this code". A code of letters and digits ("88M", "3D1X2") is
 * distinctive on its own; a code of letters only (Navy "IT") or digits only (Marine "3531") is
 * an ordinary word or number unless the service is named just before it ("Navy IT", "Marine 3531").
 */
export function codeMentionTest(service: ServiceKey, code: string): (text: JobText) => boolean {
  const key = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,6}$/.test(key)) return () => false;
  const word = wordStem(key.toLowerCase());
  const mixed = /[A-Z]/.test(key) && /\d/.test(key);
  const pattern = mixed
    ? new RegExp(`(?<![A-Za-z0-9])(${escape(key)})(?![A-Za-z0-9])`, "i")
    : new RegExp(`\\b(?:${SERVICE_WORDS[service]})\\s+(?:[A-Za-z]+\\s+)?(${escape(key)})(?![A-Za-z0-9])`, "i");
  const lettersOnly = !/\d/.test(key);
  const serviceNamed = new RegExp(`\\b(?:${SERVICE_WORDS[service]})\\b`, "i");
  return ({ words, raw }) => {
    // Most texts do not hold the code at all: one set lookup before any pattern.
    if (!words.has(word)) return false;
    const found = pattern.exec(raw);
    if (!found) return false;
    // A rating is written in capitals ("Navy IT"); "navy it" is prose.
    if (lettersOnly && found[1] !== key) return false;
    // The service must be named somewhere for a mixed code too: "88M" is also a part number.
    return !mixed || serviceNamed.test(raw) || /\bMOS\b|\bAFSC\b|\bveteran/i.test(raw);
  };
}

/** "veterans", "military", or the veteran's service named in a posting: an employer looking for them. */
export function veteranInviteTest(service: ServiceKey | null): (text: JobText) => boolean {
  const phrases = ["veterans?", "military", "service members?", "transitioning"];
  if (service) phrases.push(SERVICE_WORDS[service]);
  const pattern = new RegExp(`\\b(?:${phrases.join("|")})\\b`, "i");
  // The first word of each phrase, as the text's word set holds it.
  const firstWords = ["veteran", "military", "member", "transitioning", ...(service ? SERVICE_WORDS[service].split("|").map((p) => wordStem(p.split(" ")[0].replace("?", ""))) : [])];
  return ({ words, raw }) => firstWords.some((word) => words.has(word)) && pattern.test(raw);
}
