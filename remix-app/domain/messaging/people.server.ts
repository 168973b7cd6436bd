import type { MessageUserView } from "@shared/messaging";
import { normalizeRole } from "@shared/roles";
import { getDb } from "~/lib/db.server";
import { invalid, notFound } from "~/lib/errors.server";
import { leavePresence } from "~/lib/realtime.server";
import { getCommunicationSettingsFor } from "~/domain/communication/settings.server";
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

/** Block: they can no longer message you or start threads with you, and see no online state. Idempotent. */
export async function blockUser(actor: MessagingActor, targetId: number): Promise<{ blocked: true; user: MessageUserView }> {
  if (targetId === actor.id) throw invalid("You can't block yourself");
  const target = (await activeUsers([targetId])).get(targetId);
  if (!target) throw notFound(USER_NOT_FOUND);
  await getDb().userBlock.upsert({
    where: { blockerId_blockedId: { blockerId: actor.id, blockedId: targetId } },
    create: { blockerId: actor.id, blockedId: targetId },
    update: {},
  });
  leavePresence(targetId, actor.id);
  leavePresence(actor.id, targetId);
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

/** Socket `typing`: the other participants to tell, or null when the user is not in the thread. */
export async function typingAudience(userId: number, threadId: number): Promise<number[] | null> {
  const db = getDb();
  const me = await db.threadParticipant.findUnique({ where: { threadId_userId: { threadId, userId } }, select: { hiddenAt: true } });
  if (!me || me.hiddenAt) return null;
  const rows = await db.threadParticipant.findMany({ where: { threadId, userId: { not: userId } }, select: { userId: true } });
  const others = rows.map((r) => r.userId);
  const blocks = await db.userBlock.findMany({
    where: { OR: [{ blockerId: userId, blockedId: { in: others } }, { blockedId: userId, blockerId: { in: others } }] },
    select: { blockerId: true, blockedId: true },
  });
  const cut = new Set(blocks.map((b) => (b.blockerId === userId ? b.blockedId : b.blockerId)));
  return others.filter((id) => !cut.has(id));
}

/**
 * Socket `presence:subscribe`: of the asked users, those whose online state the viewer may see —
 * people they share a conversation with, no block either way, 'Show when I'm online' on.
 */
export async function visiblePresence(viewerId: number, userIds: readonly number[]): Promise<number[]> {
  const asked = [...new Set(userIds)].filter((id) => id !== viewerId).slice(0, 500);
  if (asked.length === 0) return [];
  const db = getDb();
  const shared = await db.threadParticipant.findMany({
    where: { userId: { in: asked }, thread: { participants: { some: { userId: viewerId } } } },
    select: { userId: true },
    distinct: ["userId"],
  });
  const candidates = shared.map((s) => s.userId);
  if (candidates.length === 0) return [];
  const [blocks, settings] = await Promise.all([
    db.userBlock.findMany({
      where: { OR: [{ blockerId: viewerId, blockedId: { in: candidates } }, { blockedId: viewerId, blockerId: { in: candidates } }] },
      select: { blockerId: true, blockedId: true },
    }),
    getCommunicationSettingsFor(candidates),
  ]);
  const cut = new Set(blocks.map((b) => (b.blockerId === viewerId ? b.blockedId : b.blockerId)));
  return candidates.filter((id) => !cut.has(id) && settings.get(id)?.show_online_status);
}

/** Whether a user shows their online state (their setting). */
export async function showsOnlineState(userId: number): Promise<boolean> {
  return (await getCommunicationSettingsFor([userId])).get(userId)?.show_online_status ?? true;
}
