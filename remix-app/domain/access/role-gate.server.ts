import type { Role } from "@shared/roles";
import { normalizeRole } from "@shared/roles";
import { getDb, type DbTx } from "~/lib/db.server";
import { forbidden } from "~/lib/errors.server";

/**
 * Domain functions that need a role read it here from the database themselves, so a caller (a
 * route, the CLI, a scheduled job) cannot forget the check: the route's guard is only a
 * courtesy. A deleted or suspended account has no role at all.
 */
export async function assertUserRole(userId: number, role: Role, detail: string, db: DbTx = getDb()): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true, status: true } });
  if (!user || user.status !== "active" || normalizeRole(user.role) !== role) throw forbidden(detail);
}

export type EmployerGateAction = "post jobs" | "manage jobs" | "review applicants" | "search veterans" | "view veteran profiles";

export const employerNotApprovedMessage = (action: EmployerGateAction) => `Your employer account must be approved before you can ${action}.`;
export const EMPLOYERS_ONLY_MESSAGE = "This is for employer accounts only";

/**
 * The approval gate: an active employer account whose company an admin has approved.
 * Returns the plan for callers that enforce its allowances.
 */
export async function assertApprovedEmployer(employerId: number, action: EmployerGateAction, db: DbTx = getDb()): Promise<{ planId: string }> {
  const user = await db.user.findUnique({
    where: { id: employerId },
    select: { role: true, status: true, employerProfile: { select: { approvalStatus: true, planId: true } } },
  });
  if (!user || user.status !== "active" || normalizeRole(user.role) !== "employer") throw forbidden(EMPLOYERS_ONLY_MESSAGE);
  if (user.employerProfile?.approvalStatus !== "approved") throw forbidden(employerNotApprovedMessage(action));
  return { planId: user.employerProfile.planId };
}
