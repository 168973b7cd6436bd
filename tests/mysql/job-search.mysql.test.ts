import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSearchQuerySchema, searchParamsToObject, withSearchDefaults } from "@shared/schemas/job-search";
import { searchJobs, type JobViewer } from "~/domain/jobs/search.server";
import { getDb } from "~/lib/db.server";
import { isDomainError } from "~/lib/errors.server";
import { parseInput } from "~/lib/http.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import {
  createScenarioVeteran,
  insertScenarioJobs,
  jobSearchScenarios,
  type SearchCall,
  type SearchResponse,
} from "../fixtures/job-search-scenarios";
import { testDatabase } from "../fixtures/mysql-database";
import { pointAppAt } from "../fixtures/app-database";

// The domain search (as GET /api/jobs calls it) on a migrated MariaDB: FULLTEXT instead of FTS5.
describe("job search on MariaDB", () => {
  const database = testDatabase();
  let appDatabase: { restore(): Promise<void> } | undefined;
  const viewers: Record<"veteran" | "employer", JobViewer> = {
    veteran: { id: 0, role: "veteran" },
    employer: { id: 0, role: "employer" },
  };

  const search: SearchCall = async (params, viewer = "veteran"): Promise<SearchResponse> => {
    try {
      const raw = parseInput(jobSearchQuerySchema, searchParamsToObject(new URLSearchParams(params)));
      const result = await searchJobs(withSearchDefaults(raw), viewers[viewer]);
      return { status: 200, body: JSON.parse(JSON.stringify(result)) as SearchResponse["body"] };
    } catch (e) {
      if (isDomainError(e)) return { status: e.status, body: { detail: e.detail } };
      throw e;
    }
  };

  beforeAll(async () => {
    await applyPendingMigrations(database.url);
    appDatabase = pointAppAt(database.url);
    const db = getDb();
    await insertScenarioJobs(db);
    viewers.veteran.id = await createScenarioVeteran(db, "searcher@example.com");
    viewers.employer.id = (
      await db.user.create({
        data: { emailVerifiedAt: new Date(), email: "hirer@example.com", fullName: "Hiring Manager", role: "employer" },
      })
    ).id;
  });

  afterAll(async () => {
    await appDatabase?.restore();
    await database.drop();
  });

  jobSearchScenarios(() => search);

  it("bumps the jobs version in the triggers, so the search cache sees another connection's writes", async () => {
    const version = async () => (await getDb().jobsVersion.findUniqueOrThrow({ where: { id: 1 } })).version;
    expect((await search({ q: "lighthouse" })).body.total).toBe(0);
    const before = await version();
    const other = await database.connect();
    try {
      const now = new Date();
      const inserted = await other.query(
        "INSERT INTO Job (title, company, description, postedAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)",
        ["Lighthouse Keeper", "Coast Co", "Keep the light on.", now, now, now],
      );
      const id = Number((inserted as { insertId: number | bigint }).insertId);
      expect(await version()).toBe(before + 1);
      expect((await search({ q: "lighthouse" })).body.jobs?.map((job) => job.id)).toEqual([id]);

      await other.query("UPDATE Job SET viewCount = viewCount + 1, updatedAt = ? WHERE id = ?", [new Date(), id]);
      expect(await version()).toBe(before + 1);

      await other.query("UPDATE Job SET title = ? WHERE id = ?", ["Lighthouse Technician", id]);
      expect(await version()).toBe(before + 2);
      expect((await search({ q: "lighthouse" })).body.jobs?.map((job) => job.title)).toEqual(["Lighthouse Technician"]);

      await other.query("DELETE FROM Job WHERE id = ?", [id]);
      expect(await version()).toBe(before + 3);
      expect((await search({ q: "lighthouse" })).body.total).toBe(0);
    } finally {
      await other.end();
    }
  });
});
