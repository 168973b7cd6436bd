import { getMatchingData } from "./matching-data.server";
import { normalizePhrase } from "./text-normalize.server";
import { wordStem } from "./fit-role-match.server";
import { titleWords } from "./fit-text-match.server";

/** Normalized title → codes: first the occupations' own and best-known titles, then every title O*NET lists. */
let titleIndexes: [known: Map<string, string[]>, listed: Map<string, string[]>] | null = null;

/**
 * "Information Technology Specialist (IT Specialist)" → "information technology specialist", each
 * word in its singular form: O*NET names occupations in the plural ("Paramedics", "Medical
 * Assistants") and their alternate titles mostly in the singular, and a veteran types either.
 */
export function normalizeJobTitle(title: string): string {
  return normalizePhrase(title.replace(/\([^)]*\)/g, " "))
    .split(" ")
    .map(wordStem)
    .join(" ");
}

function addTitle(index: Map<string, string[]>, name: string, code: string): void {
  const key = normalizeJobTitle(name);
  const codes = index.get(key) ?? [];
  if (!codes.includes(code)) codes.push(code);
  index.set(key, codes);
}

function buildIndexes(): [Map<string, string[]>, Map<string, string[]>] {
  const data = getMatchingData();
  const known = new Map<string, string[]>();
  const listed = new Map<string, string[]>();
  for (const [code, occupation] of Object.entries(data.occupations)) {
    if (code.startsWith("55-")) continue;
    for (const name of [occupation.title, ...occupation.alternateTitles]) addTitle(known, name, code);
    for (const name of data.titles[code] ?? []) addTitle(listed, name, code);
  }
  return [known, listed];
}

/**
 * Civilian O*NET codes this title names. An occupation's own title and the ten best-known titles
 * its record shows come first; only when none is this title, every alternate and reported title
 * O*NET lists (about 60 an occupation: "Helicopter Pilot", "Staff Accountant", "Diesel Mechanic").
 * The long list names more occupations per title, so it is not let to dilute a well-known one.
 */
export function occupationsTitled(title: string): string[] {
  titleIndexes ??= buildIndexes();
  const key = normalizeJobTitle(title);
  return titleIndexes[0].get(key) ?? titleIndexes[1].get(key) ?? [];
}

let soleTitles: ReadonlyMap<string, string | null> | null = null;

/** "33-3051.04" → "33-3051.00": the occupation a specialty of O*NET's belongs to. */
const parentOf = (code: string): string => `${code.slice(0, 7)}.00`;

/**
 * The one occupation a title's owners make, or null: one occupation, or an occupation with some of
 * its own specialties ("Border Patrol Agent": Police and Sheriff's Patrol Officers and their
 * specialty, Customs and Border Protection Officers), which is the occupation.
 */
function oneOwner(owners: ReadonlySet<string>): string | null {
  const [first] = owners;
  if (owners.size === 1) return first;
  const parent = parentOf(first);
  return owners.has(parent) && [...owners].every((code) => parentOf(code) === parent) ? parent : null;
}

/**
 * Every title O*NET gives an occupation (own, best known, long list), keyed as a posting's title is
 * read (titleWords: significant words, no level words), to that occupation's code, or to null when
 * O*NET gives the title to more than one occupation (an occupation and its own specialties count as
 * one: the occupation).
 */
export function soleOccupationTitles(): ReadonlyMap<string, string | null> {
  if (soleTitles) return soleTitles;
  const data = getMatchingData();
  const ownersByTitle = new Map<string, Set<string>>();
  for (const [code, record] of Object.entries(data.occupations)) {
    for (const title of [record.title, ...record.alternateTitles, ...(data.titles[code] ?? [])]) {
      const key = titleWords(title).join(" ");
      const owners = ownersByTitle.get(key) ?? new Set<string>();
      owners.add(code);
      ownersByTitle.set(key, owners);
    }
  }
  soleTitles = new Map([...ownersByTitle].map(([key, owners]) => [key, oneOwner(owners)]));
  return soleTitles;
}
