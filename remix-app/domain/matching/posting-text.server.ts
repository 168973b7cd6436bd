/**
 * What the fit scorer reads of a posting's text (description and requirements), read once: its
 * stemmed words, the letter-and-digit codes it holds, which services and cues it names, and the
 * stretches after each service word. It is built from the text here, or decoded from the form
 * stored with the job when it was written (domain/fit/fit-terms.server.ts), so ranking 100,000
 * jobs never reads or tokenises a description; every veteran-specific test (fit-text-match) gives
 * on it exactly what it gave on the whole text.
 */
import { LRUCache } from "lru-cache";
import type { ServiceKey } from "./matching-data.server";
import { wordStem } from "./fit-role-match.server";
import { normalizePhrase, significantWords } from "./text-normalize.server";

export interface JobText {
  /** The text is not empty. */
  hasText: boolean;
  /**
   * Its significant words, stemmed, each once, in the order the text first uses them. A list, not
   * a set: rankings hold 100,000 postings' words in memory, and the scorer walks them (a set cost
   * three times the memory for the two or three membership checks a posting gets).
   */
  words: readonly string[];
  /**
   * The same words in the text's order, repeats kept, padded with spaces (" travel voucher
   * process "): where a phrase of several words the veteran listed can be found whole.
   */
  sequence: string;
  /** Letter-and-digit runs of 2 to 6 characters it holds as whole words ("88m", "3d1x2"), lower case. */
  mixedCodes: ReadonlySet<string>;
  /**
   * Runs of digits only written in a list with a letter-and-digit code ("Infantry experience (0311,
   * 0331, 11B or similar)"): military codes by the company they keep, where alone they are numbers.
   */
  listedCodes: ReadonlySet<string>;
  /** TEXT_FLAGS bits. */
  flags: number;
  /**
   * The raw text from each place a service word starts ("Navy IT specialist…"), overlapping
   * stretches merged, joined by line breaks: where a "Navy IT" or "Marine 3531" can be named.
   */
  serviceWindows: string;
}

/** How each service is written in a posting (regular-expression alternatives, case ignored). */
export const SERVICE_WORDS: Readonly<Record<ServiceKey, string>> = {
  army: "army",
  navy: "navy|naval|usn",
  air_force: "air force|usaf|space force",
  marine_corps: "marines?|marine corps|usmc",
  coast_guard: "coast guard|uscg",
};

const SERVICE_ORDER: readonly ServiceKey[] = ["army", "navy", "air_force", "marine_corps", "coast_guard"];

/** The bits of JobText.flags. */
export const TEXT_FLAGS = {
  /** One bit per service: the text names it as a word. */
  serviceNamed: (service: ServiceKey): number => 1 << SERVICE_ORDER.indexOf(service),
  /** "MOS", "AFSC" or "veteran…": a letter-and-digit code reads as a military one. */
  militaryCue: 1 << 5,
  /** "veterans", "military", "service members", "transitioning" as words. */
  invites: 1 << 6,
} as const;

const SERVICE_NAMED: readonly RegExp[] = SERVICE_ORDER.map((service) => new RegExp(`\\b(?:${SERVICE_WORDS[service]})\\b`, "i"));
const ANY_SERVICE_START = new RegExp(`\\b(?=${SERVICE_ORDER.map((service) => SERVICE_WORDS[service]).join("|")})`, "gi");
const ALNUM_RUN = /[A-Za-z0-9]+/g;
/** Two or more codes separated by commas, slashes, "or" or "and": "0311, 0331, 11B", "11B/0311". */
const CODE_LIST = /\b[A-Za-z0-9]{2,6}(?:\s*(?:,|\/|\bor\b|\band\b)\s*[A-Za-z0-9]{2,6}\b)+/g;
const MILITARY_CUE = /\bMOS\b|\bAFSC\b|\bveteran/i;
const INVITE_WORDS = /\b(?:veterans?|military|service members?|transitioning)\b/i;

/** Alphanumeric runs a window covers after its service word starts: the service's words (up to two), a word between, the code, and spare. */
const WINDOW_RUNS = 6;

/** A run of letters and digits both ("88M", "3D1X2"). */
const isMixedCode = (run: string) => /[A-Za-z]/.test(run) && /\d/.test(run);

/** The JobText of a text, computed. */
export function readJobText(raw: string): JobText {
  const mixedCodes = new Set<string>();
  for (const [run] of raw.matchAll(ALNUM_RUN)) {
    if (run.length >= 2 && run.length <= 6 && isMixedCode(run)) mixedCodes.add(run.toLowerCase());
  }
  let flags = 0;
  const listedCodes = codesListedWithMixed(raw);
  SERVICE_NAMED.forEach((pattern, index) => {
    if (pattern.test(raw)) flags |= 1 << index;
  });
  if (MILITARY_CUE.test(raw)) flags |= TEXT_FLAGS.militaryCue;
  if (INVITE_WORDS.test(raw)) flags |= TEXT_FLAGS.invites;
  const stems = significantWords(normalizePhrase(raw)).map(wordStem);
  return {
    hasText: raw.length > 0,
    words: [...new Set(stems)],
    sequence: ` ${stems.join(" ")} `,
    mixedCodes,
    listedCodes,
    flags,
    serviceWindows: serviceWindows(raw),
  };
}

/** The digit-only runs of every list of codes that holds a letter-and-digit code. */
function codesListedWithMixed(raw: string): Set<string> {
  const listed = new Set<string>();
  for (const [list] of raw.matchAll(CODE_LIST)) {
    const runs = list.match(/[A-Za-z0-9]+/g) ?? [];
    if (!runs.some(isMixedCode)) continue;
    for (const run of runs) if (/^\d{2,6}$/.test(run)) listed.add(run);
  }
  return listed;
}

const textCache = new LRUCache<string, JobText>({ max: 20_000 });

/** A posting's text, read once per text however many veterans score it. */
export function jobText(text: string): JobText {
  let hit = textCache.get(text);
  if (hit === undefined) {
    hit = readJobText(text);
    textCache.set(text, hit);
  }
  return hit;
}

/**
 * The stretches of the text a "<service> [word] <code>" pattern can match. A match starts where a
 * service word starts and ends within WINDOW_RUNS runs of it; each stretch keeps the text's
 * context at both ends (a word boundary before it, a non-alphanumeric character or the end after
 * it), so the first match in the stretches is the first match in the text.
 */
function serviceWindows(raw: string): string {
  const parts: string[] = [];
  let start = -1;
  let end = -1;
  for (const found of raw.matchAll(ANY_SERVICE_START)) {
    const at = found.index;
    if (at < end) {
      end = Math.max(end, windowEnd(raw, at));
      continue;
    }
    if (start >= 0) parts.push(raw.slice(start, end));
    start = at;
    end = windowEnd(raw, at);
  }
  if (start >= 0) parts.push(raw.slice(start, end));
  return parts.join("\n");
}

function isAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** The end of the window starting at `from`: after WINDOW_RUNS runs and the character that follows them. */
function windowEnd(raw: string, from: number): number {
  let at = from;
  let runs = 0;
  while (at < raw.length && runs < WINDOW_RUNS) {
    if (isAlnum(raw.charCodeAt(at))) {
      while (at < raw.length && isAlnum(raw.charCodeAt(at))) at++;
      runs++;
    } else at++;
  }
  return Math.min(raw.length, at + 1);
}
