import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSearchQuerySchema, withSearchDefaults } from "@shared/schemas/job-search";
import { searchWords } from "~/domain/jobs/full-text-query.server";
import { jobConditions } from "~/domain/jobs/job-filters.server";
import { pageSql } from "~/domain/jobs/search-sql.server";
import { getDb } from "~/lib/db.server";
import { createSession } from "~/lib/session.server";
import { ApiClient } from "../fixtures/api-client";
import { createScenarioVeteran, insertScenarioJobs, jobSearchScenarios, type SearchCall } from "../fixtures/job-search-scenarios";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
const clients: Record<"veteran" | "employer", ApiClient> = {} as Record<"veteran" | "employer", ApiClient>;
let employerId = 0;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "false" });
  const db = getDb();
  await insertScenarioJobs(db);
  const veteranId = await createScenarioVeteran(db, "searcher@example.com");
  employerId = (
    await db.user.create({
      data: { emailVerifiedAt: new Date(), email: "hirer@example.com", fullName: "Hiring Manager", role: "employer" },
    })
  ).id;
  clients.veteran = new ApiClient(server.baseUrl, (await createSession(veteranId, "api")).token);
  clients.employer = new ApiClient(server.baseUrl, (await createSession(employerId, "api")).token);
});
afterAll(async () => server?.close());

const search: SearchCall = async (params, viewer = "veteran") => {
  const response = await clients[viewer].get(`/api/jobs?${new URLSearchParams(params).toString()}`);
  return { status: response.status, body: response.body };
};

describe("GET /api/jobs on SQLite (FTS5)", () => {
  it("needs a signed-in caller", async () => {
    const response = await new ApiClient(server.baseUrl).get("/api/jobs");
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe("Not authenticated");
  });

  jobSearchScenarios(() => search);
});

describe("the FTS5 index follows Job writes", () => {
  it("indexes inserts, text updates and deletes through the triggers", async () => {
    const db = getDb();
    const job = await db.job.create({
      data: { title: "Quartermaster Lead", company: "Anchor Co", description: "Track supplies.", tags: ["stowage"] },
    });
    expect((await search({ q: "quartermaster" })).body.total).toBe(1);
    expect((await search({ q: "stowage" })).body.total).toBe(1);

    await db.job.update({ where: { id: job.id }, data: { title: "Boatswain Lead" } });
    expect((await search({ q: "quartermaster" })).body.total).toBe(0);
    expect((await search({ q: "boatswain" })).body.total).toBe(1);

    await db.job.update({ where: { id: job.id }, data: { viewCount: { increment: 1 } } });
    expect((await search({ q: "boatswain" })).body.total).toBe(1);

    await db.job.delete({ where: { id: job.id } });
    expect((await search({ q: "boatswain" })).body.total).toBe(0);
    await expect(db.$executeRawUnsafe(`INSERT INTO JobSearch (JobSearch) VALUES ('integrity-check')`)).resolves.toBeDefined();
  });

  /** Plan lines that read the whole Job table (SQLite's wording varies by version; "SCAN Job" does not). */
  const fullScansOfJob = (details: string[]) => details.filter((d) => /^SCAN Job\b/.test(d));
  const planOf = async (params: Record<string, string>) => {
    const query = withSearchDefaults(jobSearchQuerySchema.parse(params));
    const sql = pageSql(
      "sqlite",
      { conditions: jobConditions(query, new Date()), words: searchWords(query.q), order: "relevance" },
      0,
      20,
    );
    const plan = await getDb().$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql.text}`, ...sql.params);
    return { sql, details: plan.map((row) => row.detail) };
  };

  it("drives the benchmark query from FTS5 with the filters as facet tokens, never a scan of Job", async () => {
    const { sql, details } = await planOf({ q: "security", location: "TX", clearance_required: "Secret", posted_days: "30" });
    // State and clearance are tokens of the MATCH (migration jobs_search_facets), not id sets.
    expect(sql.params[0]).toBe('{title company description requirements tags} : ("security"*) AND clr2 AND st5458');
    expect(details.some((d) => d.includes("JobSearch"))).toBe(true);
    expect(fullScansOfJob(details)).toEqual([]);
  });

  it("never scans all of Job, with or without a posted window or text", async () => {
    const cases: Record<string, string>[] = [
      {},
      { posted_days: "30" },
      { q: "security" },
      { location: "TX" },
      { posted_days: "all", industry: "defense" },
    ];
    for (const params of cases) {
      const { details } = await planOf(params);
      expect(fullScansOfJob(details), JSON.stringify(params)).toEqual([]);
    }
  });
});

describe("the search cache follows every write to jobs", () => {
  const jobsVersion = async () => (await getDb().jobsVersion.findUniqueOrThrow({ where: { id: 1 } })).version;

  it("bumps the jobs version on job writes, but not when a view is counted", async () => {
    const db = getDb();
    const before = await jobsVersion();
    const job = await db.job.create({ data: { title: "Harbor Pilot", company: "Tide Co", description: "Steer ships." } });
    expect(await jobsVersion()).toBe(before + 1);
    await db.job.update({ where: { id: job.id }, data: { viewCount: { increment: 1 } } });
    expect(await jobsVersion()).toBe(before + 1);
    await db.job.update({ where: { id: job.id }, data: { status: "closed" } });
    expect(await jobsVersion()).toBe(before + 2);
    await db.job.delete({ where: { id: job.id } });
    expect(await jobsVersion()).toBe(before + 3);
  });

  it("shows at once what another process wrote, for a search it has answered before", async () => {
    expect((await search({ q: "lighthouse" })).body.total).toBe(0);
    // A second connection, as the CLI's import-jobs or another server process would write.
    const other = new Database(path.join(server.dataDir, "app.db"));
    try {
      const { lastInsertRowid } = other
        .prepare("INSERT INTO Job (title, company, description, postedAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)")
        .run(
          "Lighthouse Keeper",
          "Coast Co",
          "Keep the light on.",
          new Date().toISOString(),
          new Date().toISOString(),
          new Date().toISOString(),
        );
      const found = await search({ q: "lighthouse" });
      expect(found.body.total).toBe(1);
      expect(found.body.jobs?.[0]).toMatchObject({ id: Number(lastInsertRowid), title: "Lighthouse Keeper" });

      other.prepare("UPDATE Job SET title = ? WHERE id = ?").run("Lighthouse Technician", lastInsertRowid);
      expect((await search({ q: "lighthouse" })).body.jobs?.[0]?.title).toBe("Lighthouse Technician");

      other.prepare("UPDATE Job SET status = 'closed' WHERE id = ?").run(lastInsertRowid);
      expect((await search({ q: "lighthouse" })).body.total).toBe(0);
    } finally {
      other.close();
    }
  });
});

describe("GET /api/jobs/{id}", () => {
  it("returns an open job with the veteran's fit and counts the view", async () => {
    const db = getDb();
    const job = await db.job.findFirstOrThrow({ where: { title: "Logistics Manager" } });
    await db.job.update({ where: { id: job.id }, data: { employerId } });
    const response = await clients.veteran.get(`/api/jobs/${job.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: job.id,
      title: "Logistics Manager",
      status: "open",
      fit_score: expect.any(Number),
    });
    expect(response.body.fit_reasons).toBeInstanceOf(Array);
    const after = await db.job.findUniqueOrThrow({ where: { id: job.id }, include: { views: true } });
    expect(after.viewCount).toBe(job.viewCount + 1);
    expect(after.views.at(-1)?.viewerId).not.toBeNull();

    const own = await clients.employer.get(`/api/jobs/${job.id}`);
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty("fit_score");
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).viewCount).toBe(after.viewCount);
  });

  it("hides closed jobs from everyone but their employer, and unknown ids, with 404", async () => {
    const db = getDb();
    const closed = await db.job.findFirstOrThrow({ where: { status: "closed" } });
    expect((await clients.veteran.get(`/api/jobs/${closed.id}`)).status).toBe(404);
    await db.job.update({ where: { id: closed.id }, data: { employerId } });
    expect((await clients.employer.get(`/api/jobs/${closed.id}`)).body).toMatchObject({ id: closed.id, status: "closed" });
    const unknown = await clients.veteran.get("/api/jobs/999999");
    expect(unknown).toMatchObject({ status: 404, body: { detail: "Job not found" } });
    expect((await clients.veteran.get("/api/jobs/abc")).status).toBe(404);
  });
});

