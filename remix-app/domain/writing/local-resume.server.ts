import { EVIDENCE } from "@shared/resume-builder";
import type { ResumeExperience, ResumeSections, ResumeService, Sourced } from "@shared/views/resume";
import { civilianPhrase } from "./jargon.server";
import { singularTitle } from "./titles.server";
import type { ResumeEntryFacts, ResumeRecord } from "./resume-facts.server";
import { proseCaseOf } from "./local-letter.server";
import { proseProblems, shapeBullet } from "./resume-prose.server";
import { splitSentences } from "./sentences.server";
import { clearancePhrase, type VeteranFacts } from "./writer-facts.server";

/**
 * The deterministic resume: every line is a fact the veteran gave (profile, builder entries,
 * ticked suggestions, the generate form) or a translation of one, and carries where it came from.
 * O*NET's lists for the occupation never reach it unless the veteran ticked them in the builder.
 */

export type { ResumeExperience, ResumeSections, ResumeService, Sourced } from "@shared/views/resume";

export interface ResumeExtras {
  target: string | null;
  education: string[];
  certifications: string[];
  /** The service record, own skills and builder data; without it the resume has profile prose only. */
  record?: ResumeRecord;
}

/** USAJOBS reads two pages: the writer keeps within a line budget that fits two Letter pages. */
export const MAX_RESUME_ENTRIES = 6;
export const MAX_RESUME_BULLETS = 22;
export const MAX_RESUME_SKILLS = 16;

const anArticle = (word: string) => (/^[aeiou]/i.test(word) || /^(IT|HR|MBA|RN|LPN|EMT|SQL|HVAC|FBI)\b/.test(word) ? "an" : "a");

