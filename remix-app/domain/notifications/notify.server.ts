import type { NotificationType, NotificationView } from "@shared/realtime-events";
import { insertedId, insertRowReturningId, insertRowSql, insertRowStatements } from "~/lib/bulk-insert.server";
import type { RawStatement } from "~/lib/raw-transaction.server";
import { getDb, type Db, type DbTx, type Prisma } from "~/lib/db.server";
import { emitToUser } from "~/lib/realtime.server";

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
    const row = notificationRow(notice);
    written.push(writtenNotification(notice, await insertRowReturningId(tx, "Notification", row), row.createdAt));
  }
  return written;
}

/**
 * The same rows as statements for a caller's batch transaction (`db.$transaction([...])`), and
 * how to read what was written from that transaction's results (the slice these statements got).
 */
export function notificationStatements(
  db: Db,
  notices: readonly NewNotification[],
): { statements: Array<Prisma.PrismaPromise<unknown>>; written(results: readonly unknown[]): WrittenNotification[] } {
  const inserts = notificationInserts(notices);
  const perRow = inserts.statements.map((statement) => insertRowStatements(db, statement));
  return {
    statements: perRow.flat(),
    written(results) {
      let at = 0;
      return inserts.written(perRow.map((own) => insertedId(results.slice(at, (at += own.length)))));
    },
  };
}

/** The same rows as statements of an `insertThen` transaction, and what was written from their new ids. */
export function notificationInserts(notices: readonly NewNotification[]): {
  statements: RawStatement[];
  written(ids: ReadonlyArray<number | undefined>): WrittenNotification[];
} {
  const rows = notices.map((notice) => ({ notice, row: notificationRow(notice) }));
  return {
    statements: rows.map(({ row }) => insertRowSql("Notification", row, true)),
    written: (ids) => rows.map(({ notice, row }, i) => writtenNotification(notice, Number(ids[i]), row.createdAt)),
  };
}

function notificationRow(notice: NewNotification) {
  return { userId: notice.userId, type: notice.type, title: notice.title, body: notice.body ?? null, link: notice.link, createdAt: new Date() };
}

function writtenNotification(notice: NewNotification, id: number, createdAt: Date): WrittenNotification {
  return {
    userId: notice.userId,
    view: { id, type: notice.type, title: notice.title, body: notice.body ?? null, link: notice.link, read: false, created_at: createdAt.toISOString() },
  };
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
