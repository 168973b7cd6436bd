import { describe, expect, it } from "vitest";
import { loadVeteranMatchProfile } from "~/domain/matching/veteran-match-profile.server";
import { forYouRankingSql } from "~/domain/social/feed.server";
import { rankedPostViewsSql } from "~/domain/social/post-views.server";
import { dbReady, getDb, readRows } from "~/lib/db.server";
import { epochMsSql } from "~/lib/sql-dialect.server";
import { createSession, resolveSessionToken } from "~/lib/session.server";
import { useMigratedMysql } from "../fixtures/app-database";

// The reads every request makes are plain SQL (decision 009); they must read MariaDB's types
// (DATETIME, JSON, INT) the way they read SQLite's.
describe("hot reads on MariaDB: sessions, match profiles, feed pages", () => {
  useMigratedMysql();

  it("resolves a live session to its user, and nothing for revoked, expired or suspended ones", async () => {
    const db = getDb();
    const user = await db.user.create({
      data: { emailVerifiedAt: new Date(), email: "hot@example.com", fullName: "Hot Path", role: "employer" },
    });
    const { token } = await createSession(user.id, "api");
    const resolved = await resolveSessionToken(token);
    expect(resolved).toEqual({
      user: {
        id: user.id,
        email: "hot@example.com",
        fullName: "Hot Path",
        role: "employer",
        profilePicUrl: null,
        emailVerified: true,
      },
      sessionId: expect.any(Number),
    });

    await db.session.update({ where: { id: resolved?.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resolveSessionToken(token)).toBeNull();

    const second = await createSession(user.id, "api");
    await db.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    expect(await resolveSessionToken(second.token)).toBeNull();

    const third = await createSession(user.id, "api");
    await db.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    expect(await resolveSessionToken(third.token)).toBeNull();
    expect(await resolveSessionToken("no-such-token")).toBeNull();
  });

  it("reads the veteran's match profile with JSON lists and the auto-apply minimum salary", async () => {
    const db = getDb();
    const user = await db.user.create({
      data: {
        emailVerifiedAt: new Date(),
        email: "match@example.com",
        fullName: "Match Me",
        veteranProfile: {
          create: {
            militaryBranch: "Army",
            mosCode: "25B",
            militaryRank: "SSG",
            yearsOfService: 8,
            clearanceLevel: "Secret",
            skills: ["help desk", "networking"],
            desiredRoles: ["IT Support"],
            location: "Austin, TX",
          },
        },
        autoApplySettings: { create: { minSalary: 65000 } },
      },
    });
    expect(await loadVeteranMatchProfile(user.id)).toEqual({
      branch: "Army",
      code: "25B",
      rank: "SSG",
      yearsOfService: 8,
      clearance: "Secret",
      skills: ["help desk", "networking"],
      desiredRoles: ["IT Support"],
      industries: [],
      location: "Austin, TX",
      minSalary: 65000,
      verified: false,
    });
    const bare = await db.user.create({
      data: { emailVerifiedAt: new Date(), email: "bare@example.com", fullName: "No Profile" },
    });
    expect(await loadVeteranMatchProfile(bare.id)).toBeNull();
  });

  // Callers add and compare these values: MariaDB types COUNT and TIMESTAMPDIFF as BIGINT (the
  // driver's BigInt) and SUM of integers as DECIMAL (its string), which must come back as numbers.
  it("reads BIGINT and DECIMAL results as numbers and keeps NULL", async () => {
    const read = () =>
      readRows<Record<string, unknown>>(
        `SELECT COUNT(*) AS n, SUM(v) AS total, SUM(CASE WHEN v > 100 THEN v END) AS none,
          CAST(? AS DECIMAL(10, 2)) AS price, TIMESTAMPDIFF(SECOND, '1970-01-01', '1970-01-02') AS seconds, 'text' AS label
        FROM (SELECT 2 AS v UNION ALL SELECT 3) t`,
        "12.50",
      );
    const expected = [{ n: 2, total: 5, none: null, price: 12.5, seconds: 86_400, label: "text" }];
    expect(await read()).toEqual(expected);
    // The second run reuses the prepared statement (and its column types) on that connection.
    expect(await read()).toEqual(expected);
  });

  // For You and Trending rank by this value (decision 054): exact milliseconds, before and after 1970.
  it("reads a DATETIME(3) as its milliseconds since 1970 UTC", async () => {
    const at = (text: string) => readRows<{ ms: number }>(`SELECT ${epochMsSql("CAST(? AS DATETIME(3))")} AS ms`, text);
    expect(await at("2026-11-29 09:30:15.123")).toEqual([{ ms: Date.UTC(2026, 10, 29, 9, 30, 15, 123) }]);
    expect(await at("1970-01-01 00:00:00.001")).toEqual([{ ms: 1 }]);
    expect(await at("1969-12-31 23:59:59.999")).toEqual([{ ms: -1 }]);
    expect(await at("1999-12-31 23:59:59.999")).toEqual([{ ms: Date.UTC(1999, 11, 31, 23, 59, 59, 999) }]);
  });

  // Decision 055: readRows' statements plan from index statistics, not by counting equal keys in the
  // B-tree. With the Bookmark table empty (as on a new site), counting made the page's views look the
  // viewer's bookmarks up by the viewer's index, a walk over all of them for each post once they have many.
  it("plans a feed page's views on the viewer's keys: the bookmark by (post, viewer)", async () => {
    const db = await dbReady();
    const [author, viewer] = await Promise.all(
      ["plan-author@example.com", "plan-viewer@example.com"].map((email) =>
        db.user.create({ data: { emailVerifiedAt: new Date(), email, fullName: "Plan Check", role: "veteran" } }),
      ),
    );
    await db.post.createMany({ data: Array.from({ length: 30 }, (_, i) => ({ authorId: author.id, content: `post ${i}` })) });
    const { sql, params } = rankedPostViewsSql(viewer.id, await forYouRankingSql(viewer.id, { skip: 0, limit: 20 }));
    const plan = await readRows<{ table: string; type: string; key: string | null }>(`EXPLAIN ${sql}`, ...params);
    expect(plan.find((step) => step.table === "b")).toMatchObject({ type: "eq_ref", key: "PRIMARY" });
    expect(plan.find((step) => step.table === "r")).toMatchObject({ type: "eq_ref", key: "Reaction_postId_userId_key" });
    expect(plan.find((step) => step.table === "f")).toMatchObject({ type: "eq_ref", key: "PRIMARY" });
  });

  // Decision 052: reads run as statements prepared once per connection, and each connection keeps
  // at most 64 of them, so the server's prepared statements stay bounded however many texts come.
  it("reuses a prepared read and keeps at most 64 statements a connection however many texts are read", async () => {
    const serverCount = async (name: string) => {
      const [row] = await readRows<{ Value: string }>(`SHOW GLOBAL STATUS WHERE Variable_name = ?`, name);
      return Number(row.Value);
    };
    const connections = 10; // the pool's default connection_limit (the test URL sets none)
    expect(new URL(process.env.DATABASE_URL ?? "").searchParams.has("connection_limit")).toBe(false);

    await readRows("SELECT ? + 1 AS x", 1);
    const preparesBefore = await serverCount("Com_stmt_prepare");
    for (let i = 0; i < 30; i++) expect(await readRows<{ x: number }>("SELECT ? + 1 AS x", i)).toEqual([{ x: i + 1 }]);
    // Only the status reads themselves and connections that had not run it yet prepare again.
    expect((await serverCount("Com_stmt_prepare")) - preparesBefore).toBeLessThanOrEqual(connections + 1);

    const heldBefore = await serverCount("Prepared_stmt_count");
    for (let i = 0; i < 700; i++) expect(await readRows<{ x: number }>(`SELECT ? + ${i} AS x`, 1)).toEqual([{ x: i + 1 }]);
    const held = (await serverCount("Prepared_stmt_count")) - heldBefore;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(64 * connections);
  });
});
