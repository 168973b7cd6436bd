import { z } from "zod";
import {
  GROUP_MAX_PARTICIPANTS,
  THREAD_FILTERS,
  THREAD_NAME_MAX_LENGTH,
  THREADS_PAGE_SIZE,
  type ThreadFilter,
  type ThreadView,
} from "@shared/messaging";
import { getDb, type DbTx, type Prisma } from "~/lib/db.server";
import { invalid, isUniqueViolation, notFound } from "~/lib/errors.server";
import { parseInput } from "~/lib/http.server";
import { emitToUser, emitToUsers } from "~/lib/realtime.server";
import { assertSessionCan } from "~/domain/access/policy.server";
import { assertMayStart, assertMayStartConversations, assertMayWriteToPair, type MessagingActor } from "./permissions.server";
import { spendNewConversation } from "./send-limits.server";
import { refreshPresenceBetween } from "~/domain/social/presence.server";
import { READ_NOTIFICATION_DATA } from "~/domain/notifications/notification-center.server";

export const THREAD_NOT_FOUND = "Conversation not found";
export const SELECT_AT_LEAST_ONE = "Please select at least one user";

const threadViewSelect = {
  threadId: true,
  isPinned: true,
  isArchived: true,
  unreadCount: true,
  historyFromId: true,
  lastActivityAt: true,
  thread: {
    select: {
      id: true,
      threadName: true,
      isGroup: true,
      createdById: true,
      lastMessage: { select: { id: true, content: true, senderId: true, createdAt: true } },
      participants: {
        select: { userId: true, lastReadMessageId: true, user: { select: { fullName: true, profilePicUrl: true, role: true } } },
        orderBy: { joinedAt: "asc" },
      },
    },
  },
} satisfies Prisma.ThreadParticipantSelect;

type ThreadRow = Prisma.ThreadParticipantGetPayload<{ select: typeof threadViewSelect }>;

function toThreadView(row: ThreadRow): ThreadView {
  const last = row.thread.lastMessage && row.thread.lastMessage.id > row.historyFromId ? row.thread.lastMessage : null;
  return {
    id: row.thread.id,
    thread_name: row.thread.threadName,
    is_group: row.thread.isGroup,
    participants: row.thread.participants.map((p) => ({
      user_id: p.userId,
      name: p.user.fullName,
      profile_pic: p.user.profilePicUrl,
      role: p.user.role,
      last_read_message_id: p.lastReadMessageId,
    })),
    last_message: last ? { id: last.id, content: last.content, sender_id: last.senderId, created_at: last.createdAt.toISOString() } : null,
    unread_count: row.unreadCount,
    is_pinned: row.isPinned,
    is_archived: row.isArchived,
    updated_at: row.lastActivityAt.toISOString(),
    created_by: row.thread.createdById,
  };
}

const listQuery = z.object({
  filter: z.enum(THREAD_FILTERS).default("all"),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(THREADS_PAGE_SIZE),
});

function filterWhere(filter: ThreadFilter): Prisma.ThreadParticipantWhereInput {
  switch (filter) {
    case "unread":
      return { unreadCount: { gt: 0 } };
    case "pinned":
      return { isPinned: true };
    case "archived":
      return { isArchived: true };
    default:
      return { isArchived: false };
  }
}

/**
 * The user's conversations, pinned first then newest activity, with the last message, unread
 * count and participants in a fixed number of queries (denormalised counters, no N+1).
 */
export async function listThreadsForUser(userId: number, query: unknown): Promise<{ threads: ThreadView[]; unread_total: number; has_more: boolean }> {
  const { filter, skip, limit } = parseInput(listQuery, query);
  const db = getDb();
  const [rows, unread] = await Promise.all([
    db.threadParticipant.findMany({
      where: { userId, hiddenAt: null, ...filterWhere(filter) },
      orderBy: [{ isPinned: "desc" }, { lastActivityAt: "desc" }, { threadId: "desc" }],
      skip,
      take: limit + 1,
      select: threadViewSelect,
    }),
    db.threadParticipant.aggregate({ where: { userId, hiddenAt: null, unreadCount: { gt: 0 } }, _sum: { unreadCount: true } }),
  ]);
  return { threads: rows.slice(0, limit).map(toThreadView), unread_total: unread._sum.unreadCount ?? 0, has_more: rows.length > limit };
}

