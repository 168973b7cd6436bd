import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { isWriteConflict } from "~/lib/errors.server";
import { insertThen } from "~/lib/raw-transaction.server";
import { useMigratedMysql } from "../fixtures/app-database";

// insertThen on MariaDB runs its transaction again when InnoDB picks it as a deadlock's victim.
// The deadlock is made on purpose: another connection holds tag "b" and, once insertThen waits for
// "b" while holding "a", asks for "a". InnoDB rolls back the transaction that changed fewer rows,
// and the other connection has inserted many rows first, so the victim is insertThen's.
const UPDATE_B = "UPDATE Hashtag SET postsCount = postsCount + 1 WHERE tag = 'b'";

describe("insertThen on MariaDB after a deadlock", () => {
  const database = useMigratedMysql();

  /** Until another connection runs UPDATE_B and waits for its lock (the process list, not INNODB_TRX: InnoDB refreshes that only when unread for 0.1 s). */
  async function untilWaitingForB(): Promise<void> {
    const observer = await database.connect();
    try {
      for (;;) {
        const [waiting] = (await observer.query(
          "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE command IN ('Query', 'Execute') AND info = ? AND id <> CONNECTION_ID()",
          [UPDATE_B],
        )) as Array<{ n: bigint }>;
        if (Number(waiting.n) > 0) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      await observer.end();
    }
  }

  /**
   * A connection in a transaction that has inserted many rows of its own (so InnoDB picks the other
   * side as the victim; inserts lock only the new rows, no gaps the other side needs) and holds tag "b".
   */
  async function otherHoldingB(prefix: string) {
    const other = await database.connect();
    await other.beginTransaction();
    await other.query(
      `INSERT INTO Hashtag (tag, postsCount) VALUES ${Array.from({ length: 200 }, (_, i) => `('${prefix}${i}', 0)`).join(", ")}`,
    );
    await other.query(UPDATE_B);
    return other;
  }

  it("runs the rolled-back transaction again and it lands whole", async () => {
    const db = getDb();
    await db.hashtag.createMany({ data: ["a", "b"].map((tag) => ({ tag, postsCount: 0 })) });
    const other = await otherHoldingB("zz");
    try {
      let attempts = 0;
      const writes = insertThen({ sql: "INSERT INTO Hashtag (tag, postsCount) VALUES (?, 0)", params: ["new"] }, (id) => {
        attempts++;
        return [
          { sql: "UPDATE Hashtag SET postsCount = postsCount + 1 WHERE tag = 'a'", params: [] },
          { sql: UPDATE_B, params: [] },
          { sql: "UPDATE Hashtag SET postsCount = 100 WHERE id = ?", params: [id] },
        ];
      });
      // Wait until insertThen's transaction runs its update of "b", which waits for the other's lock.
      await untilWaitingForB();
      await other.query("UPDATE Hashtag SET postsCount = postsCount + 1 WHERE tag = 'a'");
      await other.commit();

      const { id } = await writes;
      expect(attempts).toBe(2);
      const rows = await db.hashtag.findMany({
        where: { tag: { in: ["a", "b", "new"] } },
        orderBy: { tag: "asc" },
        select: { tag: true, postsCount: true, id: true },
      });
      // The other transaction's changes and exactly one run of insertThen's.
      expect(rows.map(({ tag, postsCount }) => ({ tag, postsCount }))).toEqual([
        { tag: "a", postsCount: 2 },
        { tag: "b", postsCount: 2 },
        { tag: "new", postsCount: 100 },
      ]);
      expect(rows[2].id).toBe(id);
    } finally {
      await other.end();
    }
  });

  // A list's writes (rankVeteran) run raw statements in an ORM transaction: when InnoDB picks it as a
  // deadlock's victim the error is P2010 with MySQL's code, and the ranking must know to run again.
  it("knows an ORM transaction's raw statement that lost a deadlock as a write conflict", async () => {
    const db = getDb();
    await db.hashtag.createMany({ data: ["c", "d"].map((tag) => ({ tag, postsCount: 0 })) });
    const other = await otherHoldingB("yy");
    try {
      const victim = db
        .$transaction(async (tx) => {
          await tx.$executeRawUnsafe("UPDATE Hashtag SET postsCount = postsCount + 1 WHERE tag = 'c'");
          await tx.$executeRawUnsafe(UPDATE_B);
        })
        .catch((e: unknown) => e);
      await untilWaitingForB();
      await other.query("UPDATE Hashtag SET postsCount = postsCount + 1 WHERE tag = 'c'");
      await other.commit();
      const error = await victim;
      expect(error).toBeInstanceOf(Error);
      expect(isWriteConflict(error)).toBe(true);
      expect(isWriteConflict(new Error("Deadlock found"))).toBe(false);
    } finally {
      await other.end();
    }
  });
});
