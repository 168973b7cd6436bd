import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJobSource } from "~/domain/jobs/refresh/run-source.server";
import { MAX_PAGE_POSTINGS } from "~/domain/jobs/sources/jsonld.server";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import { POSTING_LIMITS } from "~/domain/jobs/sources/source-mapping.server";
import type { SourceConnectorName } from "~/domain/jobs/sources/source-types";
import { resetConfigForTests } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { useMigratedSqlite } from "../../fixtures/app-database";
import { startFakeJobBoards, type FakeJobBoards } from "../../fakes/job-boards";
import { configFor, FAST } from "../../unit/job-sources/helpers";

// Issue 53 item 8: postings that are clean data — one job per posting however boards spell the
// place, careers pages and every connector capped, and no answer read past a sane size.

let fake: FakeJobBoards;
const saved = { allow: process.env.LINK_PREVIEW_TEST_ALLOW };
const today = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000).toISOString();

describe("clean postings on SQLite", () => {
  useMigratedSqlite("clean-postings");

  beforeAll(async () => {
    fake = await startFakeJobBoards();
    process.env.LINK_PREVIEW_TEST_ALLOW = `127.0.0.1:${fake.port}`;
    resetConfigForTests();
  });
  afterAll(async () => {
    if (saved.allow === undefined) delete process.env.LINK_PREVIEW_TEST_ALLOW;
    else process.env.LINK_PREVIEW_TEST_ALLOW = saved.allow;
    resetConfigForTests();
    await fake?.close();
  });

  // Real limits (5 MB bodies); only the pace is quick.
  const connector = (name: SourceConnectorName) => sourceConnector(name, configFor(fake.env), FAST);
  const run = (source: SourceConnectorName, board?: string, extra: Partial<Parameters<typeof runJobSource>[2]> = {}) =>
    runJobSource(getDb(), source, { trigger: "cli", board, connector: connector(source), ...extra });

  it("files Adzuna's \"Dallas, Dallas County\" as a listing of Greenhouse's \"Dallas, TX\" posting", async () => {
    fake.setPostings("greenhouse", "lonestar", [
      {
        id: 7001,
        title: "Diesel Mechanic",
        first_published: today,
        updated_at: today,
        location: { name: "Dallas, TX" },
        absolute_url: "https://boards.greenhouse.io/lonestar/jobs/7001",
        metadata: [],
        content: "&lt;p&gt;Maintain our fleet of Class 8 trucks.&lt;/p&gt;",
        departments: [{ id: 1, name: "Maintenance" }],
        offices: [],
      },
    ]);
    fake.setPostings("adzuna", undefined, [
      {
        id: "5100000001",
        title: "Diesel Mechanic",
        description: "Maintain our fleet of Class 8 trucks.",
        created: today,
        redirect_url: "https://www.adzuna.com/land/ad/5100000001",
        company: { display_name: "Lone Star Freight, Inc." },
        location: { display_name: "Dallas, Dallas County", area: ["US", "Texas", "Dallas County", "Dallas"] },
        category: { label: "Logistics & Warehouse Jobs" },
        contract_time: "full_time",
      },
      {
        // Another city of the same employer and title: another job.
        id: "5100000002",
        title: "Diesel Mechanic",
        description: "Maintain our fleet of Class 8 trucks.",
        created: today,
        redirect_url: "https://www.adzuna.com/land/ad/5100000002",
        company: { display_name: "Lone Star Freight" },
        location: { display_name: "Fort Worth, Tarrant County", area: ["US", "Texas", "Tarrant County", "Fort Worth"] },
        category: { label: "Logistics & Warehouse Jobs" },
        contract_time: "full_time",
      },
    ]);
    expect(await run("greenhouse", "lonestar", { company: "Lone Star Freight" })).toMatchObject({ status: "succeeded", added: 1 });
    expect(await run("adzuna")).toMatchObject({ status: "succeeded", added: 2, listed: 1 });

    const db = getDb();
    const jobs = await db.job.findMany({ where: { title: "Diesel Mechanic" }, include: { listings: true }, orderBy: { id: "asc" } });
    expect(jobs.map((j) => [j.source, j.location, j.state])).toEqual([
      ["greenhouse", "Dallas, TX", "TX"],
      ["adzuna", "Fort Worth, TX", "TX"],
    ]);
    expect(jobs[0]!.listings).toMatchObject([{ source: "adzuna", externalId: "5100000001" }]);
    expect(jobs[1]!.listings).toEqual([]);
  });

  it("gives jobs stored under the earlier identity their new key before the next import", async () => {
    const db = getDb();
    // A Greenhouse job stored as "Houston, Texas" before places were compared as city + state:
    // its key is cleared by the migration; the run's backfill gives it the new one.
    const old = await db.job.create({
      data: {
        title: "Fleet Dispatcher",
        company: "Lone Star Freight",
        location: "Houston, Texas",
        description: "Dispatch our drivers.",
        source: "greenhouse",
        externalId: "lonestar:old-1",
        status: "open",
        identityKey: null,
      },
    });
    fake.setPostings("adzuna", undefined, [
      {
        id: "5100000003",
        title: "Fleet Dispatcher",
        description: "Dispatch our drivers.",
        created: today,
        redirect_url: "https://www.adzuna.com/land/ad/5100000003",
        company: { display_name: "Lone Star Freight" },
        location: { display_name: "Houston, Harris County", area: ["US", "Texas", "Harris County", "Houston"] },
        category: { label: "Logistics & Warehouse Jobs" },
        contract_time: "full_time",
      },
    ]);
    expect(await run("adzuna")).toMatchObject({ status: "succeeded", listed: 1 });
    const listings = await db.jobListing.findMany({ where: { jobId: old.id } });
    expect(listings).toMatchObject([{ source: "adzuna", externalId: "5100000003" }]);
  });

  it("cuts a 1,000,000-character description at a word and makes a title one line", async () => {
    const words = "Maintain and repair heavy equipment according to technical manuals. ";
    const description = words.repeat(Math.ceil(1_000_000 / words.length)).slice(0, 1_000_000);
    expect(description.length).toBe(1_000_000);
    const title = `Heavy Equipment\n   Mechanic\r\n(Night Shift)   ${"and much more ".repeat(20)}`;
    const rows = fake.generate("jsonld", 2, "/careers/huge-text") as Record<string, unknown>[];
    rows[0] = { ...rows[0], title, description };
    fake.setPostings("jsonld", "/careers/huge-text", rows);

    const summary = await run("jsonld", `${fake.origin}/careers/huge-text`);
    expect(summary).toMatchObject({ status: "succeeded", added: 2, rejectedCount: 0 });
    const job = await getDb().job.findFirstOrThrow({
      where: { source: "careers_page", sourceBoard: `${fake.origin}/careers/huge-text`, title: { startsWith: "Heavy Equipment" } },
    });
    expect(job.description.length).toBeLessThanOrEqual(POSTING_LIMITS.description);
    expect(job.description.length).toBeGreaterThan(POSTING_LIMITS.description * 0.9);
    expect(job.description.endsWith("…")).toBe(true);
    // Cut between words: what precedes the ellipsis is a whole word of the text.
    expect(job.description.slice(0, -1)).toMatch(/(Maintain|and|repair|heavy|equipment|according|to|technical|manuals\.)$/);
    expect(job.title).not.toMatch(/[\r\n]/);
    expect(job.title.startsWith("Heavy Equipment Mechanic (Night Shift) and much more")).toBe(true);
    expect(job.title.length).toBeLessThanOrEqual(POSTING_LIMITS.title);
    expect(job.title.endsWith("…")).toBe(true);
  });

  it("reads at most 200 postings of a careers page listing 1,500, and says so", async () => {
    fake.generate("jsonld", 1500, "/careers/flood");
    const summary = await run("jsonld", `${fake.origin}/careers/flood`);
    expect(summary.status).toBe("succeeded");
    // gen-0 and gen-1 were stored from the other page of this host (ids are host:identifier): updated, not added.
    expect(summary.added + summary.updated + summary.unchanged).toBe(MAX_PAGE_POSTINGS);
    expect(summary.rejected.flatMap((r) => r.reasons)).toContain(
      "the page lists 1,500 postings; only the first 200 are read (a careers page holds at most 200)",
    );
    expect(await getDb().job.count({ where: { sourceBoard: `${fake.origin}/careers/flood` } })).toBe(MAX_PAGE_POSTINGS);
  });

  it.each([
    ["adzuna", "/v1/api/jobs/us/search/1", undefined, 64 * 1024 * 1024, "5 MB"],
    ["greenhouse", "/v1/boards/lonestar/jobs", "lonestar", 256 * 1024 * 1024, "25 MB"],
    ["jsonld", "/careers/oversize", "oversize", 64 * 1024 * 1024, "5 MB"],
  ] as const)("%s stops reading an oversize answer while it streams and fails the run with that reason", async (source, path, board, bytes, limit) => {
    if (source === "jsonld") fake.setPage(path, "<html></html>");
    fake.oversizeNext(path, bytes);
    const target = source === "jsonld" ? `${fake.origin}${path}` : board;
    const summary = await run(source, target, source === "greenhouse" ? { company: "Lone Star Freight" } : {});
    expect(summary.status).toBe("failed");
    expect(summary.error).toMatch(new RegExp(`answered with more than ${limit}; stopped reading$`));
    const stored = await getDb().jobSourceRun.findUniqueOrThrow({ where: { id: summary.runId! } });
    expect(stored).toMatchObject({ status: "failed", error: summary.error });
    // The connection was dropped near the limit: the rest of the answer was never sent.
    await expect.poll(() => fake.streamed?.closedEarly).toBe(true);
    expect(fake.streamed!.sent).toBeLessThan(bytes / 2);
  });
});
