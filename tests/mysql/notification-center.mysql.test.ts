import { afterAll, beforeAll, expect, it } from "vitest";
import { getActivity } from "~/domain/activity/activity.server";
import { recordProfileView } from "~/domain/activity/profile-views.server";
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/domain/notifications/notification-center.server";
import { notify, withNotifications } from "~/domain/notifications/notify.server";
import { getDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";

// The notification center, profile views and activity figures on MariaDB (same domain code as SQLite).
const database = testDatabase();
let appDatabase: { restore(): Promise<void> } | undefined;
let ann = 0;
let ben = 0;

beforeAll(async () => {
  await applyPendingMigrations(database.url);
  appDatabase = pointAppAt(database.url);
  const db = getDb();
  ann = (await db.user.create({ data: { emailVerifiedAt: new Date(), email: "ann@example.com", fullName: "Ann" } })).id;
  ben = (await db.user.create({ data: { emailVerifiedAt: new Date(), email: "ben@example.com", fullName: "Ben" } })).id;
});

afterAll(async () => {
  await appDatabase?.restore();
  await database.drop();
});

it("pages, filters, counts and marks read on MariaDB, owner only", async () => {
  await withNotifications((notices) =>
    getDb().$transaction(async (tx) => {
      await notices.write(
        Array.from({ length: 7 }, (_, i) => ({
          userId: ann,
          type: "follow" as const,
          title: `Follow ${i}`,
          link: `/profile/${ben}`,
        })),
        tx,
      );
    }),
  );
  const last = await notify({
    userId: ann,
    type: "comment",
    title: "Ben commented on your post",
    body: "Nice — 👍",
    link: "/post/1",
  });
  await notify({ userId: ben, type: "system", title: "For Ben", link: null });

  const page = await listNotifications(ann, { skip: 0, limit: 5, unread: false });
  expect(page).toMatchObject({ total: 8, unread_count: 8, has_more: true });
  expect(page.notifications[0]).toMatchObject({ id: last.view.id, body: "Nice — 👍", read: false });
  const rest = await listNotifications(ann, { skip: 5, limit: 5, unread: false });
  expect(rest.notifications).toHaveLength(3);
  expect(new Set([...page.notifications, ...rest.notifications].map((n) => n.id)).size).toBe(8);

  await expect(markNotificationRead(ben, last.view.id)).rejects.toMatchObject({ status: 404 });
  expect((await markNotificationRead(ann, last.view.id)).unread_count).toBe(7);
  expect((await listNotifications(ann, { skip: 0, limit: 20, unread: true })).total).toBe(7);
  expect(await markAllNotificationsRead(ann)).toEqual({ marked: 7, unread_count: 0 });
  expect(await countUnread(ben)).toBe(1);
});

it("collapses concurrent follows from many people into one row on MariaDB, once per person", async () => {
  const db = getDb();
  const star = (await db.user.create({ data: { emailVerifiedAt: new Date(), email: "star@example.com", fullName: "Star" } })).id;
  const fans = [];
  for (let i = 0; i < 15; i++)
    fans.push(
      await db.user.create({ data: { emailVerifiedAt: new Date(), email: `fan${i}@example.com`, fullName: `Fan ${i}` } }),
    );
  const follow = (fan: { id: number; fullName: string }) =>
    withNotifications((notices) =>
      notices.write([
        {
          userId: star,
          type: "follow",
          title: `${fan.fullName} started following you`,
          link: `/profile/${fan.id}`,
          actorId: fan.id,
          collapse: { key: "follow" },
        },
      ]),
    );
  await follow(fans[0]);
  await Promise.all([...fans.slice(1), fans[3]].map(follow));
  const rows = await db.notification.findMany({ where: { userId: star } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    title: "Fan 0 and 14 others followed you",
    actorCount: 15,
    eventCount: 16,
    actorId: fans[0].id,
  });
});

it("dedupes profile views per viewer per day and adds up activity on MariaDB", async () => {
  const now = new Date();
  await recordProfileView(ann, ben, now);
  await recordProfileView(ann, ben, now);
  await recordProfileView(ann, ann, now);
  await recordProfileView(ann, ben, new Date(now.getTime() - 3 * 86_400_000));
  expect(await getDb().profileView.count({ where: { profileUserId: ann } })).toBe(2);

  const db = getDb();
  const t = await db.messageThread.create({ data: { participants: { create: [{ userId: ann }, { userId: ben }] } } });
  await db.message.create({
    data: { threadId: t.id, senderId: ben, content: "hi", createdAt: new Date(now.getTime() - 2 * 3_600_000) },
  });
  await db.message.create({
    data: { threadId: t.id, senderId: ann, content: "hello", createdAt: new Date(now.getTime() - 3_600_000) },
  });
  const job = await db.job.create({ data: { title: "Analyst", company: "Co", description: "d" } });
  await db.application.create({ data: { userId: ann, jobId: job.id, status: "interview" } });

  const a = await getActivity({ id: ann, role: "veteran" }, now);
  expect(a.messages).toEqual({ sent_this_week: 1, received_this_week: 1 });
  expect(a.reply_rate).toBe(100);
  expect(a.average_reply_seconds).toBe(3600);
  expect(a.profile_views).toEqual({ this_week: 2, last_30_days: 2 });
  expect(a.applications.by_status.interview).toBe(1);
  expect(a.daily).toHaveLength(14);
});
