import { DEFAULT_MIN_MATCH_SCORE, type AutoApplySettingsView } from "@shared/auto-apply";
import { getDb } from "~/lib/db.server";
import { assertPaidVeteran } from "./access.server";

export const DEFAULT_AUTO_APPLY_SETTINGS: AutoApplySettingsView = {
  enabled: false,
  min_match_score: DEFAULT_MIN_MATCH_SCORE,
  min_salary: null,
  remote_only: false,
  require_clearance_match: false,
};

interface SettingsRow {
  enabled: boolean;
  minMatchScore: number;
  minSalary: number | null;
  remoteOnly: boolean;
  requireClearanceMatch: boolean;
}

export function settingsView(row: SettingsRow | null): AutoApplySettingsView {
  if (!row) return { ...DEFAULT_AUTO_APPLY_SETTINGS };
  return {
    enabled: row.enabled,
    min_match_score: row.minMatchScore,
    min_salary: row.minSalary,
    remote_only: row.remoteOnly,
    require_clearance_match: row.requireClearanceMatch,
  };
}

/** The stored settings without the access check, for the run and the scan that have done it. */
export async function readAutoApplySettings(userId: number): Promise<AutoApplySettingsView> {
  const row = await getDb().autoApplySettings.findUnique({ where: { userId } });
  return settingsView(row);
}

export async function getAutoApplySettings(userId: number): Promise<AutoApplySettingsView> {
  await assertPaidVeteran(userId);
  return readAutoApplySettings(userId);
}

/** Saves all five settings at once (the screen edits locally and saves explicitly). */
export async function updateAutoApplySettings(userId: number, input: AutoApplySettingsView): Promise<AutoApplySettingsView> {
  await assertPaidVeteran(userId);
  const data = {
    enabled: input.enabled,
    minMatchScore: input.min_match_score,
    minSalary: input.min_salary,
    remoteOnly: input.remote_only,
    requireClearanceMatch: input.require_clearance_match,
  };
  const row = await getDb().autoApplySettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return settingsView(row);
}
