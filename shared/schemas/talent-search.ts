import { z } from "zod";
import { CLEARANCE_LEVELS } from "@shared/clearance";
import { MILITARY_BRANCHES } from "@shared/military-branches";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Search text is too long (${max} characters at most)`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Veteran talent search filters; 'all' and empty values mean no filter. */
export const talentSearchSchema = z.object({
  q: optionalText(100),
  skills: optionalText(200),
  mos_code: optionalText(12),
  branch: z
    .string()
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined))
    .pipe(z.enum(MILITARY_BRANCHES, { error: "Unknown branch" }).optional()),
  clearance: z
    .string()
    .optional()
    .transform((v) => (v && v !== "all" && v !== "none" ? v : undefined))
    .pipe(z.enum(CLEARANCE_LEVELS, { error: "Unknown clearance level" }).optional()),
  location: optionalText(100),
  min_years: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^\d{1,2}$/.test(v), "Years of service must be a whole number")
    .transform((v) => (v === undefined ? undefined : Number(v))),
  verified_only: z
    .string()
    .optional()
    .transform((v) => v === "true" || v === "on"),
  skip: z.coerce.number().int().min(0).max(10_000).optional().default(0),
});

export type TalentSearchQuery = z.infer<typeof talentSearchSchema>;
export const TALENT_PAGE_SIZE = 20;
