import { getDb } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { log } from "~/lib/logger.server";

export function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * Someone else opened a profile (the screen or GET /api/users/{id}/profile): one row per viewer per
 * profile per UTC day, however often they look. Counting must never cost the viewer the profile,
 * so a failure is logged, not thrown.
 */
export async function recordProfileView(profileUserId: number, viewerId: number, at = new Date()): Promise<void> {
  if (profileUserId === viewerId) return;
  try {
    await getDb().profileView.create({ data: { profileUserId, viewerId, day: utcDay(at) } });
  } catch (e) {
    if (!isUniqueViolation(e)) log.error({ err: e }, "[activity] could not record a profile view");
  }
}
