import { getDb } from "../../lib/db.server";
import { notFound } from "../../lib/errors.server";

/** Text from the writing engine, and where it came from (the provider, or the local writer and why). */
export interface WrittenText {
  text: string;
  source: "local" | "provider";
  /** Why the local writer answered although a provider is configured; null otherwise. */
  fallbackReason: string | null;
}

export interface CoverLetterRequest {
  veteranUserId: number;
  jobId: number;
}

/**
 * The cover letter for one veteran and one job: the single entry point auto-apply and Apply Now
 * share. (First cut: a plain local letter; the writing engine replaces the body, not the signature.)
 */
export async function writeCoverLetter(request: CoverLetterRequest): Promise<WrittenText> {
  const db = getDb();
  const [user, job] = await Promise.all([
    db.user.findUnique({ where: { id: request.veteranUserId }, select: { fullName: true } }),
    db.job.findUnique({ where: { id: request.jobId }, select: { title: true, company: true } }),
  ]);
  if (!user || !job) throw notFound("Job not found");
  const text = [
    `Dear ${job.company} hiring team,`,
    `I am applying for the ${job.title} position. My military service gave me the discipline, teamwork and responsibility this role asks for.`,
    `Sincerely,\n${user.fullName}`,
  ].join("\n\n");
  return { text, source: "local", fallbackReason: null };
}
