import type { NotificationType, NotificationView } from "../../../shared/realtime-events";
import { insertRowReturningId } from "../../lib/bulk-insert.server";
import { getDb, type DbTx } from "../../lib/db.server";
import { emitToUser } from "../../lib/realtime.server";

/** What a feature asks to tell a user: a row in their notification center and a live push. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  body?: string | null;
  link: string | null;
}

export interface WrittenNotification {
  userId: number;
  view: NotificationView;
}

/**
 * The notification rows, written in the caller's transaction when given one so they commit (or
 * roll back) with the change they report (in a transaction of their own otherwise). Push them
 * with pushNotifications after the commit. A raw insert: every message sent writes one.
 */
export async function writeNotifications(notices: readonly NewNotification[], tx?: DbTx): Promise<WrittenNotification[]> {
  if (notices.length === 0) return [];
  if (!tx) return getDb().$transaction((own) => writeNotifications(notices, own));
  const written: WrittenNotification[] = [];
  for (const notice of notices) {
    const createdAt = new Date();
    const row = { userId: notice.userId, type: notice.type, title: notice.title, body: notice.body ?? null, link: notice.link, createdAt };
    const id = await insertRowReturningId(tx, "Notification", row);
    written.push({
      userId: notice.userId,
      view: { id, type: notice.type, title: notice.title, body: row.body, link: notice.link, read: false, created_at: createdAt.toISOString() },
    });
  }
  return written;
}

/** After the commit: the live push to every open tab and device of each recipient. */
export function pushNotifications(written: readonly WrittenNotification[]): void {
  for (const { userId, view } of written) emitToUser(userId, "notification:new", view);
}

/** One notification outside any other write: row, then push. */
export async function notify(notice: NewNotification): Promise<WrittenNotification> {
  const [written] = await writeNotifications([notice]);
  pushNotifications([written]);
  return written;
}
