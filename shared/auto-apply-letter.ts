import { z } from "zod";

/**
 * How a run sends what it finds (issue 41): "review" queues each application as pending with its
 * draft letter until the veteran approves it; "template" sends the letter the veteran wrote,
 * filled in only with the job title and the company.
 */
export const APPLY_MODES = ["review", "template"] as const;
export type ApplyMode = (typeof APPLY_MODES)[number];
export const DEFAULT_APPLY_MODE: ApplyMode = "review";

export const APPLY_MODE_LABELS: Readonly<Record<ApplyMode, string>> = {
  review: "Queue for my review",
  template: "Send with my approved letter",
};

export const applyModeSchema = z.enum(APPLY_MODES, { error: 'mode must be "review" or "template"' });

/** The only two things filled into the approved letter. */
export const LETTER_PLACEHOLDERS = ["{job_title}", "{company}"] as const;
export const LETTER_TEMPLATE_MIN = 100;
export const LETTER_TEMPLATE_MAX = 3000;
/** A draft letter the veteran edits on the tracker. */
export const DRAFT_LETTER_MIN = 20;
export const DRAFT_LETTER_MAX = 5000;

export const NO_LETTER_TEMPLATE_MESSAGE = 'Write and save your approved letter before choosing "Send with my approved letter".';
export const LETTER_TEMPLATE_SAVED = "Approved letter saved.";

/** The first placeholder-shaped piece of text that is not one of ours, or null. */
export function unknownPlaceholder(text: string): string | null {
  for (const match of text.matchAll(/\{[^{}]*\}/g)) {
    if (!(LETTER_PLACEHOLDERS as readonly string[]).includes(match[0])) return match[0];
  }
  const stripped = text.replace(/\{[^{}]*\}/g, "");
  return /[{}]/.test(stripped) ? "{" : null;
}

export const letterTemplateSchema = z.strictObject({
  letter_template: z
    .string({ error: "letter_template must be text" })
    .trim()
    .min(LETTER_TEMPLATE_MIN, `Your letter needs at least ${LETTER_TEMPLATE_MIN} characters.`)
    .max(LETTER_TEMPLATE_MAX, `Your letter can be at most ${LETTER_TEMPLATE_MAX.toLocaleString("en-US")} characters.`)
    .superRefine((text, ctx) => {
      const found = unknownPlaceholder(text);
      if (found === null) return;
      ctx.addIssue({
        code: "custom",
        message:
          found === "{"
            ? "Use braces only for {job_title} and {company}."
            : `Only {job_title} and {company} can be filled in; remove ${found}.`,
      });
    }),
});

export const draftLetterSchema = z
  .string({ error: "cover_letter must be text" })
  .trim()
  .min(DRAFT_LETTER_MIN, `Your letter needs at least ${DRAFT_LETTER_MIN} characters.`)
  .max(DRAFT_LETTER_MAX, `Your letter can be at most ${DRAFT_LETTER_MAX.toLocaleString("en-US")} characters.`);

export const editDraftSchema = z.strictObject({ cover_letter: draftLetterSchema });
/** Approving may carry the veteran's last edit; an empty body approves the stored draft. */
export const approveDraftSchema = z.strictObject({ cover_letter: draftLetterSchema.optional() });
export const runRequestSchema = z.strictObject({ mode: applyModeSchema.optional() });

/** The approved letter for one job: the two placeholders replaced, nothing else changed. */
export function fillLetterTemplate(template: string, job: { title: string; company: string }): string {
  // One pass, so a title that itself contains "{company}" is not filled in again.
  return template.replace(/\{job_title\}|\{company\}/g, (found) => (found === "{job_title}" ? job.title : job.company));
}
