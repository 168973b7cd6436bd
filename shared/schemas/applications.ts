import { z } from "zod";

const id = z.coerce.number({ error: "job_id must be a number" }).int("job_id must be a whole number").positive("job_id must be positive");

export const applyToJobSchema = z.object({
  job_id: id.optional(),
  cover_letter: z.string().max(10_000, "The cover letter is too long (10,000 characters at most)").optional(),
  additional_notes: z.string().max(2_000, "The notes are too long (2,000 characters at most)").optional(),
});

export const createApplicationSchema = z.object({ job_id: id });
