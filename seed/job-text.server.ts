import type { ClearanceValue } from "@shared/clearance";
import type { EmploymentType, ExperienceLevel, Industry, WorkType } from "@shared/job-taxonomy";
import { BENEFITS, INDUSTRY_BLURBS } from "./job-places.server";
import type { Prng } from "./prng.server";
import type { RoleTemplate } from "./job-roles.server";

export interface JobTextInput {
  role: RoleTemplate;
  title: string;
  company: string;
  location: string;
  industry: Industry;
  level: ExperienceLevel;
  workType: WorkType;
  employmentType: EmploymentType;
  clearance: ClearanceValue;
  veteranFriendly: boolean;
  federal: boolean;
  /** GS grade range for federal postings, e.g. "GS-11/12". */
  grade: string | null;
}

const YEARS_BY_LEVEL: Readonly<Record<ExperienceLevel, string>> = {
  entry: "0-2 years",
  mid: "3-5 years",
  senior: "6-10 years",
  executive: "10+ years",
};

/** "a" or "an" before a title, reading acronyms by their letter names ("an IT", "an HVAC", "a CDL-A"). */
export function withArticle(title: string): string {
  const acronym = /^[A-Z][A-Z&-]/.test(title);
  const an = acronym ? "AEFHILMNORSX".includes(title[0]) : /^[aeiou]/i.test(title);
  return `${an ? "an" : "a"} ${title}`;
}

function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join("\n");
}

function where(input: JobTextInput): string {
  if (input.workType === "Remote")
    return input.location === "Remote" ? "fully remote" : `remote (team based in ${input.location})`;
  if (input.workType === "Hybrid") return `hybrid in ${input.location}`;
  return `on-site in ${input.location}`;
}

function clearanceSentence(clearance: ClearanceValue): string | null {
  if (clearance === "none") return null;
  if (clearance === "Required") return "An active security clearance is required to start.";
  return `An active ${clearance} clearance is required to start; candidates must be U.S. citizens.`;
}

/** A multi-paragraph posting body in the voice of the source (federal or private). */
export function composeDescription(rng: Prng, input: JobTextInput): string {
  const paragraphs: string[] = [];
  const kind = input.employmentType === "Full-time" ? "" : ` (${input.employmentType.toLowerCase()})`;
  if (input.federal) {
    paragraphs.push(
      `${input.company} is filling ${withArticle(input.title)} position${kind} at the ${input.grade} level, ${where(input)}. ` +
        "This position is open to U.S. citizens; veterans' preference applies under 5 U.S.C. 2108.",
    );
  } else {
    paragraphs.push(
      `${input.company} is hiring ${withArticle(input.title)}${kind}, ${where(input)}. ${INDUSTRY_BLURBS[input.industry]}`,
    );
  }
  paragraphs.push(`What you will do:\n${bullets(rng.sample(input.role.duties, rng.int(3, 5)))}`);
  if (input.veteranFriendly) {
    paragraphs.push(
      rng.pick([
        `We actively recruit transitioning service members, veterans and military spouses. This role is a natural fit for ${input.role.militaryFit}.`,
        `Your military experience counts here: we translate it, not discount it. We especially welcome ${input.role.militaryFit}.`,
        `We are a proud DoD SkillBridge partner and hire veterans at every level. Candidates with ${input.role.militaryFit} do well in this role.`,
      ]),
    );
  }
  const clearance = clearanceSentence(input.clearance);
  if (clearance) paragraphs.push(clearance);
  if (input.federal) {
    paragraphs.push(
      "Benefits: Federal Employees Health Benefits, the Thrift Savings Plan with matching contributions, " +
        "a defined-benefit pension (FERS) where prior military service can be bought back, and paid leave from day one.",
    );
  } else {
    paragraphs.push(`What we offer:\n${bullets(rng.sample(BENEFITS, rng.int(3, 4)))}`);
  }
  return paragraphs.join("\n\n");
}

/** The requirements block: experience for the level, role-specific items and clearance. */
export function composeRequirements(rng: Prng, input: JobTextInput): string {
  const lines: string[] = [`${YEARS_BY_LEVEL[input.level]} of relevant military or civilian experience`];
  lines.push(...rng.sample(input.role.requirements, rng.int(2, input.role.requirements.length)));
  if (input.clearance === "Required") lines.push("Active security clearance");
  else if (input.clearance !== "none") lines.push(`Active ${input.clearance} clearance`);
  if (input.federal) {
    lines.push("U.S. citizenship");
    lines.push("Submit a DD-214 (member 4) or VA letter to claim veterans' preference");
  }
  if (input.level === "senior" || input.level === "executive") {
    lines.push("Proven experience leading and developing teams");
  }
  return bullets(lines);
}
