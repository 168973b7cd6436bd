import { AUTO_APPLY_PAID_ONLY_MESSAGE } from "@shared/applications";
import { isPaidTier } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { forbidden } from "~/lib/errors.server";
import { assertUserRole } from "~/domain/access/role-gate.server";
import { autoApplyAllowance } from "~/domain/billing/auto-apply-allowance.server";

export const AUTO_APPLY_VETERANS_ONLY = "Auto-apply is for veteran accounts";

/** Every auto-apply call: an active veteran on a paid tier (SPEC §9), with this month's allowance. */
export async function assertPaidVeteran(userId: number, now = new Date()) {
  await assertUserRole(userId, "veteran", AUTO_APPLY_VETERANS_ONLY);
  const allowance = await autoApplyAllowance(getDb(), userId, now);
  if (!isPaidTier(allowance.tier)) throw forbidden(AUTO_APPLY_PAID_ONLY_MESSAGE);
  return allowance;
}
