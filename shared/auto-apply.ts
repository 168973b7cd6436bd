import { z } from "zod";
import { applyModeSchema, type ApplyMode } from "./auto-apply-letter";
import { countLabel } from "./plural";

/** SPEC: the minimum match score slider and its default; §8 messages of the auto-apply screen. */
export const MIN_MATCH_SCORE_FLOOR = 50;
export const MIN_MATCH_SCORE_CEILING = 95;
export const DEFAULT_MIN_MATCH_SCORE = 70;
/** A minimum salary above this is a typo, not a wish. */
export const MAX_MIN_SALARY = 10_000_000;

export const AUTO_APPLY_LOAD_403_MESSAGE = "Auto-apply is only available for paid subscribers";
export const AUTO_APPLY_SETTINGS_SAVED = "Settings saved successfully!";
export const AUTO_APPLY_RUN_FAILED = "Failed to run auto-apply";
export const AUTO_APPLY_NOT_ENABLED_MESSAGE = "Turn on auto-apply and save your settings before running it.";

export const autoApplyRunMessage = (created: number, evaluated: number) =>
  `Auto-apply complete! Created ${countLabel(created, "application")} from ${countLabel(evaluated, "job")} evaluated.`;

/** SPEC §3 auto-apply settings, as the API reads and writes them. */
export interface AutoApplySettingsView {
  enabled: boolean;
  min_match_score: number;
  min_salary: number | null;
  remote_only: boolean;
  require_clearance_match: boolean;
  /** How the daily scan sends, and Run Now's default (issue 41). */
  apply_mode: ApplyMode;
}

/** The settings as the screen reads them: with the veteran's approved letter, if saved. */
export interface AutoApplySettingsRead extends AutoApplySettingsView {
  letter_template: string | null;
}

/** SPEC §3 auto-apply stats. */
export interface AutoApplyStatsView {
  total_auto_applied: number;
  month_auto_applied: number;
  monthly_limit: number;
  remaining_this_month: number;
  current_plan: string;
}

export interface AutoApplyRunView {
  applications_created: number;
  jobs_evaluated: number;
}

export const autoApplySettingsSchema = z.strictObject({
  enabled: z.boolean({ error: "enabled must be true or false" }),
  min_match_score: z
    .number({ error: "min_match_score must be a number" })
    .int("min_match_score must be a whole number")
    .min(MIN_MATCH_SCORE_FLOOR, `min_match_score must be between ${MIN_MATCH_SCORE_FLOOR} and ${MIN_MATCH_SCORE_CEILING}`)
    .max(MIN_MATCH_SCORE_CEILING, `min_match_score must be between ${MIN_MATCH_SCORE_FLOOR} and ${MIN_MATCH_SCORE_CEILING}`),
  min_salary: z
    .number({ error: "min_salary must be a number or null" })
    .int("min_salary must be a whole number")
    .min(0, "min_salary cannot be negative")
    .max(MAX_MIN_SALARY, "min_salary is too large")
    .nullable(),
  remote_only: z.boolean({ error: "remote_only must be true or false" }),
  require_clearance_match: z.boolean({ error: "require_clearance_match must be true or false" }),
  // Optional so SPEC's five-field PUT keeps working; left out, the stored mode stays.
  apply_mode: applyModeSchema.optional(),
});

export type AutoApplySettingsInput = z.infer<typeof autoApplySettingsSchema>;

/** SPEC §8: the slider value is sent as an integer, falling back to 70; a blank salary is null. */
export function settingsFromForm(form: {
  enabled: boolean;
  minMatchScore: number;
  minSalary: string;
  remoteOnly: boolean;
  requireClearanceMatch: boolean;
  applyMode: ApplyMode;
}): AutoApplySettingsView {
  const score = Math.round(form.minMatchScore);
  const salary = form.minSalary.trim() === "" ? null : Math.round(Number(form.minSalary));
  return {
    enabled: form.enabled,
    min_match_score: Number.isFinite(score)
      ? Math.min(MIN_MATCH_SCORE_CEILING, Math.max(MIN_MATCH_SCORE_FLOOR, score))
      : DEFAULT_MIN_MATCH_SCORE,
    min_salary: salary !== null && Number.isFinite(salary) ? salary : null,
    remote_only: form.remoteOnly,
    require_clearance_match: form.requireClearanceMatch,
    apply_mode: form.applyMode,
  };
}
