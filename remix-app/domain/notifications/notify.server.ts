import type { NotificationType, NotificationView } from "@shared/realtime-events";
import { insertedId, insertRowReturningId, insertRowSql, insertRowStatements } from "~/lib/bulk-insert.server";
import type { RawStatement } from "~/lib/raw-transaction.server";
import { getDb, type Db, type DbTx, type Prisma } from "~/lib/db.server";
import { emitToUser } from "~/lib/realtime.server";
import { insertOrUpdateSql } from "~/lib/sql-dialect.server";
import { peopleTitle } from "@shared/notifications";

/** What a feature asks to tell a user: a row in their notification center and a live push. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  body?: string | null;
  link: string | null;
  /** The person it is about and names (follower, sender, reactor): deleting their account deletes it. */
  actorId?: number | null;
  /**
   * Where it collapses into the recipient's unread notification of the same key instead of adding
   * a row. Without one, a notice with an actor collapses by kind and actor ("<type>:actor:<id>"):
   * notifications of one kind from one person are one row until read. See `collapseOf`.
   */
  collapse?: NotificationCollapse;
}

/**
 * `title` is the text once two or more events share the row, naming the newest actor (the row's
 * actor becomes the newest). Without a title the row counts people and names its first actor
 * ("<first> and 14 others followed you", peopleTitle in @shared/notifications).
 */
export interface NotificationCollapse {
  key: string;
  title?: string;
}

/** The collapse of a notice: its own, else by kind and actor when it has an actor, else none. */
function collapseOf(notice: NewNotification): NotificationCollapse | null {
  if (notice.collapse) return notice.collapse;
  if (notice.actorId) return { key: `${notice.type}:actor:${notice.actorId}`, title: notice.title };
  return null;
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
  /** The rows as statements of an `insertThen` transaction; `written` takes their new ids. These rows never collapse. */
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
    const collapse = collapseOf(notice);
    if (collapse) {
      written.push(await upsertCollapsed(tx, notice, collapse));
      continue;
    }
    const row = notificationRow(notice);
    written.push(writtenNotification(notice, await insertRowReturningId(tx, "Notification", row), row.createdAt));
  }
  return written;
}

const COLLAPSED_SELECT = { id: true, type: true, title: true, body: true, link: true, createdAt: true, actorId: true, eventCount: true, actorCount: true } as const;

/**
 * The collapse in the caller's transaction: one statement inserts the row or, when the recipient
 * has an unread one of that key (the unique [userId, openKey]), counts one more event on it (on
 * MySQL it takes that row's lock at once, so concurrent collapses queue instead of deadlocking);
 * then the actor joins the row's people once and the title is written for the new counts.
 */
async function upsertCollapsed(tx: DbTx, notice: NewNotification, collapse: NotificationCollapse): Promise<WrittenNotification> {
  const { sql, params } = collapseUpsertSql(notice, collapse);
  await tx.$executeRawUnsafe(sql, ...params);
  const row = await tx.notification.findUniqueOrThrow({ where: { userId_openKey: { userId: notice.userId, openKey: collapse.key } }, select: COLLAPSED_SELECT });
  if (collapse.title !== undefined) {
    return { userId: notice.userId, view: collapsedView(row) };
  }
  if (notice.actorId) {
    await tx.$executeRawUnsafe(
      insertOrUpdateSql("INSERT INTO NotificationActor (notificationId, userId, createdAt) VALUES (?, ?, ?)", "notificationId, userId", "notificationId = notificationId"),
      row.id,
      notice.actorId,
      row.createdAt,
    );
  }
  const updated = await retitleByPeople(tx, row.id);
  return { userId: notice.userId, view: collapsedView(updated ?? row) };
}

/**
 * A people-counting notification's count and title from its people as they are now, naming the
 * earliest of them; with none left it is deleted (null). Also what an account's deletion runs on
 * the notifications that counted that person.
 */
