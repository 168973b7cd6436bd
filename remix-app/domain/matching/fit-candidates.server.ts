/**
 * What the fit-first job search looks up in the job indexes for a veteran, so a first page never
 * scores every open job: the O*NET codes of the occupation family (the crosswalk's and desired
 * roles' occupations and their related ones, as the scorer weighs them), the distinctive words of
 * the family's titles and desired roles (for the title index), and the veteran's own code (for
 * postings that name it). Jobs found none of these ways are not in the family by any measure the
 * scorer has, beyond what the freshest jobs bring.
 */
import type { VeteranMatchProfile } from "./fit-types";
import { fieldWords } from "./fit-text-match.server";
import { getMatchingData } from "./matching-data.server";
import { translateDetailed } from "./translation.server";
import { significantWords } from "./text-normalize.server";

export interface FitCandidateKeys {
  onetCodes: string[];
  titleWords: string[];
  /** The veteran's code as one lower-case word ("88m"), or null without a known code. */
  codeWord: string | null;
}

const MAX_TITLE_WORDS = 12;
const MIN_TITLE_WEIGHT = 0.5;
/** A word more than this share of O*NET occupations' titles use finds too much to be a key. */
const MAX_WORD_SPREAD = 0.06;

let spread: Map<string, number> | null = null;

function wordSpread(): Map<string, number> {
  if (spread) return spread;
  const data = getMatchingData();
  const counts = new Map<string, number>();
  const codes = Object.keys(data.occupations);
  for (const code of codes) {
    const record = data.occupations[code];
    for (const word of new Set([record.title, ...record.alternateTitles].flatMap(fieldWords)))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  for (const [word, count] of counts) counts.set(word, count / codes.length);
  spread = counts;
  return counts;
}

export function fitCandidateKeys(profile: VeteranMatchProfile): FitCandidateKeys {
  const translation = translateDetailed(profile);
  const data = getMatchingData();
  const codes = new Set<string>();
  for (const occupation of translation.occupations) {
    codes.add(occupation.onetCode);
    for (const related of data.occupations[occupation.onetCode]?.related ?? []) codes.add(related);
  }
  const shares = wordSpread();
  const scored = new Map<string, number>();
  const consider = (title: string, weight: number) => {
    for (const word of fieldWords(title)) {
      const share = shares.get(word) ?? 0;
      if (word.length < 3 || share > MAX_WORD_SPREAD) continue;
      const value = weight * -Math.log(Math.max(share, 1 / 1000));
      if (value > (scored.get(word) ?? 0)) scored.set(word, value);
    }
  };
  for (const occupation of translation.occupations) {
    if (occupation.weight < MIN_TITLE_WEIGHT) continue;
    const record = data.occupations[occupation.onetCode];
    for (const title of [record.title, ...record.alternateTitles]) consider(title, occupation.weight);
  }
  for (const role of profile.desiredRoles) consider(role, 1);
  const titleWords = [...scored]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_TITLE_WORDS)
    .map(([word]) => word);
  const code = translation.codeLabel && profile.code ? significantWords(profile.code).join("") : "";
  return { onetCodes: [...codes].sort(), titleWords, codeWord: /^[a-z0-9]{2,6}$/.test(code) ? code : null };
}
