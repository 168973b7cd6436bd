import crypto from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { normalizeRole, type Role } from "@shared/roles";
import { getConfig } from "./config.server";
import { getDb, readRows } from "./db.server";
import { unauthorized } from "./errors.server";
import { rememberHandle } from "./known-handles.server";
import { recordSessionUse } from "./session-use.server";
import { disconnectSessions } from "./realtime.server";

export const SESSION_COOKIE_NAME = "vets_session";
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  profilePicUrl: string | null;
  /** The address was confirmed by an emailed link (User.emailVerifiedAt). */
  emailVerified: boolean;
}

export interface Auth {
  user: AuthUser;
  sessionId: number;
  via: "cookie" | "bearer";
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** 256 random bits; only its hash is stored, so a leaked database holds no usable session. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export async function createSession(
  userId: number,
  kind: "cookie" | "api",
  meta: { ip?: string; userAgent?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + getConfig().SESSION_TTL_DAYS * 86_400_000);
  const db = getDb();
  await db.$transaction([
    db.session.create({
      data: {
        tokenHash: hashToken(token),
        userId,
        kind,
        expiresAt,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 255) ?? null,
      },
    }),
    db.user.update({ where: { id: userId }, data: { lastActiveAt: new Date() } }),
  ]);
  return { token, expiresAt };
}

interface SessionUserRow {
  sessionId: number | bigint;
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  lastSeenAt: Date | string;
  userId: number | bigint;
  email: string;
  fullName: string;
  role: string;
  status: string;
  profilePicUrl: string | null;
  handle: string | null;
  emailVerifiedAt: Date | string | null;
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * The signed-in user behind a session token, or null. This runs on every request, so it is one
 * indexed join (portable SQL) rather than two ORM reads: a third of the cost (decision 009).
 */
export async function resolveSessionToken(token: string): Promise<{ user: AuthUser; sessionId: number } | null> {
  if (!token || token.length > 128) return null;
  const [row] = await readRows<SessionUserRow>(
    `SELECT s.id AS sessionId, s.expiresAt AS expiresAt, s.revokedAt AS revokedAt, s.lastSeenAt AS lastSeenAt,
      u.id AS userId, u.email AS email, u.fullName AS fullName, u.role AS role, u.status AS status,
      u.profilePicUrl AS profilePicUrl, u.handle AS handle, u.emailVerifiedAt AS emailVerifiedAt
    FROM Session s JOIN User u ON u.id = s.userId
    WHERE s.tokenHash = ?`,
    hashToken(token),
  );
  const now = Date.now();
  if (!row || row.revokedAt !== null || time(row.expiresAt) <= now) return null;
  if (row.status !== "active") return null;
  const sessionId = Number(row.sessionId);
  rememberHandle(Number(row.userId), row.handle);
  // The user's lastActiveAt rides along so active-user counts are one indexed range each.
  if (now - time(row.lastSeenAt) > TOUCH_INTERVAL_MS) recordSessionUse(sessionId, Number(row.userId), new Date(now));
  const user: AuthUser = {
    id: Number(row.userId),
    email: row.email,
    fullName: row.fullName,
    role: normalizeRole(row.role),
    profilePicUrl: row.profilePicUrl,
    emailVerified: row.emailVerifiedAt !== null,
  };
  return { user, sessionId };
}

/** Logout: the session ends, and so do the live sockets opened with it. */
export async function revokeSessionById(sessionId: number): Promise<void> {
  await getDb().session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
  disconnectSessions([sessionId]);
}

export async function revokeAllSessionsForUser(userId: number, exceptSessionId?: number): Promise<void> {
  const where = { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) };
  const live = await getDb().session.findMany({ where, select: { id: true } });
  await getDb().session.updateMany({ where, data: { revokedAt: new Date() } });
  disconnectSessions(live.map((session) => session.id));
}

function sessionCookie() {
  const cfg = getConfig();
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [cfg.sessionSecret],
    maxAge: cfg.SESSION_TTL_DAYS * 86_400,
  });
}

/** Secure in production over HTTPS (COOKIE_SECURE=auto), or as configured. */
function cookieSecure(request: Request): boolean {
  const setting = getConfig().COOKIE_SECURE;
  if (setting !== "auto") return setting === "true";
  return getConfig().isProduction && new URL(request.url).protocol === "https:";
}

export async function sessionCookieHeader(request: Request, token: string): Promise<string> {
  return sessionCookie().serialize(token, { secure: cookieSecure(request) });
}

export async function clearSessionCookieHeader(request: Request): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0), secure: cookieSecure(request) });
}

export async function readCookieToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

export function readBearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/** Bearer token first (API clients), then the session cookie (the UI). */
export async function getAuth(request: Request): Promise<Auth | null> {
  const bearer = readBearerToken(request);
  if (bearer) {
    const resolved = await resolveSessionToken(bearer);
    return resolved ? { ...resolved, via: "bearer" } : null;
  }
  const cookieToken = await readCookieToken(request);
  if (!cookieToken) return null;
  const resolved = await resolveSessionToken(cookieToken);
  return resolved ? { ...resolved, via: "cookie" } : null;
}

/**
 * For API routes: 401 without a valid session. Which roles may take an action is the policy's
 * (requireApiActor in domain/access/policy.server.ts), never a list here.
 */
export async function requireApiAuth(request: Request): Promise<Auth> {
  const auth = await getAuth(request);
  if (!auth) throw unauthorized("Not authenticated");
  return auth;
}

/** For UI loaders: no session → /login; the role's home for a refused action is requirePageActor's. */
export async function requireUserPage(request: Request): Promise<Auth> {
  const auth = await getAuth(request);
  if (!auth) {
    const url = new URL(request.url);
    const next = url.pathname + url.search;
    throw redirect(`/login?next=${encodeURIComponent(next)}`);
  }
  return auth;
}

/** After a UI sign-in: a new cookie session and the redirect carrying it. */
export async function redirectWithNewSession(
  request: Request,
  userId: number,
  client: { ip: string; userAgent: string | null },
  to: string,
): Promise<Response> {
  const { token } = await createSession(userId, "cookie", client);
  return redirect(to, { headers: { "Set-Cookie": await sessionCookieHeader(request, token) } });
}
