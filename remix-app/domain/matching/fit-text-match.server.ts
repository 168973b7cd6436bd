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
import { significantWords } from "./text-normalize.server";
import { jobText, SERVICE_WORDS, TEXT_FLAGS, type JobText } from "./posting-text.server";

export { jobText, type JobText };

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A test for "the posting names this code". A code of letters and digits ("88M", "3D1X2") is
 * distinctive on its own; a code of letters only (Navy "IT") or digits only (Marine "3531") is
 * an ordinary word or number unless the service is named just before it ("Navy IT", "Marine 3531")
 * or, for digits, the posting names the service and lists the code beside a letter-and-digit code
 * ("Marine infantry … (0311, 0331, 11B or similar)").
 */
export function codeMentionTest(service: ServiceKey, code: string): (text: JobText) => boolean {
  const key = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,6}$/.test(key)) return () => false;
  const word = wordStem(key.toLowerCase());
  const mixed = /[A-Z]/.test(key) && /\d/.test(key);
  // A code of letters or digits only is looked for where a service is named (JobText.serviceWindows).
  const pattern = new RegExp(`\\b(?:${SERVICE_WORDS[service]})\\s+(?:[A-Za-z]+\\s+)?(${escape(key)})(?![A-Za-z0-9])`, "i");
  const lettersOnly = !/\d/.test(key);
  const lower = key.toLowerCase();
  const cue = TEXT_FLAGS.serviceNamed(service) | TEXT_FLAGS.militaryCue;
  const digitsOnly = /^\d+$/.test(key);
  return ({ words, mixedCodes, listedCodes, flags, serviceWindows }) => {
    // The cheap tests first (most texts hold no code and name no service); the word list last.
    // The service must be named somewhere for a mixed code too: "88M" is also a part number.
    if (mixed) return mixedCodes.has(lower) && (flags & cue) !== 0 && words.includes(word);
    if (digitsOnly && listedCodes.has(key) && (flags & TEXT_FLAGS.serviceNamed(service)) !== 0) return true;
    if (serviceWindows === "" || !words.includes(word)) return false;
    const found = pattern.exec(serviceWindows);
    if (!found) return false;
    // A rating is written in capitals ("Navy IT"); "navy it" is prose.
    return !lettersOnly || found[1] === key;
  };
}

/** "veterans", "military", or the veteran's service named in a posting: an employer looking for them. */
export function veteranInviteTest(service: ServiceKey | null): (text: JobText) => boolean {
  const invites = TEXT_FLAGS.invites | (service ? TEXT_FLAGS.serviceNamed(service) : 0);
  // The first word of each phrase, as the text's word set holds it.
  const firstWords = ["veteran", "military", "member", "transitioning", ...(service ? SERVICE_WORDS[service].split("|").map((p) => wordStem(p.split(" ")[0].replace("?", ""))) : [])];
  return ({ words, flags }) => (flags & invites) !== 0 && firstWords.some((word) => words.includes(word));
}
