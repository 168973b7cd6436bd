import { getDb } from "~/lib/db.server";
import { emitToUser, leavePresence } from "~/lib/realtime.server";
import { getCommunicationSettingsFor } from "~/domain/communication/settings.server";
import { blockedEitherWay } from "./blocks.server";
import { connectionsAmong } from "./connections.server";

// Who sees whom online. The rule rests on social ties (connections, blocks) and on conversations
// both can see; messaging calls in here when a block or a deleted conversation may end it.

/** Each stops seeing the other's online state now: their sockets leave the rooms and are told the other is offline. */
export function endPresence(a: number, b: number): void {
  leavePresence(a, b);
  leavePresence(b, a);
  emitToUser(a, "presence", { user_id: b, online: false });
  emitToUser(b, "presence", { user_id: a, online: false });
}

/**
 * After something that may end what presence rests on (a conversation deleted, an unfollow): when
 * either no longer may see the other's online state, both stop (the rule is symmetric but for
 * each one's own 'show when I'm online').
 */
export async function refreshPresenceBetween(a: number, b: number): Promise<void> {
  const [aSeesB, bSeesA] = await Promise.all([presenceAllowed(a, [b]), presenceAllowed(b, [a])]);
  if (!aSeesB.has(b) || !bSeesA.has(a)) endPresence(a, b);
}

/**
 * Whom of `asked` the viewer may see online, before their own setting: people with a conversation
 * both of them can see (neither deleted it, and someone has written in it), or a connection (a
 * mutual follow); never across a block.
 */
async function presenceAllowed(viewerId: number, asked: readonly number[]): Promise<Set<number>> {
  if (asked.length === 0) return new Set();
  const db = getDb();
  const [shared, connected, blocked] = await Promise.all([
    db.threadParticipant.findMany({
      where: { userId: { in: [...asked] }, hiddenAt: null, thread: { participants: { some: { userId: viewerId, hiddenAt: null } } } },
      select: { userId: true },
      distinct: ["userId"],
    }),
    connectionsAmong(viewerId, asked, db),
    blockedEitherWay(viewerId, asked, db),
  ]);
  const allowed = new Set([...shared.map((s) => s.userId), ...connected]);
  for (const id of blocked) allowed.delete(id);
  return allowed;
}

/**
 * Socket `presence:subscribe`: of the asked users, those whose online state the viewer may see
 * (`presenceAllowed`) and who show it ('Show when I'm online' on).
 */
export async function visiblePresence(viewerId: number, userIds: readonly number[]): Promise<number[]> {
  const asked = [...new Set(userIds)].filter((id) => id !== viewerId).slice(0, 500);
  const candidates = [...(await presenceAllowed(viewerId, asked))];
  if (candidates.length === 0) return [];
  const settings = await getCommunicationSettingsFor(candidates);
  return candidates.filter((id) => settings.get(id)?.show_online_status);
}

/** Whether a user shows their online state (their setting). */
export async function showsOnlineState(userId: number): Promise<boolean> {
  return (await getCommunicationSettingsFor([userId])).get(userId)?.show_online_status ?? true;
}