/** One conversation as its participant sees it; 404 for anyone else (and after they deleted it). */
export async function getThreadForUser(userId: number, threadId: number, tx: DbTx = getDb()): Promise<ThreadView> {
  const row = await tx.threadParticipant.findUnique({ where: { threadId_userId: { threadId, userId } }, select: { ...threadViewSelect, hiddenAt: true } });
  if (!row || row.hiddenAt) throw notFound(THREAD_NOT_FOUND);
  return toThreadView(row);
}

/** The caller's participation, or 404 (strangers cannot tell a thread exists). */
export async function requireParticipant(userId: number, threadId: number, tx: DbTx = getDb()) {
  const row = await tx.threadParticipant.findUnique({ where: { threadId_userId: { threadId, userId } } });
  if (!row || row.hiddenAt) throw notFound(THREAD_NOT_FOUND);
  return row;
}

const createInput = z
  .object({
    participants: z.array(z.coerce.number().int().positive()).max(GROUP_MAX_PARTICIPANTS, `A group can have at most ${GROUP_MAX_PARTICIPANTS} other people`),
    thread_name: z.string().max(THREAD_NAME_MAX_LENGTH, `Group name is too long (at most ${THREAD_NAME_MAX_LENGTH} characters)`).nullish(),
    is_group: z.boolean().optional(),
  })
  .strict();

export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * POST /api/dm/threads. One other person and no group flag: the pair's one thread, reused (and
 * shown again to a caller who had deleted it, with the deleted history still gone). Otherwise a
 * new group. Starting needs every recipient's permission (settings, blocks); answering a thread
 * someone else started does not (see messages.server.ts).
 */
export async function startThread(actor: MessagingActor, input: unknown): Promise<{ thread: ThreadView; created: boolean }> {
  const parsed = parseInput(createInput, input);
  const others = [...new Set(parsed.participants)].filter((id) => id !== actor.id);
  if (others.length === 0) throw invalid(SELECT_AT_LEAST_ONE);
  const isGroup = others.length > 1 || parsed.is_group === true;
  const name = parsed.thread_name?.trim() || null;
  // Reopening the pair's thread is writing too: an employer no longer approved may do neither.
  await assertSessionCan(actor, "send-message");
  const db = getDb();

  if (!isGroup) {
    const other = others[0];
    const existing = await db.messageThread.findUnique({ where: { pairKey: pairKey(actor.id, other) }, select: { id: true, createdById: true } });
    if (existing) {
      await assertMayWriteToPair(actor, other, existing.id, existing.createdById);
      await db.threadParticipant.update({ where: { threadId_userId: { threadId: existing.id, userId: actor.id } }, data: { hiddenAt: null } });
      const thread = await getThreadForUser(actor.id, existing.id);
      emitToUser(actor.id, "thread:updated", { thread_id: thread.id, thread });
      return { thread, created: false };
    }
  }
  await assertMayStartConversations(actor);
  await assertMayStart(actor, others);
  await spendNewConversation(actor.id);
  try {
    const threadId = await db.$transaction(async (tx) => {
      const now = new Date();
      const thread = await tx.messageThread.create({
        data: { threadName: isGroup ? name : null, isGroup, pairKey: isGroup ? null : pairKey(actor.id, others[0]), createdById: actor.id, createdAt: now },
        select: { id: true },
      });
      // The others see the conversation once someone writes in it (the same marker as delete).
      await tx.threadParticipant.createMany({
        data: [
          { threadId: thread.id, userId: actor.id, lastActivityAt: now },
          ...others.map((userId) => ({ threadId: thread.id, userId, lastActivityAt: now, hiddenAt: now })),
        ],
      });
      return thread.id;
    });
    const thread = await getThreadForUser(actor.id, threadId);
    emitToUser(actor.id, "thread:updated", { thread_id: thread.id, thread });
    return { thread, created: true };
  } catch (e) {
    if (!isGroup && isUniqueViolation(e)) return startThread(actor, input); // the pair's thread was created meanwhile: reuse it
    throw e;
  }
}

