import { z } from "zod";

/** The resume builder's own data: experience entries the veteran writes and suggestions they tick. */

export const MAX_EXPERIENCE_ENTRIES = 12;
export const MAX_BULLETS_PER_ENTRY = 8;
export const MAX_CONFIRMED_SKILLS = 30;

/** Where a bullet came from: typed by the veteran, or a suggestion the veteran ticked. */
export const BULLET_ORIGINS = ["entered", "confirmed"] as const;
export type BulletOrigin = (typeof BULLET_ORIGINS)[number];

export interface ExperienceBullet {
  text: string;
  origin: BulletOrigin;
}

/** "2019", "2019-06" or "Present" (end only): what a resume prints, nothing finer. */
const DATE = /^(?:19|20)\d{2}(?:-(?:0[1-9]|1[0-2]))?$/;

const dateField = (name: string, allowPresent: boolean) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(10, `${name} must be a year (2019) or a month (2019-06)`)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || DATE.test(value) || (allowPresent && value.toLowerCase() === "present"), {
      message: allowPresent ? `${name} must be a year (2019), a month (2019-06) or Present` : `${name} must be a year (2019) or a month (2019-06)`,
    })
    .transform((value) => (value && value.toLowerCase() === "present" ? "Present" : value));

const bulletText = z.string({ error: "each bullet must be text" }).trim().min(3, "a bullet needs at least 3 characters").max(300, "a bullet must be at most 300 characters");

const bullet = z.union([
  bulletText.transform((text): ExperienceBullet => ({ text, origin: "entered" })),
  z.object({ text: bulletText, origin: z.enum(BULLET_ORIGINS).default("entered") }),
]);

/** POST /api/resume/experience and PATCH /api/resume/experience/{id}. */
export const experienceInputSchema = z
  .object({
    title: z.string({ error: "title is required" }).trim().min(2, "title must be at least 2 characters").max(120, "title must be at most 120 characters"),
    organization: z
      .string({ error: "organization is required" })
      .trim()
      .min(2, "organization must be at least 2 characters")
      .max(160, "organization must be at most 160 characters"),
    start_date: dateField("start_date", false),
    end_date: dateField("end_date", true),
    bullets: z.array(bullet, { error: "bullets must be a list of text" }).max(MAX_BULLETS_PER_ENTRY, `at most ${MAX_BULLETS_PER_ENTRY} bullets per entry`).default([]),
  })
  .refine((entry) => !entry.start_date || !entry.end_date || entry.end_date === "Present" || entry.end_date >= entry.start_date, {
    message: "end_date must not be before start_date",
    path: ["end_date"],
  });

export type ExperienceInput = z.infer<typeof experienceInputSchema>;

/** PUT /api/resume/experience/order: every entry id of the veteran, in the new order. */
export const experienceOrderSchema = z.object({
  ids: z.array(z.number({ error: "ids must be entry ids" }).int().positive(), { error: "ids must be a list of entry ids" }).min(1).max(MAX_EXPERIENCE_ENTRIES),
});

/** POST /api/resume/suggestions/confirm: one ticked suggestion (by its id from GET /api/resume/suggestions). */
export const confirmSuggestionSchema = z.object({
  suggestion_id: z.string({ error: "suggestion_id is required" }).trim().min(3).max(80),
  /** For a bullet: the entry it joins; without one it joins the first entry (made from the profile when there is none). */
  experience_id: z.number({ error: "experience_id must be an entry id" }).int().positive().nullish(),
  /** false unticks it: the skill leaves the confirmed list, the bullet leaves its entry. */
  confirmed: z.boolean({ error: "confirmed must be true or false" }).default(true),
});

/** What the API returns for an entry. */
export interface ExperienceJson {
  id: number;
  position: number;
  title: string;
  organization: string;
  start_date: string | null;
  end_date: string | null;
  bullets: ExperienceBullet[];
}

export type SuggestionKind = "skill" | "bullet";

/** A proposal the builder shows with "Did you do this?"; it reaches a resume only once ticked. */
export interface SuggestionJson {
  id: string;
  kind: SuggestionKind;
  text: string;
  /**
   * Plain words for where it came from, e.g. "O*NET tools for Logisticians", "Your bio" or
   * "Suggested from O*NET: tasks of a Logistician — did you do this?".
   */
  source: string;
  confirmed: boolean;
}

/** Evidence labels the preview shows on hover, one wording per source. */
export const EVIDENCE = {
  profile: (field: string) => `From your profile: ${field}`,
  confirmed: "You confirmed this",
  entered: "You entered this in the builder",
  generateForm: "You entered this when generating",
  translation: "Civilian equivalent of your occupation code (O*NET)",
  target: "The job you are targeting",
} as const;
