import { MAX_SAVED_RESUMES, RESUME_MESSAGES, RESUME_TEMPLATES, type ResumeGenerateInput, type ResumeJson, type ResumeTemplate } from "@shared/resume";
import { getDb } from "~/lib/db.server";
import { conflict, notFound } from "~/lib/errors.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { checkGrounding, type GroundingContext } from "./grounding.server";
import { localResume, resumeText, type ResumeSections } from "./local-resume.server";
import { writeInUsersName } from "./pipeline.server";
import { assertResumeBuilderAllowed } from "./resume-access.server";
import { confirmedEntriesOf, loadResumeRecord, type ResumeRecord } from "./resume-facts.server";
import { clearancePhrase, loadVeteranFacts, type JobFacts, type VeteranFacts } from "./writer-facts.server";

export { assertResumeBuilderAllowed, resumeBuilderAccess } from "./resume-access.server";

interface ResumeRow {
  id: number;
  template: string;
  jobTarget: string | null;
  createdAt: Date;
  formattedText: string;
  source: string;
}

const ROW_FIELDS = { id: true, template: true, jobTarget: true, createdAt: true, formattedText: true, source: true } as const;

export function asTemplate(value: string): ResumeTemplate {
  return (RESUME_TEMPLATES as readonly string[]).includes(value) ? (value as ResumeTemplate) : "professional";
}

function resumeJson(row: ResumeRow): ResumeJson {
  return {
    id: row.id,
    resume_id: row.id,
    template: asTemplate(row.template),
    job_target: row.jobTarget,
    created_at: row.createdAt.toISOString(),
    formatted_text: row.formattedText,
    source: row.source === "provider" ? "provider" : "local",
  };
}

