import { getMatchingData } from "~/domain/matching/matching-data.server";

/**
 * Military jargon a civilian reader would not understand: what the writer must translate or drop.
 * Three sources (docs/decisions/031-writing-engine.md):
 *  1. a curated list of terms and the civilian words that replace them (ranks, unit echelons,
 *     staff sections, orders, slang), matched without regard to case;
 *  2. every military occupation code of the matching data that mixes letters and digits
 *     ("25B", "3D1X2") or is a zero-led four-digit Marine code ("0311"), matched as whole tokens;
 *  3. the acronyms in the data's military occupation titles ("RPA", "EWO", "SOF") that never
 *     occur in the O*NET civilian text, matched in upper case.
 */

/** Curated terms with their civilian replacement; an empty replacement means drop the sentence. */
const CURATED: readonly (readonly [term: string, civilian: string])[] = [
  ["noncommissioned officer in charge", "supervisor in charge"],
  ["noncommissioned officer", "supervisor"],
  ["non-commissioned officer", "supervisor"],
  ["NCOIC", "supervisor in charge"],
  ["OIC", "manager in charge"],
  ["NCO", "supervisor"],
  ["NCOs", "supervisors"],
  ["SNCO", "senior supervisor"],
  ["MOS", "occupational specialty"],
  ["AFSC", "occupational specialty"],
  ["PCS", "relocation"],
  ["TDY", "temporary assignment"],
  ["CONUS", "the United States"],
  ["OCONUS", "overseas"],
  ["FOB", "remote site"],
  ["sitrep", "status report"],
  ["SITREP", "status report"],
  ["OPORD", "operations plan"],
  ["FRAGO", "plan update"],
  ["OPTEMPO", "operating pace"],
  ["op tempo", "operating pace"],
  ["AAR", "after-action review"],
  ["after action review", "lessons-learned review"],
  ["XO", "deputy manager"],
  ["chain of command", "management chain"],
  ["platoon", "team"],
  ["platoons", "teams"],
  ["squad", "team"],
  ["squads", "teams"],
  ["fire team", "small team"],
  ["battalion", "organization"],
  ["battalions", "organizations"],
  ["brigade", "organization"],
  ["regiment", "organization"],
  ["squadron", "unit"],
  ["squadrons", "units"],
  ["Leading Chief Petty Officer", "senior team supervisor"],
  ["Leading Petty Officer", "team supervisor"],
  ["LCPO", "senior team supervisor"],
  ["LPO", "team supervisor"],
  ["company commander", "manager of a 100-person unit"],
  ["MEU", "expeditionary unit"],
  ["MEF", "expeditionary force"],
  ["MAGTF", "combined task force"],
  ["CENTCOM", "regional headquarters"],
  ["S-1", "human resources office"],
  ["S-2", "intelligence office"],
  ["S-3", "operations office"],
  ["S-4", "logistics office"],
  ["S-6", "IT office"],
  ["S1", "human resources office"],
  ["S2", "intelligence office"],
  ["S3", "operations office"],
  ["S4", "logistics office"],
  ["S6", "IT office"],
  ["G-shop", "headquarters office"],
  ["J-shop", "joint headquarters office"],
  ["POV", "personal vehicle"],
  ["ROE", "rules of engagement"],
  ["IED", "explosive hazard"],
  ["EOD", "explosive hazard disposal"],
  ["CBRN", "hazardous materials"],
  ["HUMINT", "interview-based research"],
  ["SIGINT", "signals analysis"],
  ["ISR", "surveillance"],
  ["C2", "command and control"],
  ["hooah", ""],
  ["oorah", ""],
  ["hooyah", ""],
  ["boots on the ground", "on site"],
  ["downrange", "overseas"],
  ["outside the wire", "in the field"],
  ["mission essential", "critical"],
  ["BLUF", "summary"],
  ["OPSEC", "information security"],
  ["COMSEC", "communications security"],
  ["NIPR", "unclassified network"],
  ["SIPR", "classified network"],
  ["NIPRNet", "unclassified network"],
  ["SIPRNet", "classified network"],
  ["JWICS", "classified network"],
  ["DD-214", "service record"],
  ["DD214", "service record"],
  ["ETS", "end of service"],
  ["NCOER", "performance review"],
  ["OER", "performance review"],
  ["EPR", "performance review"],
  ["FITREP", "performance review"],
  ["ASVAB", "aptitude test"],
  ["AIT", "technical training"],
  ["BCT", "basic training"],
  ["BLC", "leadership course"],
  ["ALC", "advanced leadership course"],
  ["SLC", "senior leadership course"],
  // Ranks and pay grades: the writer states the level of responsibility instead.
  ["SGT", ""],
  ["SSG", ""],
  ["SFC", ""],
  ["MSG", ""],
  ["1SG", ""],
  ["SGM", ""],
  ["CSM", ""],
  ["CPL", ""],
  ["SPC", ""],
  ["PFC", ""],
  ["PVT", ""],
  ["LCpl", ""],
  ["SSgt", ""],
  ["TSgt", ""],
  ["MSgt", ""],
  ["SMSgt", ""],
  ["CMSgt", ""],
  ["GySgt", ""],
  ["SrA", ""],
  ["A1C", ""],
  ["PO1", ""],
  ["PO2", ""],
  ["PO3", ""],
  ["CPO", ""],
  ["SCPO", ""],
  ["MCPO", ""],
  ["2LT", ""],
  ["1LT", ""],
  ["MAJ", ""],
  ["LTC", ""],
  ["COL", ""],
  ["CW2", ""],
  ["CW3", ""],
  ["CW4", ""],
  ["CWO", ""],
];

