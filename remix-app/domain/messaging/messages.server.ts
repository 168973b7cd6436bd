import { z } from "zod";
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_SIZE, type MessageView } from "@shared/messaging";
import { getDb } from "~/lib/db.server";
import { lastInsertIdSql } from "~/lib/sql-dialect.server";
import { sendEmail } from "~/lib/email.server";
import { insertedId, insertRowSql, insertRowStatements } from "~/lib/bulk-insert.server";
import { invalid, notFound } from "~/lib/errors.server";
import { parseInput } from "~/lib/http.server";
import { emitToUsers, onlineUsers } from "~/lib/realtime.server";
import { getCommunicationSettingsFor } from "~/domain/communication/settings.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { assertSessionCan } from "~/domain/access/policy.server";
import { assertMayWriteToPairGiven, type MessagingActor } from "./permissions.server";
import { spendMessageSend } from "./send-limits.server";
import { requireParticipant, THREAD_NOT_FOUND, threadLink } from "./threads.server";
import { log } from "~/lib/logger.server";

export const MESSAGE_EMPTY = "Message cannot be empty";
export const MESSAGE_TOO_LONG = `Message is too long (at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters)`;
/** At most one 'new message' email per thread and recipient in this window, and only while they are offline. */
export const MESSAGE_EMAIL_INTERVAL_MS = 15 * 60 * 1000;

const pageQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});

const senderSelect = { fullName: true, profilePicUrl: true } as const;

/**
 * A page of a thread's messages, newest first. `before` pages back; `after` (the last id a
 * client has) returns the oldest messages after it, so a reconnecting client catches up in order
 * by repeating while has_more. Only what the caller may see (after their delete marker).
 */
export async function listThreadMessages(userId: number, threadId: number, query: unknown): Promise<{ messages: MessageView[]; has_more: boolean }> {
  const { before, after, limit } = parseInput(pageQuery, query);
  const db = getDb();
  const me = await requireParticipant(userId, threadId);
  const idFilter = { gt: Math.max(me.historyFromId, after ?? 0), ...(before ? { lt: before } : {}) };
  const [rows, participants] = await Promise.all([
    db.message.findMany({
      where: { threadId, id: idFilter },
      orderBy: { id: after !== undefined ? "asc" : "desc" },
      take: limit + 1,
      select: { id: true, threadId: true, senderId: true, content: true, createdAt: true, sender: { select: senderSelect } },
    }),
    db.threadParticipant.findMany({ where: { threadId }, select: { userId: true, lastReadMessageId: true } }),
  ]);
  const page = rows.slice(0, limit);
  if (after !== undefined) page.reverse();
  const othersReadUpTo = Math.min(...participants.filter((p) => p.userId !== userId).map((p) => p.lastReadMessageId), Number.MAX_SAFE_INTEGER);
  const messages = page.map((m) =>
    toMessageView(m, m.senderId === userId ? m.id <= othersReadUpTo : m.id <= me.lastReadMessageId),
  );
  return { messages, has_more: rows.length > limit };
}

function toMessageView(
  m: { id: number; threadId: number; senderId: number; content: string; createdAt: Date; sender: { fullName: string; profilePicUrl: string | null } },
  isRead: boolean,
): MessageView {
  return {
    id: m.id,
    thread_id: m.threadId,
    sender_id: m.senderId,
    sender_name: m.sender.fullName,
    sender_profile_pic: m.sender.profilePicUrl,
    content: m.content,
    created_at: m.createdAt.toISOString(),
    is_read: isRead,
    message_type: "text",
  };
}

const sendInput = z
  .object({
    content: z.string({ error: MESSAGE_EMPTY }),
    message_type: z.literal("text", { error: "Only text messages are supported" }).optional(),
  })
  .strict();

/** One row per participant of the thread, with the thread and what the pair rule needs. */
interface SendContextRow {
  userId: number | bigint;
  hiddenAt: unknown;
  isGroup: unknown;
  threadName: string | null;
  createdById: number | bigint | null;
  iBlocked: unknown;
  blockedMe: unknown;
  hasWritten: unknown;
}

