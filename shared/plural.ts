/** Count labels for every screen: "1 applicant", "2 applicants", "1,204 applicants" (en-US). */

const rules = new Intl.PluralRules("en-US");

/** The word alone, chosen by the count's plural category; `plural` defaults to `${singular}s`. */
export function pluralWord(n: number, singular: string, plural = `${singular}s`): string {
  return rules.select(n) === "one" ? singular : plural;
}

/** "1 applicant", "3 applicants", "1,204 applicants". */
export function countLabel(n: number, singular: string, plural?: string): string {
  return `${n.toLocaleString("en-US")} ${pluralWord(n, singular, plural)}`;
}
