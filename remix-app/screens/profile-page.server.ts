import { isDomainError } from "~/lib/errors.server";
import type { AuthUser } from "~/lib/session.server";
import { getOwnProfile } from "~/domain/profiles/own-profile.server";
import type { VeteranProfileView } from "~/domain/profiles/profile-view.server";
import { getUserProfile, parseUserId } from "~/domain/profiles/user-profile.server";
import { log } from "~/lib/logger.server";

export type ProfilePageLoad = { status: 200; profile: VeteranProfileView } | { status: number; profile: null };

/** The profile screen's data as a settled value, so the page can stream it and show every outcome in place. */
export async function loadProfilePage(viewer: AuthUser, idParam: string | undefined, isOwn: boolean): Promise<ProfilePageLoad> {
  try {
    const profile = isOwn ? await getOwnProfile(viewer.id) : await getUserProfile(viewer, parseUserId(idParam));
    return { status: 200, profile };
  } catch (e) {
    if (isDomainError(e)) return { status: e.status, profile: null };
    log.error({ err: e }, "[profile] load failed");
    return { status: 500, profile: null };
  }
}
