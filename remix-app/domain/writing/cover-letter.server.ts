import { localCoverLetter } from "./local-writer.server";
import { writeText, type WrittenText } from "./text-engine.server";
import {
  clearancePhrase,
  loadJobFacts,
  loadJobFactsMany,
  loadVeteranFacts,
  type JobFacts,
  type VeteranFacts,
} from "./writer-facts.server";

export type { WrittenText } from "./text-engine.server";

export interface CoverLetterRequest {
  veteranUserId: number;
  jobId: number;
}

const INSTRUCTIONS =
  "You write a cover letter of three to five short paragraphs, 180 to 320 words, for the candidate in the PROFILE section applying to the job in the JOB section. " +
  "Be specific: name the job title and company, connect the candidate's translated civilian titles and skills to what the job asks for, mention the clearance only when the candidate has one. " +
  "Open with 'Dear <company> Hiring Team,' using the real company name, and close with 'Sincerely,' and the candidate's name.";

function profileSection(facts: VeteranFacts): string {
  return [
    `Name: ${facts.name}`,
    `Email: ${facts.email}`,
    facts.phone ? `Phone: ${facts.phone}` : null,
    facts.location ? `Location: ${facts.location}` : null,
    facts.organization
      ? `Served in: ${facts.organization}${facts.yearsOfService ? `, ${facts.yearsOfService} years` : ""}`
      : null,
    facts.civilianTitles.length ? `Civilian equivalent titles: ${facts.civilianTitles.slice(0, 4).join("; ")}` : null,
    facts.skills.length ? `Skills: ${facts.skills.join("; ")}` : null,
    facts.keywords.length ? `Keywords: ${facts.keywords.slice(0, 10).join("; ")}` : null,
    clearancePhrase(facts.clearance) ? `Clearance: ${clearancePhrase(facts.clearance)}` : null,
    facts.leadership >= 0.45 ? "Led and trained teams" : null,
    facts.bio ? `About: ${facts.bio}` : null,
  ]
    .filter(Boolean)
    .join("\n");
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

function letterFor(facts: VeteranFacts, job: JobFacts): Promise<WrittenText> {
  return writeText({
    instructions: INSTRUCTIONS,
    sections: [
      { label: "profile", text: profileSection(facts) },
      { label: "job", text: jobSection(job) },
    ],
    localText: localCoverLetter(facts, job),
    rules: {
      minLength: 400,
      maxLength: 4_000,
      ownEmail: facts.email,
      ownPhone: facts.phone,
      mustMention: [job.title, job.company],
    },
    maxTokens: 700,
  });
}

/**
 * The cover letter for one veteran and one job: the single entry point auto-apply and Apply Now
 * share. The local writer always composes one; a configured provider may polish it, and its
 * text is used only when it passes the output checks.
 */
export async function writeCoverLetter(request: CoverLetterRequest): Promise<WrittenText> {
  const [facts, job] = await Promise.all([loadVeteranFacts(request.veteranUserId), loadJobFacts(request.jobId)]);
  return letterFor(facts, job);
}

/**
 * The same letters for one veteran and many jobs (an auto-apply run): the veteran's facts and
 * the jobs are each read once, not once per letter. Jobs that no longer exist get none.
 */
export async function writeCoverLetters(veteranUserId: number, jobIds: readonly number[]): Promise<Map<number, WrittenText>> {
  const [facts, jobs] = await Promise.all([loadVeteranFacts(veteranUserId), loadJobFactsMany(jobIds)]);
  const letters = new Map<number, WrittenText>();
  for (const [jobId, job] of jobs) letters.set(jobId, await letterFor(facts, job));
  return letters;
}
