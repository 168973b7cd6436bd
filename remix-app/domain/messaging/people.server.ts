import type { MessageUserView } from "@shared/messaging";
import { normalizeRole } from "@shared/roles";
import { getDb } from "~/lib/db.server";
import { invalid, notFound } from "~/lib/errors.server";
import { blockedEitherWay } from "~/domain/social/blocks.server";
import { endPresence } from "~/domain/social/presence.server";
import { activeUsers, startRefusals, USER_NOT_FOUND, type MessagingActor, type Recipient } from "./permissions.server";

const toUserView = (u: Recipient): MessageUserView => ({ id: u.id, name: u.fullName, profile_pic: u.profilePicUrl, role: u.role });

const SEARCH_LIMIT = 20;
const SEARCH_CANDIDATES = 100;

/**
 * The new-conversation dialog's search: people whose name contains `q` (2+ characters) and whom
 * the caller may message (settings, connections, blocks). Names only, never emails, and nobody
 * the caller could not write to, so the search reveals nothing a conversation would not.
 */
export async function searchMessageableUsers(actor: MessagingActor, q: string | null): Promise<{ users: MessageUserView[] }> {
  const text = (q ?? "").trim().slice(0, 100);
  if (text.length < 2) return { users: [] };
  const rows = await getDb().user.findMany({
    where: { status: "active", id: { not: actor.id }, fullName: { contains: text } },
    select: { id: true, fullName: true, role: true, profilePicUrl: true },
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    take: SEARCH_CANDIDATES,
  });
  const candidates: Recipient[] = rows.map((r) => ({ ...r, role: normalizeRole(r.role) }));
  const refusals = await startRefusals(actor, candidates);
  return { users: candidates.filter((c) => !refusals.has(c.id)).slice(0, SEARCH_LIMIT).map(toUserView) };
}

/**
 * Block: the two are hidden from each other everywhere (messages, posts, comments, profiles,
 * mentions, suggestions, presence, typing), whoever blocked whom. The block and the end of both
 * follows (and so of their connection) are one transaction; online state ends at once. Idempotent.
 */
export async function blockUser(actor: MessagingActor, targetId: number): Promise<{ blocked: true; user: MessageUserView }> {
  if (targetId === actor.id) throw invalid("You can't block yourself");
  const target = (await activeUsers([targetId])).get(targetId);
  if (!target) throw notFound(USER_NOT_FOUND);
  const db = getDb();
  await db.$transaction([
    db.userBlock.upsert({
      where: { blockerId_blockedId: { blockerId: actor.id, blockedId: targetId } },
      create: { blockerId: actor.id, blockedId: targetId },
      update: {},
    }),
    db.follow.deleteMany({
      where: {
        OR: [
          { followerId: actor.id, followeeId: targetId },
          { followerId: targetId, followeeId: actor.id },
        ],
      },
    }),
    // What each was told about the other (a follow, a message, a reaction) goes too; a notice that also counts
    // other people (a collapsed "… and 14 others") stays.
    db.notification.deleteMany({
      where: {
        actorCount: { lte: 1 },
        OR: [
          { userId: actor.id, actorId: targetId },
          { userId: targetId, actorId: actor.id },
        ],
      },
    }),
  ]);
  endPresence(actor.id, targetId);
  return { blocked: true, user: toUserView(target) };
}

export async function unblockUser(actor: MessagingActor, targetId: number): Promise<{ blocked: false }> {
  await getDb().userBlock.deleteMany({ where: { blockerId: actor.id, blockedId: targetId } });
  return { blocked: false };
}

export async function listBlockedUsers(actor: MessagingActor): Promise<{ users: (MessageUserView & { blocked_at: string })[] }> {
  const rows = await getDb().userBlock.findMany({
    where: { blockerId: actor.id },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true, blocked: { select: { id: true, fullName: true, profilePicUrl: true, role: true } } },
  });
  return {
    users: rows.map((r) => ({ id: r.blocked.id, name: r.blocked.fullName, profile_pic: r.blocked.profilePicUrl, role: r.blocked.role, blocked_at: r.createdAt.toISOString() })),
  };
}

/**
 * Socket `typing`: the other participants to tell, or null when the user is not in the thread.
 * Only those who see the conversation (not one who deleted it, nor a recipient of a conversation
 * nobody has written in yet) and have no block either way with the typist.
 */
export async function typingAudience(userId: number, threadId: number): Promise<number[] | null> {
  const db = getDb();
  const rows = await db.threadParticipant.findMany({ where: { threadId }, select: { userId: true, hiddenAt: true } });
  const me = rows.find((r) => r.userId === userId);
  if (!me || me.hiddenAt) return null;
  const others = rows.filter((r) => r.userId !== userId && r.hiddenAt === null).map((r) => r.userId);
  const cut = await blockedEitherWay(userId, others, db);
  return others.filter((id) => !cut.has(id));
}
