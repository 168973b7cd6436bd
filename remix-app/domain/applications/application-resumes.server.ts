import { fileTypeFromBuffer } from "file-type";
import { RESUME_UPLOAD_MAX_BYTES, RESUME_UPLOAD_MESSAGES, type ResumeChoice, type UploadedResumeJson } from "@shared/resume-uploads";
import { assertSessionCan, can, loadActor } from "~/domain/access/policy.server";
import { deletePrivateFile, isWholePdf, readPrivateFile, storePrivateFile, type PrivateFolder } from "~/domain/uploads/private-files.server";
import { renderedResumePdf, resumeFileStem, sectionsOrText } from "~/domain/writing/resume-download.server";
import { asTemplate, isSections } from "~/domain/writing/resume.server";
import { getDb, type DbTx } from "~/lib/db.server";
import { invalid, notFound, tooLarge } from "~/lib/errors.server";
import type { Role } from "@shared/roles";
import { EMPLOYER_VISIBLE_APPLICATION } from "./employer-visible.server";

/**
 * Resumes that travel with applications (issue 55 item 4, decision 117): a veteran uploads a PDF
 * or DOCX, or picks a builder resume; the application keeps which one went; the job's employer
 * and the veteran fetch it at /api/applications/{id}/resume, anyone else gets a 404.
 */
const FOLDER: PrivateFolder = { folder: "resumes", extensions: ["pdf", "docx"] };
const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
type ResumeMime = typeof PDF | typeof DOCX;

export const RESUME_UPLOAD_LIMITS = {
  field: "file",
  maxBytes: RESUME_UPLOAD_MAX_BYTES,
  tooLargeMessage: RESUME_UPLOAD_MESSAGES.tooLarge,
  missingMessage: RESUME_UPLOAD_MESSAGES.missing,
};

/** A Word document by its bytes: a zip (PK\3\4) holding `[Content_Types].xml` and `word/` parts. */
function isDocx(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString("latin1");
  return text.startsWith("PK\u0003\u0004") && text.includes("[Content_Types].xml") && text.includes("word/");
}

/** The kind of resume the bytes are, judged by content only (never the name or declared type); anything else is a 422. */
async function resumeKind(bytes: Uint8Array): Promise<{ mime: ResumeMime; ext: "pdf" | "docx" }> {
  if (bytes.byteLength === 0) throw invalid(RESUME_UPLOAD_MESSAGES.empty);
  if (bytes.byteLength > RESUME_UPLOAD_MAX_BYTES) throw tooLarge(RESUME_UPLOAD_MESSAGES.tooLarge);
  const kind = await fileTypeFromBuffer(bytes);
  if (kind?.mime === PDF) {
    if (!isWholePdf(bytes)) throw invalid(RESUME_UPLOAD_MESSAGES.unreadable);
    return { mime: PDF, ext: "pdf" };
  }
  if ((kind?.mime === DOCX || kind?.mime === "application/zip") && isDocx(bytes)) return { mime: DOCX, ext: "docx" };
  throw invalid(RESUME_UPLOAD_MESSAGES.wrongType);
}

/** What the veteran sees of their file's name: no path, no control characters, at most 120 characters. */
function shownName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 120);
  return base || `resume.${ext}`;
}

function uploadedJson(row: { id: number; fileName: string; mime: string; size: number; createdAt: Date }): UploadedResumeJson {
  return { id: row.id, file_name: row.fileName, mime: row.mime === DOCX ? DOCX : PDF, size: row.size, created_at: row.createdAt.toISOString() };
}

const UPLOADED_FIELDS = { id: true, fileName: true, mime: true, size: true, createdAt: true } as const;

export async function storeUploadedResume(user: { id: number; role: Role }, upload: { bytes: Uint8Array; fileName: string }): Promise<UploadedResumeJson> {
  await assertSessionCan(user, "upload-resume");
  const kind = await resumeKind(upload.bytes);
  const storedName = await storePrivateFile(FOLDER, upload.bytes, kind.ext);
  try {
    const row = await getDb().uploadedResume.create({
      data: { userId: user.id, fileName: shownName(upload.fileName, kind.ext), storedName, mime: kind.mime, size: upload.bytes.byteLength },
      select: UPLOADED_FIELDS,
    });
    return uploadedJson(row);
  } catch (e) {
    await deletePrivateFile(FOLDER, storedName);
    throw e;
  }
}

