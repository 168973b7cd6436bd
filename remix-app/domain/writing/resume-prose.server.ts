import { civilianize } from "./jargon.server";
import { splitSentences } from "./sentences.server";

/**
 * The resume's prose rules: a bullet starts with an action verb, ends with a full stop, repeats no
 * content word within four words, has no placeholder and no run of title-case words that is not a
 * name the veteran gave. The writer uses them to shape bullets; the tests use them to check output.
 */

/** Irregular past forms and common present forms (a current role) of the verbs resumes use. */
const IRREGULAR_VERBS = new Set(
  (
    "led lead ran run kept keep built build drove drive taught teach wrote write made make held hold set cut won win oversaw oversee " +
    "sold sell brought bring found find gave give grew grow began begin met meet paid pay put read saw sent send spent spend stood " +
    "took take told understood upheld went became rebuilt rebuild flew fly fought rode stocked overhauled split shot dealt deal " +
    "manage direct train coordinate supervise maintain plan operate repair inspect track prepare handle deliver schedule serve support " +
    "mentor analyze analyse audit design develop install launch negotiate process reduce resolve organize organise conduct teach transport load"
  ).split(" "),
);

/** Words ending in -ed that are not verbs a bullet may open with. */
const NOT_VERBS = new Set(["red", "bed", "need", "seed", "speed", "feed", "breed", "shed", "sled", "bred", "wed", "bled", "hundred", "kindred", "medical"]);

export function startsWithActionVerb(text: string): boolean {
  const first = (text.trim().match(/^[A-Za-z]+/)?.[0] ?? "").toLowerCase();
  if (first.length < 2 || NOT_VERBS.has(first)) return false;
  return IRREGULAR_VERBS.has(first) || (first.length > 3 && first.endsWith("ed"));
}

/** Openers that say a duty without a verb, and the verb that says the same thing. */
const WEAK_OPENERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:i\s+)?(?:was\s+)?responsible\s+for\s+/i, "Oversaw "],
  [/^(?:i\s+)?(?:was\s+)?in\s+charge\s+of\s+/i, "Supervised "],
  [/^(?:i\s+)?(?:was\s+|served\s+as\s+)?(?:the\s+|a\s+)?supervisor\s+(?:in\s+charge\s+)?(?:of|for)\s+/i, "Supervised "],
  [/^(?:i\s+)?(?:was\s+|served\s+as\s+)?(?:the\s+|a\s+)?manager\s+(?:in\s+charge\s+)?(?:of|for)\s+/i, "Managed "],
  [/^(?:my\s+)?duties\s+included\s+/i, "Handled "],
  [/^(?:i\s+)?worked\s+as\s+/i, "Served as "],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A line the veteran wrote, shaped as a resume bullet: their words kept, jargon translated,
 * "I" and weak openers ("Responsible for…") turned into a verb, a capital and a full stop.
 * Returns "" when nothing readable is left (the jargon pass dropped the whole line).
 */
export function shapeBullet(raw: string): string {
  let text = civilianize(raw.replace(/^[\s•*\-–—]+/, "").trim()).trim();
  if (!text) return "";
  for (const [pattern, verb] of WEAK_OPENERS) {
    if (pattern.test(text)) {
      text = text.replace(pattern, verb);
      break;
    }
  }
  text = text.replace(/^i\s+(?=[a-z])/i, "");
  text = capitalise(text).replace(/\s+/g, " ");
  return /[.!?]$/.test(text) ? text.replace(/[!?]$/, ".") : `${text}.`;
}

/** A bullet the resume may print: action verb first and readable. */
export function isResumeBullet(text: string): boolean {
  return startsWithActionVerb(text) && /\.$/.test(text) && proseProblems(text).length === 0;
}

const STOP_WORDS = new Set(
  "a an and the of in on at to for with by from as or is are was were be been this that these those it its their our my your into over per than then who which".split(" "),
);

const PLACEHOLDER = /\[[^\]\n]{0,60}\]|\{[^}\n]{0,60}\}|<[^>\n]{1,60}>|\b(?:TBD|XXX+|lorem ipsum|N\/A)\b|_{3,}/i;

/**
 * What is wrong with a sentence of the writer's own prose, as short labels (empty when none):
 * a content word again within four words, a placeholder, or a run of three or more title-case
 * words that is not one of the names passed in (titles, organisations, skills the veteran gave).
 */
export function proseProblems(text: string, names: readonly string[] = []): string[] {
  const problems: string[] = [];
  const words = text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (STOP_WORDS.has(word) || word.length < 3) continue;
    const window = words.slice(i + 1, i + 5);
    if (window.includes(word)) problems.push(`repeats "${word}"`);
  }
  if (PLACEHOLDER.test(text)) problems.push("has a placeholder");
  let masked = text;
  for (const name of names) if (name) masked = masked.split(name).join(" ");
  // Three title-case words in a row mid-sentence read as a pasted label ("Operation And Control").
  const fragment = masked.match(/(?<=[a-z,;:]\s)(?:[A-Z][a-z]+\s){2,}[A-Z][a-z]+/);
  if (fragment) problems.push(`title-case fragment "${fragment[0]}"`);
  return [...new Set(problems)];
}

/** The sentences of a text (a bio), trimmed; abbreviations ("U.S.", "Sgt.") do not end one. */
export function sentencesOf(text: string): string[] {
  return splitSentences(text);
}