export async function listResumes(userId: number): Promise<ResumeJson[]> {
  await assertResumeBuilderAllowed(userId);
  const rows = await getDb().resume.findMany({
    where: { userId, deletedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_SAVED_RESUMES,
    select: ROW_FIELDS,
  });
  return rows.map(resumeJson);
}

/** One resume of its owner; anyone else's id is simply not found. */
export async function getResume(userId: number, resumeId: number): Promise<ResumeJson & { sections: ResumeSections | null }> {
  await assertResumeBuilderAllowed(userId);
  const row = await getDb().resume.findFirst({ where: { id: resumeId, userId, deletedAt: null }, select: { ...ROW_FIELDS, sections: true } });
  if (!row) throw notFound(RESUME_MESSAGES.notFound);
  return { ...resumeJson(row), sections: isSections(row.sections) ? row.sections : null };
}

/**
 * Deleting needs no paid plan: a veteran who downgraded can still remove what they made. One an
 * application went with is only hidden: its employer can still open it (decision 117).
 */
export async function deleteResume(userId: number, resumeId: number): Promise<void> {
  const db = getDb();
  const held = await db.application.findFirst({ where: { resumeId, userId }, select: { id: true } });
  const { count } = held
    ? await db.resume.updateMany({ where: { id: resumeId, userId, deletedAt: null }, data: { deletedAt: new Date() } })
    : await db.resume.deleteMany({ where: { id: resumeId, userId, deletedAt: null } });
  if (count === 0) throw notFound(RESUME_MESSAGES.notFound);
}

/** Sections written since they carry their sources (version 2); older rows show their text. */
export function isSections(value: unknown): value is ResumeSections {
  return typeof value === "object" && value !== null && "version" in value && value.version === 2 && "summary" in value && "experience" in value;
}

const PROVIDER_SUMMARY_SOURCE = "Written by the AI writer from your profile";

const SUMMARY_INSTRUCTIONS =
  "You write the professional summary at the top of a resume: two or three sentences, 40 to 90 words, in the first-person-implied resume style (no 'I'), aimed at the role in the TARGET section when one is given. " +
  "Use only the candidate's civilian titles, years of experience, skills and clearance from the PROFILE section; claim no skill, tool, number or achievement it does not list, and say each fact once.";

/**
 * What the summary is checked against: the veteran's facts, and the target role as the "job"
 * (naming it is not a claim). A resume speaks for the veteran in every sentence.
 */
function summaryGrounding(facts: VeteranFacts, target: string | null): GroundingContext {
  const job: JobFacts = {
    id: 0,
    title: target ?? "",
    company: "",
    location: null,
    workType: "",
    description: "",
    requirements: "",
    tags: [],
    clearanceRequired: null,
    veteranFriendly: false,
  };
  return { facts, job, checks: [], everySentenceClaims: true };
}

/** Only the veteran's facts: their own and ticked skills, never O*NET's list for the occupation. */
function summaryProfile(facts: VeteranFacts, record: ResumeRecord): string {
  const skills = [...record.ownSkills, ...record.confirmedSkills];
  return [
    facts.civilianTitles.length ? `Civilian equivalent titles: ${facts.civilianTitles.slice(0, 4).join("; ")}` : null,
    facts.organization ? `Served in: ${facts.organization}` : null,
    facts.yearsOfService ? `Years of experience: ${facts.yearsOfService}` : null,
    record.specialty ? `Military occupation: ${record.specialty}` : null,
    skills.length ? `Skills: ${skills.slice(0, 10).join("; ")}` : null,
    clearancePhrase(facts.clearance) ? `Clearance: ${clearancePhrase(facts.clearance)}${facts.clearanceActive ? " (active)" : ""}` : null,
    facts.bio ? `About: ${facts.bio}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The local summary's sentences that the pipeline kept (a sentence failing the check is dropped). */
function groundedSummary(sections: ResumeSections, kept: string): ResumeSections["summary"] {
  return sections.summary.filter((item) => kept.includes(item.text));
}

/**
 * A new resume from the veteran's profile: the local writer lays out every section; a configured
 * provider may write the summary, which passes the same checks as a cover letter or is replaced
 * by the local one (the reason is stored with the resume).
 */
export async function generateResume(userId: number, input: ResumeGenerateInput): Promise<ResumeJson> {
  await assertResumeBuilderAllowed(userId);
  await consumeRateLimit("resumeGeneratePerUser", String(userId));
  const db = getDb();
  const saved = await db.resume.count({ where: { userId, deletedAt: null } });
  if (saved >= MAX_SAVED_RESUMES) {
    throw conflict(`You have ${MAX_SAVED_RESUMES} saved resumes. Delete one to generate another.`);
  }
  const record = await loadResumeRecord(userId);
  const facts = await loadVeteranFacts(userId, confirmedEntriesOf(record));
  const sections = localResume(facts, {
    record,
    target: input.job_target,
    education: input.sections?.education ?? [],
    certifications: input.sections?.certifications ?? [],
  });
  const context = summaryGrounding(facts, input.job_target);
  const summary = await writeInUsersName({
    kind: "resume summary",
    instructions: SUMMARY_INSTRUCTIONS,
    sections: [
      { label: "profile", text: summaryProfile(facts, record) },
      ...(input.job_target ? [{ label: "target", text: input.job_target }] : []),
    ],
    localText: sections.summary.map((item) => item.text).join(" "),
    rules: { minLength: 120, maxLength: 1_200, ownEmail: facts.email, ownPhone: facts.phone },
    maxTokens: 300,
    ground: (text) => checkGrounding(text, context).failures,
  });
  const final: ResumeSections =
    summary.source === "provider" ? { ...sections, summary: [{ text: summary.text, source: PROVIDER_SUMMARY_SOURCE }] } : { ...sections, summary: groundedSummary(sections, summary.text) };
  const row = await db.resume.create({
    data: {
      userId,
      template: input.template,
      jobTarget: input.job_target,
      sections: final as unknown as object,
      formattedText: resumeText(final),
      source: summary.source,
      fallbackReason: summary.fallbackReason,
    },
    select: ROW_FIELDS,
  });
  return resumeJson(row);
}
