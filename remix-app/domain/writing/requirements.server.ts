import { LRUCache } from "lru-cache";
import { clearanceRank } from "@shared/clearance";
import { baseVocabulary, CERTIFICATION_NAMES, normal, normalWords, type TermKind } from "./claim-vocabulary.server";
import { compareClearance, PUBLIC_TRUST_RANK, clearanceName, type RequirementStatus } from "~/domain/matching/requirement-clearance.server";
import type { Fact, JobFacts, VeteranFacts } from "./writer-facts.server";

export type { RequirementStatus } from "~/domain/matching/requirement-clearance.server";

export type RequirementKind = "clearance" | "skill" | "certification" | "licence" | "years";

/** One thing the job asks for, compared with the veteran's facts. */
export interface RequirementCheck {
  kind: RequirementKind;
  /** In the employer's words, shortened ("Secret clearance", "CompTIA A+ or Security+", "5 years"). */
  requirement: string;
  status: RequirementStatus;
  /** The fact that meets it; null unless met. */
  evidence: Fact | null;
  /** "a plus", "preferred": the posting does not insist. */
  preferred: boolean;
  /** For the dialog: "Requires Secret clearance; you hold Confidential", "Not in your profile". */
  note: string;
}

const CLEARANCE_LINE = /\bclearance\b|\bpublic trust\b|\bTS\/SCI\b|\bpolygraph\b|\bSCIF\b/i;
/** "3+ years", "3-5 years" (the lower bound is what the job insists on), not "21 years old". */
const YEARS_LINE = /\b(\d{1,2})(?:\s*[-–]\s*\d{1,2})?\s*\+?\s*(?:or more\s+)?years?\b(?![^,;]*\bold\b)/i;
const LICENCE_LINE = /\blicen[cs]e\b|\bCDL\b/i;
const CERT_LINE = /\bcertif|\bcertificate\b/i;
const PREFERRED = /\b(?:preferred|a plus|a strong plus|desired|welcome|nice to have|encouraged)\b/i;
const LEAD_IN =
  /^(?:valid|active|current|working knowledge of|hands-on experience with|experience with|experience in|familiarity with|knowledge of|understanding of|comfort with|proficiency (?:in|with)|ability to|advanced)\s+/i;
const ESCAPED_CERTS = CERTIFICATION_NAMES.map((name) => ({
  name,
  pattern: new RegExp(`(?<![\\w+])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w+])`, "i"),
}));

function requirementLines(job: JobFacts): string[] {
  return job.requirements
    .split(/\n|(?<=[.;])\s+(?=[A-Z])/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, "").trim())
    .filter((line) => line.length > 1 && line.length < 300);
}

/** Certification names in a line, longest first without the ones inside a longer match. */
function certificationsIn(line: string): string[] {
  const hits = ESCAPED_CERTS.filter(({ pattern }) => pattern.test(line)).map(({ name }) => name);
  return hits.filter((name) => !hits.some((other) => other !== name && other.toLowerCase().includes(name.toLowerCase())));
}

function shorten(line: string): string {
  return line
    .replace(/\([^)]*\)/g, "")
    .replace(PREFERRED, "")
    .replace(LEAD_IN, "")
    .replace(/\s+/g, " ")
    .replace(/[\s,;.]+$/, "")
    .trim();
}

/** Vocabulary terms (O*NET tools and skills) named in a line, and the job's tags. */
function skillTermsIn(line: string): string[] {
  const vocabulary = baseVocabulary();
  const raw = line.split(/[^A-Za-z0-9+#&/]+/).filter(Boolean);
  const words = raw.map((word) => normalWords(word)[0] ?? "");
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const term of vocabulary.startingWith(words[i]) ?? []) {
      if (term.kind !== "skill") continue;
      if (term.exact !== null && raw[i] !== term.exact) continue;
      if (term.words.every((word, k) => words[i + k] === word)) {
        found.push(raw.slice(i, i + term.words.length).join(" "));
        i += term.words.length - 1;
        break;
      }
    }
  }
  return found;
}

/** The veteran's facts that name this term (by normalised words), best source first. */
// A veteran's facts are read once and checked against many letters (the daily scan writes dozens
// per veteran): each fact's normal form is computed once.
const normalFacts = new WeakMap<Fact, string>();

export function normalFact(fact: Fact): string {
  let value = normalFacts.get(fact);
  if (value === undefined) {
    value = ` ${normal(fact.value)} `;
    normalFacts.set(fact, value);
  }
  return value;
}

export function factFor(facts: VeteranFacts, term: string, kinds: readonly Fact["kind"][]): Fact | null {
  const wanted = ` ${normal(term)} `;
  if (wanted.trim() === "") return null;
  for (const fact of facts.facts) {
    if (!kinds.includes(fact.kind)) continue;
    if (normalFact(fact).includes(wanted)) return fact;
  }
  return null;
}

const SKILL_KINDS: readonly Fact["kind"][] = ["skill", "certification", "text", "title"];
const CERT_KINDS: readonly Fact["kind"][] = ["certification", "skill", "text"];

function heldRank(facts: VeteranFacts): number {
  if (facts.clearance) return clearanceRank(facts.clearance);
  return facts.publicTrust ? PUBLIC_TRUST_RANK : 0;
}

function clearanceFact(facts: VeteranFacts): Fact | null {
  return facts.facts.find((fact) => fact.kind === "clearance") ?? null;
}

