import { LRUCache } from "lru-cache";
import { clearanceRank } from "@shared/clearance";
import { baseVocabulary, normal, stem, type Vocabulary, type VocabularyTerm } from "./claim-vocabulary.server";
import { COMMITMENTS, INJECTION_ECHO } from "./commitments.server";
import { employerFieldProblems } from "./employer-text.server";
import { PUBLIC_TRUST_RANK } from "~/domain/matching/requirement-clearance.server";
import { factFor, jobTerms, normalFact, type RequirementCheck } from "./requirements.server";
import { splitSentences } from "./sentences.server";
import { factSourceLabel, type Fact, type FactSource, type JobFacts, type VeteranFacts } from "./writer-facts.server";

/**
 * The grounding check every letter passes, local or provider-written: the claims a text makes
 * (skills and tools, certifications, clearance levels, numbers, organisations) must each be a
 * fact the veteran entered, and no sentence may commit them to pay, relocation, a start date or
 * availability they never stated. Clauses about the employer ("your posting asks for X") are
 * not claims unless they speak in the first person.
 */

export interface ClaimEvidence {
  /** The words of the text that make the claim. */
  text: string;
  source: FactSource;
  /** "From your profile: Skills". */
  label: string;
}

export interface GroundingResult {
  /** Why the text may not be sent in the veteran's name; empty when it may. */
  failures: string[];
  /** Each grounded claim and where it came from (the dialog's evidence marks). */
  claims: ClaimEvidence[];
}

/** What the check needs about one letter: the facts, the job and the requirement comparison. */
export interface GroundingContext {
  facts: VeteranFacts;
  job: JobFacts;
  checks: readonly RequirementCheck[];
  /**
   * Resume prose speaks for the veteran in every sentence (no "I", no employer to talk about):
   * a sentence naming "the role" or "seeking" is still a claim. Letters leave it unset.
   */
  everySentenceClaims?: boolean;
}

const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself)\b/;
const EMPLOYER_REF =
  /\b(?:you|your|yours|the (?:role|position|posting|job|opening|team|company)|this (?:role|position|posting|job|opening)|requires?|required|asks? for|calls? for|seeking|looking for|lists?|listed|needs?)\b/i;

const CLEARANCE_LEVEL = /\b(TS\s*\/\s*SCI|Top[- ]Secret|Secret|Confidential|Public Trust)\b/gi;
/** "active Secret clearance": the profile stores a level, and says "active" only when the veteran did. */
const ACTIVE_CLEARANCE = /\bactive\b[^.!?,;]{0,40}\b(?:clearance|TS\s*\/\s*SCI|Top[- ]Secret|Secret|Confidential)\b|\bclearance\b[^.!?,;]{0,20}\b(?:is|remains) (?:active|current)\b/i;
const CLEARANCE_CONTEXT = /\bclearances?\b|\bcleared\b|\bdetermination\b/i;
const MEETS = /\b(?:meet|meets|meeting|satisf(?:y|ies|ying)|fulfil(?:l|ls|s|ling)?|exceed(?:s|ing)?|qualif(?:y|ies))\b/i;
const EVERY_REQUIREMENT = /\b(?:all|every|each) (?:of (?:the|your) )?(?:requirements?|qualifications?|criteria)\b|\bfully qualified\b/i;

const BRANCHES: readonly [RegExp, string][] = [
  [/\b(?:U\.?S\.? )?Army\b/, "U.S. Army"],
  [/\b(?:U\.?S\.? )?Navy\b/, "U.S. Navy"],
  [/\b(?:U\.?S\.? )?Air Force\b/, "U.S. Air Force"],
  [/\b(?:U\.?S\.? )?Marine Corps\b|\bMarines\b/, "U.S. Marine Corps"],
  [/\b(?:U\.?S\.? )?Coast Guard\b/, "U.S. Coast Guard"],
  [/\b(?:U\.?S\.? )?Space Force\b/, "U.S. Space Force"],
];
const ORGANIZATION = /\b(?:[A-Z][\w&.'-]*\s){1,4}(?:Inc|LLC|Corp|Corporation|Company|Agency|Group|Technologies|Solutions|Logistics|Industries|Associates)\b\.?/g;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, dozen: 12,
};
const NUMBER = /\b\d+(?:[.,]\d+)*\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|dozen)\b/gi;

