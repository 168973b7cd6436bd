import { afterAll, beforeAll, expect, it } from "vitest";
import { sendMessage, listThreadMessages } from "~/domain/messaging/messages.server";
import { blockUser, searchMessageableUsers, unblockUser } from "~/domain/messaging/people.server";
import type { MessagingActor } from "~/domain/messaging/permissions.server";
import { deleteThreadForUser, listThreadsForUser, markThreadRead, startThread } from "~/domain/messaging/threads.server";
import { getDb } from "~/lib/db.server";
import { isDomainError } from "~/lib/errors.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";

// The messaging domain on MariaDB: the pair key's uniqueness under a race, denormalised counters,
// paging by id, delete markers, blocks, and the name search (case-insensitive on both databases).
const database = testDatabase();
let appDatabase: { restore(): Promise<void> } | undefined;
let ann: MessagingActor;
let ben: MessagingActor;

async function actor(email: string, fullName: string): Promise<MessagingActor> {
  const user = await getDb().user.create({
    data: {
      emailVerifiedAt: new Date(),
      email,
      fullName,
      role: "veteran",
      commSettings: { create: { allowMessagesFromAnyone: true } },
    },
  });
  return { id: user.id, fullName, role: "veteran", profilePicUrl: null };
}

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (e) {
    if (isDomainError(e)) return e.detail;
    throw e;
  }
  return "allowed";
}

beforeAll(async () => {
  await applyPendingMigrations(database.url);
  // This file proves the data layer under races (dozens of sends at once from one sender); the send
  // limits have their own tests (tests/integration/send-limits-api.test.ts).
  process.env.RATE_LIMITS = "false";
  appDatabase = pointAppAt(database.url);
  ann = await actor("ann@example.com", "Ann Archer");
  ben = await actor("ben@example.com", "Ben Baker");
});

afterAll(async () => {
  delete process.env.RATE_LIMITS;
  await appDatabase?.restore();
  await database.drop();
});

it("creates one thread per pair even when both sides start at once", async () => {
  const results = await Promise.all([
    startThread(ann, { participants: [ben.id] }),
    startThread(ben, { participants: [ann.id] }),
    startThread(ann, { participants: [ben.id] }),
  ]);
  const ids = new Set(results.map((r) => r.thread.id));
  expect(ids.size).toBe(1);
  expect(await getDb().messageThread.count({ where: { isGroup: false } })).toBe(1);
});

it("keeps last message, unread counts, paging, delete and reappear consistent", async () => {
  const { thread } = await startThread(ann, { participants: [ben.id] });
  for (let i = 1; i <= 35; i++) await sendMessage(i % 5 === 1 ? ben : ann, thread.id, { content: `message ${i}` });
  const list = await listThreadsForUser(ben.id, {});
  expect(list.threads[0]).toMatchObject({ id: thread.id, unread_count: 4, last_message: { content: "message 35" } });
  expect(list.unread_total).toBe(4);

  const page = await listThreadMessages(ben.id, thread.id, {});
  expect(page.messages).toHaveLength(30);
  expect(page.messages[0].content).toBe("message 35");
  const rest = await listThreadMessages(ben.id, thread.id, { before: String(page.messages[29].id) });
  expect(rest.messages.map((m) => m.content)).toEqual(["message 5", "message 4", "message 3", "message 2", "message 1"]);

  await markThreadRead(ben.id, thread.id);
  expect((await listThreadsForUser(ben.id, { filter: "unread" })).threads).toEqual([]);

  await deleteThreadForUser(ben.id, thread.id);
  expect((await listThreadsForUser(ben.id, {})).threads).toEqual([]);
  await sendMessage(ann, thread.id, { content: "are you there?" });
  const back = await listThreadMessages(ben.id, thread.id, {});
  expect(back.messages.map((m) => m.content)).toEqual(["are you there?"]);
});

it("answers each concurrent send with its own stored id, keeps the newest as the thread's last, and notifies the other side once each", async () => {
  const { thread } = await startThread(ann, { participants: [ben.id] });
  // Earlier tests' notifications of this pair's thread are read: the race starts new ones.
  await getDb().notification.updateMany({ where: { readAt: null }, data: { readAt: new Date(), openKey: null } });
  const sent = await Promise.all(
    Array.from({ length: 12 }, (_, i) => sendMessage(i % 2 ? ann : ben, thread.id, { content: `race ${i}` })),
  );
  const stored = await getDb().message.findMany({
    where: { threadId: thread.id, content: { startsWith: "race " } },
    select: { id: true, content: true },
  });
  expect(new Map(sent.map((s) => [s.message.id, s.message.content]))).toEqual(new Map(stored.map((m) => [m.id, m.content])));
  const row = await getDb().messageThread.findUniqueOrThrow({ where: { id: thread.id }, select: { lastMessageId: true } });
  expect(row.lastMessageId).toBe(Math.max(...stored.map((m) => m.id)));
  // One unread notification per recipient for the conversation, counting each message it received once.
  const notes = await getDb().notification.findMany({
    where: { type: "message", readAt: null },
    select: { userId: true, eventCount: true, body: true },
  });
  expect(notes.map((n) => [n.userId, n.eventCount]).sort()).toEqual(
    [
      [ann.id, 6],
      [ben.id, 6],
    ].sort(),
  );
  for (const note of notes) expect(note.body).toMatch(/^race \d+$/);
});

it("blocks refuse both ways and hide people from search; names match case-insensitively", async () => {
  expect((await searchMessageableUsers(ann, "ben bak")).users.map((u) => u.id)).toEqual([ben.id]);
  const { thread } = await startThread(ann, { participants: [ben.id] });
  await blockUser(ben, ann.id);
  expect(await refusal(() => sendMessage(ann, thread.id, { content: "hi" }))).toBe("User not found");
  expect(await refusal(() => sendMessage(ben, thread.id, { content: "hi" }))).toBe(
    "You blocked Ann Archer. Unblock them to send messages.",
  );
  expect((await searchMessageableUsers(ann, "BEN")).users).toEqual([]);
  await unblockUser(ben, ann.id);
  expect(await refusal(() => sendMessage(ann, thread.id, { content: "hi again" }))).toBe("allowed");
});
