import { afterAll, beforeAll, expect, it } from "vitest";
import { deleteAccount, USER_REFERENCES } from "~/domain/accounts/delete-account.server";
import { sendMessage } from "~/domain/messaging/messages.server";
import { startThread } from "~/domain/messaging/threads.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { getDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { hashPassword } from "~/lib/password.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";

// Issue 44 item 7 on MariaDB: the deletion's one transaction (every table of USER_REFERENCES) runs
// there too, and a follow notification that counted the deleted person among others is recounted.
const database = testDatabase();
let appDatabase: { restore(): Promise<void> } | undefined;

beforeAll(async () => {
  await applyPendingMigrations(database.url);
  appDatabase = pointAppAt(database.url);
});

afterAll(async () => {
  await appDatabase?.restore();
  await database.drop();
});

async function user(name: string) {
  const db = getDb();
  const row = await db.user.create({
    data: { emailVerifiedAt: new Date(), email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`, fullName: name },
  });
  await db.credential.create({ data: { userId: row.id, passwordHash: await hashPassword("Secret123!") } });
  await db.communicationSettings.create({ data: { userId: row.id, allowMessagesFromAnyone: true, emailNotifications: false } });
  return { id: row.id, fullName: row.fullName, role: "veteran" as const, profilePicUrl: null };
}

it("refuses a wrong password, then deletes what names the user and keeps their messages from 'Deleted user'", async () => {
  const db = getDb();
  const leaver = await user("Lee Leaver");
  const friend = await user("Fay Friend");
  const stays = await user("Sid Stays");
  const { thread } = await startThread(leaver, { participants: [friend.id] });
  await sendMessage(leaver, thread.id, { content: "Private plans" });
  for (const fan of [leaver, stays]) {
    await withNotifications((notices) =>
      notices.write([
        {
          userId: friend.id,
          type: "follow",
          title: `${fan.fullName} started following you`,
          link: `/profile/${fan.id}`,
          actorId: fan.id,
          collapse: { key: "follow" },
        },
      ]),
    );
  }
  await db.follow.create({ data: { followerId: leaver.id, followeeId: friend.id } });
  await db.userBlock.create({ data: { blockerId: leaver.id, blockedId: stays.id } });
  await db.postDraft.create({ data: { userId: leaver.id, content: "draft" } });

  await expect(deleteAccount(leaver.id, { password: "wrong" })).rejects.toMatchObject({
    status: 422,
    detail: "Current password is incorrect",
  });
  expect(await deleteAccount(leaver.id, { password: "Secret123!" })).toEqual({ message: "Account deletion initiated" });

  const notes = await db.notification.findMany({ where: { userId: friend.id } });
  expect(notes.map((x) => x.title)).toEqual(["Sid Stays started following you"]);
  const messages = await db.message.findMany({
    where: { threadId: thread.id },
    select: { content: true, sender: { select: { fullName: true } } },
  });
  expect(messages).toEqual([{ content: "Private plans", sender: { fullName: "Deleted user" } }]);
  for (const ref of Object.keys(USER_REFERENCES).filter((r) => USER_REFERENCES[r] === "deleted" && r !== "EmailOutbox.to")) {
    const [model, field] = ref.split(".");
    const delegate = (db as unknown as Record<string, { count(args: { where: Record<string, unknown> }): Promise<number> }>)[
      model[0].toLowerCase() + model.slice(1)
    ];
    expect(await delegate.count({ where: { [field]: leaver.id } }), ref).toBe(0);
  }
});
