import { getMatchingData } from "~/domain/matching/matching-data.server";

/**
 * The words that make a skill or tool claim: O*NET's technology and skills vocabulary (every
 * occupation of the matching data) plus common certifications and licences, indexed by first
 * word so a text is scanned once. Employer terms (a job's tags and requirement phrases) join per
 * job through `withTerms`.
 */

export type TermKind = "skill" | "certification";

export interface VocabularyTerm {
  /** As written in the source ("Microsoft SQL Server"). */
  display: string;
  /** Normalised words ("microsoft sql server"). */
  words: string[];
  kind: TermKind;
  /** One-word terms match only with the same capitals ("Excel", not "excel at"). */
  exact: string | null;
}

/** Certifications and licences a job may ask for; matched as claims of that kind. */
export const CERTIFICATION_NAMES: readonly string[] = [
  "CompTIA A+",
  "CompTIA Security+",
  "CompTIA Network+",
  "Security+",
  "Network+",
  "A+",
  "CCNA",
  "CCNP",
  "CISSP",
  "CISM",
  "CEH",
  "PMP",
  "CAPM",
  "ITIL",
  "Six Sigma",
  "Lean Six Sigma",
  "Lean Six Sigma Green Belt",
  "Green Belt",
  "Black Belt",
  "CDL",
  "Class A CDL",
  "Hazmat endorsement",
  "OSHA 10",
  "OSHA 30",
  "BLS",
  "ACLS",
  "NREMT",
  "EMT",
  "Paramedic",
  "RN license",
  "CMA",
  "RMA",
  "ASE",
  "A&P",
  "Airframe and Powerplant",
  "EPA Section 608",
  "FCC General Radiotelephone Operator License",
  "journeyman license",
  "CSCP",
  "CPIM",
  "CLTD",
  "APICS",
  "Certified Scrum Master",
  "AWS Certified",
  "Forklift certification",
];

const VENDORS = new Set(["microsoft", "oracle", "adobe", "systems", "google", "ibm", "apple", "intuit", "sap", "cisco", "autodesk", "esri"]);

/** One-word aliases that are ordinary English: never read as a tool claim on their own. */
const COMMON_WORDS = new Set(
  "word access project office outlook teams numbers pages keynote windows dynamics drive forms sheets docs publisher explorer edge exchange notes mail maps search analytics ads photos calendar chat meet sites classroom slides contacts tasks planner lens stream forms visual basic works money".split(
    " ",
  ),
);

export const stem = (word: string) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);

/** Lower case, punctuation to spaces (keeping + # & / that name tools), plural s dropped. */
const NOT_WORD = /[^a-z0-9+#&/]+/;

export function normalWords(text: string): string[] {
  const words = text.toLowerCase().split(NOT_WORD);
  const out: string[] = [];
  for (const word of words) if (word) out.push(stem(word));
  return out;
}

export function normal(text: string): string {
  return normalWords(text).join(" ");
}

function term(display: string, kind: TermKind): VocabularyTerm | null {
  const words = normalWords(display);
  if (words.length === 0) return null;
  if (words.length === 1) {
    const single = display.trim();
    if (COMMON_WORDS.has(words[0]) || single.length < 2) return null;
    return { display: single, words, kind, exact: single };
  }
  return { display, words, kind, exact: null };
}

/** The vendor-free and acronym forms of a product name ("SQL Server", "WMS"). */
function aliases(name: string): string[] {
  const out: string[] = [];
  const parts = name.split(/\s+/);
  let start = 0;
  while (start < parts.length - 1 && VENDORS.has(parts[start].toLowerCase())) start += 1;
  if (start > 0) out.push(parts.slice(start).join(" "));
  const last = parts[parts.length - 1];
  if (parts.length > 1 && /^[A-Z][A-Z0-9+#]{2,6}$/.test(last)) {
    out.push(last);
    out.push(parts.slice(0, -1).join(" "));
  }
  return out;
}

export class Vocabulary {
  private readonly index = new Map<string, VocabularyTerm[]>();

  /** A job's vocabulary reads the shared base and holds only the first words its own terms touch. */
  constructor(private readonly base: Vocabulary | null = null) {}

  add(display: string, kind: TermKind): void {
    const entry = term(display, kind);
    if (!entry) return;
    const key = entry.words[0];
    const list = this.index.get(key) ?? [...(this.base?.startingWith(key) ?? [])];
    if (list.some((other) => other.words.join(" ") === entry.words.join(" ") && other.exact === entry.exact)) return;
    list.push(entry);
    list.sort((a, b) => b.words.length - a.words.length);
    this.index.set(key, list);
  }

  /** Terms starting with this normalised word, longest first. */
  startingWith(word: string): readonly VocabularyTerm[] | undefined {
    return this.index.get(word) ?? this.base?.startingWith(word);
  }

  /** This vocabulary with a job's own terms added (its tags and requirement phrases); this one is unchanged. */
  withTerms(extra: readonly { display: string; kind: TermKind }[]): Vocabulary {
    const overlay = new Vocabulary(this);
    for (const item of extra) overlay.add(item.display, item.kind);
    return overlay;
  }
}

let cached: Vocabulary | null = null;

/** O*NET technology (with vendor-free and acronym aliases), multi-word O*NET skills, certifications. */
export function baseVocabulary(): Vocabulary {
  if (cached) return cached;
  const vocabulary = new Vocabulary();
  const data = getMatchingData();
  for (const occupation of Object.values(data.occupations)) {
    for (const name of occupation.technology) {
      vocabulary.add(name, "skill");
      for (const alias of aliases(name)) vocabulary.add(alias, "skill");
    }
    // One-word O*NET skills ("Writing", "Monitoring") are ordinary English, not claims.
    for (const skill of occupation.skills) if (skill.includes(" ")) vocabulary.add(skill, "skill");
  }
  for (const name of CERTIFICATION_NAMES) vocabulary.add(name, "certification");
  cached = vocabulary;
  return vocabulary;
}
