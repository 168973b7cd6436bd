/**
 * The fit-first page read from the veteran's stored list (issue 53 item 3): the list holds their
 * best TOP_MATCHES open jobs scored whole (rankVeteran) and kept current by the nearline queue, so
 * its order is the brute-force order at any catalogue size. A list that is missing or was ranked
 * for another profile or scorer is queued for ranking and the caller answers from its candidates
 * meanwhile (docs/decisions/109-fit-first-from-the-stored-list.md).
 */
import { LRUCache } from "lru-cache";
import { getDb, readRows, type DbTx } from "~/lib/db.server";
import type { VeteranFit } from "~/domain/matching/fit-score.server";
import { FIT_SCORER_VERSION } from "~/domain/matching/fit-version";
import { profileFitVersion } from "./fit-inputs.server";
import { queueFitWork } from "./fit-queue.server";
import { catchUp } from "./fit-ranking.server";

/** Jobs written since the list was brought up to date that a read scores in itself; more wait for the queue. */
const CATCH_UP_LIMIT = 200;

export interface StoredFitList {
  /**
   * The listed jobs from `offset`, at most `limit`, best first (score, then the newer job), as the
   * fit-first page orders them: a page reads as far down the list as its filters need, not all 1,000.
   */
  read: (offset: number, limit: number) => Promise<{ jobId: number; score: number }[]>;
  /** True when the list holds every open job it has seen (fewer than TOP_MATCHES were ranked): nothing below it is missing. */
  complete: boolean;
}

/** Veterans whose ranking this process queued lately: a burst of searches queues it once. */
const recentlyQueued = new LRUCache<number, true>({ max: 10_000, ttl: 5 * 60_000 });

export async function storedFitList(userId: number, veteran: VeteranFit, db: DbTx = getDb()): Promise<StoredFitList | null> {
  const state = await db.fitIndexState.findUnique({
    where: { userId },
    select: { profileVersion: true, scorerVersion: true, floor: true, rankedAt: true },
  });
  const current =
    state !== null &&
    state.scorerVersion === FIT_SCORER_VERSION &&
    state.profileVersion === profileFitVersion(veteran.profileKey);
  if (!current) {
    if (!recentlyQueued.has(userId)) {
      recentlyQueued.set(userId, true);
      await queueFitWork({ kind: "profile", userId });
    }
    return null;
  }
  // Postings written since the list was last brought up to date (outside the queue's reach, or not
  // yet reached by it): a few are scored in now; many mean an import the queue is still working on.
  const behind = await readRows<{ id: number | bigint }>(
    `SELECT id FROM Job WHERE updatedAt >= ? LIMIT ${CATCH_UP_LIMIT + 1}`,
    state.rankedAt,
  );
  if (behind.length > CATCH_UP_LIMIT) return null;
  if (behind.length > 0) await catchUp(userId, db as Parameters<typeof catchUp>[1]);
  // In SQL: the ORM's row mapping of a 1,000-row list was a quarter of a fit-first page.
  const read = async (offset: number, limit: number) => {
    const rows = await readRows<{ jobId: number | bigint; score: number | bigint }>(
      `SELECT jobId, score FROM JobFit WHERE userId = ? ORDER BY score DESC, jobId DESC LIMIT ${Math.floor(limit)} OFFSET ${Math.floor(offset)}`,
      userId,
    );
    return rows.map((row) => ({ jobId: Number(row.jobId), score: Number(row.score) }));
  };
  return { read, complete: state.floor === 0 };
}