function alternativesCheck(
  kind: RequirementKind,
  requirement: string,
  alternatives: readonly string[],
  facts: VeteranFacts,
  preferred: boolean,
): RequirementCheck {
  for (const alternative of alternatives) {
    const evidence = factFor(facts, alternative, kind === "skill" ? SKILL_KINDS : CERT_KINDS);
    if (evidence) return { kind, requirement, status: "met", evidence, preferred, note: evidence.value };
  }
  return { kind, requirement, status: "unknown", evidence: null, preferred, note: "Not in your profile" };
}

/** What a job asks, read from its text once: the same for every veteran it is compared with. */
type JobAsk =
  | { type: "years"; requirement: string; needed: number; preferred: boolean }
  | { type: "alternatives"; kind: RequirementKind; requirement: string; alternatives: readonly string[]; preferred: boolean };

interface JobAsks {
  /** The clearance ladder step the job requires; 0 for none. */
  clearance: number;
  asks: JobAsk[];
}

// The daily scan compares the same postings with many veterans: a posting's text is read once.
const jobAsksCache = new LRUCache<string, JobAsks>({ max: 5_000 });

function jobAsks(job: JobFacts): JobAsks {
  const trustInDescription = /\bpublic trust\b/i.test(job.description);
  const key = [job.clearanceRequired ?? "", trustInDescription, job.requirements, job.tags.join("\u0000")].join("\u0001");
  const cached = jobAsksCache.get(key);
  if (cached) return cached;
  const lines = requirementLines(job);
  const publicTrust = trustInDescription || lines.some((line) => /\bpublic trust\b/i.test(line));
  const clearance = job.clearanceRequired ? clearanceRank(job.clearanceRequired) : publicTrust ? PUBLIC_TRUST_RANK : 0;
  const asks: JobAsk[] = [];
  const seen = new Set<string>();
  const push = (ask: JobAsk) => {
    const key = `${ask.type === "years" ? "years" : ask.kind}:${ask.requirement.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    asks.push(ask);
  };
  for (const line of lines) {
    if (CLEARANCE_LINE.test(line)) continue;
    const preferred = PREFERRED.test(line);
    const years = line.match(YEARS_LINE);
    if (years && /experience|background|service/i.test(line)) {
      const needed = Number(years[1]);
      push({ type: "years", requirement: `${needed} years of experience`, needed, preferred });
      continue;
    }
    const certs = certificationsIn(line);
    if (LICENCE_LINE.test(line) || CERT_LINE.test(line) || certs.length > 0) {
      const kind: RequirementKind = LICENCE_LINE.test(line) && certs.length === 0 ? "licence" : "certification";
      const label = certs.length > 0 ? certs.join(" or ") : shorten(line);
      push({ type: "alternatives", kind, requirement: label, alternatives: certs.length > 0 ? certs : [shorten(line)], preferred });
      continue;
    }
    for (const term of skillTermsIn(line)) push({ type: "alternatives", kind: "skill", requirement: term, alternatives: [term], preferred });
  }
  for (const tag of job.tags) {
    if (CLEARANCE_LINE.test(tag)) continue;
    const certs = certificationsIn(tag);
    if (certs.length > 0) push({ type: "alternatives", kind: "certification", requirement: tag, alternatives: certs, preferred: false });
    else push({ type: "alternatives", kind: "skill", requirement: tag, alternatives: [tag], preferred: false });
  }
  const read = { clearance, asks };
  jobAsksCache.set(key, read);
  return read;
}

/**
 * Every requirement of the job compared with the veteran's facts: met (with the fact), not met
 * (a known gap: clearance below the ladder step, fewer years), or unknown (the veteran has not
 * said). The letter speaks only to what is met; the dialog lists the rest.
 */
export function compareRequirements(facts: VeteranFacts, job: JobFacts): RequirementCheck[] {
  const { clearance: required, asks } = jobAsks(job);
  const checks: RequirementCheck[] = [];
  if (required > 0) {
    const verdict = compareClearance(heldRank(facts), required);
    checks.push({
      kind: "clearance",
      requirement: required === 1 ? "Active security clearance" : required === PUBLIC_TRUST_RANK ? "Public Trust" : `${clearanceName(required)} clearance`,
      status: verdict.status,
      evidence: verdict.status === "met" ? clearanceFact(facts) : null,
      preferred: false,
      note: verdict.reason ?? "",
    });
  }
  for (const ask of asks) {
    if (ask.type === "alternatives") {
      checks.push(alternativesCheck(ask.kind, ask.requirement, ask.alternatives, facts, ask.preferred));
      continue;
    }
    const own = facts.yearsOfService;
    const status: RequirementStatus = own == null ? "unknown" : own >= ask.needed ? "met" : "not_met";
    checks.push({
      kind: "years",
      requirement: ask.requirement,
      status,
      evidence: status === "met" ? (facts.facts.find((fact) => fact.kind === "years") ?? null) : null,
      preferred: ask.preferred,
      note: own == null ? "Years of service not in your profile" : `You have ${own} year${own === 1 ? "" : "s"}`,
    });
  }
  return checks;
}

/** The employer's terms a letter may name as what the posting asks for (the grounding check's extras). */
export function jobTerms(job: JobFacts): { display: string; kind: TermKind }[] {
  const out: { display: string; kind: TermKind }[] = [];
  for (const tag of job.tags) if (!CLEARANCE_LINE.test(tag)) out.push({ display: tag, kind: certificationsIn(tag).length ? "certification" : "skill" });
  return out;
}

/** What the letter leaves out: every requirement not met (known gap or not stated). */
export function unmetRequirements(checks: readonly RequirementCheck[]): RequirementCheck[] {
  return checks.filter((check) => check.status !== "met");
}
