import { DEFAULT_APPLY_MODE, NO_LETTER_TEMPLATE_MESSAGE, type ApplyMode } from "@shared/auto-apply-letter";
import { queueFitWork } from "~/domain/fit/fit-queue.server";
import {
  DEFAULT_MIN_MATCH_SCORE,
  type AutoApplySettingsInput,
  type AutoApplySettingsRead,
  type AutoApplySettingsView,
} from "@shared/auto-apply";
import { getDb } from "~/lib/db.server";
import { badRequest } from "~/lib/errors.server";
import { assertPaidVeteran } from "./access.server";

export const DEFAULT_AUTO_APPLY_SETTINGS: AutoApplySettingsView = {
  enabled: false,
  min_match_score: DEFAULT_MIN_MATCH_SCORE,
  min_salary: null,
  remote_only: false,
  require_clearance_match: false,
  apply_mode: DEFAULT_APPLY_MODE,
};

interface SettingsRow {
  enabled: boolean;
  minMatchScore: number;
  minSalary: number | null;
  remoteOnly: boolean;
  requireClearanceMatch: boolean;
  applyMode: string;
  letterTemplate: string | null;
}

const asMode = (value: string): ApplyMode => (value === "template" ? "template" : "review");

export function settingsView(row: SettingsRow | null): AutoApplySettingsRead {
  if (!row) return { ...DEFAULT_AUTO_APPLY_SETTINGS, letter_template: null };
  return {
    enabled: row.enabled,
    min_match_score: row.minMatchScore,
    min_salary: row.minSalary,
    remote_only: row.remoteOnly,
    require_clearance_match: row.requireClearanceMatch,
    apply_mode: asMode(row.applyMode),
    letter_template: row.letterTemplate,
  };
}

/** The stored settings without the access check, for the run and the scan that have done it. */
export async function readAutoApplySettings(userId: number): Promise<AutoApplySettingsRead> {
  const row = await getDb().autoApplySettings.findUnique({ where: { userId } });
  return settingsView(row);
}

export async function getAutoApplySettings(userId: number): Promise<AutoApplySettingsRead> {
  await assertPaidVeteran(userId);
  return readAutoApplySettings(userId);
}

/**
 * Saves the five SPEC settings at once (the screen edits locally and saves explicitly), and the
 * send mode when given. "Send with my approved letter" needs a saved letter, or the daily scan
 * would have nothing to send.
 */
export async function updateAutoApplySettings(userId: number, input: AutoApplySettingsInput): Promise<AutoApplySettingsRead> {
  await assertPaidVeteran(userId);
  const db = getDb();
  if (input.apply_mode === "template") {
    const stored = await db.autoApplySettings.findUnique({ where: { userId }, select: { letterTemplate: true } });
    if (!stored?.letterTemplate) throw badRequest(NO_LETTER_TEMPLATE_MESSAGE);
  }
  const data = {
    enabled: input.enabled,
    minMatchScore: input.min_match_score,
    minSalary: input.min_salary,
    remoteOnly: input.remote_only,
    requireClearanceMatch: input.require_clearance_match,
    ...(input.apply_mode ? { applyMode: input.apply_mode } : {}),
  };
  const row = await db.autoApplySettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  // The minimum salary is part of the match profile: the list is ranked again for it.
  await queueFitWork({ kind: "profile", userId });
  return settingsView(row);
}

/** The veteran's approved letter (validated by letterTemplateSchema), written or replaced. */
export async function saveLetterTemplate(userId: number, template: string, now = new Date()): Promise<AutoApplySettingsRead> {
  await assertPaidVeteran(userId, now);
  const data = { letterTemplate: template, letterTemplateSavedAt: now };
  const row = await getDb().autoApplySettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return settingsView(row);
}