const flag = (value: unknown) => Boolean(Number(value));

/**
 * Everything a send checks, in one indexed query (portable SQL): the participants (is the
 * sender one, and not one who deleted it), the thread, blocks either way between the sender and
 * each participant, and (only in a thread the sender started) whether the other side has written.
 */
async function readSendContext(actorId: number, threadId: number) {
  const rows = await getDb().$queryRaw<SendContextRow[]>`
    SELECT p.userId AS userId, p.hiddenAt AS hiddenAt, t.isGroup AS isGroup, t.threadName AS threadName, t.createdById AS createdById,
      EXISTS(SELECT 1 FROM UserBlock b WHERE b.blockerId = ${actorId} AND b.blockedId = p.userId) AS iBlocked,
      EXISTS(SELECT 1 FROM UserBlock b WHERE b.blockerId = p.userId AND b.blockedId = ${actorId}) AS blockedMe,
      CASE WHEN t.createdById = ${actorId} AND p.userId <> ${actorId}
        THEN EXISTS(SELECT 1 FROM Message m WHERE m.threadId = p.threadId AND m.senderId = p.userId) ELSE 0 END AS hasWritten
    FROM ThreadParticipant p JOIN MessageThread t ON t.id = p.threadId
    WHERE p.threadId = ${threadId}`;
  const me = rows.find((r) => Number(r.userId) === actorId);
  if (!me || me.hiddenAt !== null) throw notFound(THREAD_NOT_FOUND);
  const others = rows.filter((r) => r !== me);
  return {
    isGroup: flag(me.isGroup),
    threadName: me.threadName,
    createdById: me.createdById === null ? null : Number(me.createdById),
    others: others.map((r) => ({ userId: Number(r.userId), iBlocked: flag(r.iBlocked), blockedMe: flag(r.blockedMe), hasWritten: flag(r.hasWritten) })),
  };
}

/**
 * The one write path of a message (HTTP API): checks, then in one transaction the message, the
 * thread's denormalised last message, every participant's unread count and activity (a thread
 * someone deleted reappears), and the recipients' notifications; after the commit the live
 * events, the pushes, and (for offline recipients who want them) at most one email per thread
 * per 15 minutes. Raw portable SQL on this path: at 200 messages a second the ORM's per-query
 * work was most of the server's CPU (docs/decisions/037-lean-message-send.md).
 */
