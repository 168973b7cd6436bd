import { describe, expect, it } from "vitest";
import { followingCandidatesSql, forYouRankingSql, trendingRankingSql } from "~/domain/social/feed.server";
import { rankedPostViewsSql } from "~/domain/social/post-views.server";
import { getDb } from "~/lib/db.server";
import { useMigratedSqlite } from "../fixtures/app-database";
import { socialFeedCases } from "../fixtures/social-feed-cases";

/** A page's views are read from its ranked ids outwards: the page first, then each post by its id. */
function expectPageJoinedOutwards(plan: string[], pageTable = "rk") {
  const page = plan.indexOf(`SCAN ${pageTable}`);
  expect(page).toBeGreaterThan(0);
  expect(plan.slice(page + 1)[0]).toBe("SEARCH p USING INTEGER PRIMARY KEY (rowid=?)");
}

describe("feed reads on SQLite", () => {
  useMigratedSqlite("social-feed");
  socialFeedCases();

  it("For You's page walks the newest-posts index in order, never a multi-index OR over the posts, and reads its posts by id", async () => {
    const [viewer] = await getDb().user.findMany({ where: { following: { some: {} } }, take: 1, select: { id: true } });
    const { sql, params } = rankedPostViewsSql(viewer.id, await forYouRankingSql(viewer.id, { skip: 0, limit: 20 }));
    expect(params).toContain(0); // the followee list, padded
    const plan = (await getDb().$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((row) => row.detail);
    expectPageJoinedOutwards(plan);
    expect(plan).toContain("SCAN p USING COVERING INDEX Post_newest_feed_idx");
    expect(plan.join(" | ")).not.toMatch(/MULTI-INDEX OR|USING INDEX Post_privacy/);
  });
  it("Trending's page walks the most-reacted index over the posts still in the window alone, never a multi-index OR over the week's posts, and reads its posts by id", async () => {
    const [viewer] = await getDb().user.findMany({ where: { following: { some: {} } }, take: 1, select: { id: true } });
    const { sql, params } = rankedPostViewsSql(viewer.id, trendingRankingSql(viewer.id, { skip: 0, limit: 20 }, new Date()));
    const plan = (await getDb().$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((row) => row.detail);
    expectPageJoinedOutwards(plan);
    expect(plan).toContain("SEARCH p USING COVERING INDEX Post_trending_feed_idx (trendingWindow=? AND reactionCount>?)");
    expect(plan.join(" | ")).not.toMatch(/MULTI-INDEX OR|USING INDEX Post_privacy/);
  });
  it("Following's page merges each followee's newest posts as their index reads them, with no sort of the candidates, and reads its posts by id", async () => {
    const authors = (await getDb().user.findMany({ take: 3, select: { id: true } })).map((u) => u.id);
    const { sql, params } = rankedPostViewsSql(authors[0], followingCandidatesSql(authors, { skip: 0, limit: 20 }));
    const plan = (await getDb().$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((row) => row.detail);
    // The page's subquery (c) is read in the merge's order, so the page is not sorted again either.
    expectPageJoinedOutwards(plan, "c");
    expect(plan.filter((step) => step === "SEARCH p USING COVERING INDEX Post_author_feed_idx (authorId=?)")).toHaveLength(3);
    expect(plan.filter((step) => step === "MERGE (UNION ALL)")).toHaveLength(2);
    expect(plan.join(" | ")).not.toContain("TEMP B-TREE");
  });
});
