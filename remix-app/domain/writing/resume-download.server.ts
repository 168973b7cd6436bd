import { LRUCache } from "lru-cache";
import type { ResumeTemplate } from "@shared/resume";
import { getResume } from "./resume.server";
import { renderResumePdf } from "./resume-pdf.server";
import type { ResumeSections } from "./local-resume.server";

/** "Ava Brooks", 12 → "ava-brooks-resume-12": ASCII only, safe in a Content-Disposition header. */
export function resumeFileStem(name: string, id: number): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${slug ? `${slug}-` : ""}resume-${id}`;
}

/** A resume stored before sections carried their sources still downloads: its text as the summary. */
export function sectionsOrText(sections: ResumeSections | null, text: string): ResumeSections {
  return (
    sections ?? {
      version: 2,
      name: text.split("\n")[0] ?? "Resume",
      contact: [],
      headline: "",
      summary: [{ text: text.split("\n").slice(1).join("\n").trim(), source: "" }],
      experience: [],
      service: null,
      skills: [],
      clearance: null,
      education: [],
      certifications: [],
    }
  );
}

/**
 * A stored resume never changes (editing makes a new one), so its PDF is rendered once per resume and
 * template and kept here: a veteran pressing Download again, or an employer opening it, costs no render.
 * Bounded by bytes; rows deleted with their account simply stop being asked for.
 */
const renderedPdfs = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (pdf) => Math.max(1, pdf.length) });

export async function renderedResumePdf(resume: { id: number; template: ResumeTemplate; created_at: string }, sections: ResumeSections): Promise<Buffer> {
  const key = `${resume.id}:${resume.created_at}:${resume.template}`;
  const cached = renderedPdfs.get(key);
  if (cached) return cached;
  const pdf = await renderResumePdf(sections, resume.template);
  renderedPdfs.set(key, pdf);
  return pdf;
}

/** The owner's resume as a file to save: a PDF in its template, or the plain text. */
export async function resumeDownload(userId: number, resumeId: number, format: "pdf" | "text"): Promise<Response> {
  const resume = await getResume(userId, resumeId);
  const sections = sectionsOrText(resume.sections, resume.formatted_text);
  const stem = resumeFileStem(sections.name, resume.id);
  // X-Content-Type-Options: nosniff comes from the server's helmet defaults.
  const common = { "Cache-Control": "private, no-store" };
  if (format === "text") {
    return new Response(resume.formatted_text, {
      headers: { ...common, "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": `attachment; filename="${stem}.txt"` },
    });
  }
  const pdf = await renderedResumePdf(resume, sections);
  return new Response(new Uint8Array(pdf), {
    headers: { ...common, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${stem}.pdf"`, "Content-Length": String(pdf.length) },
  });
}
