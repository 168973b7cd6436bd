// After `seed` loads volumes into MariaDB, the optimizer's statistics count the new rows at once
// rather than after InnoDB's background recount (which waits at least 10 s per table): plans made
// in between were seen to scan every tag row for one page of posts.
import { describe, expect, it } from "vitest";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { bulkSeedSocial } from "../../seed/bulk-social.server";
import { dbReady, readRows } from "~/lib/db.server";
import { useMigratedMysql } from "../fixtures/app-database";

describe("bulk seeding on MariaDB", () => {
  const database = useMigratedMysql();

  async function counted(table: string): Promise<number> {
    const [row] = await readRows<{ n: number }>(
      "SELECT n_rows AS n FROM mysql.innodb_table_stats WHERE database_name = ? AND table_name = ?",
      database.name,
      table,
    );
    return Number(row?.n ?? 0);
  }

  it("the bulk seeders leave MariaDB's statistics counting what they inserted", async () => {
    const db = await dbReady();
    await bulkSeed(db, { veterans: 40, employers: 2, jobs: 30 }, undefined, { seed: 7 });
    expect(await counted("VeteranProfile")).toBe(await db.veteranProfile.count());
    expect(await counted("Job")).toBe(await db.job.count());

    const social = await bulkSeedSocial(db, 300);
    expect(social.posts).toBe(300);
    expect(await counted("Post")).toBe(300);
    expect(await counted("PostHashtag")).toBe(await db.postHashtag.count());
    expect(await counted("Reaction")).toBe(await db.reaction.count());
  }, 120_000);
});
