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
 * The one way to send notifications: `change` runs the write they report, adding their rows to its
 * transaction through `notices` (whichever kind of transaction it is); when `change` has returned,
 * so the transaction has committed, every row written is pushed live to the recipient's open tabs
 * and devices. A change that throws pushes nothing, and its rows roll back with it.
 */
export async function withNotifications<T>(change: (notices: NotificationWrites) => Promise<T>): Promise<T> {
  const written: WrittenNotification[] = [];
  const result = await change(notificationWrites(written));
  pushLive(written);
  return result;
}

/** Where a change adds its notification rows; each form records what it wrote for the push. */
export interface NotificationWrites {
  /** The rows in an interactive transaction (in a transaction of their own without one). A raw insert: every message sent writes one. */
  write(notices: readonly NewNotification[], tx?: DbTx): Promise<WrittenNotification[]>;
  /** The rows as statements of a batch transaction (`db.$transaction([...])`); `written` reads this slice of its results. */
  statements(
    db: Db,
    notices: readonly NewNotification[],
  ): { statements: Array<Prisma.PrismaPromise<unknown>>; written(results: readonly unknown[]): WrittenNotification[] };
  /** The rows as statements of an `insertThen` transaction; `written` takes their new ids. */
  inserts(notices: readonly NewNotification[]): {
    statements: RawStatement[];
    written(ids: ReadonlyArray<number | undefined>): WrittenNotification[];
  };
}

function notificationWrites(pushed: WrittenNotification[]): NotificationWrites {
  const record = (rows: WrittenNotification[]) => {
    pushed.push(...rows);
    return rows;
  };
  return {
    write: async (notices, tx) => record(await insertNotifications(notices, tx)),
    statements(db, notices) {
      const own = notificationStatements(db, notices);
      return { statements: own.statements, written: (results) => record(own.written(results)) };
    },
    inserts(notices) {
      const own = notificationInserts(notices);
      return { statements: own.statements, written: (ids) => record(own.written(ids)) };
    },
  };
}

async function insertNotifications(notices: readonly NewNotification[], tx?: DbTx): Promise<WrittenNotification[]> {
  if (notices.length === 0) return [];
  if (!tx) return getDb().$transaction((own) => insertNotifications(notices, own));
  const written: WrittenNotification[] = [];
  for (const notice of notices) {
    const row = notificationRow(notice);
    written.push(writtenNotification(notice, await insertRowReturningId(tx, "Notification", row), row.createdAt));
  }
  return written;
}

function notificationStatements(
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

function notificationInserts(notices: readonly NewNotification[]): {
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
  return {
    userId: notice.userId,
    type: notice.type,
    title: notice.title,
    body: notice.body ?? null,
    link: notice.link,
    createdAt: new Date(),
  };
}

function writtenNotification(notice: NewNotification, id: number, createdAt: Date): WrittenNotification {
  return {
    userId: notice.userId,
    view: {
      id,
      type: notice.type,
      title: notice.title,
      body: notice.body ?? null,
      link: notice.link,
      read: false,
      created_at: createdAt.toISOString(),
    },
  };
}

/** One notification outside any other write: row, then push. */
export async function notify(notice: NewNotification): Promise<WrittenNotification> {
  const [written] = await withNotifications((notices) => notices.write([notice]));
  return written;
}

function pushLive(written: readonly WrittenNotification[]): void {
  for (const { userId, view } of written) emitToUser(userId, "notification:new", view);
}
