import type { AdminUserRow } from "@shared/views/admin-users";
import { ADMIN_SETTABLE_TIERS, findPlan, type VeteranTier } from "@shared/plans";
import {
  automaticStatusJustification,
  automaticTierJustification,
  type UserManagementQuery,
} from "@shared/schemas/admin-back-office";
import { getDb, type Prisma } from "~/lib/db.server";
import { conflict, forbidden, invalid, notFound } from "~/lib/errors.server";
import { disconnectSessions, disconnectUser } from "~/lib/realtime.server";
import { assertCan, can, roleMay, type Actor } from "~/domain/access/policy.server";
import { changeSubscription } from "~/domain/billing/subscription-state.server";
import { recordAdminAction, type AuditActor } from "~/domain/audit/audit-log.server";
import { SENT_APPLICATION } from "~/domain/applications/employer-visible.server";
import { normalizeRole } from "@shared/roles";

const USER_NOT_FOUND = "User not found";

export type { AdminUserRow };

/** The next string after every string starting with `prefix` (an index range instead of LIKE). */
function prefixRange(prefix: string) {
  const last = prefix.charCodeAt(prefix.length - 1);
  return { gte: prefix, lt: prefix.slice(0, -1) + String.fromCharCode(last + 1) };
}

/** Search matches the start of the e-mail address or of the name: both indexed ranges. */
function searchWhere(q: string): Prisma.UserWhereInput {
  const capitalised = q.charAt(0).toUpperCase() + q.slice(1);
  const names = [...new Set([q, capitalised])].map((name) => ({ fullName: prefixRange(name) }));
  return { OR: [{ email: prefixRange(q.toLowerCase()) }, ...names] };
}

const SORT_COLUMN = { created_at: "createdAt", email: "email", full_name: "fullName" } as const;

/**
 * Counting every match of a broad filter walks up to the whole user table; past this many rows
 * beyond the page the total is reported as a lower bound ("1,000+"), exact again near the end.
 */
const USER_COUNT_AHEAD = 1_000;

/** GET /api/admin/users/management: one page of accounts (never deleted ones), newest first by default. */
export async function listUsersForAdmin(
  admin: AuditActor,
  query: UserManagementQuery,
): Promise<{ users: AdminUserRow[]; total: number; total_is_lower_bound: boolean }> {
  await assertCan(admin.id, "manage-users");
  const where: Prisma.UserWhereInput = {
    status: query.status ?? { not: "deleted" },
    ...(query.role ? { role: query.role } : {}),
    ...(query.tier ? { subscription: { is: { tier: query.tier } } } : {}),
    ...(query.q ? searchWhere(query.q) : {}),
  };
  const column = SORT_COLUMN[query.sort];
  const db = getDb();
  const countLimit = query.skip + USER_COUNT_AHEAD;
  const [rows, counted] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: [{ [column]: query.order }, { id: query.order }],
      skip: query.skip,
      take: query.limit,
      select: {
        id: true,
        fullName: true,
        email: true,
        role: true,
        status: true,
        createdAt: true,
        subscription: { select: { tier: true } },
      },
    }),
    db.user.count({ where, take: countLimit + 1 }),
  ]);
  // One grouped count over the page's ids (the (userId, createdAt) index), not a subquery per row.
  const applications = rows.length
    ? await db.application.groupBy({
        by: ["userId"],
        where: { userId: { in: rows.map((u) => u.id) }, ...SENT_APPLICATION },
        _count: { _all: true },
      })
    : [];
  const applicationsBy = new Map(applications.map((row) => [row.userId, row._count._all]));
  return {
    users: rows.map((u) => ({
      id: u.id,
      full_name: u.fullName,
      email: u.email,
      role: u.role,
      subscription_tier: u.subscription?.tier ?? (roleMay(u, "keep-veteran-profile") ? "free_trial" : null),
      account_status: u.status,
      total_applications: applicationsBy.get(u.id) ?? 0,
      created_at: u.createdAt.toISOString(),
    })),
    total: Math.min(counted, countLimit),
    total_is_lower_bound: counted > countLimit,
  };
}