export async function listUploadedResumes(user: { id: number; role: Role }): Promise<UploadedResumeJson[]> {
  await assertSessionCan(user, "upload-resume");
  const rows = await getDb().uploadedResume.findMany({
    where: { userId: user.id, deletedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: UPLOADED_FIELDS,
  });
  return rows.map(uploadedJson);
}

/**
 * Deleting an uploaded resume: gone from the veteran's list at once; its file goes too unless an
 * application holds it, in which case the row stays hidden and the file stays for that employer
 * ("kept": the screen says so). The delete itself carries the "no application" condition, so an
 * application sent meanwhile keeps its resume.
 */
export async function deleteUploadedResume(user: { id: number; role: Role }, id: number): Promise<{ kept: boolean }> {
  await assertSessionCan(user, "upload-resume");
  const db = getDb();
  const row = await db.uploadedResume.findFirst({ where: { id, deletedAt: null }, select: { userId: true, storedName: true } });
  if (!row) throw notFound(RESUME_UPLOAD_MESSAGES.notFound);
  await assertSessionCan(user, "upload-resume", { ownerId: row.userId });
  const deleted = await db.uploadedResume.deleteMany({ where: { id, applications: { none: {} } } });
  if (deleted.count === 0) {
    await db.uploadedResume.update({ where: { id }, data: { deletedAt: new Date() } });
    return { kept: true };
  }
  await deletePrivateFile(FOLDER, row.storedName);
  return { kept: false };
}

/** The files of uploaded resumes whose rows are gone (an account's deletion). */
export async function deleteUploadedResumeFiles(storedNames: readonly string[]): Promise<void> {
  await Promise.all(storedNames.map((name) => deletePrivateFile(FOLDER, name)));
}

/** How a builder resume is named wherever the veteran picks or meets it: "Resume Builder: IT Project Manager". */
export function builderResumeLabel(jobTarget: string | null): string {
  return `Resume Builder: ${jobTarget?.trim() || "General Resume"}`;
}

/** The resumes the Apply Now dialog offers, newest first (the first is the default). */
export async function resumeChoices(userId: number): Promise<ResumeChoice[]> {
  const db = getDb();
  const [uploaded, built] = await Promise.all([
    db.uploadedResume.findMany({ where: { userId, deletedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 50, select: UPLOADED_FIELDS }),
    db.resume.findMany({ where: { userId, deletedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 50, select: { id: true, jobTarget: true, createdAt: true } }),
  ]);
  const choices: ResumeChoice[] = [
    ...uploaded.map((u) => ({ kind: "uploaded" as const, id: u.id, label: u.fileName, created_at: u.createdAt.toISOString() })),
    ...built.map((r) => ({ kind: "builder" as const, id: r.id, label: builderResumeLabel(r.jobTarget), created_at: r.createdAt.toISOString() })),
  ];
  return choices.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export interface ResumePick {
  resumeId?: number;
  uploadedResumeId?: number;
}

/**
 * The resume an application carries: the one named (the veteran's own, not deleted; someone
 * else's is "Resume not found"), or the veteran's latest of either kind, or none when they have none.
 */
export async function resumeForApplication(userId: number, pick: ResumePick = {}, db: DbTx = getDb()): Promise<{ resumeId: number | null; uploadedResumeId: number | null }> {
  if (pick.resumeId !== undefined && pick.uploadedResumeId !== undefined) throw invalid(RESUME_UPLOAD_MESSAGES.oneResume);
  if (pick.resumeId !== undefined) {
    const row = await db.resume.findFirst({ where: { id: pick.resumeId, userId, deletedAt: null }, select: { id: true } });
    if (!row) throw notFound(RESUME_UPLOAD_MESSAGES.notFound);
    return { resumeId: row.id, uploadedResumeId: null };
  }
  if (pick.uploadedResumeId !== undefined) {
    const row = await db.uploadedResume.findFirst({ where: { id: pick.uploadedResumeId, userId, deletedAt: null }, select: { id: true } });
    if (!row) throw notFound(RESUME_UPLOAD_MESSAGES.notFound);
    return { resumeId: null, uploadedResumeId: row.id };
  }
  const [uploaded, built] = await Promise.all([
    db.uploadedResume.findFirst({ where: { userId, deletedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true, createdAt: true } }),
    db.resume.findFirst({ where: { userId, deletedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true, createdAt: true } }),
  ]);
  if (uploaded && (!built || uploaded.createdAt >= built.createdAt)) return { resumeId: null, uploadedResumeId: uploaded.id };
  return { resumeId: built?.id ?? null, uploadedResumeId: null };
}

/** The link an employer or the veteran follows to the resume that went, or null when none went. */
export function applicationResumeUrl(application: { id: number; resumeId: number | null; uploadedResumeId: number | null }): string | null {
  return application.resumeId !== null || application.uploadedResumeId !== null ? `/api/applications/${application.id}/resume` : null;
}

export interface ApplicationResumeFile {
  bytes: Buffer;
  mime: ResumeMime;
  downloadName: string;
}

/** ASCII only, safe in a Content-Disposition header. */
function asciiName(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._ -]+/g, "")
    .trim();
  return cleaned || fallback;
}

/** An uploaded resume's file as it was sent, under the name the veteran gave it (ASCII); a missing file is a 404. */
async function uploadedResumeFile(row: { fileName: string; storedName: string; mime: string }): Promise<ApplicationResumeFile> {
  const bytes = await readPrivateFile(FOLDER, row.storedName);
  if (!bytes) throw notFound();
  const mime = row.mime === DOCX ? DOCX : PDF;
  const ext = mime === PDF ? "pdf" : "docx";
  const base = asciiName(row.fileName.replace(/\.(pdf|docx)$/i, ""), "resume");
  return { bytes, mime, downloadName: `${base}.${ext}` };
}

/** GET /api/resumes/uploads/{id}: one of the veteran's own uploaded resumes (not deleted); anyone else's is "Resume not found". */
export async function readOwnUploadedResume(user: { id: number; role: Role }, id: number): Promise<ApplicationResumeFile> {
  await assertSessionCan(user, "upload-resume");
  const row = await getDb().uploadedResume.findFirst({ where: { id, deletedAt: null }, select: { userId: true, fileName: true, storedName: true, mime: true } });
  if (!row) throw notFound(RESUME_UPLOAD_MESSAGES.notFound);
  await assertSessionCan(user, "upload-resume", { ownerId: row.userId });
  return uploadedResumeFile(row);
}

/**
 * A resume file as a download: never rendered on our origin (no PDF script runs here), never
 * cached, never sniffed (X-Content-Type-Options: nosniff comes from the server's helmet defaults).
 */
export function resumeFileResponse(file: ApplicationResumeFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${file.downloadName}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/**
 * GET /api/applications/{id}/resume: the resume that went with the application, to the veteran
 * who sent it and to the employer of its job (once it is sent, not a draft; an approved employer).
 * Anyone else, and an application with no resume, gets the same 404.
 */
export async function readApplicationResume(viewerId: number, applicationId: number): Promise<ApplicationResumeFile> {
  const db = getDb();
  const app = await db.application.findUnique({
    where: { id: applicationId },
    select: {
      id: true,
      userId: true,
      status: true,
      job: { select: { employerId: true } },
      resume: { select: { id: true, template: true, createdAt: true, sections: true, formattedText: true } },
      uploadedResume: { select: { id: true, fileName: true, storedName: true, mime: true } },
    },
  });
  if (!app) throw notFound();
  const isOwner = app.userId === viewerId;
  let isEmployer = false;
  if (!isOwner && app.job.employerId === viewerId && app.status !== EMPLOYER_VISIBLE_APPLICATION.status.not) {
    const actor = await loadActor(viewerId);
    isEmployer = actor !== null && can(actor, "review-applicants", { ownerId: app.job.employerId });
  }
  if (!isOwner && !isEmployer) throw notFound();
  if (app.uploadedResume) return uploadedResumeFile(app.uploadedResume);
  if (app.resume) {
    const sections = sectionsOrText(isSections(app.resume.sections) ? app.resume.sections : null, app.resume.formattedText);
    const pdf = await renderedResumePdf({ id: app.resume.id, template: asTemplate(app.resume.template), created_at: app.resume.createdAt.toISOString() }, sections);
    return { bytes: pdf, mime: PDF, downloadName: `${resumeFileStem(sections.name, app.resume.id)}.pdf` };
  }
  throw notFound();
}

