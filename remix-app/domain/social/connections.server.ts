import { getDb, readRows, type DbTx } from "~/lib/db.server";

/**
 * A connection is a mutual follow: both people followed each other. One side's follow is a
 * follow, not consent: it opens nothing of the other person's (connections-only posts, messages
 * under "connections only", presence). Every rule that says "connections" asks this module; the
 * SQL forms below are the same rule for the feeds' statements.
 */

/** Of `others`, the people `userId` is connected with (both follows exist), in one query. */
export async function connectionsAmong(userId: number, others: readonly number[], tx: DbTx = getDb()): Promise<Set<number>> {
  const ids = [...new Set(others)].filter((id) => id !== userId);
  if (ids.length === 0) return new Set();
  const rows = await tx.follow.findMany({
    where: {
      OR: [
        { followerId: userId, followeeId: { in: ids } },
        { followeeId: userId, followerId: { in: ids } },
      ],
    },
    select: { followerId: true, followeeId: true },
  });
  const iFollow = new Set<number>();
  const followsMe = new Set<number>();
  for (const f of rows) {
    if (f.followerId === userId) iFollow.add(f.followeeId);
    else followsMe.add(f.followerId);
  }
  return new Set([...iFollow].filter((id) => followsMe.has(id)));
}

export async function areConnected(a: number, b: number, tx: DbTx = getDb()): Promise<boolean> {
  return (await connectionsAmong(a, [b], tx)).has(b);
}

/** Everyone `userId` is connected with: their followees who follow them back (a key lookup per followee). */
export async function connectionIdsOf(userId: number): Promise<number[]> {
  const rows = await readRows<{ id: number | bigint }>(CONNECTION_IDS_SQL, userId);
  return rows.map((r) => Number(r.id));
}

/** The connections of the `?` user as one column `id` (a statement or a subquery of one). */
export const CONNECTION_IDS_SQL =
  "SELECT f.followeeId AS id FROM Follow f JOIN Follow back ON back.followerId = f.followeeId AND back.followeeId = f.followerId WHERE f.followerId = ?";

/** "`viewer` is connected with the user in column `column`", as SQL: both follows, each a primary-key lookup. */
export function connectedWithSql(viewerId: number, column: string): { sql: string; params: unknown[] } {
  return {
    sql: `(EXISTS(SELECT 1 FROM Follow cf WHERE cf.followerId = ? AND cf.followeeId = ${column}) AND EXISTS(SELECT 1 FROM Follow cb WHERE cb.followerId = ${column} AND cb.followeeId = ?))`,
    params: [viewerId, viewerId],
  };
}

/** What a profile shows of the pair: Follow / Following / Connected (and whether they follow you). */
export interface FollowState {
  is_following: boolean;
  follows_you: boolean;
  is_connected: boolean;
}

export async function followStateOf(viewerId: number, otherId: number, tx: DbTx = getDb()): Promise<FollowState> {
  const rows = await tx.follow.findMany({
    where: {
      OR: [
        { followerId: viewerId, followeeId: otherId },
        { followerId: otherId, followeeId: viewerId },
      ],
    },
    select: { followerId: true },
  });
  const isFollowing = rows.some((r) => r.followerId === viewerId);
  const followsYou = rows.some((r) => r.followerId === otherId);
  return { is_following: isFollowing, follows_you: followsYou, is_connected: isFollowing && followsYou };
}
