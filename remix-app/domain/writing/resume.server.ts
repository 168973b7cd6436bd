import { MAX_SAVED_RESUMES, RESUME_MESSAGES, RESUME_TEMPLATES, type ResumeGenerateInput, type ResumeJson, type ResumeTemplate } from "@shared/resume";
import { getDb } from "~/lib/db.server";
import { conflict, notFound } from "~/lib/errors.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { allowanceFor, assertAllowance } from "~/domain/billing/allowances.server";
import { localResume, resumeText, type ResumeSections } from "./local-resume.server";
import { loadResumeRecord, type ResumeRecord } from "./resume-facts.server";
import { writeText } from "./text-engine.server";
import { clearancePhrase, loadVeteranFacts, type VeteranFacts } from "./writer-facts.server";

interface ResumeRow {
  id: number;
  template: string;
  jobTarget: string | null;
  createdAt: Date;
  formattedText: string;
  source: string;
}

const ROW_FIELDS = { id: true, template: true, jobTarget: true, createdAt: true, formattedText: true, source: true } as const;

function asTemplate(value: string): ResumeTemplate {
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

/** The billing module's tier decides: the builder is for pro, premium and elite (SPEC §6, §9). */
export async function assertResumeBuilderAllowed(userId: number): Promise<string> {
  return (await assertAllowance(getDb(), userId, "resume-builder")).planId;
}

/** What the screen needs to decide between the builder and the upsell: the tier and whether it is paid. */
export async function resumeBuilderAccess(userId: number): Promise<{ tier: string; allowed: boolean }> {
  const allowance = await allowanceFor(getDb(), userId, "resume-builder");
  return { tier: allowance.planId, allowed: allowance.paid };
}

export async function listResumes(userId: number): Promise<ResumeJson[]> {
  await assertResumeBuilderAllowed(userId);
  const rows = await getDb().resume.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_SAVED_RESUMES,
    select: ROW_FIELDS,
  });
  return rows.map(resumeJson);
}

/** One resume of its owner; anyone else's id is simply not found. */
export async function getResume(userId: number, resumeId: number): Promise<ResumeJson & { sections: ResumeSections | null }> {
  await assertResumeBuilderAllowed(userId);
  const row = await getDb().resume.findFirst({ where: { id: resumeId, userId }, select: { ...ROW_FIELDS, sections: true } });
  if (!row) throw notFound(RESUME_MESSAGES.notFound);
  return { ...resumeJson(row), sections: isSections(row.sections) ? row.sections : null };
}

/** Deleting needs no paid plan: a veteran who downgraded can still remove what they made. */
export async function deleteResume(userId: number, resumeId: number): Promise<void> {
  const { count } = await getDb().resume.deleteMany({ where: { id: resumeId, userId } });
  if (count === 0) throw notFound(RESUME_MESSAGES.notFound);
}

/** Sections written since they carry their sources (version 2); older rows show their text. */
function isSections(value: unknown): value is ResumeSections {
  return typeof value === "object" && value !== null && "version" in value && value.version === 2 && "summary" in value && "experience" in value;
}

const PROVIDER_SUMMARY_SOURCE = "Written by the AI writer from your profile";

const SUMMARY_INSTRUCTIONS =
  "You write the professional summary at the top of a resume: three or four sentences, 50 to 110 words, in the first-person-implied resume style (no 'I'). " +
  "Use only the candidate's civilian titles, years of experience, skills and clearance from the PROFILE section; claim no skill, tool or achievement it does not list. Aim it at the TARGET section when one is given.";

/** Only the veteran's facts: their own and ticked skills, never O*NET's list for the occupation. */
function summaryProfile(facts: VeteranFacts, record: ResumeRecord): string {
  const skills = [...record.ownSkills, ...record.confirmedSkills];
  return [
    facts.civilianTitles.length ? `Civilian equivalent titles: ${facts.civilianTitles.slice(0, 4).join("; ")}` : null,
    facts.organization ? `Served in: ${facts.organization}` : null,
    facts.yearsOfService ? `Years of experience: ${facts.yearsOfService}` : null,
    record.specialty ? `Military occupation: ${record.specialty}` : null,
    skills.length ? `Skills: ${skills.slice(0, 10).join("; ")}` : null,
    clearancePhrase(facts.clearance) ? `Clearance: ${clearancePhrase(facts.clearance)}` : null,
    facts.bio ? `About: ${facts.bio}` : null,
  ]
    .filter(Boolean)
    .join("\n");
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
  const saved = await db.resume.count({ where: { userId } });
  if (saved >= MAX_SAVED_RESUMES) {
    throw conflict(`You have ${MAX_SAVED_RESUMES} saved resumes. Delete one to generate another.`);
  }
  const [facts, record] = await Promise.all([loadVeteranFacts(userId), loadResumeRecord(userId)]);
  const sections = localResume(facts, {
    record,
    target: input.job_target,
    education: input.sections?.education ?? [],
    certifications: input.sections?.certifications ?? [],
  });
  const summary = await writeText({
    instructions: SUMMARY_INSTRUCTIONS,
    sections: [
      { label: "profile", text: summaryProfile(facts, record) },
      ...(input.job_target ? [{ label: "target", text: input.job_target }] : []),
    ],
    localText: sections.summary.map((item) => item.text).join(" "),
    rules: { minLength: 120, maxLength: 1_200, ownEmail: facts.email, ownPhone: facts.phone },
    maxTokens: 300,
  });
  const final: ResumeSections =
    summary.source === "provider" ? { ...sections, summary: [{ text: summary.text, source: PROVIDER_SUMMARY_SOURCE }] } : sections;
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
