/**
 * Emails about a veteran's application (issue 55 item 3): "application sent" with the letter and
 * resume that went, and the employer's decisions. Each a switchable kind of the one mail module
 * (decision 110), sent after the change is committed, only to an active account's verified address.
 */
import type { EmployerDecision } from "@shared/applications";
import { firstNameOf, quietly } from "~/domain/communication/event-emails.server";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { applicationResumeUrl, builderResumeLabel } from "./application-resumes.server";

interface ApplicationFacts {
  userId: number;
  email: string;
  firstName: string;
  coverLetter: string | null;
  /** What the veteran calls the resume that went (the file's name, or the builder resume's), and where to open it. */
  resume: { label: string; url: string } | null;
  job: { id: number; title: string; company: string };
}
async function applicationFacts(applicationIds: readonly number[]): Promise<ApplicationFacts[]> {
  if (applicationIds.length === 0) return [];
  const rows = await getDb().application.findMany({
    where: { id: { in: [...applicationIds] } },
    select: {
      id: true,
      userId: true,
      coverLetter: true,
      resumeId: true,
      uploadedResumeId: true,
      resume: { select: { jobTarget: true } },
      uploadedResume: { select: { fileName: true } },
      user: { select: { email: true, fullName: true, status: true, emailVerifiedAt: true } },
      job: { select: { id: true, title: true, company: true } },
    },
  });
  return rows
    .filter((row) => row.user.status === "active" && row.user.emailVerifiedAt !== null)
    .map((row) => {
      const label = row.uploadedResume?.fileName ?? (row.resume ? builderResumeLabel(row.resume.jobTarget) : null);
      const url = applicationResumeUrl(row);
      return {
        userId: row.userId,
        email: row.user.email,
        firstName: firstNameOf(row.user.fullName),
        coverLetter: row.coverLetter,
        resume: label !== null && url !== null ? { label, url } : null,
        job: row.job,
      };
    });
}
/** "Application sent": the job, the company, and the resume and letter that went with it. */
export async function emailApplicationSent(applicationId: number, now = new Date()): Promise<void> {
  await quietly("application-sent", async () => {
    const origin = getConfig().publicUrl;
    for (const facts of await applicationFacts([applicationId])) {
      const letter = facts.coverLetter?.trim() ? facts.coverLetter.trim() : "No cover letter went with it.";
      await sendEmail({
        to: facts.email,
        userId: facts.userId,
        kind: "application-sent",
        subject: `Application sent: ${facts.job.title} at ${facts.job.company}`,
        text: [
          `Hi ${facts.firstName},`,
          "",
          `Your application for ${facts.job.title} at ${facts.job.company} was sent on ${now.toUTCString().slice(0, 16)}.`,
          "",
          ...(facts.resume
            ? [`The resume that went with it: ${facts.resume.label}`, `Open it: ${origin}${facts.resume.url}`]
            : ["No resume went with it: upload one or build one for your next application."]),
          "",
          "The letter that went with it:",
          "",
          letter,
          "",
          `The job: ${origin}/jobs/${facts.job.id}`,
          `Follow it in your applications: ${origin}/applications`,
        ].join("\n"),
      });
    }
  });
}

const DECISION_WORDING: Record<EmployerDecision, { subject: string; line: (job: ApplicationFacts["job"]) => string }> = {
  interview: {
    subject: "Interview",
    line: (job) =>
      `Good news: ${job.company} moved your application for ${job.title} to Interview. Expect them to contact you about a time.`,
  },
  offer: {
    subject: "Offer",
    line: (job) => `Congratulations: ${job.company} marked your application for ${job.title} as an Offer.`,
  },
  rejected: {
    subject: "Update",
    line: (job) =>
      `${job.company} decided not to move forward with your application for ${job.title}. Other jobs that fit you are waiting.`,
  },
};

/** The employer's decision (interview, offer, not selected), naming the job and the company. */
export async function emailDecisions(applicationIds: readonly number[], decision: EmployerDecision): Promise<void> {
  await quietly("decision", async () => {
    const origin = getConfig().publicUrl;
    const wording = DECISION_WORDING[decision];
    for (const facts of await applicationFacts(applicationIds)) {
      await sendEmail({
        to: facts.email,
        userId: facts.userId,
        kind: "decision",
        subject: `${wording.subject}: ${facts.job.title} at ${facts.job.company}`,
        text: [
          `Hi ${facts.firstName},`,
          "",
          wording.line(facts.job),
          "",
          `Your applications: ${origin}/applications`,
          `The job: ${origin}/jobs/${facts.job.id}`,
        ].join("\n"),
      });
    }
  });
}