export async function retitleByPeople(tx: DbTx, notificationId: number) {
  const people = await tx.notificationActor.findMany({
    where: { notificationId },
    orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
    take: 1,
    select: { userId: true, user: { select: { fullName: true } } },
  });
  if (people.length === 0) {
    await tx.notification.deleteMany({ where: { id: notificationId } });
    return null;
  }
  const row = await tx.notification.findUniqueOrThrow({ where: { id: notificationId }, select: { type: true, title: true } });
  const actorCount = await tx.notificationActor.count({ where: { notificationId } });
  const [first] = people;
  return tx.notification.update({
    where: { id: notificationId },
    data: { actorId: first.userId, actorCount, title: peopleTitle(row.type, first.user.fullName, actorCount - 1) ?? row.title },
    select: COLLAPSED_SELECT,
  });
}

/**
 * INSERT of the notice's row as the first of its key, or, when the key is open already, one more
 * event on the existing row at the newest time; a titled collapse also takes the newest body and
 * link and the collapsed title naming the newest actor.
 */
function collapseUpsertSql(notice: NewNotification, collapse: NotificationCollapse): { sql: string; params: unknown[] } {
  const row = { ...notificationRow(notice), groupKey: collapse.key, openKey: collapse.key };
  const columns = Object.keys(row);
  const insert = `INSERT INTO Notification (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
  const titled = collapse.title !== undefined;
  // A people-counting row keeps its first actor's link and text (retitleByPeople writes the title).
  const assignments = ["eventCount = eventCount + 1", "createdAt = ?", ...(titled ? ["body = ?", "link = ?", "title = ?", "actorId = ?"] : [])].join(", ");
  const params: unknown[] = [...Object.values(row), row.createdAt, ...(titled ? [row.body, row.link, collapse.title, row.actorId] : [])];
  return { sql: insertOrUpdateSql(insert, "userId, openKey", assignments), params };
}

function collapsedView(row: {
  id: number;
  type: string;
  title: string;
  body: string | null;
  link: string | null;
  createdAt: Date;
  eventCount: number;
  actorCount: number;
}): NotificationView {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    read: false,
    created_at: row.createdAt.toISOString(),
    count: row.eventCount,
    actor_count: row.actorCount,
  };
}

interface CollapsedRawRow {
  id: number | bigint;
  type: string;
  title: string;
  body: string | null;
  link: string | null;
  createdAt: Date | string;
  eventCount: number | bigint;
  actorCount: number | bigint;
}

function notificationStatements(
  db: Db,
  notices: readonly NewNotification[],
): { statements: Array<Prisma.PrismaPromise<unknown>>; written(results: readonly unknown[]): WrittenNotification[] } {
  // Collapsing notices here name their newest actor (a titled collapse): a batch cannot read the
  // people count between its statements. Each is its upsert, then the read of its row for the push.
  const parts = notices.map((notice) => {
    const collapse = collapseOf(notice);
    if (collapse && collapse.title === undefined) throw new Error("a batch write collapses only with a title (people-counting collapses use write())");
    if (collapse) {
      const { sql, params } = collapseUpsertSql(notice, collapse);
      const statements: Array<Prisma.PrismaPromise<unknown>> = [
        db.$executeRawUnsafe(sql, ...params),
        db.$queryRawUnsafe(
          "SELECT id, type, title, body, link, createdAt, eventCount, actorCount FROM Notification WHERE userId = ? AND openKey = ?",
          notice.userId,
          collapse.key,
        ),
      ];
      const written = (results: readonly unknown[]): WrittenNotification => {
        const [row] = results[1] as CollapsedRawRow[];
        return {
          userId: notice.userId,
          view: collapsedView({ ...row, id: Number(row.id), createdAt: new Date(row.createdAt), eventCount: Number(row.eventCount), actorCount: Number(row.actorCount) }),
        };
      };
      return { statements, written };
    }
    const own = notificationInserts([notice]);
    const statements = insertRowStatements(db, own.statements[0]);
    return { statements, written: (results: readonly unknown[]) => own.written([insertedId(results)])[0] };
  });
  return {
    statements: parts.flatMap((part) => part.statements),
    written(results) {
      let at = 0;
      return parts.map((part) => part.written(results.slice(at, (at += part.statements.length))));
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
    actorId: notice.actorId ?? null,
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
      count: 1,
      actor_count: 1,
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
