import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSearchQuerySchema, withSearchDefaults } from "@shared/schemas/job-search";
import { searchJobs } from "~/domain/jobs/search.server";
import { closeStaleJobs } from "~/domain/jobs/refresh/close-jobs.server";
import { runJobSource } from "~/domain/jobs/refresh/run-source.server";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import type { SourceConnector, SourceConnectorName } from "~/domain/jobs/sources/source-types";
import { resetConfigForTests } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { useMigratedSqlite } from "../../fixtures/app-database";
import { FAKE_BOARDS, startFakeJobBoards, type FakeJobBoards } from "../../fakes/job-boards";
import { configFor, FAST } from "../../unit/job-sources/helpers";

let fake: FakeJobBoards;
const saved = { allow: process.env.LINK_PREVIEW_TEST_ALLOW };

describe("job refresh on SQLite", () => {
  useMigratedSqlite("job-refresh");

  beforeAll(async () => {
    fake = await startFakeJobBoards();
    // Careers pages go through the SSRF rules of link previews: only the fake's address passes (tests only).
    process.env.LINK_PREVIEW_TEST_ALLOW = `127.0.0.1:${fake.port}`;
    resetConfigForTests();
  });
  afterAll(async () => {
    if (saved.allow === undefined) delete process.env.LINK_PREVIEW_TEST_ALLOW;
    else process.env.LINK_PREVIEW_TEST_ALLOW = saved.allow;
    resetConfigForTests();
    await fake?.close();
  });

  const connector = (name: SourceConnectorName) => sourceConnector(name, configFor(fake.env), FAST);
  const run = (source: SourceConnectorName, board?: string, extra: Partial<Parameters<typeof runJobSource>[2]> = {}) =>
    runJobSource(getDb(), source, { trigger: "cli", board, connector: connector(source), ...extra });

  const search = async (q: string) => {
    const result = await searchJobs(withSearchDefaults(jobSearchQuerySchema.parse({ q })), { id: 0, role: "admin" });
    return result.jobs;
  };

  const careersPage = () => `${fake.origin}${FAKE_BOARDS.jsonld}`;

  describe("job refresh from the fake job boards", () => {
    const firstCounts = new Map<string, number>();

    it("fills searchable, correctly mapped jobs from each source", async () => {
      const runs = [
        await run("usajobs"),
        await run("greenhouse", FAKE_BOARDS.greenhouse),
        await run("lever", FAKE_BOARDS.lever),
        await run("adzuna"),
        await run("jsonld", careersPage()),
      ];
      for (const summary of runs) {
        expect(summary, `${summary.source}: ${summary.error}`).toMatchObject({
          status: "succeeded",
          updated: 0,
          resumed: false,
          full: true,
        });
        expect(summary.added).toBeGreaterThan(0);
        firstCounts.set(summary.source, summary.added - summary.listed + summary.unchanged);
      }
      const db = getDb();
      expect(await db.jobSourceRun.count({ where: { status: "succeeded" } })).toBe(5);

      const greenhouse = await db.job.findUniqueOrThrow({
        where: { source_externalId: { source: "greenhouse", externalId: "northwind:4012345" } },
      });
      expect(greenhouse).toMatchObject({
        title: "Logistics Coordinator",
        company: "Northwind Logistics",
        location: "Norfolk, VA",
        state: "VA",
        country: "US",
        clearanceRequired: "Secret",
        status: "open",
        sourceBoard: FAKE_BOARDS.greenhouse,
        applyUrl: "https://boards.greenhouse.io/northwind/jobs/4012345",
      });
      expect(greenhouse.lastSeenAt).toBeInstanceOf(Date);
      expect(greenhouse.identityKey).toMatch(/^[0-9a-f]{40}$/);

      const federal = await db.job.findFirstOrThrow({ where: { source: "usajobs" }, include: { federalSeries: true } });
      expect(federal.federalSeries.length).toBeGreaterThan(0);
      expect(federal.federalSeries[0]!.series).toMatch(/^\d{4}$/);
      expect(await db.job.count({ where: { source: "careers_page", sourceBoard: careersPage() } })).toBeGreaterThan(0);

      // Searchable at once, through the search cache as a veteran's search goes.
      expect((await search("Remote Fleet Analyst")).map((j) => j.title)).toContain("Remote Fleet Analyst");
      expect((await search(federal.title)).map((j) => j.id)).toContain(federal.id);
    });

    it("keeps one job for a posting on Greenhouse and on Lever, with the second as its listing", async () => {
      const db = getDb();
      // The same three postings on a Greenhouse board and a Lever site of one employer.
      fake.generate("greenhouse", 3, "liberty");
      fake.generate("lever", 3, "liberty-freight");
      const gh = await run("greenhouse", "liberty", { company: "Liberty Freight" });
      const lever = await run("lever", "liberty-freight", { company: "Liberty Freight, Inc." });
      expect(gh).toMatchObject({ status: "succeeded", added: 3, listed: 0 });
      expect(lever).toMatchObject({ status: "succeeded", added: 3, listed: 3 });
      const jobs = await db.job.findMany({ where: { company: { startsWith: "Liberty Freight" } }, include: { listings: true } });
      expect(jobs).toHaveLength(3);
      for (const job of jobs) {
        expect(job.source).toBe("greenhouse");
        expect(job.listings).toMatchObject([{ source: "lever", board: "liberty-freight" }]);
      }
      const title = jobs[0]!.title;
      expect((await search(title)).filter((j) => j.title === title)).toHaveLength(1);

      // The recorded Lever posting of "Logistics Coordinator" is a year older than Greenhouse's: two jobs.
      expect(await db.job.count({ where: { title: "Logistics Coordinator", company: "Northwind Logistics" } })).toBe(2);
    });

    it("changes nothing on a second run with nothing new", async () => {
      const db = getDb();
      const before = await db.job.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } });
      const version = await db.$queryRaw<{ version: number }[]>`SELECT version FROM JobsVersion WHERE id = 1`;
      const runs = [
        await run("usajobs"),
        await run("greenhouse", FAKE_BOARDS.greenhouse),
        await run("lever", FAKE_BOARDS.lever),
        await run("adzuna"),
        await run("jsonld", careersPage()),
      ];
      for (const summary of runs) {
        expect(summary, summary.source).toMatchObject({ status: "succeeded", added: 0, updated: 0, listed: 0 });
        expect(summary.unchanged, summary.source).toBe(firstCounts.get(summary.source));
      }
      const after = await db.job.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } });
      expect(after).toEqual(before);
      expect(await db.$queryRaw<{ version: number }[]>`SELECT version FROM JobsVersion WHERE id = 1`).toEqual(version);
    });

    it("closes a posting its board no longer lists, keeping the veteran's application", async () => {
      const db = getDb();
      const job = await db.job.findUniqueOrThrow({
        where: { source_externalId: { source: "greenhouse", externalId: "northwind:4012346" } },
      });
      const veteran = await db.user.create({
        data: { emailVerifiedAt: new Date(), email: "refresh-vet@example.com", fullName: "Refresh Vet", role: "veteran" },
      });
      await db.application.create({ data: { userId: veteran.id, jobId: job.id, status: "sent" } });

      expect(fake.removePosting("greenhouse", FAKE_BOARDS.greenhouse, "4012346")).toBe(true);
      const summary = await run("greenhouse", FAKE_BOARDS.greenhouse);
      expect(summary).toMatchObject({ status: "succeeded", closed: 1 });

      const closed = await db.job.findUniqueOrThrow({ where: { id: job.id }, include: { applications: true } });
      expect(closed).toMatchObject({ status: "closed", closedReason: "removed" });
      expect(closed.applications).toHaveLength(1);
      expect((await search(job.title)).map((j) => j.id)).not.toContain(job.id);
    });

    it("does not close what a capped or dated run did not reach", async () => {
      const db = getDb();
      const open = await db.job.count({ where: { source: "lever", status: "open" } });
      const summary = await run("lever", FAKE_BOARDS.lever, { maxPostings: 1 });
      expect(summary).toMatchObject({ status: "succeeded", full: false, closed: 0 });
      expect(await db.job.count({ where: { source: "lever", status: "open" } })).toBe(open);
    });

    it("closes postings past their closing date as expired", async () => {
      const db = getDb();
      const federal = await db.job.findFirstOrThrow({
        where: { source: "usajobs", status: "open", closesAt: { not: null } },
        orderBy: { closesAt: "desc" },
      });
      const later = new Date(federal.closesAt!.getTime() + 60_000);
      const summary = await run("usajobs", undefined, { now: () => later });
      expect(summary.status).toBe("succeeded");
      expect(summary.closed).toBeGreaterThan(0);
      expect(await db.job.findUniqueOrThrow({ where: { id: federal.id } })).toMatchObject({
        status: "closed",
        closedReason: "expired",
      });
    });

    it("closes imported jobs no source has seen for 14 days as stale, not employer posts", async () => {
      const db = getDb();
      const employerJob = await db.job.create({
        data: { title: "Fleet Dispatcher", company: "Patriot Logistics", description: "Plan routes.", source: "employer" },
      });
      const adzuna = await db.job.findFirstOrThrow({ where: { source: "adzuna", status: "open" } });
      const { stale } = await closeStaleJobs(db, new Date(adzuna.lastSeenAt!.getTime() + 15 * 24 * 60 * 60_000));
      expect(stale).toBeGreaterThan(0);
      expect(await db.job.findUniqueOrThrow({ where: { id: adzuna.id } })).toMatchObject({
        status: "closed",
        closedReason: "stale",
      });
      expect(await db.job.findUniqueOrThrow({ where: { id: employerJob.id } })).toMatchObject({
        status: "open",
        closedReason: null,
      });

      // Seen again: the source's own closing is undone.
      const again = await run("adzuna");
      expect(again.status).toBe("succeeded");
      expect(await db.job.findUniqueOrThrow({ where: { id: adzuna.id } })).toMatchObject({ status: "open", closedReason: null });
    });
  });

  describe("an interrupted run and two runs at once", () => {
    const site = "resume-site";

    /** The real Lever connector, failing as a dropped connection would after `pages` pages. */
    function failingAfter(pages: number): SourceConnector {
      const real = connector("lever");
      return {
        ...real,
        async *fetchPages(target, signal) {
          let n = 0;
          for await (const page of real.fetchPages(target, signal)) {
            if (n === pages) throw new Error("connection reset by the board");
            n += 1;
            yield page;
          }
        },
      };
    }

    it("resumes after its last finished page and ends as an uninterrupted run would", async () => {
      const db = getDb();
      fake.generate("lever", 620, site);
      const first = await run("lever", site, { connector: failingAfter(2) });
      expect(first).toMatchObject({ status: "failed", error: "connection reset by the board" });
      const stored = await db.job.count({ where: { source: "lever", sourceBoard: site } });
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBe(500);
      const failedRun = await db.jobSourceRun.findUniqueOrThrow({ where: { id: first.runId! } });
      expect(failedRun.resumeFrom).toMatchObject({ pages: 2 });

      const second = await run("lever", site);
      expect(second).toMatchObject({ status: "succeeded", resumed: true, added: 620, closed: 0 });
      expect(await db.job.count({ where: { source: "lever", sourceBoard: site, status: "open" } })).toBe(620);

      const third = await run("lever", site);
      expect(third).toMatchObject({ status: "succeeded", resumed: false, added: 0, updated: 0, unchanged: 620 });
    });

    it("resumes a run whose process died (its lease expired) and marks it interrupted", async () => {
      const db = getDb();
      const crashSite = "crash-site";
      fake.generate("lever", 400, crashSite);
      // A process that died mid-run: its run stays "running" and its lease lapses.
      const start = new Date();
      let pagesSeen = 0;
      const dying: SourceConnector = {
        ...connector("lever"),
        async *fetchPages(target, signal) {
          for await (const page of connector("lever").fetchPages(target, signal)) {
            pagesSeen += 1;
            yield page;
            if (pagesSeen === 1) await new Promise<never>(() => undefined); // never continues
          }
        },
      };
      void run("lever", crashSite, { connector: dying, leaseMs: 1_000, now: () => start });
      await expect
        .poll(async () => (await db.jobSourceRun.findFirst({ where: { board: crashSite } }))?.resumeFrom, { timeout: 30_000 })
        .toMatchObject({ pages: 1 });
      const afterLease = new Date(start.getTime() + 5_000);
      const rerun = await run("lever", crashSite, { now: () => afterLease });
      expect(rerun).toMatchObject({ status: "succeeded", resumed: true, added: 400 });
      expect(await db.job.count({ where: { source: "lever", sourceBoard: crashSite } })).toBe(400);
      const runs = await db.jobSourceRun.findMany({ where: { board: crashSite }, orderBy: { id: "asc" } });
      expect(runs.map((r) => r.status)).toEqual(["failed", "succeeded"]);
      expect(runs[0]!.error).toMatch(/Interrupted/);
    });

    it("imports once when two runs of a board start together", async () => {
      const db = getDb();
      const together = "together-site";
      fake.generate("lever", 150, together);
      const [a, b] = await Promise.all([run("lever", together), run("lever", together)]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual(["skipped", "succeeded"]);
      expect([a, b].find((s) => s.status === "skipped")).toMatchObject({ skipped: "running" });
      expect(await db.job.count({ where: { source: "lever", sourceBoard: together } })).toBe(150);
      expect(await db.jobSourceRun.count({ where: { board: together } })).toBe(1);
    });
  });
});
