import { AUTO_APPLY_PAID_ONLY_MESSAGE } from "../../../shared/applications";
import { isPaidTier } from "../../../shared/plans";
import type { DbTx } from "../../lib/db.server";
import { forbidden } from "../../lib/errors.server";

export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The plan's AI applications per month and how many this month has used. */
export async function autoApplyAllowance(db: DbTx, userId: number, now = new Date()) {
  const subscription = await db.subscription.findUnique({ where: { userId }, include: { plan: true } });
  const tier = subscription?.tier ?? "free_trial";
  const used = await db.application.count({
    where: { userId, isAutoApplied: true, createdAt: { gte: startOfUtcMonth(now) } },
  });
  const limit = subscription?.plan.autoApplyLimit ?? 0;
  return { tier, limit, used, remaining: Math.max(0, limit - used) };
}

/** Only paid tiers auto-apply, and never past the plan's monthly number. */
export async function assertCanAutoApply(db: DbTx, userId: number, now = new Date()): Promise<void> {
  const allowance = await autoApplyAllowance(db, userId, now);
  if (!isPaidTier(allowance.tier)) throw forbidden(AUTO_APPLY_PAID_ONLY_MESSAGE);
  if (allowance.remaining <= 0) {
    throw forbidden(`You have used all ${allowance.limit} AI applications of your plan this month.`);
  }
}
