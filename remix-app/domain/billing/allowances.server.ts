import { AUTO_APPLY_PAID_ONLY_MESSAGE } from "@shared/applications";
import type { PlanHints } from "@shared/billing";
import { RESUME_MESSAGES } from "@shared/resume";
import { getDb, type DbTx } from "~/lib/db.server";
import { forbidden, isUniqueViolation } from "~/lib/errors.server";
import { roleMay } from "~/domain/access/policy.server";

/**
 * The one answer to "may this user do N more of X this month, and what does the refusal say"
 * (docs/decisions/057-allowances-and-access-policy.md). Limits come from the plan catalogue
 * in the database (seeded from shared/plans.ts by syncPlanCatalog); a plan is paid when it is
 * priced above 0, which for veterans is exactly pro, premium and elite.
 */

/**
 * Actions counted against a monthly number of the plan. "talent-profile" is an employer opening a
 * veteran's profile that none of their searches showed them this month: it spends one of the
 * same monthly talent searches (the same limit, the same count), with its own refusal.
 */
export type MonthlyAction = "auto-apply" | "job-post" | "talent-search" | "talent-profile";
/** Everything a plan decides: the monthly actions and the paid-only features. */
export const PLAN_ACTIONS = ["auto-apply", "job-post", "talent-search", "talent-profile", "cover-letter", "resume-builder"] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** The month a usage is counted in: UTC calendar months. */
export function monthWindow(now: Date): { start: Date; month: string } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), month: now.toISOString().slice(0, 7) };
}

/** The calendar month (UTC) a usage counter row belongs to, e.g. "2026-11". */
export const usageMonth = (now: Date): string => monthWindow(now).month;

export interface Allowance {
  action: PlanAction;
  /** The plan's id: a veteran's subscription tier, an employer's profile plan. */
  planId: string;
  planName: string;
  /** Priced above 0 in the catalogue. */
  paid: boolean;
  /** This month's number for a monthly action; 0 for a plan without it (and for features). */
  limit: number;
  used: number;
  remaining: number;
}

interface PlanRow {
  id: string;
  name: string;
  priceCents: number;
  autoApplyLimit: number;
  postingsPerMonth: number;
  searchesPerMonth: number;
}

const PLAN_FIELDS = { id: true, name: true, priceCents: true, autoApplyLimit: true, postingsPerMonth: true, searchesPerMonth: true } as const;

const isTalentAction = (action: PlanAction): action is "talent-search" | "talent-profile" => action === "talent-search" || action === "talent-profile";

/** Veterans' plan is their subscription's tier (none yet: the trial); employers' is their profile's plan. */
async function planOf(db: DbTx, userId: number, action: PlanAction): Promise<{ id: string; row: PlanRow | null }> {
  if (action === "job-post" || isTalentAction(action)) {
    const profile = await db.employerProfile.findUnique({ where: { userId }, select: { planId: true } });
    const id = profile?.planId ?? "starter";
    return { id, row: profile ? await db.plan.findUnique({ where: { id }, select: PLAN_FIELDS }) : null };
  }
  const subscription = await db.subscription.findUnique({ where: { userId }, select: { tier: true, plan: { select: PLAN_FIELDS } } });
  return { id: subscription?.tier ?? "free_trial", row: subscription?.plan ?? null };
}

const FALLBACK_PLAN_NAME: Record<PlanAction, string> = {
  "auto-apply": "Free Trial",
  "cover-letter": "Free Trial",
  "resume-builder": "Free Trial",
  "job-post": "Starter",
  "talent-search": "Starter",
  "talent-profile": "Starter",
};

function monthlyLimit(action: PlanAction, plan: PlanRow | null): number {
  if (!plan) return 0;
  if (action === "auto-apply") return plan.priceCents > 0 ? plan.autoApplyLimit : 0;
  if (action === "job-post") return plan.postingsPerMonth;
  if (isTalentAction(action)) return plan.searchesPerMonth;
  return 0;
}

/** Auto-applications sent this month: a draft takes nothing of the month until it is sent (decision 092). */
function countAutoAppliedThisMonth(db: DbTx, userId: number, now: Date): Promise<number> {
  return db.application.count({
    where: { userId, isAutoApplied: true, status: { not: "pending" }, submittedAt: { gte: monthWindow(now).start } },
  });
}