function yearsPhrase(years: number | null): string | null {
  if (years == null || years <= 0) return null;
  return years === 1 ? "1 year" : `${years} years`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2019-06" → "Jun 2019"; "2019" stays. */
function printedDate(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : value;
}

export function periodOf(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  if (!start) return end ? printedDate(end) : null;
  return `${printedDate(start)} – ${end ? printedDate(end) : "Present"}`;
}

function sentence(text: string, source: string): Sourced {
  return { text, source };
}

const SUMMARY_STOP = new Set("with from role position team work years year service operation operations management manager support".split(" "));
/** Words sharing their first six letters are one ("supervise", "supervision"). */
const stemOf = (word: string) => word.slice(0, 6);
const contentWords = (text: string) =>
  (text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((word) => word.length >= 4 && !SUMMARY_STOP.has(word)).map(stemOf);

/** How many of the target role's words a phrase of the veteran's shares. */
function towardTarget(phrase: string, target: string | null): number {
  if (!target) return 0;
  const wanted = new Set(contentWords(target));
  return new Set(contentWords(phrase).filter((word) => wanted.has(word))).size;
}

function listPhrase(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Up to three of the veteran's own skills, those that speak to the target first, read as one list without a repeated word. */
function summarySkills(record: ResumeRecord | undefined, target: string | null): string[] {
  const own = [...(record?.ownSkills ?? []), ...(record?.confirmedSkills ?? [])]
    .map((skill) => civilianPhrase(skill))
    .filter((skill): skill is string => skill !== null);
  const ranked = own
    .map((skill, index) => ({ skill, index, score: towardTarget(skill, target) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ skill }) => proseCaseOf(skill));
  const out: string[] = [];
  for (const skill of ranked) {
    if (out.length === 3) break;
    if (out.some((kept) => kept.toLowerCase() === skill.toLowerCase())) continue;
    if (proseProblems(`Brings ${listPhrase([...out, skill])}.`).length === 0) out.push(skill);
  }
  return out;
}

/**
 * The summary, two or three sentences aimed at the target role: who the veteran is (service,
 * occupation, years) and what they seek; the strengths they entered that speak to that role and
 * the clearance they hold; one sentence of their own bio about that work. Each fact is said once.
 */
export function localResumeSummary(facts: VeteranFacts, target: string | null, record?: ResumeRecord): Sourced[] {
  const out: Sourced[] = [];
  const years = yearsPhrase(facts.yearsOfService);
  const specialty = record?.specialty ?? null;
  const aim = target ? `, seeking ${anArticle(target)} ${target} role` : "";
  const aimSource = target ? `; ${EVIDENCE.target}` : "";
  if (facts.organization) {
    const fields = ["Branch", years ? "Years of service" : null, specialty ? "Occupation code" : null].filter(Boolean).join(", ");
    const org = facts.organization;
    const span = years ? ` with ${years}` : "";
    // The first wording that repeats no word (a specialty may share one with the branch, "service" or the target).
    const candidates = [
      specialty ? `${specialty}${span} in the ${org}${aim}.` : null,
      specialty ? `${specialty}${years ? ` with ${years} of military experience` : ", trained in the military"}${aim}.` : null,
      `Veteran of the ${org}${years ? ` with ${years} of service` : ""}${aim}.`,
      `Veteran of the ${org}${years ? ` with ${years} of service` : ""}.`,
    ].filter((text): text is string => text !== null);
    const text = candidates.find((candidate) => proseProblems(candidate).every((problem) => !problem.startsWith("repeats"))) ?? candidates[candidates.length - 1];
    out.push(sentence(text, EVIDENCE.profile(fields) + (text.includes(aim) && aim ? aimSource : "")));
  } else if (years) {
    out.push(sentence(`Veteran with ${years} of service${aim}.`, EVIDENCE.profile("Years of service") + aimSource));
  } else if (target) {
    out.push(sentence(`Seeking ${anArticle(target)} ${target} role.`, EVIDENCE.target));
  }
  const skills = summarySkills(record, target);
  const clearance = clearancePhrase(facts.clearance);
  const held = clearance ? `${facts.clearanceActive ? "an active" : anArticle(clearance)} ${clearance}` : null;
  if (skills.length > 0) {
    out.push(sentence(`Brings ${listPhrase(skills)}${held ? `, and holds ${held}` : ""}.`, EVIDENCE.profile(held ? "Skills, Clearance" : "Skills")));
  } else if (held) {
    out.push(sentence(`Holds ${held}.`, EVIDENCE.profile("Clearance")));
  }
  // One bio sentence about the target's work, said nowhere else: not already a bullet, and not
  // the branch or years the first sentence gave ("6 years in the U.S. Army" once).
  const bullets = new Set((record?.entries ?? []).flatMap((entry) => entry.bullets.map((bullet) => bullet.text)));
  const said = out.map((item) => item.text).join(" ");
  const repeatsService = (line: string) =>
    (facts.organization !== null && said.includes(facts.organization) && line.includes(facts.organization.replace(/^U\.S\. /, ""))) ||
    (facts.yearsOfService !== null && new RegExp(`\\b${facts.yearsOfService}[ -]years?\\b`, "i").test(line));
  const bio = splitSentences(facts.bio)
    .filter((line) => !bullets.has(shapeBullet(line)) && !repeatsService(line) && line.split(/\s+/).length <= 30)
    .map((line, index) => ({ line, index, score: towardTarget(line, target) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  // Resume style: "I supervised…" reads "Supervised…".
  if (bio[0] && out.length < 3) out.push(sentence(/^I\s+[a-z]/.test(bio[0].line) ? shapeBullet(bio[0].line) : bio[0].line, EVIDENCE.profile("Bio")));
  return out;
}

function entryOf(entry: ResumeEntryFacts): ResumeExperience {
  return {
    title: civilianPhrase(entry.title) ?? entry.title,
    organization: entry.organization,
    period: periodOf(entry.startDate, entry.endDate),
    bullets: entry.bullets
      .map((bullet) => ({ text: shapeBullet(bullet.text), source: bullet.origin === "confirmed" ? EVIDENCE.confirmed : EVIDENCE.entered }))
      .filter((bullet) => bullet.text.length > 0),
  };
}

/** Entries within the two-page budget: the first six, each keeping an even share of the bullets (its first ones). */
function withinBudget(entries: readonly ResumeExperience[]): ResumeExperience[] {
  const kept = entries.slice(0, MAX_RESUME_ENTRIES);
  const share = Math.max(2, Math.floor(MAX_RESUME_BULLETS / Math.max(1, kept.length)));
  return kept.map((entry) => ({ ...entry, bullets: entry.bullets.slice(0, share) }));
}

function serviceOf(facts: VeteranFacts, record: ResumeRecord): ResumeService | null {
  if (!facts.organization) return null;
  const civilian = facts.civilianTitles[0] ? singularTitle(facts.civilianTitles[0]) : null;
  const title = record.specialty
    ? sentence(record.specialty, EVIDENCE.profile("Occupation code"))
    : civilian
      ? sentence(civilian, EVIDENCE.translation)
      : sentence("Service member", EVIDENCE.profile("Branch"));
  return {
    title,
    branch: sentence(facts.organization, EVIDENCE.profile("Branch")),
    period: yearsPhrase(facts.yearsOfService),
    rank: record.rank ? sentence(record.rank, EVIDENCE.profile("Rank")) : null,
    unit: record.unit ? sentence(record.unit, EVIDENCE.profile("Unit")) : null,
    deployments: record.deployments.map((item) => sentence(item, EVIDENCE.profile("Deployments"))),
  };
}

function skillsOf(record: ResumeRecord | undefined): Sourced[] {
  if (!record) return [];
  const seen = new Set<string>();
  const out: Sourced[] = [];
  const add = (name: string, source: string) => {
    const text = civilianPhrase(name);
    if (!text || seen.has(text.toLowerCase())) return;
    seen.add(text.toLowerCase());
    out.push({ text, source });
  };
  for (const skill of record.ownSkills) add(skill, EVIDENCE.profile("Skills"));
  for (const skill of record.confirmedSkills) add(skill, EVIDENCE.confirmed);
  return out.slice(0, MAX_RESUME_SKILLS);
}

function listOf(items: readonly string[], source: string): Sourced[] {
  return items.map((item) => civilianPhrase(item)).filter((item): item is string => item !== null).map((text) => ({ text, source }));
}

function headlineOf(facts: VeteranFacts, record: ResumeRecord | undefined): string {
  if (facts.headline) return facts.headline;
  const civilian = facts.civilianTitles[0] ? singularTitle(facts.civilianTitles[0]) : null;
  const clearance = facts.clearance ? (facts.clearance === "TS/SCI" ? "Top Secret Clearance" : `${facts.clearance === "Required" ? "Active" : facts.clearance} Clearance`) : null;
  return [facts.organization ? `${facts.organization} Veteran` : null, record?.specialty ?? civilian, clearance].filter(Boolean).join(" | ") || "Veteran";
}

export function localResume(facts: VeteranFacts, extras: ResumeExtras): ResumeSections {
  const target = extras.target ? civilianPhrase(extras.target) : null;
  const record = extras.record;
  const clearance = clearancePhrase(facts.clearance);
  return {
    version: 2,
    name: facts.name,
    contact: [facts.email, facts.phone, facts.location].filter((item): item is string => Boolean(item)),
    headline: headlineOf(facts, record),
    summary: localResumeSummary(facts, target, record),
    experience: withinBudget((record?.entries ?? []).map(entryOf)),
    service: record ? serviceOf(facts, record) : null,
    skills: skillsOf(record),
    clearance: clearance ? sentence(clearance[0].toUpperCase() + clearance.slice(1), EVIDENCE.profile("Clearance")) : null,
    education: listOf(extras.education, EVIDENCE.generateForm),
    certifications: listOf(extras.certifications, EVIDENCE.generateForm),
  };
}

/** The plain-text form of a resume: Download Text and the stored formatted_text. */
export function resumeText(sections: ResumeSections): string {
  const lines: string[] = [sections.name, sections.headline, sections.contact.join(" · "), ""];
  if (sections.summary.length > 0) lines.push("Professional Summary", sections.summary.map((item) => item.text).join(" "), "");
  if (sections.experience.length > 0) {
    lines.push("Experience");
    for (const job of sections.experience) {
      lines.push(`${job.title} — ${job.organization}${job.period ? ` (${job.period})` : ""}`);
      for (const bullet of job.bullets) lines.push(`  • ${bullet.text}`);
    }
    lines.push("");
  }
  const service = sections.service;
  if (service) {
    lines.push("Military Service", `${service.title.text} — ${service.branch.text}${service.period ? ` (${service.period})` : ""}`);
    if (service.rank) lines.push(`  Rank: ${service.rank.text}`);
    if (service.unit) lines.push(`  Unit: ${service.unit.text}`);
    for (const deployment of service.deployments) lines.push(`  Deployment: ${deployment.text}`);
    lines.push("");
  }
  if (sections.skills.length > 0) lines.push("Skills", sections.skills.map((item) => item.text).join(" · "), "");
  if (sections.clearance) lines.push("Security Clearance", sections.clearance.text, "");
  if (sections.education.length > 0) lines.push("Education", ...sections.education.map((item) => `  • ${item.text}`), "");
  if (sections.certifications.length > 0) lines.push("Certifications", ...sections.certifications.map((item) => `  • ${item.text}`), "");
  return lines.join("\n").trim() + "\n";
}
