import { z } from "zod";
import { APPLICATION_STATUSES, PRIVATE_NOTE_MAX, PRIVATE_NOTE_TOO_LONG_MESSAGE, TRACKER_SORTS } from "@shared/applications";

const id = z.coerce.number({ error: "job_id must be a number" }).int("job_id must be a whole number").positive("job_id must be positive");

const resumeId = (field: string) =>
  z.coerce.number({ error: `${field} must be a number` }).int(`${field} must be a whole number`).positive(`${field} must be positive`).optional();

export const applyToJobSchema = z.object({
  job_id: id.optional(),
  cover_letter: z.string().max(10_000, "The cover letter is too long (10,000 characters at most)").optional(),
  additional_notes: z.string().max(2_000, "The notes are too long (2,000 characters at most)").optional(),
  /** A builder resume (`Resume.id`) or an uploaded one; at most one; neither: the latest of either kind. */
  resume_id: resumeId("resume_id"),
  uploaded_resume_id: resumeId("uploaded_resume_id"),
});

export const createApplicationSchema = z.object({ job_id: id, resume_id: resumeId("resume_id"), uploaded_resume_id: resumeId("uploaded_resume_id") });

/** GET /api/applications and /applications: `status` one of the states (pending = drafts), `sort` applied | updated | status. */
export const trackerQuerySchema = z.object({
  status: z
    .enum(APPLICATION_STATUSES, { error: `status must be one of: ${APPLICATION_STATUSES.join(", ")}` })
    .optional(),
  sort: z.enum(TRACKER_SORTS, { error: `sort must be one of: ${TRACKER_SORTS.join(", ")}` }).optional(),
});
export type TrackerQuery = z.infer<typeof trackerQuerySchema>;

/** PUT /api/applications/{id}/note: the veteran's private note; empty clears it. */
export const privateNoteSchema = z.object({
  note: z.string({ error: "note must be text" }).max(PRIVATE_NOTE_MAX, PRIVATE_NOTE_TOO_LONG_MESSAGE),
});

/** The tracker's `status` and `sort` from a URL; empty values count as absent (a cleared select). */
export function trackerParams(params: URLSearchParams): { status?: string; sort?: string } {
  const status = params.get("status") || undefined;
  const sort = params.get("sort") || undefined;
  return { ...(status ? { status } : {}), ...(sort ? { sort } : {}) };
}