const patchInput = z
  .object({ is_pinned: z.boolean().optional(), is_archived: z.boolean().optional() })
  .strict()
  .refine((v) => v.is_pinned !== undefined || v.is_archived !== undefined, "Send is_pinned or is_archived");

/** PATCH: pin/unpin, archive/unarchive, for the caller only. */
export async function updateThreadFlags(userId: number, threadId: number, input: unknown): Promise<{ thread: ThreadView }> {
  const patch = parseInput(patchInput, input);
  await requireParticipant(userId, threadId);
  await getDb().threadParticipant.update({
    where: { threadId_userId: { threadId, userId } },
    data: { ...(patch.is_pinned !== undefined ? { isPinned: patch.is_pinned } : {}), ...(patch.is_archived !== undefined ? { isArchived: patch.is_archived } : {}) },
  });
  const thread = await getThreadForUser(userId, threadId);
  emitToUser(userId, "thread:updated", { thread_id: threadId, thread });
  return { thread };
}

/**
 * DELETE: the conversation is gone for the caller only. Its history up to now stays hidden from
 * them; when anyone writes again it reappears with the new messages only. Online state that rested
 * on this conversation ends with it, both ways.
 */
export async function deleteThreadForUser(userId: number, threadId: number): Promise<{ deleted: true }> {
  const db = getDb();
  await requireParticipant(userId, threadId);
  const thread = await db.messageThread.findUniqueOrThrow({ where: { id: threadId }, select: { lastMessageId: true, participants: { select: { userId: true } } } });
  await db.threadParticipant.update({
    where: { threadId_userId: { threadId, userId } },
    data: { hiddenAt: new Date(), historyFromId: thread.lastMessageId ?? 0, unreadCount: 0, isPinned: false, isArchived: false, lastReadMessageId: thread.lastMessageId ?? 0 },
  });
  emitToUser(userId, "thread:updated", { thread_id: threadId, thread: null });
  await Promise.all(thread.participants.filter((p) => p.userId !== userId).map((p) => refreshPresenceBetween(userId, p.userId)));
  return { deleted: true };
}

/** POST …/read: everything up to the newest message is read; receipts go to the other participants. */
export async function markThreadRead(userId: number, threadId: number): Promise<{ thread_id: number; last_read_message_id: number }> {
  const db = getDb();
  const me = await requireParticipant(userId, threadId);
  const thread = await db.messageThread.findUniqueOrThrow({
    where: { id: threadId },
    select: { lastMessageId: true, participants: { select: { userId: true } } },
  });
  const lastRead = Math.max(thread.lastMessageId ?? 0, me.lastReadMessageId);
  await db.$transaction([
    db.threadParticipant.update({ where: { threadId_userId: { threadId, userId } }, data: { lastReadMessageId: lastRead, unreadCount: 0, lastReadAt: new Date() } }),
    // The bell's 'New message' notifications of this conversation are read with it.
    db.notification.updateMany({ where: { userId, readAt: null, type: "message", link: threadLink(threadId) }, data: READ_NOTIFICATION_DATA() }),
  ]);
  emitToUsers(
    thread.participants.map((p) => p.userId),
    "message:read",
    { thread_id: threadId, user_id: userId, last_read_message_id: lastRead },
  );
  return { thread_id: threadId, last_read_message_id: lastRead };
}

export const threadLink = (threadId: number) => `/inbox?thread=${threadId}`;
