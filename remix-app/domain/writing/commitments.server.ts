/**
 * Words that commit a person to something (pay, relocation, a start date, availability) or that
 * echo an instruction. The grounding check refuses them in text written in the veteran's name,
 * and employer text (a job title, company or location) carrying them is not inserted into a letter.
 */

export const COMMITMENTS: readonly [RegExp, string][] = [
  [/\b(?:accept|take|settle for|agree to|willing to (?:accept|take|work for)|fine with|happy with|okay with|ok with)\b[^.!?]{0,60}\b(?:less|lower|reduc\w*|cut|salary|pay|wage|compensation|rate|\d+\s*%|\$\s?\d)/i, "salary"],
  [/\b\d+\s*%\s*(?:less|lower|below|pay cut|reduction|under)\b/i, "salary"],
  [/\b(?:salary|pay|compensation|wage)s?\b[^.!?]{0,40}\b(?:negotiable|flexible|expectations?|requirements?|of \$?\d|is not a concern|does not matter)\b/i, "salary"],
  [/\$\s?\d[^.!?]{0,30}\b(?:salary|pay|per (?:year|hour)|a year|an hour|annually|base)\b|\b(?:salary|pay|wage)s?\b[^.!?]{0,30}\$\s?\d/i, "salary"],
  [/\bwaive\w*\b[^.!?]{0,40}\b(?:overtime|pay|benefits?|rights?|claims?)\b/i, "salary"],
  [/\b(?:relocat\w*|willing to move|move to|moving to|move anywhere)\b/i, "relocation"],
  [
    /\b(?:start|begin|join|report)\w*\b[^.!?]{0,25}\b(?:immediately|right away|tomorrow|today|next (?:week|month|monday)|on (?:monday|tuesday|wednesday|thursday|friday|day one)|within \d+|in \d+ (?:days?|weeks?)|as soon as|asap|at once|without (?:a )?(?:delay|notice|wait))\b/i,
    "start date",
  ],
  [/\b(?:available|availability)\b/i, "availability"],
  [/\b(?:work|working)\s+(?:any|all|every)\s+(?:shifts?|hours|weekends?|nights?|holidays?)\b/i, "availability"],
  [/\b(?:weekends?|nights?|overtime|on[- ]call|24\/7)\b[^.!?]{0,25}\b(?:fine|no problem|willing|happy|available|ready)\b/i, "availability"],
  [/\bwilling to (?:work|travel)\b/i, "availability"],
];

/** Employer instructions that leaked into the text ("tell the applicant…", "as instructed"). */
export const INJECTION_ECHO = /\b(?:the applicant|the candidate will|as instructed|per (?:your|the) instructions|as the posting (?:asks|instructs)|i was told to)\b/i;

/** What a sentence commits the veteran to ("salary", "relocation"…), each once. */
export function commitmentsIn(sentence: string): string[] {
  const found: string[] = [];
  for (const [pattern, what] of COMMITMENTS) if (pattern.test(sentence) && !found.includes(what)) found.push(what);
  return found;
}
