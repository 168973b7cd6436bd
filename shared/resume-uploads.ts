/** Uploaded resumes (POST /api/resumes/upload): a PDF or DOCX, checked by its content. */
export const RESUME_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_UPLOAD_ACCEPT = ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const RESUME_UPLOAD_MESSAGES = {
  missing: "Choose a PDF or Word (.docx) file to upload",
  empty: "The file is empty",
  tooLarge: "The resume is too large (5 MB at most)",
  wrongType: "Upload your resume as a PDF or a Word (.docx) file",
  unreadable: "The file could not be read as a PDF or Word document",
  uploaded: "Resume uploaded",
  deleted: "Resume deleted",
  /** Deleted while an application holds it (decision 117): hidden, the file kept for that employer. */
  deletedKept: "Resume removed from your list. Employers you sent it to can still open it with your application.",
  notFound: "Resume not found",
  /** POST /api/jobs/{id}/apply with both kinds named. */
  oneResume: "Send either resume_id or uploaded_resume_id, not both",
} as const;

export interface UploadedResumeJson {
  id: number;
  file_name: string;
  mime: "application/pdf" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  size: number;
  created_at: string;
}

/** A resume the veteran may send with an application: one from the builder or an uploaded file. */
export interface ResumeChoice {
  kind: "builder" | "uploaded";
  id: number;
  label: string;
  created_at: string;
}
