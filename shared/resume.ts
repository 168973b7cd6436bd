import { z } from "zod";

/** SPEC §9: the resume builder's templates; professional is the default. */
export const RESUME_TEMPLATES = ["professional", "modern", "creative"] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_TEMPLATE_LABELS: Readonly<Record<ResumeTemplate, string>> = {
  professional: "Professional",
  modern: "Modern",
  creative: "Creative",
};

/** SPEC §8's resume messages, word for word. */
export const RESUME_MESSAGES = {
  paidOnly: "Resume Builder is available for Pro, Premium, and Elite subscribers",
  generated: "Resume generated successfully!",
  generateFailed: "Failed to generate resume",
  deleted: "Resume deleted successfully",
  deleteFailed: "Failed to delete resume",
  deleteConfirm: "Are you sure you want to delete this resume?",
  loadFailed: "Failed to load resume",
  notFound: "Resume not found",
  generalTitle: "General Resume",
} as const;

export const MAX_SAVED_RESUMES = 50;

const listItem = z.string().trim().min(1).max(200);

/** POST /api/resume/generate: template, job_target and sections (education and certifications to include). */
export const resumeGenerateSchema = z.object({
  template: z.enum(RESUME_TEMPLATES, { error: "template must be professional, modern or creative" }).default("professional"),
  job_target: z
    .string({ error: "job_target must be text" })
    .trim()
    .max(120, "job_target must be at most 120 characters")
    .nullish()
    .transform((value) => (value ? value : null)),
  sections: z
    .object({
      education: z.array(listItem, { error: "sections.education must be a list of text" }).max(6).optional(),
      certifications: z.array(listItem, { error: "sections.certifications must be a list of text" }).max(10).optional(),
    })
    .nullish(),
});

export type ResumeGenerateInput = z.infer<typeof resumeGenerateSchema>;

/** SPEC §3's Resume as the API returns it. */
export interface ResumeJson {
  id: number;
  resume_id: number;
  template: ResumeTemplate;
  job_target: string | null;
  created_at: string;
  formatted_text: string;
  source: "local" | "provider";
}
