import { describe, expect, it } from "vitest";
import { prepareLetter } from "~/domain/writing/cover-letter.server";
import { localCoverLetter } from "~/domain/writing/local-letter.server";
import { checkGrounding } from "~/domain/writing/grounding.server";
import { refusalReason } from "~/domain/writing/output-check.server";
import { veteranFactsFrom } from "~/domain/writing/writer-facts.server";
import { generatedJobs, generatedVeterans } from "../fixtures/writing-profiles";

const STOP = new Set(
  "a an the and or but of to in on at for with by from as is are was were be been am i me my you your it its this that these those which who our we us their they them so than then there here have has had do does did not no can will would could should may might also into over under about after before during while each every one all any more most very just".split(
    " ",
  ),
);
const stem = (word: string) => word.replace(/(?:'s|s)$/, "");

/** Content words repeated within four words of each other, per sentence ("trained ... trained"). */
function closeRepeats(text: string): string[] {
  const found: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const words = sentence
      .toLowerCase()
      .replace(/\S+@\S+/g, " ")
      .split(/[^a-z0-9'+#-]+/)
      .filter((word) => word && !STOP.has(word) && !/^\d/.test(word));
    for (let i = 0; i < words.length; i++) {
      for (let k = i + 1; k <= i + 4 && k < words.length; k++) if (stem(words[i]) === stem(words[k])) found.push(`${words[i]} in "${sentence}"`);
    }
  }
  return found;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const veterans = generatedVeterans(30);
const jobs = generatedJobs(10);

describe("local cover letters over 30 generated profiles × 10 jobs", () => {
  const letters = veterans.flatMap((veteran) => {
    const facts = veteranFactsFrom(veteran.user, veteran.profile);
    // The writer's own text, before the safety net that drops a failing sentence: it must pass as written.
    return jobs.map((job) => {
      const { context } = prepareLetter(facts, job);
      return { facts, job, context, localText: localCoverLetter(facts, job, context.checks) };
    });
  });

  it("read as letters: 150-250 words, 3-4 body paragraphs, no placeholder, passes the output rules", () => {
    for (const { localText, facts, job } of letters) {
      const paragraphs = localText.split("\n\n");
      expect(paragraphs[0]).toBe(`Dear ${job.company} Hiring Team,`);
      expect(paragraphs.length - 2).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length - 2).toBeLessThanOrEqual(4);
      expect(wordCount(localText)).toBeGreaterThanOrEqual(150);
      expect(wordCount(localText)).toBeLessThanOrEqual(250);
      expect(localText).not.toMatch(/\[|\]|\{|\}|undefined|null|NaN|\s[,.]|\.\./);
      expect(refusalReason(localText, { minLength: 400, maxLength: 4000, ownEmail: facts.email, ownPhone: facts.phone, mustMention: [job.title] })).toBeNull();
    }
  });

  it("never repeat a content word within four words", () => {
    const repeats = letters.flatMap(({ localText }) => closeRepeats(localText));
    expect(repeats).toEqual([]);
  });

  it("name only skills in the facts and never claim an unmet requirement (the grounding check passes)", () => {
    for (const { localText, context, facts } of letters) {
      expect(checkGrounding(localText, context).failures).toEqual([]);
      // O*NET's tools for the occupation are suggestions: none appears unless the veteran entered it.
      const own = new Set(facts.skills.map((skill) => skill.toLowerCase()));
      for (const tool of facts.suggestions.technology) if (!own.has(tool.toLowerCase())) expect(localText).not.toContain(tool);
      const clearance = context.checks.find((check) => check.kind === "clearance");
      if (clearance && clearance.status !== "met") expect(localText).not.toMatch(/meets this role's requirement|meets the clearance/);
    }
  });

  it("vary: the 300 letters do not share one opening and close", () => {
    const openings = new Set(letters.map(({ localText }) => localText.split("\n\n")[1].split(/(?<=\.)\s/)[0].replace(/the .* (?:position|opening|role) (?:at|with) .*/, "")));
    expect(openings.size).toBeGreaterThanOrEqual(3);
  });
});
