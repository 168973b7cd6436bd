import { describe, expect, it } from "vitest";
import { followingCandidatesSql, forYouRankingSql, trendingRankingSql } from "../../remix-app/domain/social/feed.server";
import { getDb } from "../../remix-app/lib/db.server";
import { useMigratedSqlite } from "../fixtures/app-database";
import { socialFeedCases } from "../fixtures/social-feed-cases";

describe("feed reads on SQLite", () => {
  useMigratedSqlite("social-feed");
  socialFeedCases();

  it("For You's ranking read walks the newest-posts index in order, never a multi-index OR over the posts", async () => {
    const [viewer] = await getDb().user.findMany({ where: { following: { some: {} } }, take: 1, select: { id: true } });
    const { sql, params } = await forYouRankingSql(viewer.id, { skip: 0, limit: 20 });
    expect(params).toContain(0); // the followee list, padded
    const plan = (await getDb().$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((row) => row.detail);
    expect(plan).toContain("SCAN p USING COVERING INDEX Post_newest_feed_idx");
    expect(plan.join(" | ")).not.toMatch(/MULTI-INDEX OR|USING INDEX Post_privacy/);
  });
  it("Trending's ranking read walks the most-reacted index alone, never a multi-index OR over the week's posts", async () => {
    const [viewer] = await getDb().user.findMany({ where: { following: { some: {} } }, take: 1, select: { id: true } });
    const { sql, params } = trendingRankingSql(viewer.id, { skip: 0, limit: 20 }, new Date());
    const plan = (await getDb().$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((row) => row.detail);
    expect(plan).toContain("SEARCH p USING COVERING INDEX Post_trending_feed_idx (reactionCount>?)");
    expect(plan.join(" | ")).not.toMatch(/MULTI-INDEX OR|USING INDEX Post_privacy/);
  });
  it("Following's merge reads each followee's newest posts from their index and sorts them once, not once per followee", async () => {
    const authors = (await getDb().user.findMany({ take: 3, select: { id: true } })).map((u) => u.id);
    const { sql, params } = followingCandidatesSql(authors, 20);
    const plan = (await getDb().$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((row) => row.detail);
    expect(plan.filter((step) => step === "SEARCH p USING COVERING INDEX Post_author_feed_idx (authorId=?)")).toHaveLength(3);
    expect(plan.filter((step) => step === "USE TEMP B-TREE FOR ORDER BY")).toHaveLength(1);
    expect(plan.join(" | ")).not.toContain("MERGE");
  });
});
