import { RESUME_UPLOAD_MAX_BYTES, RESUME_UPLOAD_MESSAGES, type UploadedResumeJson } from "@shared/resume-uploads";
import { apiCall } from "~/components/common/api-call";

export type UploadOutcome = { ok: true; resume: UploadedResumeJson } | { ok: false; error: string };

/** Sends a chosen file to POST /api/resumes/upload; a file over the limit is refused before it is sent. */
export async function uploadResumeFile(file: File): Promise<UploadOutcome> {
  if (file.size > RESUME_UPLOAD_MAX_BYTES) return { ok: false, error: RESUME_UPLOAD_MESSAGES.tooLarge };
  const form = new FormData();
  form.append("file", file);
  const result = await apiCall<Partial<UploadedResumeJson>>("/api/resumes/upload", { form });
  if (!result.ok || typeof result.body.id !== "number") return { ok: false, error: result.body.detail ?? RESUME_UPLOAD_MESSAGES.unreadable };
  return { ok: true, resume: result.body as UploadedResumeJson };
}
