import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSearchQuerySchema, withSearchDefaults } from "@shared/schemas/job-search";
import { closeStaleJobs } from "~/domain/jobs/refresh/close-jobs.server";
import { runJobSource } from "~/domain/jobs/refresh/run-source.server";
import { searchJobs } from "~/domain/jobs/search.server";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import type { SourceConnectorName } from "~/domain/jobs/sources/source-types";
import { getDb } from "~/lib/db.server";
import { useMigratedMysql } from "../fixtures/app-database";
import { FAKE_BOARDS, startFakeJobBoards, type FakeJobBoards } from "../fakes/job-boards";
import { configFor, FAST } from "../unit/job-sources/helpers";

// The refresh on MariaDB: FULLTEXT search of new jobs, the raw lastSeenAt write, listings, closings and the run lease.
describe("job refresh on MariaDB", () => {
  useMigratedMysql();
  let fake: FakeJobBoards;
  beforeAll(async () => {
    fake = await startFakeJobBoards();
  });
  afterAll(() => fake?.close());

  const run = (source: SourceConnectorName, board?: string, company?: string) =>
    runJobSource(getDb(), source, {
      trigger: "cli",
      board,
      company,
      connector: sourceConnector(source, configFor(fake.env), FAST),
    });

  it("imports, finds, keeps unchanged postings as they were, lists a cross-source copy once and closes", async () => {
    const db = getDb();
    const federal = await run("usajobs");
    expect(federal).toMatchObject({ status: "succeeded", updated: 0 });
    expect(federal.added).toBeGreaterThan(0);
    expect(await db.jobFederalSeries.count()).toBeGreaterThan(0);

    fake.generate("greenhouse", 40, "liberty");
    fake.generate("lever", 40, "liberty-freight");
    expect(await run("greenhouse", "liberty", "Liberty Freight")).toMatchObject({ status: "succeeded", added: 40 });
    expect(await run("lever", "liberty-freight", "Liberty Freight")).toMatchObject({
      status: "succeeded",
      added: 40,
      listed: 40,
    });
    expect(await db.job.count({ where: { company: "Liberty Freight" } })).toBe(40);
    expect(await db.jobListing.count({ where: { source: "lever" } })).toBe(40);

    const last = await db.job.findFirstOrThrow({ where: { sourceBoard: "liberty" }, orderBy: { id: "desc" } });
    const found = await searchJobs(withSearchDefaults(jobSearchQuerySchema.parse({ q: last.title })), { id: 0, role: "admin" });
    expect(found.jobs.filter((j) => j.title === last.title)).toHaveLength(1);

    const before = await db.job.findMany({ select: { id: true, updatedAt: true, lastSeenAt: true }, orderBy: { id: "asc" } });
    const again = await run("greenhouse", "liberty", "Liberty Freight");
    expect(again).toMatchObject({ status: "succeeded", added: 0, updated: 0, unchanged: 40 });
    const after = await db.job.findMany({ select: { id: true, updatedAt: true, lastSeenAt: true }, orderBy: { id: "asc" } });
    expect(after.map(({ id, updatedAt }) => ({ id, updatedAt }))).toEqual(before.map(({ id, updatedAt }) => ({ id, updatedAt })));
    expect(after.find((j) => j.id === last.id)!.lastSeenAt!.getTime()).toBeGreaterThan(
      before.find((j) => j.id === last.id)!.lastSeenAt!.getTime() - 1,
    );

    const [removed] = fake.postings("greenhouse", "liberty") as { id: number }[];
    const removedListed = await db.job.findFirstOrThrow({
      where: { externalId: { endsWith: String(removed!.id) } },
      include: { listings: true },
    });
    expect(removedListed.listings).toHaveLength(1); // still on Lever: stays open
    fake.removePosting("greenhouse", "liberty", String(removed!.id));
    expect(await run("greenhouse", "liberty", "Liberty Freight")).toMatchObject({ status: "succeeded", closed: 0 });
    expect(await db.job.findUniqueOrThrow({ where: { id: removedListed.id } })).toMatchObject({ status: "open" });

    const stale = await closeStaleJobs(db, new Date(Date.now() + 15 * 24 * 60 * 60_000));
    expect(stale.stale).toBeGreaterThan(0);
    expect(await db.job.count({ where: { sourceBoard: "liberty", status: "open" } })).toBe(0);
  });

  it("imports once when two runs of a board start together", async () => {
    fake.generate("lever", 60, "together");
    const [a, b] = await Promise.all([run("lever", "together"), run("lever", "together")]);
    expect([a.status, b.status].sort()).toEqual(["skipped", "succeeded"]);
    expect(await getDb().job.count({ where: { sourceBoard: "together" } })).toBe(60);
  });

  it("reads the recorded Greenhouse board", async () => {
    expect(await run("greenhouse", FAKE_BOARDS.greenhouse)).toMatchObject({ status: "succeeded" });
  });
});
