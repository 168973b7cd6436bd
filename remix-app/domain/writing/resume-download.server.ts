import { getResume } from "./resume.server";
import { renderResumePdf } from "./resume-pdf.server";
import type { ResumeSections } from "./local-resume.server";

/** "Ava Brooks", 12 → "ava-brooks-resume-12": ASCII only, safe in a Content-Disposition header. */
function fileStem(name: string, id: number): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${slug ? `${slug}-` : ""}resume-${id}`;
}

/** A resume stored before sections carried their sources still downloads: its text as the summary. */
function sectionsOrText(sections: ResumeSections | null, text: string): ResumeSections {
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

/** The owner's resume as a file to save: a PDF in its template, or the plain text. */
export async function resumeDownload(userId: number, resumeId: number, format: "pdf" | "text"): Promise<Response> {
  const resume = await getResume(userId, resumeId);
  const sections = sectionsOrText(resume.sections, resume.formatted_text);
  const stem = fileStem(sections.name, resume.id);
  // X-Content-Type-Options: nosniff comes from the server's helmet defaults.
  const common = { "Cache-Control": "private, no-store" };
  if (format === "text") {
    return new Response(resume.formatted_text, {
      headers: { ...common, "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": `attachment; filename="${stem}.txt"` },
    });
  }
  const pdf = await renderResumePdf(sections, resume.template);
  return new Response(new Uint8Array(pdf), {
    headers: { ...common, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${stem}.pdf"`, "Content-Length": String(pdf.length) },
  });
}
