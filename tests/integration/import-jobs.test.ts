import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSearchQuerySchema, withSearchDefaults } from "@shared/schemas/job-search";
import { searchJobs } from "~/domain/jobs/search.server";
import { getDb } from "~/lib/db.server";
import { pointAppAt } from "../fixtures/app-database";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const run = promisify(execFile);

describe("import-jobs CLI", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-import-"));
  const databaseUrl = `file:${path.join(dir, "app.db")}`;
  const file = path.join(dir, "jobs.json");
  let appDatabase: { restore(): Promise<void> } | undefined;

  async function cli(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dir, NODE_ENV: "test" };
    try {
      const { stdout, stderr } = await run(tsx, ["cli/main.ts", ...args], { cwd: root, env });
      return { code: 0, stdout, stderr };
    } catch (e) {
      const failure = e as { code?: number; stdout?: string; stderr?: string };
      return { code: failure.code ?? -1, stdout: failure.stdout ?? "", stderr: failure.stderr ?? "" };
    }
  }

  const searchTitles = async (q: string) => {
    const result = await searchJobs(withSearchDefaults(jobSearchQuerySchema.parse({ q })), { id: 0, role: "admin" });
    return result.jobs.map((job) => job.title);
  };

  const external = {
    title: "Avionics Technician",
    company: "Skyward Aero",
    location: "Wichita, Kansas",
    work_type: "On-site",
    employment_type: "Full-time",
    salary_min: 60000,
    salary_max: 85000,
    description: "Maintain and repair aircraft electrical systems.",
    requirements: "FAA A&P preferred",
    apply_url: "https://careers.example.com/avionics/42",
    source: "indeed",
    external_id: "indeed-42",
    clearance_required: "TS/SCI w/ Poly",
    tags: ["avionics", "FAA"],
    industry: "manufacturing",
    experience_level: "mid",
  };
  const employerJob = {
    title: "Fleet Dispatcher",
    company: "Patriot Logistics Group",
    description: "Plan daily truck routes.",
    location: "Remote",
  };
  const rows: unknown[] = [
    employerJob,
    external,
    { company: "No Title Inc", description: "x", salary_min: "lots" },
    { title: "Board job", company: "Acme", description: "Apply on the board.", source: "lever" },
    42,
    { ...external, external_id: "indeed-43", work_type: "Underwater", clearance_required: "Public Trust" },
  ];

  beforeAll(() => {
    fs.writeFileSync(file, JSON.stringify(rows));
    appDatabase = pointAppAt(databaseUrl);
  });

  afterAll(async () => {
    await appDatabase?.restore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("imports valid rows and reports each rejected row with its reasons", async () => {
    const result = await cli("import-jobs", "--file", file);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(/^Rejected row 2: title: title is required; salary_min: salary_min must be a number/),
      "Rejected row 3: apply_url: apply_url is required for jobs from lever",
      "Rejected row 4: a job must be a JSON object",
      expect.stringMatching(
        /^Rejected row 5: work_type: work_type must be one of: Remote, Hybrid, On-site; clearance_required: clearance_required names no known clearance$/,
      ),
      "Imported 2, updated 0, unchanged 0, rejected 4 (of 6 rows)",
    ]);

    const jobs = await getDb().job.findMany({ orderBy: { id: "asc" } });
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({
      title: "Fleet Dispatcher",
      source: "employer",
      applyUrl: null,
      state: null,
      clearanceRank: 0,
      status: "open",
    });
    expect(jobs[1]).toMatchObject({
      title: "Avionics Technician",
      source: "indeed",
      externalId: "indeed-42",
      applyUrl: "https://careers.example.com/avionics/42",
      state: "KS",
      clearanceRequired: "TS/SCI",
      clearanceRank: 4,
      tags: ["avionics", "FAA"],
    });
  });

  it("makes imported jobs searchable at once", async () => {
    expect(await searchTitles("avionics")).toEqual(["Avionics Technician"]);
    expect(await searchTitles("dispatcher")).toEqual(["Fleet Dispatcher"]);
  });

  it("updates rows with an external_id instead of duplicating them", async () => {
    fs.writeFileSync(
      file,
      JSON.stringify([{ ...external, title: "Senior Avionics Technician", description: "Lead the hangar electrical shop." }]),
    );
    const result = await cli("import-jobs", "--file", file);
    expect(result.stdout.trim()).toBe("Imported 0, updated 1, unchanged 0, rejected 0 (of 1 rows)");
    expect(await getDb().job.count({ where: { source: "indeed", externalId: "indeed-42" } })).toBe(1);
    expect(await searchTitles("hangar")).toEqual(["Senior Avionics Technician"]);
    expect(await searchTitles("repair")).toEqual([]);

    const again = await cli("import-jobs", "--file", file);
    // The same file again: nothing to rewrite.
    expect(again.stdout.trim()).toBe("Imported 0, updated 0, unchanged 1, rejected 0 (of 1 rows)");
    expect(await getDb().job.count()).toBe(2);
  });

  it("accepts date-only posted_at (as job feeds send it) and finds old jobs without a posted window", async () => {
    fs.writeFileSync(
      file,
      JSON.stringify([
        {
          ...employerJob,
          title: "Cargo Planner",
          external_id: "feed-1",
          source: "indeed",
          apply_url: "https://jobs.example.com/1",
          posted_at: "2025-11-07",
        },
        {
          ...employerJob,
          title: "Yard Planner",
          external_id: "feed-2",
          source: "indeed",
          apply_url: "https://jobs.example.com/2",
          posted_at: "2025-11-07T09:30:00Z",
        },
        { ...employerJob, title: "Bad Date Planner", posted_at: "07/11/2025" },
        { ...employerJob, title: "Bad Day Planner", posted_at: "2025-13-40" },
      ]),
    );
    const result = await cli("import-jobs", "--file", file);
    expect(result.stdout).toContain("Imported 2, updated 0, unchanged 0, rejected 2 (of 4 rows)");
    expect(result.stdout).toMatch(/Rejected row 2: posted_at: posted_at must be an ISO 8601 date \(2026-11-07\) or date-time/);
    const cargo = await getDb().job.findFirstOrThrow({ where: { externalId: "feed-1" } });
    expect(cargo.postedAt.toISOString()).toBe("2025-11-07T00:00:00.000Z");
    // A year-old job: the API (no posted_days, or 'all') finds it; a 90-day window does not.
    expect(await searchTitles("cargo")).toEqual(["Cargo Planner"]);
    const all = await searchJobs(withSearchDefaults(jobSearchQuerySchema.parse({ q: "cargo", posted_days: "all" })), {
      id: 0,
      role: "admin",
    });
    expect(all.jobs.map((job) => job.title)).toEqual(["Cargo Planner"]);
    const recent = await searchJobs(withSearchDefaults(jobSearchQuerySchema.parse({ q: "cargo", posted_days: "90" })), {
      id: 0,
      role: "admin",
    });
    expect(recent.jobs).toEqual([]);
  });

  it("fails clearly on a missing option, an unreadable file or a file that is not an array", async () => {
    const missing = await cli("import-jobs");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Missing required option --file");

    const absent = await cli("import-jobs", "--file", path.join(dir, "nope.json"));
    expect(absent.code).toBe(1);
    expect(absent.stderr).toMatch(/Cannot read .*nope\.json/);

    fs.writeFileSync(file, "{ not json");
    expect((await cli("import-jobs", "--file", file)).stderr).toMatch(/is not valid JSON/);
    fs.writeFileSync(file, JSON.stringify({ title: "one job" }));
    expect((await cli("import-jobs", "--file", file)).stderr).toMatch(/must hold a JSON array of jobs/);
  });
});
