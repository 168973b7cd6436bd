/**
 * The deterministic writers' shared words. The resume's writer is local-resume.server.ts and the
 * letter's local-letter.server.ts; their names stay importable from here.
 */
export { localResume, localResumeSummary, resumeText, type ResumeExperience, type ResumeExtras, type ResumeSections } from "./local-resume.server";
export { localCoverLetter } from "./local-letter.server";

function singularWord(word: string): string {
  if (/ies$/.test(word)) return word.slice(0, -3) + "y";
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** O*NET names occupations in the plural ("Computer User Support Specialists"); a person holds one. */
export function singularTitle(title: string): string {
  const ofAt = title.indexOf(" of ");
  const comma = title.indexOf(",");
  const head = comma !== -1 && (ofAt === -1 || comma < ofAt) ? title.slice(0, comma) : title;
  const cut = head.indexOf(" of ");
  const phrase = cut === -1 ? head : head.slice(0, cut);
  const rest = cut === -1 ? "" : head.slice(cut);
  const words = phrase.split(" ");
  words[words.length - 1] = singularWord(words[words.length - 1]);
  return words.join(" ") + rest;
}

