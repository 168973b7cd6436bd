import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { notFound } from "~/lib/errors.server";
import type { ClientInfo } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { approximatePlace, describeDevice } from "~/lib/session-device.server";
import { revokeAllSessionsForUser, revokeSessionById } from "~/lib/session.server";
import { forgotPasswordLink } from "./password-reset.server";

/** Sessions you can see (issue 54, item 5): list, end one, end every other. */
export interface SessionView {
  id: number;
  device: string;
  browser: string | null;
  os: string | null;
  place: string;
  kind: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export const SESSION_NOT_FOUND = "Session not found";
export const NEW_DEVICE_SUBJECT = "New sign-in to your VetCareer account";

/** GET /api/auth/sessions: the account's live sessions, the one asking first, then the most recently used. */
export async function listSessions(userId: number, currentSessionId: number, now = new Date()): Promise<{ sessions: SessionView[] }> {
  const rows = await getDb().session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }],
    select: { id: true, kind: true, createdAt: true, lastSeenAt: true, ip: true, userAgent: true },
    take: 200,
  });
  const sessions = rows.map((row) => {
    const device = describeDevice(row.userAgent);
    return {
      id: row.id,
      device: device.label,
      browser: device.browser,
      os: device.os,
      place: approximatePlace(row.ip),
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
    };
  });
  sessions.sort((a, b) => Number(b.current) - Number(a.current));
  return { sessions };
}

/** DELETE /api/auth/sessions/:id: ends one of the account's own sessions; anyone else's is a 404. */
export async function endSession(userId: number, sessionId: number): Promise<{ message: string }> {
  if (!Number.isSafeInteger(sessionId) || sessionId <= 0) throw notFound(SESSION_NOT_FOUND);
  const session = await getDb().session.findFirst({ where: { id: sessionId, userId, revokedAt: null }, select: { id: true } });
  if (!session) throw notFound(SESSION_NOT_FOUND);
  await revokeSessionById(session.id);
  return { message: "Session signed out" };
}

/** POST /api/auth/sessions/revoke-others: "Sign out everywhere else". */
export async function endOtherSessions(userId: number, currentSessionId: number): Promise<{ message: string; ended: number }> {
  const ended = await getDb().session.count({ where: { userId, revokedAt: null, id: { not: currentSessionId } } });
  await revokeAllSessionsForUser(userId, currentSessionId);
  return { message: ended === 1 ? "Signed out 1 other session" : `Signed out ${ended} other sessions`, ended };
}

/**
 * At a sign-in, before its session exists: when the account has signed in before but never from
 * this kind of device (browser and system), its owner gets an email. Never fails the sign-in.
 */
export async function noticeIfNewDevice(user: { id: number; email: string }, client: ClientInfo, now = new Date()): Promise<void> {
  try {
    const device = describeDevice(client.userAgent);
    const earlier = await getDb().session.findMany({ where: { userId: user.id }, select: { userAgent: true }, orderBy: { id: "desc" }, take: 100 });
    if (earlier.length === 0) return;
    if (earlier.some((session) => describeDevice(session.userAgent).label === device.label)) return;
    const place = approximatePlace(client.ip);
    void sendEmail({
      to: user.email,
      subject: NEW_DEVICE_SUBJECT,
      text:
        `Your VetCareer account was just signed in from a device it has not used before: ${device.label}, network ${place}, at ${now.toUTCString()}.\n\n` +
        "If this was you, there is nothing to do. If not, reset your password now (it signs out every session): " +
        `${forgotPasswordLink(getConfig().publicUrl)}\nYou can also see and end sessions under Account Settings.`,
    }).catch((e: unknown) => log.warn({ err: e }, "[accounts] new-device notice not sent"));
  } catch (e) {
    log.warn({ err: e }, "[accounts] new-device check failed");
  }
}
