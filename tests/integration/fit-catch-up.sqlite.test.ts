import { describe, expect, it } from "vitest";
import { JOBS_WRITTEN_SINCE_SQL, jobIdsWrittenSince } from "~/domain/fit/fit-ranking.server";
import { getDb, sqliteParam } from "~/lib/db.server";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { useMigratedSqlite } from "../fixtures/app-database";

// Every auto-apply run and fit-first read first asks which postings were written since the
// veteran's list was ranked (usually none). After a bulk import all jobs share one updatedAt, and
// the planner's statistics then call the updatedAt index unselective: the question must still be
// an index read, not a walk of the whole Job table (it was 0.35 s of each run at 50,000 jobs).
describe("postings written since a list was ranked", () => {
  useMigratedSqlite("fit-catch-up");

  it("are found on the updatedAt index after a bulk import, in id order", async () => {
    const db = getDb();
    const importedAt = new Date(Date.now() - 60_000);
    await bulkSeed(db, { jobs: 1500 }, undefined, { seed: 7, now: importedAt });
    const rankedAt = new Date();

    const plan = await db.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${JOBS_WRITTEN_SINCE_SQL}`, sqliteParam(rankedAt));
    const details = plan.map((row) => row.detail);
    expect(details.some((d) => d.includes("Job_updatedAt_idx"))).toBe(true);
    expect(details.filter((d) => /^SCAN Job\b/.test(d))).toEqual([]);

    expect(await jobIdsWrittenSince(rankedAt)).toEqual([]);
    const [first, second] = await db.job.findMany({ orderBy: { id: "desc" }, take: 2, select: { id: true } });
    await db.job.update({ where: { id: first.id }, data: { title: "Dispatcher (changed)" } });
    await db.job.update({ where: { id: second.id }, data: { title: "Fleet Coordinator (changed)" } });
    expect(await jobIdsWrittenSince(rankedAt)).toEqual([second.id, first.id]);
    expect((await jobIdsWrittenSince(importedAt)).length).toBe(1500);
  });
});
