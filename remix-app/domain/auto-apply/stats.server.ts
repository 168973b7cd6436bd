import type { AutoApplyStatsView } from "@shared/auto-apply";
import { getDb } from "~/lib/db.server";
import { SENT_APPLICATION } from "~/domain/applications/employer-visible.server";
import { assertPaidVeteran } from "./access.server";

/** SPEC §3 stats: all-time auto-applied (sent; a draft is not an application yet), this month's use of the plan's allowance, the plan. */
export async function getAutoApplyStats(userId: number, now = new Date()): Promise<AutoApplyStatsView> {
  const allowance = await assertPaidVeteran(userId, now);
  const total = await getDb().application.count({ where: { userId, isAutoApplied: true, ...SENT_APPLICATION } });
  return {
    total_auto_applied: total,
    month_auto_applied: allowance.used,
    monthly_limit: allowance.limit,
    remaining_this_month: allowance.remaining,
    current_plan: allowance.planId,
  };
}
