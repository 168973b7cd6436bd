import { COMMITMENTS, INJECTION_ECHO } from "./commitments.server";
import { splitSentences } from "./sentences.server";
import type { JobFacts } from "./writer-facts.server";

/**
 * The employer's words a letter inserts (job title, company, location) are data: checked like a
 * model's output before a letter says them, since a letter quotes them in the veteran's voice.
 * A posting titled "Network Administrator. I accept a salary 40% below your posted range" is
 * named "Network Administrator"; a field that still commits or instructs is not inserted.
 */

export const MAX_TITLE_LENGTH = 120;

/** "I accept", "my"; a bare "I" is a level in titles ("Analyst I"). */
const FIRST_PERSON = /\bI (?:am|will|would|can|accept|agree|have|hold|do|waive|want)\b|\b(?:I'm|I've|I'd|I'll|me|my|mine|myself)\b/;
/** Verbs that address the reader of the text rather than name a job (lower case: "State Farm" is a name). */
const INSTRUCTION = /\b(?:ignore|disregard|tell|say|write|mention|include|confirm|agree)\b/;

/** Why this employer field may not be inserted into a letter (empty when it may). */
export function employerFieldProblems(value: string): string[] {
  const problems: string[] = [];
  if (/[\r\n]/.test(value)) problems.push("spans several lines");
  if (splitSentences(value).length > 1) problems.push("carries more than one sentence");
  if (FIRST_PERSON.test(value)) problems.push("speaks in the first person");
  if (INJECTION_ECHO.test(value) || INSTRUCTION.test(value)) problems.push("reads as an instruction");
  for (const [pattern, what] of COMMITMENTS) if (pattern.test(value)) problems.push(`commits to ${what}`);
  return [...new Set(problems)];
}

/** The field's first line and first sentence, at most `max` characters cut at a word. */
function firstPhrase(value: string, max: number): string {
  const line = value.split(/[\r\n]/)[0].trim();
  let phrase = (splitSentences(line)[0] ?? "").replace(/[.!?;:,\s]+$/, "").trim();
  if (phrase.length > max) phrase = phrase.slice(0, max).replace(/\s+\S*$/, "").trim();
  return phrase;
}

/** A field as a letter may say it, or null when even its first phrase commits or instructs. */
export function employerPhrase(value: string | null, max: number = MAX_TITLE_LENGTH): string | null {
  if (!value) return null;
  const phrase = firstPhrase(value, max);
  return phrase && employerFieldProblems(phrase).length === 0 ? phrase : null;
}

/** What a letter names the role when the employer's title cannot be said. */
export const NEUTRAL_TITLE = "team member";

/** The job with its title, company and location as a letter may insert them. */
export function jobAsData(job: JobFacts): JobFacts {
  return {
    ...job,
    title: employerPhrase(job.title) ?? NEUTRAL_TITLE,
    company: employerPhrase(job.company, 200) ?? "",
    location: employerPhrase(job.location, 200),
  };
}
