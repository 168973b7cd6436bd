import { AUTO_APPLY_PAID_ONLY_MESSAGE } from "@shared/applications";
import { isPaidTier } from "@shared/plans";
import { getDb, type DbTx } from "~/lib/db.server";
import { forbidden, isUniqueViolation } from "~/lib/errors.server";

export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The calendar month (UTC) a usage counter row belongs to, e.g. "2026-11". */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export const autoApplyLimitReachedMessage = (limit: number) =>
  `You have used all ${limit} AI applications of your plan this month.`;

/** The plan's AI applications per month and how many this month has used. */
export async function autoApplyAllowance(db: DbTx, userId: number, now = new Date()) {
  const [subscription, usage] = await Promise.all([
    db.subscription.findUnique({ where: { userId }, include: { plan: true } }),
    db.autoApplyUsage.findUnique({ where: { userId_month: { userId, month: usageMonth(now) } }, select: { used: true } }),
  ]);
  const tier = subscription?.tier ?? "free_trial";
  const used = usage ? usage.used : await countAutoAppliedThisMonth(db, userId, now);
  const limit = isPaidTier(tier) ? (subscription?.plan.autoApplyLimit ?? 0) : 0;
  return { tier, planName: subscription?.plan.name ?? "Free Trial", limit, used, remaining: Math.max(0, limit - used) };
}

function countAutoAppliedThisMonth(db: DbTx, userId: number, now: Date): Promise<number> {
  return db.application.count({ where: { userId, isAutoApplied: true, createdAt: { gte: startOfUtcMonth(now) } } });
}

/** Only paid tiers auto-apply, and never past the plan's monthly number. */
export async function assertCanAutoApply(db: DbTx, userId: number, now = new Date()) {
  const allowance = await autoApplyAllowance(db, userId, now);
  if (!isPaidTier(allowance.tier)) throw forbidden(AUTO_APPLY_PAID_ONLY_MESSAGE);
  if (allowance.remaining <= 0) throw forbidden(autoApplyLimitReachedMessage(allowance.limit));
  return allowance;
}

/**
 * Creates this month's usage row if missing, starting from the auto-applied applications the
 * month already has (rows made before the counter existed). Call it outside the transaction
 * that reserves, so concurrent creators cannot abort each other's transaction.
 */
export async function ensureUsageRow(userId: number, now = new Date()): Promise<void> {
  const db = getDb();
  const month = usageMonth(now);
  if (await db.autoApplyUsage.findUnique({ where: { userId_month: { userId, month } }, select: { used: true } })) return;
  try {
    await db.autoApplyUsage.create({ data: { userId, month, used: await countAutoAppliedThisMonth(db, userId, now) } });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
}

/**
 * Takes `slots` AI applications (default one) of this month's allowance in the caller's
 * transaction, all or none: one conditional UPDATE (used + slots ≤ limit), so two runs at once
 * cannot both take the last ones on SQLite or MariaDB. False when the month has fewer left.
 * Rolls back with the caller's transaction.
 */
export async function reserveAutoApplySlot(
  tx: DbTx,
  userId: number,
  limit: number,
  now = new Date(),
  slots = 1,
): Promise<boolean> {
  const { count } = await tx.autoApplyUsage.updateMany({
    where: { userId, month: usageMonth(now), used: { lte: limit - slots } },
    data: { used: { increment: slots } },
  });
  return count === 1;
}