/**
 * Unit sizes a civilian reader can picture, used instead of the plain word only where the veteran's
 * sentence gives no number of its own ("a 600-soldier battalion" keeps the veteran's figure).
 */
const ECHELON_SIZES: readonly (readonly [pattern: RegExp, civilian: string])[] = [
  [/\bbattalions?\b/gi, "organization of 300 to 1,000 people"],
  [/\bbrigades?\b/gi, "organization of 3,000 to 5,000 people"],
  [/\bsquadrons?\b/gi, "unit of a few hundred people"],
];

function withEchelonSizes(sentence: string): string {
  if (/\d/.test(sentence)) return sentence;
  let out = sentence;
  for (const [pattern, civilian] of ECHELON_SIZES) {
    pattern.lastIndex = 0;
    out = out.replace(pattern, civilian);
  }
  return out;
}

/** Unit designations: "82nd Airborne", "2nd Battalion", "1st Marine Division". */
const UNIT_DESIGNATION =
  /\b\d+(?:st|nd|rd|th)\s+(?:[A-Za-z]+\s+){0,2}(?:battalion|brigade|regiment|division|squadron|wing|group|fleet|company|platoon|airborne|infantry|cavalry|marines?|rangers?|armou?red|signal|aviation|artillery|engineers?|special forces|expeditionary)\b/i;

/** Pay grades: E-5, O-3. */
const PAY_GRADE = /\b(?:[EO]-[1-9]|E[1-9])\b/;

/** Upper-case words that are ordinary English or civilian acronyms, never flagged from the data. */
const CIVILIAN_ACRONYMS = new Set(
  "IT HR US USA AI OS IS AS AT IN ON OR TO BE DO GO NO SO UP WE ME MY IF OF AN BY HE AM PM UX UI QA PR CEO CFO CTO COO VP EMT RN LPN CPA PMP GPS HVAC CDL EHS OSHA ISO SQL AWS CAD ERP CRM SAP PC TV HTML CSS API LAN WAN VPN DNS CCNA CISSP GED BA BS MS MBA PHD ID TS SCI DOD FBI CIA NASA FAA EPA OK AL AK AZ AR CA CO CT DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OR PA RI SC SD TN TX UT VA VT WA WI WV WY DC".split(
    " ",
  ),
);

