import { getDb, readRows, type DbTx } from "~/lib/db.server";

/**
 * A block hides two people from each other everywhere, whoever blocked whom: posts and comments,
 * profiles, mentions, suggestions, presence, typing and messages. Every such rule asks this module.
 */

/** Blocks between one user and others, both directions, in one query. */
export async function blocksBetween(userId: number, others: readonly number[], tx: DbTx = getDb()): Promise<{ iBlocked: Set<number>; blockedMe: Set<number> }> {
  const iBlocked = new Set<number>();
  const blockedMe = new Set<number>();
  if (others.length === 0) return { iBlocked, blockedMe };
  const rows = await tx.userBlock.findMany({
    where: {
      OR: [
        { blockerId: userId, blockedId: { in: [...others] } },
        { blockedId: userId, blockerId: { in: [...others] } },
      ],
    },
    select: { blockerId: true, blockedId: true },
  });
  for (const row of rows) {
    if (row.blockerId === userId) iBlocked.add(row.blockedId);
    else blockedMe.add(row.blockerId);
  }
  return { iBlocked, blockedMe };
}

/** Of `others`, those with a block either way with `userId`. */
export async function blockedEitherWay(userId: number, others: readonly number[], tx: DbTx = getDb()): Promise<Set<number>> {
  const { iBlocked, blockedMe } = await blocksBetween(userId, others, tx);
  return new Set([...iBlocked, ...blockedMe]);
}

export async function isBlockedEitherWay(a: number, b: number, tx: DbTx = getDb()): Promise<boolean> {
  return (await blockedEitherWay(a, [b], tx)).size > 0;
}

/** The users `?` blocked or was blocked by, as one column `id` (both halves read an index: the key, then UserBlock_blockedId_idx). */
export const BLOCKED_IDS_SQL = "SELECT blockedId AS id FROM UserBlock WHERE blockerId = ? UNION SELECT blockerId AS id FROM UserBlock WHERE blockedId = ?";

/** Everyone with a block either way with `userId`. */
export async function blockedIdsOf(userId: number): Promise<number[]> {
  const rows = await readRows<{ id: number | bigint }>(BLOCKED_IDS_SQL, userId, userId);
  return rows.map((r) => Number(r.id));
}

/** "A block either way between `viewer` and the user in column `column`", as SQL (two key lookups). */
export function blockedWithSql(viewerId: number, column: string): { sql: string; params: unknown[] } {
  return {
    sql: `(EXISTS(SELECT 1 FROM UserBlock bx WHERE bx.blockerId = ? AND bx.blockedId = ${column}) OR EXISTS(SELECT 1 FROM UserBlock by2 WHERE by2.blockerId = ${column} AND by2.blockedId = ?))`,
    params: [viewerId, viewerId],
  };
}
