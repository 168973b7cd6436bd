import { clearancePhrase, type VeteranFacts } from "./writer-facts.server";
import { civilianPhrase, findJargon } from "./jargon.server";

/**
 * The deterministic writer: specific text composed from the veteran's translated service and the
 * job, with no network and the same output for the same input. It is the default engine and the
 * fallback whenever a provider fails or its text is refused.
 */

export interface ResumeExperience {
  title: string;
  organization: string;
  period: string | null;
  bullets: string[];
}

/** The resume's content, kept as data (stored in Resume.sections) and laid out per template. */
export interface ResumeSections {
  name: string;
  contact: string[];
  headline: string;
  summary: string;
  experience: ResumeExperience[];
  skills: string[];
  clearance: string | null;
  education: string[];
  certifications: string[];
}

export interface ResumeExtras {
  target: string | null;
  education: string[];
  certifications: string[];
}

const article = (word: string) => (/^[aeiou]/i.test(word) || /^(IT|HR|MBA|RN|LPN|EMT|SQL|HVAC)\b/.test(word) ? "an" : "a");

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

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function yearsPhrase(years: number | null): string | null {
  if (years == null || years <= 0) return null;
  return years === 1 ? "1 year" : `${years} years`;
}

function leadershipWord(leadership: number): string {
  if (leadership >= 0.75) return "Senior";
  if (leadership >= 0.45) return "Experienced";
  return "Dependable";
}

function leadershipBullet(leadership: number, years: number | null): string {
  const span = yearsPhrase(years);
  if (leadership >= 0.75)
    return `Led managers and teams of specialists, set priorities and answered for the results of a large operation${span ? ` across ${span} of service` : ""}.`;
  if (leadership >= 0.45) return "Supervised and trained a team, assigned daily work and kept every task on schedule and to standard.";
  return "Delivered reliable results as a trusted member of a high-performing team under tight deadlines.";
}

/** The best civilian title: the target when it reads as one, else the translation, else a plain one. */
function primaryTitle(facts: VeteranFacts, target: string | null): string {
  const title = facts.civilianTitles[0];
  return title ? singularTitle(title) : (facts.desiredRoles[0] ?? target ?? "Operations Specialist");
}

function occupationBullets(facts: VeteranFacts): string[] {
  const bullets: string[] = [];
  const top = facts.occupations[0];
  const skills = (top?.skills ?? []).slice(0, 3).map((skill) => skill.toLowerCase());
  if (skills.length > 0) bullets.push(`Applied ${listPhrase(skills)} every day in demanding, time-critical work.`);
  const technology = facts.occupations
    .flatMap((occupation) => occupation.technology.filter((name) => findJargon(name).length === 0).slice(0, 2))
    .filter((name, index, all) => all.indexOf(name) === index)
    .slice(0, 4);
  if (technology.length > 0) bullets.push(`Worked hands-on with ${listPhrase(technology)}.`);
  const second = facts.occupations[1];
  if (second) bullets.push(`Carried duties that match the work of a civilian ${singularTitle(second.title)}.`);
  return bullets;
}

/** The summary paragraph: specific to the veteran's translation and, when given, the target. */
export function localResumeSummary(facts: VeteranFacts, target: string | null): string {
  const title = primaryTitle(facts, target);
  const years = yearsPhrase(facts.yearsOfService);
  const clearance = clearancePhrase(facts.clearance);
  const first =
    `${leadershipWord(facts.leadership)} ${title} with ` +
    (years ? `${years} of experience` : "hands-on experience") +
    (facts.organization ? ` in the ${facts.organization}` : "") +
    (clearance ? `, holding an active ${clearance}` : "") +
    ".";
  const skills = facts.skills.slice(0, 4);
  const second = skills.length > 0 ? `Skilled in ${listPhrase(skills)}.` : "";
  const third = target
    ? `Seeking ${article(target)} ${target} role where this experience turns into results from the first week.`
    : facts.civilianTitles.length > 1
      ? `Ready for ${listPhrase(facts.civilianTitles.slice(0, 3).map(singularTitle))} roles.`
      : "Ready to bring proven discipline and follow-through to a civilian team.";
  const bio = facts.bio ? facts.bio.split(/(?<=[.!?])\s+/)[0] : "";
  return [first, second, third, bio].filter(Boolean).join(" ");
}

export function localResume(facts: VeteranFacts, extras: ResumeExtras): ResumeSections {
  const target = extras.target ? civilianPhrase(extras.target) : null;
  const title = primaryTitle(facts, target);
  const clearance = clearancePhrase(facts.clearance);
  const bullets = [leadershipBullet(facts.leadership, facts.yearsOfService), ...occupationBullets(facts)];
  if (facts.currentPosition) bullets.push(`Most recent role: ${facts.currentPosition}.`.replace(/\.\.$/, "."));
  if (facts.deployments) bullets.push(`Completed international assignments: ${facts.deployments}`.replace(/([^.])$/, "$1."));
  if (target) {
    const keywords = facts.keywords.filter((k) => k !== "Veteran").slice(0, 3);
    if (keywords.length > 0) bullets.push(`Background as ${listPhrase(keywords.map((k) => `${article(k)} ${k}`))} is directly relevant to ${target} roles.`);
  }
  const headlineParts = [target ?? title, clearance ? (facts.clearance === "TS/SCI" ? "Top Secret Clearance" : `${facts.clearance === "Required" ? "Active" : facts.clearance} Clearance`) : null];
  const years = yearsPhrase(facts.yearsOfService);
  if (years) headlineParts.push(`${years} of experience`);
  return {
    name: facts.name,
    contact: [facts.email, facts.phone, facts.location].filter((item): item is string => Boolean(item)),
    headline: facts.headline || headlineParts.filter(Boolean).join(" | "),
    summary: localResumeSummary(facts, target),
    experience: [
      {
        title,
        organization: facts.organization ?? "Military Service",
        period: years,
        bullets,
      },
    ],
    skills: facts.skills.slice(0, 12),
    clearance: clearance ? clearance[0].toUpperCase() + clearance.slice(1) : null,
    education: extras.education.map((item) => civilianPhrase(item)).filter((item): item is string => item !== null),
    certifications: extras.certifications.map((item) => civilianPhrase(item)).filter((item): item is string => item !== null),
  };
}

/** The plain-text form of a resume: the preview pane and Download Text. */
export function resumeText(sections: ResumeSections): string {
  const lines: string[] = [sections.name, sections.headline, sections.contact.join(" · "), "", "Professional Summary", sections.summary, ""];
  lines.push("Experience");
  for (const job of sections.experience) {
    lines.push(`${job.title} — ${job.organization}${job.period ? ` (${job.period})` : ""}`);
    for (const bullet of job.bullets) lines.push(`  • ${bullet}`);
  }
  lines.push("");
  if (sections.skills.length > 0) lines.push("Skills", sections.skills.join(" · "), "");
  if (sections.clearance) lines.push("Security Clearance", sections.clearance, "");
  if (sections.education.length > 0) lines.push("Education", ...sections.education.map((item) => `  • ${item}`), "");
  if (sections.certifications.length > 0) lines.push("Certifications", ...sections.certifications.map((item) => `  • ${item}`), "");
  return lines.join("\n").trim() + "\n";
}

/** The cover letter moved to local-letter.server.ts (the letter's own writer and checks). */
export { localCoverLetter } from "./local-letter.server";