async function usedThisMonth(db: DbTx, userId: number, action: PlanAction, now: Date): Promise<number> {
  const { start, month } = monthWindow(now);
  if (action === "job-post") return db.job.count({ where: { employerId: userId, createdAt: { gte: start } } });
  if (isTalentAction(action)) {
    // Searches and the profile reads outside any search: one monthly number.
    const [searches, profiles] = await Promise.all([
      db.talentSearch.count({ where: { employerId: userId, createdAt: { gte: start } } }),
      db.talentView.count({ where: { employerId: userId, month, counted: true } }),
    ]);
    return searches + profiles;
  }
  if (action === "auto-apply") {
    const usage = await db.autoApplyUsage.findUnique({ where: { userId_month: { userId, month } }, select: { used: true } });
    return usage ? usage.used : countAutoAppliedThisMonth(db, userId, now);
  }
  return 0;
}

/** What the user's plan allows of `action` this month and how much of it is used. */
export async function allowanceFor(db: DbTx, userId: number, action: PlanAction, now = new Date()): Promise<Allowance> {
  const [plan, used] = await Promise.all([planOf(db, userId, action), usedThisMonth(db, userId, action, now)]);
  const limit = monthlyLimit(action, plan.row);
  return {
    action,
    planId: plan.id,
    planName: plan.row?.name ?? FALLBACK_PLAN_NAME[action],
    paid: (plan.row?.priceCents ?? 0) > 0,
    limit,
    used,
    remaining: Math.max(0, limit - used),
  };
}

export const autoApplyLimitReachedMessage = (limit: number) => `You have used all ${limit} AI applications of your plan this month.`;
export const AI_LETTERS_PAID_ONLY = "AI cover letters are part of the Pro, Premium and Elite plans.";

/** Why `count` more of the action are refused, in SPEC's wording; null when the plan allows them. */
export function refusalMessage(allowance: Allowance, count = 1): string | null {
  const { action, planName, limit } = allowance;
  switch (action) {
    case "cover-letter":
      return allowance.paid ? null : AI_LETTERS_PAID_ONLY;
    case "resume-builder":
      return allowance.paid ? null : RESUME_MESSAGES.paidOnly;
    case "auto-apply":
      if (!allowance.paid) return AUTO_APPLY_PAID_ONLY_MESSAGE;
      return allowance.remaining < count ? autoApplyLimitReachedMessage(limit) : null;
    case "job-post":
      return allowance.remaining < count
        ? `Your ${planName} plan allows ${limit} job posting${limit === 1 ? "" : "s"} per month, and you have used them all. Upgrade your plan to post more.`
        : null;
    case "talent-search":
      return allowance.remaining < count
        ? `Your ${planName} plan allows ${limit} veteran searches per month, and you have used them all. Upgrade your plan to search more.`
        : null;
    case "talent-profile":
      return allowance.remaining < count
        ? `Your ${planName} plan allows ${limit} veteran searches per month, and you have used them all. Opening a profile your searches did not show you counts as a search. Upgrade your plan to see more veterans.`
        : null;
  }
}

/** The allowance when `count` more of the action are allowed; otherwise a 403 with the refusal. */
export async function assertAllowance(db: DbTx, userId: number, action: PlanAction, count = 1, now = new Date()): Promise<Allowance> {
  const allowance = await allowanceFor(db, userId, action, now);
  const refusal = refusalMessage(allowance, count);
  if (refusal) throw forbidden(refusal);
  return allowance;
}

/** A paid plan is the entry to auto-apply's screens; the monthly number is checked per application. */
export async function assertPaidForAutoApply(db: DbTx, userId: number, now = new Date()): Promise<Allowance> {
  return assertAllowance(db, userId, "auto-apply", 0, now);
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
export async function reserveAutoApplySlot(tx: DbTx, userId: number, limit: number, now = new Date(), slots = 1): Promise<boolean> {
  const { count } = await tx.autoApplyUsage.updateMany({
    where: { userId, month: usageMonth(now), used: { lte: limit - slots } },
    data: { used: { increment: slots } },
  });
  return count === 1;
}

/** The refusals a job screen shows without asking the server first; no plan limits for other roles. */
export async function planHints(userId: number, role: string, db: DbTx = getDb()): Promise<PlanHints | null> {
  if (!roleMay({ role }, "keep-veteran-profile")) return null;
  const [autoApply, letters] = await Promise.all([allowanceFor(db, userId, "auto-apply"), allowanceFor(db, userId, "cover-letter")]);
  // Count 0: the screen checks the plan; the month's number is the server's to refuse, per application.
  return { auto_apply: refusalMessage(autoApply, 0), cover_letter: refusalMessage(letters) };
}