function heldRank(facts: VeteranFacts): number {
  if (facts.clearance) return clearanceRank(facts.clearance);
  return facts.publicTrust ? PUBLIC_TRUST_RANK : 0;
}

function levelRank(level: string): number {
  return /public trust/i.test(level) ? PUBLIC_TRUST_RANK : clearanceRank(level);
}

const factNumberSets = new WeakMap<VeteranFacts, Set<number>>();

function numbersOf(facts: VeteranFacts): Set<number> {
  let numbers = factNumberSets.get(facts);
  if (!numbers) {
    numbers = factNumbers(facts);
    factNumberSets.set(facts, numbers);
  }
  return numbers;
}

/** The numbers in the veteran's facts (years, figures in their own entries). */
function factNumbers(facts: VeteranFacts): Set<number> {
  const numbers = new Set<number>();
  if (facts.yearsOfService) numbers.add(facts.yearsOfService);
  for (const fact of facts.facts) for (const match of fact.value.match(NUMBER) ?? []) numbers.add(numberValue(match));
  return numbers;
}

function numberValue(token: string): number {
  const word = NUMBER_WORDS[token.toLowerCase()];
  return word ?? Number(token.replace(/,/g, ""));
}

interface TermHit {
  term: VocabularyTerm;
  start: number;
  end: number;
  text: string;
}

