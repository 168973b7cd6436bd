import type { AuthUser } from "~/lib/session.server";
import { getDb, type DbTx } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { assertSessionCan, can, roleMay } from "~/domain/access/policy.server";
import { isBlockedEitherWay } from "~/domain/social/blocks.server";
import { followStateOf } from "~/domain/social/connections.server";
import { recordProfileView } from "~/domain/activity/profile-views.server";
import { claimProfileRead } from "~/domain/employers/talent-search.server";
import { getOwnProfile } from "./own-profile.server";
import { PROFILE_USER_SELECT, toProfileView, type VeteranProfileView } from "./profile-view.server";

export const PROFILE_NOT_FOUND = "Profile not found";

type ContactRelationship = (db: DbTx, employerId: number, veteranId: number) => Promise<boolean>;

/** The veteran sent the employer an application (a pending auto-apply draft is not sent yet). */
const hasAppliedToEmployer: ContactRelationship = async (db, employerId, veteranId) =>
  (await db.application.count({ where: { userId: veteranId, status: { not: "pending" }, job: { employerId } } })) > 0;

/**
 * What opens a veteran's contact details to an approved employer: a relationship the veteran
 * started. Messaging adds "has an open conversation with the employer" to this list.
 */
const CONTACT_RELATIONSHIPS: readonly ContactRelationship[] = [hasAppliedToEmployer];

/**
 * The one rule for a veteran's email and phone in someone else's view: only an approved
 * employer with a relationship above. Other veterans, admins browsing, pending or rejected
 * employers and strangers get the profile without them.
 */
export async function mayEmployerSeeContact(viewer: Pick<AuthUser, "id" | "role">, veteranId: number, db: DbTx = getDb()): Promise<boolean> {
  if (!roleMay(viewer, "search-veterans")) return false;
  const employer = await db.employerProfile.findUnique({ where: { userId: viewer.id }, select: { approvalStatus: true } });
  if (employer?.approvalStatus !== "approved") return false;
  for (const related of CONTACT_RELATIONSHIPS) if (await related(db, viewer.id, veteranId)) return true;
  return false;
}

/**
 * GET /api/users/{id}/profile and /profile/{id}: veterans' profiles only — an admin's or an
 * employer's account is not a browsable profile and reads as unknown, as do deleted and
 * suspended accounts. Employers see veterans only once approved (before that, talent search
 * is closed to them as well), and a profile their searches did not show them this month (nor an
 * applicant's) spends one of the plan's talent searches (claimProfileRead). Across a block either
 * way the profile is not found, like an unknown one, and spends nothing. Hub members also get their
 * follow state with the person (Follow / Following / Connected).
 */
export async function getUserProfile(viewer: AuthUser, userId: number): Promise<VeteranProfileView & { is_own: boolean }> {
  await assertSessionCan(viewer, "read-profile");
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: PROFILE_USER_SELECT });
  const visible = !!user && user.status === "active" && roleMay(user, "keep-veteran-profile");
  const blocked = visible && userId !== viewer.id ? await isBlockedEitherWay(viewer.id, userId, db) : false;
  if (roleMay(viewer, "search-veterans")) await claimProfileRead(viewer.id, userId, visible && !blocked);
  if (!user || !visible) throw notFound(PROFILE_NOT_FOUND);
  if (userId === viewer.id) return { ...(await getOwnProfile(userId)), is_own: true };
  await assertSessionCan(viewer, "read-profile", { blocked }, db);
  const [showContact, follow] = await Promise.all([
    mayEmployerSeeContact(viewer, userId, db),
    can({ ...viewer, status: "active" }, "follow-user") ? followStateOf(viewer.id, userId, db) : Promise.resolve(undefined),
  ]);
  await recordProfileView(userId, viewer.id);
  return { ...toProfileView(user, { showContact, showTier: false }), ...(follow ? { follow } : {}), is_own: false };
}

/** Path ids are positive integers; anything else is an unknown profile, not a server error. */
export function parseUserId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw notFound(PROFILE_NOT_FOUND);
  return id;
}
