import type { ScheduledJob } from "~/lib/scheduler-lease.server";
import { writeTogether } from "~/lib/raw-transaction.server";
import { TRENDING_WINDOW_MS } from "./feed.server";

const HOUR_MS = 3_600_000;

/**
 * Clears Post.trendingWindow on the posts that have aged past Trending's 7 days, so Trending's walk
 * (most reacted first, on the flagged posts only) reads about a week of posts however long the
 * history (docs/decisions/053). A post is flagged from its creation (the column's default) and
 * cleared only here, only once it is older than the window: a late run costs the walk a few more
 * entries to skip, never a post that belongs in Trending. Raw SQL: the ORM would also touch updatedAt.
 */
export async function clearAgedTrendingWindow(now = new Date()): Promise<void> {
  await writeTogether([
    {
      sql: "UPDATE Post SET trendingWindow = ? WHERE trendingWindow = ? AND createdAt < ?",
      params: [false, true, new Date(now.getTime() - TRENDING_WINDOW_MS)],
    },
  ]);
}

/** The hourly run for the scheduler: once an hour across processes and instances (the lease). */
export function trendingWindowJob(): ScheduledJob {
  return {
    name: "trending-window",
    periodMs: HOUR_MS,
    leaseMs: 10 * 60_000,
    run: async ({ now }) => {
      await clearAgedTrendingWindow(now);
      return {};
    },
  };
}
