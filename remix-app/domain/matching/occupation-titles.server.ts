import { getMatchingData } from "./matching-data.server";
import { normalizePhrase } from "./text-normalize.server";
import { wordStem } from "./fit-role-match.server";

let titleIndex: Map<string, string[]> | null = null;

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

/** Civilian O*NET codes whose title or a listed alternate title is exactly this title. */
export function occupationsTitled(title: string): string[] {
  if (titleIndex === null) {
    const index = new Map<string, string[]>();
    for (const [code, occupation] of Object.entries(getMatchingData().occupations)) {
      if (code.startsWith("55-")) continue;
      for (const name of [occupation.title, ...occupation.alternateTitles]) {
        const key = normalizeJobTitle(name);
        const codes = index.get(key) ?? [];
        if (!codes.includes(code)) codes.push(code);
        index.set(key, codes);
      }
    }
    titleIndex = index;
  }
  return titleIndex.get(normalizeJobTitle(title)) ?? [];
}
