/**
 * What a posting asks for by name (tools, systems, licences, certifications) read from its own
 * title, tags and text: "Experience with ERP/SAP and Power BI", "CDL Class A required". The fit
 * then says which of them the veteran listed (met) and which they did not (not met), instead of
 * showing only what matches. Reasons only: these checks add or take no points, so the score stays
 * what the rest of the scorer says and the reasons stop hiding the gaps.
 */
import { LRUCache } from "lru-cache";
import { normalizePhrase } from "./text-normalize.server";

/** A named requirement: how it is shown, and the words that name it in a posting or a skill list. */
interface NamedRequirement {
  label: string;
  pattern: RegExp;
  /**
   * A licence that takes a nursing or paramedic program to earn, which no service school hands
   * out with the job: without it the job is out of reach for now (LICENCE_GAP_SCORE_CAP).
   */
  gate?: true;
}

const named = (label: string, pattern: RegExp, gate?: "gate"): NamedRequirement => (gate ? { label, pattern, gate: true } : { label, pattern });

/**
 * Named tools and credentials employers screen on. Each pattern is matched against lower-case
 * text with word boundaries; a veteran's skill that matches the same pattern counts as having it.
 */
export const NAMED_REQUIREMENTS: readonly NamedRequirement[] = [
  named("ERP/SAP", /\b(?:sap(?:\s+s\/4hana|\s+erp)?|erp(?:\s+systems?)?)\b/),
  named("Oracle", /\boracle\b/),
  named("Power BI", /\bpower\s?bi\b/),
  named("Tableau", /\btableau\b/),
  named("SQL", /\bsql\b/),
  named("Python", /\bpython\b/),
  named("Salesforce", /\bsalesforce\b/),
  named("Microsoft Excel", /\b(?:ms\s+|microsoft\s+)?excel\b/),
  named("QuickBooks", /\bquickbooks\b/),
  named("Warehouse management system (WMS)", /\b(?:wms|warehouse management systems?)\b/),
  named("Transportation management system (TMS)", /\b(?:tms|transportation management systems?)\b/),
  named("CDL Class A", /\b(?:cdl[\s-]*(?:class\s*)?a|class\s*a\s+(?:cdl|commercial driver'?s? licen[cs]e))\b/),
  named("CDL Class B", /\b(?:cdl[\s-]*(?:class\s*)?b|class\s*b\s+(?:cdl|commercial driver'?s? licen[cs]e))\b/),
  named("Hazmat endorsement", /\bhazmat\s+endorsement\b/),
  named("Forklift certification", /\bforklift\s+(?:certification|certified|license|licence)\b/),
  named("PMP", /\bpmp\b/),
  named("Six Sigma", /\b(?:lean\s+)?six\s+sigma\b/),
  named("CompTIA Security+", /\bsecurity\s?\+|\bsecurity\s+plus\b/),
  named("CISSP", /\bcissp\b/),
  named("CCNA", /\bccna\b/),
  named("ITIL", /\bitil\b/),
  named("AWS", /\baws\b|\bamazon web services\b/),
  named("Microsoft Azure", /\bazure\b/),
  named("EMT certification", /\b(?:nremt|emt(?:-b|-basic)?)\b/),
  named("Paramedic licence", /\bparamedic\s+(?:licen[cs]e|certification)\b/, "gate"),
  named("RN licence", /\b(?:rn\s+licen[cs]e|registered nurse licen[cs]e)\b/, "gate"),
  named("BLS/CPR", /\b(?:bls|cpr)\b/),
  named("A&P licence", /\b(?:a&p|a\s*&\s*p|airframe and powerplant)\b/),
  named("OSHA 30", /\bosha\s*30\b/),
];

/**
 * Sentences that only prefer a thing, or say it is not needed, do not make it a requirement
 * ("Power BI a strong plus", "A&P certificate not required").
 */
const PREFERENCE = /\b(?:preferred|a plus|strong plus|nice to have|bonus|desired|desirable|ideally|not required|not needed)\b/;

/** The labels of the licences that gate a job (`gate` above). */
export const GATE_LICENCES: ReadonlySet<string> = new Set(NAMED_REQUIREMENTS.filter((requirement) => requirement.gate).map((requirement) => requirement.label));
const MAX_CACHED_JOBS = 200_000;

/**
 * Requirement labels per job, shared by every veteran's scorer: a scan reads the same 100,000
 * postings for each veteran, and re-reading each text per veteran was the cost. Keyed by job id
 * and checked against the text's length and title, so an edited posting is read again.
 */
const askedByJob = new LRUCache<number, { title: string; length: number; labels: readonly string[] }>({ max: MAX_CACHED_JOBS });

/** What a posting asks for by name, read from its title and text (no cache). */
export function requirementsOfPosting(title: string, text: string | null | undefined): readonly string[] {
  return requirementsOfText(text ? `${title}.\n${text}` : title);
}

function requirementsOfText(text: string): readonly string[] {
  const sentences = text.toLowerCase().split(/(?<=[.;!?\n])\s*|\s*[•·]\s*/);
  const required = new Set<string>();
  for (const sentence of sentences) {
    if (sentence.length < 2 || PREFERENCE.test(sentence)) continue;
    for (const requirement of NAMED_REQUIREMENTS) if (requirement.pattern.test(sentence)) required.add(requirement.label);
  }
  return NAMED_REQUIREMENTS.map((requirement) => requirement.label).filter((label) => required.has(label));
}

/** What the posting asks for by name: its title and text (tags are the employer's keywords, not requirements). */
export function postingRequirements(job: { id: number; title: string; text?: string | null; terms?: { requirements: readonly string[] } | null }): readonly string[] {
  if (job.terms) return job.terms.requirements;
  const length = job.text?.length ?? 0;
  const hit = askedByJob.get(job.id);
  if (hit !== undefined && hit.length === length && hit.title === job.title) return hit.labels;
  const labels = requirementsOfText(job.text ? `${job.title}.\n${job.text}` : job.title);
  askedByJob.set(job.id, { title: job.title, length, labels });
  return labels;
}

/** The requirement labels a list of skills covers ("SAP S/4HANA" covers ERP/SAP). */
export function requirementsCovered(skills: readonly string[]): Set<string> {
  const covered = new Set<string>();
  for (const skill of skills) {
    const phrase = normalizePhrase(skill).replace(/\s+/g, " ");
    const raw = skill.toLowerCase();
    for (const requirement of NAMED_REQUIREMENTS)
      if (requirement.pattern.test(raw) || requirement.pattern.test(phrase)) covered.add(requirement.label);
  }
  return covered;
}

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
