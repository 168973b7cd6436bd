import { isResumeBullet, shapeBullet } from "./resume-prose.server";

/**
 * O*NET task statements are imperative ("Inspect loads to ensure that cargo is secure."); a ticked
 * one reads as a past-tense resume bullet ("Inspected loads to ensure that cargo is secure.").
 * Only the opening verbs change. A statement whose later clause starts another verb ("Obtain
 * receipts … and collect payment") is not offered: which later word is a verb cannot be told from
 * the text alone, and a bullet with half its verbs in the present is not grammatical.
 */

const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  be: "was", become: "became", begin: "began", bend: "bent", bind: "bound", blow: "blew", break: "broke", bring: "brought",
  build: "built", buy: "bought", cast: "cast", choose: "chose", cut: "cut", deal: "dealt", dig: "dug", do: "did", draw: "drew",
  drive: "drove", feed: "fed", feel: "felt", fight: "fought", find: "found", fly: "flew", forecast: "forecast", foresee: "foresaw",
  freeze: "froze", get: "got", give: "gave", go: "went", grind: "ground", grow: "grew", hang: "hung", have: "had", hear: "heard",
  hold: "held", hit: "hit", input: "input", keep: "kept", know: "knew", lay: "laid", lead: "led", leave: "left", lend: "lent",
  let: "let", light: "lit", make: "made", mean: "meant", meet: "met", mislead: "misled", offset: "offset", oversee: "oversaw",
  pay: "paid", proofread: "proofread", put: "put", quit: "quit", read: "read", rebuild: "rebuilt", reread: "reread", reset: "reset",
  rewrite: "rewrote", ride: "rode", run: "ran", see: "saw", seek: "sought", sell: "sold", send: "sent", set: "set", shake: "shook",
  shoot: "shot", shut: "shut", sit: "sat", speak: "spoke", spend: "spent", spin: "spun", split: "split", spread: "spread",
  stand: "stood", stick: "stuck", strike: "struck", sweep: "swept", swing: "swung", take: "took", teach: "taught", tear: "tore",
  tell: "told", think: "thought", throw: "threw", undergo: "underwent", understand: "understood", undertake: "undertook",
  uphold: "upheld", weave: "wove", win: "won", wind: "wound", withdraw: "withdrew", withhold: "withheld", write: "wrote",
};

/** Verbs of more than one syllable stressed on the last, which double their final consonant. */
const DOUBLING = new Set(
  "admit commit compel control equip expel incur occur omit patrol permit prefer propel rebut refer regret repel submit transfer transmit".split(" "),
);

/** The simple past of a base-form verb. */
export function pastTense(verb: string): string {
  const word = verb.toLowerCase();
  const irregular = IRREGULAR_PAST[word];
  if (irregular) return irregular;
  if (word.endsWith("e")) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  const singleSyllable = (word.match(/[aeiouy]+/g) ?? []).length === 1;
  if ((singleSyllable || DOUBLING.has(word)) && /[^aeiou][aeiou][^aeiouwxy]$/.test(word)) return `${word}${word.slice(-1)}ed`;
  return `${word}ed`;
}

const keepCase = (original: string, past: string) => (/^[A-Z]/.test(original) ? past.charAt(0).toUpperCase() + past.slice(1) : past);

/** "Plan, organize, and execute" / "Direct or coordinate" / "Inspect": the leading verbs. */
const OPENING_VERBS = /^([A-Za-z]+)((?:, [a-z]+)*,? (?:and|or) [a-z]+)?(?=[\s,.])/;

/**
 * The task as a past-tense bullet that passes the resume's prose rules, or "" when it cannot be
 * phrased safely. `taskVerbs` are words that open some task statement: a later "and <verb>" with
 * one of them makes the statement ambiguous.
 */
export function taskBullet(task: string, taskVerbs: ReadonlySet<string>): string {
  const match = task.match(OPENING_VERBS);
  if (!match) return "";
  const opening = match[0];
  const rest = task.slice(opening.length);
  // A verb after a comma, "and" or "or" starts a clause of its own ("…, and make repairs").
  const laterVerb = [...rest.matchAll(/(?:,|\band|\bor) ([a-z]+)\b/g)].some(([, word]) => taskVerbs.has(word) || word in IRREGULAR_PAST);
  if (laterVerb) return "";
  const pastOpening = opening.replace(/[A-Za-z]+/g, (word) => (word === "and" || word === "or" ? word : keepCase(word, pastTense(word))));
  const text = shapeBullet(`${pastOpening}${rest}`);
  return text && isResumeBullet(text) ? text : "";
}

/** The lower-case first words of the given task statements: the verbs O*NET opens tasks with. */
export function taskOpeningVerbs(tasks: readonly string[]): Set<string> {
  return new Set(tasks.map((task) => (task.match(/^[A-Za-z]+/)?.[0] ?? "").toLowerCase()).filter(Boolean));
}