describe("fit first over a search too large to score whole", () => {
  it("finds the family's older jobs through the indexes, first, and pages on past the candidates without repeats", async () => {
    const db = getDb();
    const now = Date.now();
    // 450 fresh warehouse jobs: more than are scored whole, so the freshest hits alone would miss the network job.
    await db.job.createMany({
      data: Array.from({ length: 450 }, (_, i) => ({
        title: `Warehouse Associate ${i}`,
        company: "Bulk Depot",
        description: "Forklift work on night shifts.",
        postedAt: new Date(now - i * 60_000),
        onetCode: "53-7062.00",
      })),
    });
    await db.job.create({
      data: {
        title: "Network Administrator",
        company: "Bulk Depot",
        description: "Run the depot's network; some forklift inventory duty.",
        postedAt: new Date(now - 20 * 86_400_000),
        onetCode: "15-1244.00",
      },
    });
    try {
      const first = await search({ q: "forklift" });
      expect(first.body.sort).toBe("best_match");
      expect(first.body.total).toBe(451);
      expect(first.body.jobs?.[0]?.title).toBe("Network Administrator");
      const ids = new Set<number>();
      for (const skip of [0, 20, 40, 60]) {
        const page = await search({ q: "forklift", skip: String(skip) });
        expect(page.body.total).toBe(451);
        for (const job of page.body.jobs ?? []) {
          expect(ids.has(job.id)).toBe(false);
          ids.add(job.id);
        }
      }
      expect(ids.size).toBe(80);
    } finally {
      await db.job.deleteMany({ where: { company: "Bulk Depot" } });
    }
  });
});

describe("fit filter over a small search", () => {
  it("keeps the search's relevance order under a mos_match filter, not recency", async () => {
    const db = getDb();
    const now = Date.now();
    const made = [
      { title: "Router Network Administrator", description: "Run the campus network.", age: 10 },
      { title: "Network Administrator", description: "Run the campus network; some router work.", age: 2 },
      { title: "Network Administrator II", description: "Run the plant network; a router or two.", age: 1 },
    ];
    await db.job.createMany({
      data: made.map((job) => ({
        title: job.title,
        company: "Ranking Co",
        description: job.description,
        postedAt: new Date(now - job.age * 86_400_000),
        onetCode: "15-1244.00",
      })),
    });
    try {
      const titles = (await search({ q: "router", sort: "relevance", mos_match: "low" })).body.jobs?.map((job) => job.title);
      // The title match ranks first by relevance, though it is the oldest.
      expect(titles?.[0]).toBe("Router Network Administrator");
      expect(titles).toHaveLength(3);
    } finally {
      await db.job.deleteMany({ where: { company: "Ranking Co" } });
    }
  });
});