export interface JargonTerm {
  term: string;
  civilian: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function curatedPattern(term: string): RegExp {
  // Acronyms written in capitals are matched in capitals ("CO", not "co" in "co-worker").
  const acronym = /^[A-Z0-9-]+$/.test(term) && term.length <= 6;
  return new RegExp(`(?<![\\w-])${escape(term)}(?![\\w-])`, acronym ? "g" : "gi");
}

let cachedTerms: JargonTerm[] | null = null;
let cachedDataTokens: Set<string> | null = null;

/** The curated terms, longest first so a phrase wins over the word inside it. */
export function curatedJargon(): JargonTerm[] {
  cachedTerms ??= [...CURATED]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([term, civilian]) => ({ term, civilian, pattern: curatedPattern(term) }));
  return cachedTerms;
}

/** Codes and title acronyms from the matching data (sources 2 and 3). */
export function dataJargonTokens(): Set<string> {
  if (cachedDataTokens) return cachedDataTokens;
  const data = getMatchingData();
  const civilianWords = new Set<string>();
  for (const occupation of Object.values(data.occupations)) {
    const texts = [occupation.title, ...occupation.alternateTitles, ...occupation.technology, ...occupation.skills, ...occupation.keywords];
    for (const text of texts) for (const word of text.split(/[^A-Za-z0-9]+/)) if (word) civilianWords.add(word.toLowerCase());
  }
  const tokens = new Set<string>();
  for (const codes of Object.values(data.services)) {
    for (const [code, record] of Object.entries(codes)) {
      const upper = code.toUpperCase();
      if ((/\d/.test(upper) && /[A-Z]/.test(upper)) || /^0\d{3}$/.test(upper)) tokens.add(upper);
      for (const word of record.title.match(/\b[A-Z][A-Z0-9]{1,6}\b/g) ?? []) {
        if (!CIVILIAN_ACRONYMS.has(word) && !civilianWords.has(word.toLowerCase())) tokens.add(word);
      }
    }
  }
  cachedDataTokens = tokens;
  return tokens;
}

/** Every jargon term in the text (empty when it reads as civilian). */
export function findJargon(text: string): string[] {
  const found = new Set<string>();
  for (const { term, pattern } of curatedJargon()) {
    pattern.lastIndex = 0;
    if (pattern.test(text)) found.add(term);
  }
  const unit = text.match(UNIT_DESIGNATION);
  if (unit) found.add(unit[0]);
  const grade = text.match(PAY_GRADE);
  if (grade) found.add(grade[0]);
  const tokens = dataJargonTokens();
  for (const token of text.match(/(?<![\w-])[A-Za-z0-9]{2,7}(?![\w-])/g) ?? []) {
    if (tokens.has(token) || (tokens.has(token.toUpperCase()) && /\d/.test(token))) found.add(token);
  }
  return [...found];
}

/**
 * The veteran's own words in civilian language: known terms replaced; a sentence that still
 * holds jargon (an unknown code, a unit designation, a rank) is dropped rather than shown.
 */
export function civilianize(text: string | null | undefined): string {
  if (!text) return "";
  const sentences = text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?;])\s+/);
  const kept: string[] = [];
  for (const sentence of sentences) {
    if (UNIT_DESIGNATION.test(sentence)) continue;
    let out = withEchelonSizes(sentence);
    for (const { civilian, pattern } of curatedJargon()) {
      if (!civilian) continue;
      pattern.lastIndex = 0;
      out = out.replace(pattern, civilian);
    }
    if (out.trim() && findJargon(out).length === 0) kept.push(out.trim());
  }
  return kept.join(" ");
}

/** A short list item (a skill, a role): translated, or null when it cannot be said in civilian words. */
export function civilianPhrase(text: string): string | null {
  const out = civilianize(text);
  return out ? out : null;
}