export async function sendMessage(actor: MessagingActor, threadId: number, input: unknown): Promise<{ message: MessageView }> {
  const parsed = parseInput(sendInput, input);
  const content = parsed.content.trim();
  if (!content) throw invalid(MESSAGE_EMPTY);
  if (content.length > MESSAGE_MAX_LENGTH) throw invalid(MESSAGE_TOO_LONG);
  // Approval at the time of the act (an employer back under review or rejected writes no more);
  // read from the database for employers only, so a veteran's send costs no extra query.
  await assertSessionCan(actor, "send-message");
  await spendMessageSend(actor.id);
  const db = getDb();
  const thread = await readSendContext(actor.id, threadId);
  const recipients = thread.others.map((o) => o.userId);
  if (!thread.isGroup && thread.others.length === 1) {
    const [other] = thread.others;
    await assertMayWriteToPairGiven(actor, other.userId, thread.createdById, db, {
      iBlocked: other.iBlocked,
      blockedMe: other.blockedMe,
      otherHasWritten: () => other.hasWritten,
    });
  }

  const now = new Date();
  const group = thread.threadName ?? "a group";
  const title = thread.isGroup ? `New message from ${actor.fullName} in ${group}` : `New message from ${actor.fullName}`;
  // One unread notification per conversation: later messages update it (count, newest text) until it is read.
  const collapse = { key: `message:thread:${threadId}`, title: thread.isGroup ? `New messages in ${group}` : `New messages from ${actor.fullName}` };
  const view = await withNotifications(async (writes) => {
    const notices = writes.statements(
      db,
      recipients.map((userId) => ({ userId, type: "message" as const, title, body: preview(content), link: threadLink(threadId), actorId: actor.id, collapse })),
    );
    // One batch transaction (a third of an interactive one's cost here); the statements after the
    // message's INSERT take its id from the connection's last insert id.
    const messageInsert = insertRowStatements(db, insertRowSql("Message", { threadId, senderId: actor.id, content, messageType: "text", createdAt: now }));
    const newId = lastInsertIdSql();
    const results = await db.$transaction([
      // The thread row first: concurrent sends to one thread queue here. On MySQL the message's
      // foreign-key check share-locks this row, and two sends that both held that lock and then
      // wanted to update the row deadlocked.
      db.$executeRawUnsafe("UPDATE MessageThread SET lastMessageAt = ? WHERE id = ?", now, threadId),
      ...messageInsert,
      db.$executeRawUnsafe(`UPDATE MessageThread SET lastMessageId = ${newId} WHERE id = ? AND (lastMessageId IS NULL OR lastMessageId < ${newId})`, threadId),
      // The sender has read up to their own message; everyone else has one more unread.
      db.$executeRawUnsafe(
        `UPDATE ThreadParticipant SET
          unreadCount = CASE WHEN userId = ? THEN 0 ELSE unreadCount + 1 END,
          lastReadMessageId = CASE WHEN userId = ? THEN ${newId} ELSE lastReadMessageId END,
          lastReadAt = CASE WHEN userId = ? THEN ? ELSE lastReadAt END,
          hiddenAt = NULL, lastActivityAt = ?
        WHERE threadId = ?`,
        actor.id,
        actor.id,
        actor.id,
        now,
        now,
        threadId,
      ),
      ...notices.statements,
    ]);
    const messageId = insertedId(results.slice(1, 1 + messageInsert.length));
    notices.written(results.slice(1 + messageInsert.length + 2));
    const message = toMessageView(
      { id: messageId, threadId, senderId: actor.id, content, createdAt: now, sender: { fullName: actor.fullName, profilePicUrl: actor.profilePicUrl } },
      false,
    );
    // Committed: the message reaches the thread's tabs first, then the notifications are pushed.
    emitToUsers([actor.id, ...recipients], "message:new", { thread_id: threadId, message });
    return message;
  });
  void emailOfflineRecipients(actor, threadId, recipients, content).catch((e: unknown) => log.error({ err: e }, "[messaging] new-message email failed"));
  return { message: view };
}

function preview(content: string): string {
  const flat = content.replace(/\s+/g, " ");
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

async function emailOfflineRecipients(actor: MessagingActor, threadId: number, recipients: readonly number[], content: string): Promise<void> {
  if (recipients.length === 0) return;
  // Who is online is known in memory (or by the adapter); settings are read only for the others.
  const online = await onlineUsers(recipients);
  const notOnline = recipients.filter((id) => !online.has(id));
  if (notOnline.length === 0) return;
  const settings = await getCommunicationSettingsFor(notOnline);
  const offline = notOnline.filter((id) => settings.get(id)?.email_notifications);
  if (offline.length === 0) return;
  const db = getDb();
  const users = await db.user.findMany({ where: { id: { in: offline }, status: "active" }, select: { id: true, email: true } });
  for (const user of users) {
    const now = new Date();
    // Claim the window atomically: of concurrent sends, one wins the email.
    const claimed = await db.threadParticipant.updateMany({
      where: { threadId, userId: user.id, OR: [{ lastEmailedAt: null }, { lastEmailedAt: { lt: new Date(now.getTime() - MESSAGE_EMAIL_INTERVAL_MS) } }] },
      data: { lastEmailedAt: now },
    });
    if (claimed.count === 0) continue;
    await sendEmail({
      to: user.email,
      aboutUserId: actor.id,
      subject: `New message from ${actor.fullName}`,
      text: `${actor.fullName} sent you a message on VetCareer:\n\n${preview(content)}\n\nOpen your inbox to reply: ${threadLink(threadId)}\n\nYou can turn these emails off in Inbox › Settings.`,
    });
  }
}