/** Vocabulary terms in a clause, longest match at each word. */
function termsIn(clause: string, vocabulary: Vocabulary): TermHit[] {
  const tokens = [...clause.matchAll(/[A-Za-z0-9+#&/]+/g)];
  const words = tokens.map((token) => stem(token[0].toLowerCase()));
  const hits: TermHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const term of vocabulary.startingWith(words[i]) ?? []) {
      if (term.exact !== null && tokens[i][0] !== term.exact) continue;
      if (!term.words.every((word, k) => words[i + k] === word)) continue;
      const last = tokens[i + term.words.length - 1];
      const start = tokens[i].index;
      const end = last.index + last[0].length;
      hits.push({ term, start, end, text: clause.slice(start, end) });
      i += term.words.length - 1;
      break;
    }
  }
  return hits;
}

// A job's terms are its tags; the scan checks letters to the same postings for many veterans.
const vocabularies = new LRUCache<string, Vocabulary>({ max: 5_000 });

function vocabularyFor(job: JobFacts): Vocabulary {
  const key = job.tags.join("\u0000");
  let vocabulary = vocabularies.get(key);
  if (!vocabulary) {
    vocabulary = baseVocabulary().withTerms(jobTerms(job));
    vocabularies.set(key, vocabulary);
  }
  return vocabulary;
}

function evidence(text: string, fact: Fact): ClaimEvidence {
  return { text, source: fact.source, label: factSourceLabel(fact.source) };
}

/** The veteran's own contact details, the job's title, employer and place are not claims ("Charleston, SC"). */
function withoutContact(text: string, facts: VeteranFacts, job: JobFacts): string {
  let out = text.split(facts.email).join(" ");
  if (facts.phone) out = out.split(facts.phone).join(" ");
  if (job.location) out = out.split(job.location).join("the job's location");
  // Naming the role and the employer is not a claim ("the Aircraft Maintenance Technician role").
  if (job.title) out = out.split(job.title).join("the job");
  if (job.company) out = out.split(job.company).join("the employer");
  if (facts.location) out = out.split(facts.location).join("my location");
  return out;
}

/** The check: failures (empty = the text may go out) and the evidence for every grounded claim. */
export function checkGrounding(text: string, context: GroundingContext): GroundingResult {
  const { facts, job, checks } = context;
  const failures: string[] = [];
  const claims: ClaimEvidence[] = [];
  const fail = (reason: string) => {
    if (!failures.includes(reason)) failures.push(reason);
  };
  const vocabulary = vocabularyFor(job);
  const numbers = numbersOf(facts);
  const held = heldRank(facts);
  const clearanceUnmet = checks.some((check) => check.kind === "clearance" && check.status !== "met");
  const anyUnmet = checks.some((check) => check.status !== "met" && !check.preferred);
  const jobCompany = normal(job.company);
  const ownTexts = facts.facts.filter((fact) => fact.kind === "text").map((fact) => normalFact(fact).trim());
  // The employer's title, company and place are masked below as "the job": said as they are, they must pass as data.
  for (const [field, value] of [["title", job.title], ["company name", job.company], ["location", job.location]] as const) {
    if (value && text.includes(value) && employerFieldProblems(value).length > 0) fail(`repeats the employer's ${field}, which ${employerFieldProblems(value)[0]}`);
  }
  const aboutEmployer = (clause: string) => !context.everySentenceClaims && EMPLOYER_REF.test(clause) && !FIRST_PERSON.test(clause);
  const body = withoutContact(text, facts, job);
  for (const sentence of splitSentences(body)) {
    if (/^(?:dear|sincerely|regards|best regards|respectfully)\b/i.test(sentence) || sentence === facts.name) continue;
    // The veteran's own words, repeated, commit them to nothing new.
    const said = normal(sentence).replace(/^i /, "");
    const ownWords = said.length > 0 && ownTexts.some((own) => own.includes(said));
    if (!ownWords) for (const [pattern, what] of COMMITMENTS) if (pattern.test(sentence)) fail(`commits the veteran to ${what}`);
    if (!facts.clearanceActive && ACTIVE_CLEARANCE.test(sentence) && !aboutEmployer(sentence)) fail("calls the clearance active, which the veteran did not say");
    if (INJECTION_ECHO.test(sentence)) fail("repeats an instruction from the employer's text");
    const clauses = sentence.split(/[,;:]\s+|\s+(?:but|although|though|while|whereas)\s+|\s+[-–—]\s+/i);
    // Meeting a requirement is a claim wherever it is said, also in a clause about the job.
    if (clearanceUnmet && clauses.some((clause) => CLEARANCE_CONTEXT.test(clause) && MEETS.test(clause))) fail("says the clearance requirement is met");
    if (anyUnmet && EVERY_REQUIREMENT.test(sentence)) fail("says every requirement is met");
    for (const clause of clauses) {
      if (!CLEARANCE_CONTEXT.test(clause) || aboutEmployer(clause)) continue;
      for (const match of clause.matchAll(CLEARANCE_LEVEL)) {
        if (levelRank(match[1]) > held) fail(`claims a ${match[1]} clearance the veteran does not hold`);
        else {
          const fact = facts.facts.find((f) => f.kind === "clearance");
          if (fact) claims.push(evidence(match[0], fact));
        }
      }
    }
    // A sentence only about the employer ("Your posting asks for X.") claims nothing for the veteran.
    if (aboutEmployer(sentence)) continue;
    let rest = sentence;
    for (const hit of termsIn(sentence, vocabulary)) {
      const kinds: Fact["kind"][] = hit.term.kind === "certification" ? ["certification", "skill", "text"] : ["skill", "certification", "text", "title"];
      const fact = factFor(facts, hit.text, kinds) ?? factFor(facts, hit.term.display, kinds);
      if (fact) claims.push(evidence(hit.text, fact));
      else fail(`names a ${hit.term.kind === "certification" ? "certification" : "skill"} not in the veteran's facts (${hit.term.display})`);
      rest = rest.replace(hit.text, " ");
    }
    for (const match of rest.matchAll(NUMBER)) {
      if (!numbers.has(numberValue(match[0]))) fail(`states a number not in the veteran's facts (${match[0]})`);
    }
    for (const [pattern, branch] of BRANCHES) {
      const match = sentence.match(pattern);
      if (!match) continue;
      if (branch !== facts.organization) fail(`names a service the veteran did not serve in (${branch})`);
      else {
        const fact = facts.facts.find((f) => f.source === "profile:service");
        if (fact) claims.push(evidence(match[0], fact));
      }
    }
    for (const match of sentence.matchAll(ORGANIZATION)) {
      const name = normal(match[0]);
      if (name.includes(jobCompany) || jobCompany.includes(name)) continue;
      const fact = factFor(facts, match[0], ["organization", "text", "title"]);
      if (fact) claims.push(evidence(match[0], fact));
      else fail(`names an organisation not in the veteran's facts (${match[0].trim()})`);
    }
  }
  return { failures, claims: dedupe(claims) };
}

function dedupe(claims: ClaimEvidence[]): ClaimEvidence[] {
  const seen = new Set<string>();
  return claims.filter((claim) => {
    const key = `${claim.text.toLowerCase()}|${claim.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
