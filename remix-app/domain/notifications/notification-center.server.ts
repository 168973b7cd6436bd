import { z } from "zod";
import { NOTIFICATIONS_MAX_LIMIT, NOTIFICATIONS_PAGE_SIZE, type NotificationPage } from "@shared/notifications";
import { NOTIFICATION_TYPES, type NotificationType, type NotificationView } from "@shared/realtime-events";
import { getDb, type DbTx } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { parseInput } from "~/lib/http.server";
import { emitToUser } from "~/lib/realtime.server";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

const VIEW_SELECT = { id: true, type: true, title: true, body: true, link: true, readAt: true, createdAt: true, eventCount: true, actorCount: true } as const;

interface NotificationRow {
  id: number;
  type: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
  eventCount: number;
  actorCount: number;
}

function toView(row: NotificationRow): NotificationView {
  const type = (NOTIFICATION_TYPES as readonly string[]).includes(row.type) ? (row.type as NotificationType) : "system";
  return { id: row.id, type, title: row.title, body: row.body, link: row.link, read: row.readAt !== null, created_at: row.createdAt.toISOString(), count: row.eventCount, actor_count: row.actorCount };
}

const flag = z
  .enum(["true", "false", "1", "0"], { message: "unread must be true or false" })
  .transform((v) => v === "true" || v === "1");

const listQuery = z.object({
    skip: z.coerce.number({ message: "skip must be a whole number" }).int("skip must be a whole number").min(0, "skip must be 0 or more").max(1_000_000).default(0),
    limit: z.coerce
      .number({ message: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be between 1 and 100")
      .max(NOTIFICATIONS_MAX_LIMIT, "limit must be between 1 and 100")
      .default(NOTIFICATIONS_PAGE_SIZE),
    unread: flag.default(false),
  });

/** Query parameters as given; an empty value counts as absent. */
export function parseListQuery(params: URLSearchParams): z.infer<typeof listQuery> {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "") raw[key] = value;
  return parseInput(listQuery, raw);
}

/**
 * The write that marks notifications read: a read notification's key closes, so the next event of
 * that kind starts a new notification instead of collapsing into one already seen.
 */
export const READ_NOTIFICATION_DATA = (now = new Date()) => ({ readAt: now, openKey: null });

export function countUnread(userId: number, db: DbTx = getDb()): Promise<number> {
  return db.notification.count({ where: { userId, readAt: null } });
}

/** The user's own notifications, newest first, optionally only the unread ones. */
export async function listNotifications(userId: number, query: { skip: number; limit: number; unread: boolean }): Promise<NotificationPage> {
  const db = getDb();
  const where = query.unread ? { userId, readAt: null } : { userId };
  const [rows, total, unread] = await Promise.all([
    db.notification.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: query.skip, take: query.limit, select: VIEW_SELECT }),
    db.notification.count({ where }),
    query.unread ? null : countUnread(userId, db),
  ]);
  return {
    notifications: rows.map(toView),
    total,
    unread_count: unread ?? total,
    skip: query.skip,
    limit: query.limit,
    has_more: query.skip + rows.length < total,
  };
}

/**
 * Marks one of the user's notifications read (again is fine). Someone else's id reads as unknown,
 * so ids cannot be probed. Every open tab of the user hears the new unread count.
 */
export async function markNotificationRead(userId: number, notificationId: number): Promise<{ id: number; read: true; unread_count: number }> {
  const db = getDb();
  const row = await db.notification.findFirst({ where: { id: notificationId, userId }, select: { id: true, readAt: true } });
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  if (row.readAt === null) await db.notification.updateMany({ where: { id: notificationId, userId, readAt: null }, data: READ_NOTIFICATION_DATA() });
  const unread = await countUnread(userId, db);
  emitToUser(userId, "notification:read", { ids: [notificationId], all: false, unread_count: unread });
  return { id: notificationId, read: true, unread_count: unread };
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(userId: number): Promise<{ marked: number; unread_count: number }> {
  const db = getDb();
  const { count } = await db.notification.updateMany({ where: { userId, readAt: null }, data: READ_NOTIFICATION_DATA() });
  const unread = await countUnread(userId, db);
  emitToUser(userId, "notification:read", { ids: [], all: true, unread_count: unread });
  return { marked: count, unread_count: unread };
}
