import type { AuthUser } from "../../lib/session.server";
import { getDb } from "../../lib/db.server";
import { notFound } from "../../lib/errors.server";
import { getOwnProfile } from "./own-profile.server";
import { PROFILE_USER_SELECT, toProfileView, type VeteranProfileView } from "./profile-view.server";

/** Email and phone are for the owner and for employers an admin has approved. */
async function mayContact(viewer: AuthUser): Promise<boolean> {
  if (viewer.role !== "employer") return false;
  const employer = await getDb().employerProfile.findUnique({ where: { userId: viewer.id }, select: { approvalStatus: true } });
  return employer?.approvalStatus === "approved";
}

/** GET /api/users/{id}/profile. Deleted and suspended accounts read as unknown. */
export async function getUserProfile(viewer: AuthUser, userId: number): Promise<VeteranProfileView & { is_own: boolean }> {
  if (userId === viewer.id) return { ...(await getOwnProfile(userId)), is_own: true };
  const user = await getDb().user.findUnique({ where: { id: userId }, select: PROFILE_USER_SELECT });
  if (!user || user.status !== "active") throw notFound("Profile not found");
  const showContact = await mayContact(viewer);
  return { ...toProfileView(user, { showContact, showTier: false }), is_own: false };
}

/** Path ids are positive integers; anything else is an unknown profile, not a server error. */
export function parseUserId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw notFound("Profile not found");
  return id;
}