/** The account an admin acts on: it exists, is not deleted, and is not an admin (nor the admin). */
async function manageableUser(admin: Actor, userId: number, what: "suspend" | "change the tier of") {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, fullName: true, role: true, status: true },
  });
  if (!user || user.status === "deleted") throw notFound(USER_NOT_FOUND);
  if (user.id === admin.id) throw forbidden(`You cannot ${what} your own account`);
  if (!can(admin, "change-user", { role: normalizeRole(user.role) })) throw forbidden(`Admins cannot ${what} another admin here`);
  return user;
}

/**
 * PUT /api/admin/users/{id}/subscription: a veteran's tier set by an admin, at once (the plan's
 * limits are read from the subscription on every use), recorded as a subscription event with
 * source admin next to the paid ones, and as one audit row, in one transaction.
 */
export async function changeUserTier(admin: AuditActor, userId: number, newTier: VeteranTier, justificationText?: string) {
  const actor = await assertCan(admin.id, "manage-users");
  if (!ADMIN_SETTABLE_TIERS.includes(newTier)) throw invalid("new_tier must be one of free, pro, premium, elite");
  const user = await manageableUser(actor, userId, "change the tier of");
  if (!roleMay(user, "keep-veteran-profile")) throw invalid("Subscription tiers apply to veteran accounts only");
  const justification = justificationText ?? automaticTierJustification(findPlan(newTier)?.name ?? newTier);
  await getDb().$transaction(async (tx) => {
    const before = await tx.subscription.findUnique({ where: { userId }, select: { tier: true } });
    if (before?.tier === newTier) throw conflict(`This user is already on the ${findPlan(newTier)?.name ?? newTier} tier`);
    await changeSubscription(
      tx,
      userId,
      { tier: newTier, status: "active", cancelAtPeriodEnd: false, currentPeriodEnd: null },
      { action: "admin_tier_change", source: "admin", actorId: admin.id, reference: justification },
    );
    await recordAdminAction(tx, admin, {
      actionType: "subscription_tier_changed",
      resourceType: "user",
      resourceId: userId,
      justification,
      subject: { name: user.fullName, email: user.email },
      changes: [{ field: "tier", from: before?.tier ?? "free_trial", to: newTier }],
      metadata: { user_email: user.email, from_tier: before?.tier ?? "free_trial", to_tier: newTier },
    });
  });
  return { message: "User updated successfully", user_id: userId, subscription_tier: newTier };
}

/**
 * PUT /api/admin/users/{id}/status: suspend (every session revoked in the same transaction, then
 * every live socket of the user closed) or reactivate. One audit row per change.
 */
export async function setUserActive(admin: AuditActor, userId: number, isActive: boolean, justificationText?: string) {
  const actor = await assertCan(admin.id, "manage-users");
  const user = await manageableUser(actor, userId, "suspend");
  const justification = justificationText ?? automaticStatusJustification(isActive);
  const from = isActive ? "suspended" : "active";
  const to = isActive ? "active" : "suspended";
  const revoked = await getDb().$transaction(async (tx) => {
    // Compare-and-set: of two admins toggling at once, one changes it and the other is told.
    const changed = await tx.user.updateMany({ where: { id: userId, status: from }, data: { status: to } });
    if (changed.count === 0) throw conflict(isActive ? "This account is already active" : "This account is already suspended");
    let sessionIds: number[] = [];
    if (!isActive) {
      const live = await tx.session.findMany({ where: { userId, revokedAt: null }, select: { id: true } });
      sessionIds = live.map((s) => s.id);
      await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    }
    await recordAdminAction(tx, admin, {
      actionType: isActive ? "user_activated" : "user_suspended",
      resourceType: "user",
      resourceId: userId,
      justification,
      subject: { name: user.fullName, email: user.email },
      changes: [{ field: "status", from, to }],
      metadata: { user_email: user.email, previous_status: from, sessions_revoked: sessionIds.length },
    });
    return sessionIds;
  });
  if (!isActive) {
    disconnectSessions(revoked);
    disconnectUser(userId);
  }
  return { message: "User updated successfully", user_id: userId, account_status: to };
}
