import { checkGrounding, type ClaimEvidence, type GroundingContext } from "./grounding.server";
import { jobAsData } from "./employer-text.server";
import { localCoverLetter } from "./local-letter.server";
import { compareRequirements, unmetRequirements, type RequirementCheck } from "./requirements.server";
import { loadConfirmedEntries } from "./resume-facts.server";
import { groundedLocalText, writeInUsersName, type WrittenText } from "./pipeline.server";
import {
  clearancePhrase,
  loadJobFacts,
  loadJobFactsMany,
  loadVeteranFacts,
  type JobFacts,
  type VeteranFacts,
} from "./writer-facts.server";

export type { WrittenText } from "./pipeline.server";

export interface CoverLetterRequest {
  veteranUserId: number;
  jobId: number;
}

/** A letter, where each of its claims came from, and what the job asks that it leaves out. */
export interface CoverLetter extends WrittenText {
  claims: ClaimEvidence[];
  unmet: RequirementCheck[];
}

const INSTRUCTIONS =
  "You write a cover letter of three or four short paragraphs, 150 to 250 words, for the candidate in the PROFILE section applying to the job in the JOB section. " +
  "Be specific: name the job title and company, and speak only to the requirements the REQUIREMENTS section lists as met, with evidence from the PROFILE. " +
  "Leave out every requirement listed as not met or unknown; for a clearance below the one required, state only the level held. " +
  "Open with 'Dear <company> Hiring Team,' using the real company name, and close with 'Sincerely,' and the candidate's name.";

function profileSection(facts: VeteranFacts): string {
  const clearance = clearancePhrase(facts.clearance) ?? (facts.publicTrust ? "Public Trust determination" : null);
  return [
    `Name: ${facts.name}`,
    `Email: ${facts.email}`,
    facts.phone ? `Phone: ${facts.phone}` : null,
    facts.location ? `Location: ${facts.location}` : null,
    facts.organization ? `Served in: ${facts.organization}${facts.yearsOfService ? `, ${facts.yearsOfService} years` : ""}` : null,
    facts.civilianTitles.length ? `Civilian equivalent of their military occupation: ${facts.civilianTitles.slice(0, 2).join("; ")}` : null,
    facts.skills.length ? `Skills (their own): ${facts.skills.join("; ")}` : "Skills (their own): none listed",
    facts.certifications.length ? `Certifications: ${facts.certifications.join("; ")}` : null,
    clearance ? `Clearance held: ${clearance}${facts.clearanceActive ? " (active)" : ""}` : "Clearance held: none",
    facts.currentPosition ? `Current position: ${facts.currentPosition}` : null,
    facts.deployments ? `Deployments: ${facts.deployments}` : null,
    facts.leadership >= 0.45 ? "Rank carried supervision of junior team members" : null,
    facts.bio ? `About: ${facts.bio}` : null,
    ...facts.experience.map((entry) => `Experience: ${entry.title}, ${entry.organization}: ${entry.bullets.join(" ")}`),
  ]
    .filter(Boolean)
    .join("\n");
}

function requirementsSection(checks: readonly RequirementCheck[]): string {
  if (checks.length === 0) return "No specific requirements found.";
  return checks.map((check) => `${check.status === "met" ? "MET" : check.status === "not_met" ? "NOT MET" : "UNKNOWN"}: ${check.requirement}`).join("\n");
}

function jobSection(job: JobFacts): string {
  return [
    `Title: ${job.title}`,
    `Company: ${job.company}`,
    job.location ? `Location: ${job.location}` : null,
    `Work type: ${job.workType}`,
    job.clearanceRequired ? `Clearance required: ${job.clearanceRequired}` : null,
    `Description: ${job.description.slice(0, 3_000)}`,
    job.requirements ? `Requirements: ${job.requirements.slice(0, 1_500)}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The facts, comparison and local letter for one job: pure, so tests and benches call it offline.
 * The job's title, company and location enter the letter only as `jobAsData` lets them.
 */
export function prepareLetter(facts: VeteranFacts, postedJob: JobFacts): { context: GroundingContext; localText: string } {
  const job = jobAsData(postedJob);
  const checks = compareRequirements(facts, job);
  const context = { facts, job, checks };
  const ground = (text: string) => checkGrounding(text, context).failures;
  return { context, localText: groundedLocalText(localCoverLetter(facts, job, checks), ground, "cover letter") };
}

async function letterFor(facts: VeteranFacts, postedJob: JobFacts): Promise<CoverLetter> {
  const { context, localText } = prepareLetter(facts, postedJob);
  const job = context.job;
  const local = checkGrounding(localText, context);
  const written = await writeInUsersName({
    kind: "cover letter",
    instructions: INSTRUCTIONS,
    sections: [
      { label: "profile", text: profileSection(facts) },
      { label: "requirements", text: requirementsSection(context.checks) },
      { label: "job", text: jobSection(postedJob) },
    ],
    localText,
    rules: {
      minLength: 400,
      maxLength: 4_000,
      ownEmail: facts.email,
      ownPhone: facts.phone,
      mustMention: [job.title, job.company],
    },
    maxTokens: 700,
    ground: (text) => checkGrounding(text, context).failures,
  });
  const claims = written.source === "local" ? local.claims : checkGrounding(written.text, context).claims;
  return { ...written, claims, unmet: unmetRequirements(context.checks) };
}

/**
 * The cover letter for one veteran and one job: the single entry point auto-apply and Apply Now
 * share. The local writer always composes one; a configured provider may write it instead, and
 * its text is used only when it passes the output and grounding checks.
 */
export async function writeCoverLetter(request: CoverLetterRequest): Promise<CoverLetter> {
  const [facts, job] = await Promise.all([letterFacts(request.veteranUserId), loadJobFacts(request.jobId)]);
  return letterFor(facts, job);
}

/**
 * The same letters for one veteran and many jobs (an auto-apply run): the veteran's facts and
 * the jobs are each read once, not once per letter. Jobs that no longer exist get none.
 */
export async function writeCoverLetters(veteranUserId: number, jobIds: readonly number[]): Promise<Map<number, CoverLetter>> {
  const [facts, jobs] = await Promise.all([letterFacts(veteranUserId), loadJobFactsMany(jobIds)]);
  const letters = new Map<number, CoverLetter>();
  for (const [jobId, job] of jobs) letters.set(jobId, await letterFor(facts, job));
  return letters;
}

/** The profile plus what the veteran entered or ticked in the resume builder. */
async function letterFacts(userId: number) {
  return loadVeteranFacts(userId, await loadConfirmedEntries(userId));
}
