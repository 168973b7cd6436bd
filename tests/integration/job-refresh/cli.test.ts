import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSearchQuerySchema, withSearchDefaults } from "@shared/schemas/job-search";
import { searchJobs } from "~/domain/jobs/search.server";
import { getDb } from "~/lib/db.server";
import { pointAppAt } from "../../fixtures/app-database";
import { FAKE_BOARDS, startFakeJobBoards, type FakeJobBoards } from "../../fakes/job-boards";

const root = path.resolve(import.meta.dirname, "../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const exec = promisify(execFile);

describe("import-jobs --source against the fake job boards", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-import-source-"));
  const databaseUrl = `file:${path.join(dir, "app.db")}`;
  const sourcesFile = path.join(dir, "job-sources.json");
  let fake: FakeJobBoards;
  let appDatabase: { restore(): Promise<void> } | undefined;

  async function cli(...args: string[]) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...fake.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      NODE_ENV: "test",
      JOB_SOURCES_FILE: sourcesFile,
      LINK_PREVIEW_TEST_ALLOW: `127.0.0.1:${fake.port}`,
    };
    try {
      const { stdout, stderr } = await exec(tsx, ["cli/main.ts", ...args], { cwd: root, env });
      return { code: 0, stdout, stderr };
    } catch (e) {
      const failure = e as { code?: number; stdout?: string; stderr?: string };
      return { code: failure.code ?? -1, stdout: failure.stdout ?? "", stderr: failure.stderr ?? "" };
    }
  }

  beforeAll(async () => {
    fake = await startFakeJobBoards();
    fake.generate("lever", 30, "second-site");
    fs.writeFileSync(
      sourcesFile,
      JSON.stringify({
        greenhouse: [FAKE_BOARDS.greenhouse],
        lever: [FAKE_BOARDS.lever, { board: "second-site", company: "Second Site Co" }],
      }),
    );
    appDatabase = pointAppAt(databaseUrl);
  });
  afterAll(async () => {
    await appDatabase?.restore();
    await fake?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("imports every configured board of a source, reports rejected rows, and changes nothing the second time", async () => {
    const first = await cli("import-jobs", "--source", "lever");
    expect(first.code, first.stderr).toBe(0);
    const lines = first.stdout.trim().split("\n");
    const summaryOf = (board: string) => lines.find((line) => line.startsWith(`lever ${board}:`));
    expect(summaryOf(FAKE_BOARDS.lever)).toMatch(
      /^lever northwind-logistics: added [1-9]\d*, updated 0, unchanged 0, closed 0, rejected \d+$/,
    );
    expect(summaryOf("second-site")).toBe("lever second-site: added 30, updated 0, unchanged 0, closed 0, rejected 0");
    expect(first.stderr).toMatch(/lever: \d+ seen/); // the progress line when stderr is not a terminal

    const again = await cli("import-jobs", "--source", "lever");
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("lever second-site: added 0, updated 0, unchanged 30, closed 0, rejected 0");

    const found = await searchJobs(withSearchDefaults(jobSearchQuerySchema.parse({ q: "Second Site Co" })), {
      id: 0,
      role: "admin",
    });
    expect(found.jobs.length).toBeGreaterThan(0);
    expect(await getDb().job.count({ where: { source: "lever", sourceBoard: "second-site" } })).toBe(30);
  });

  it("runs one board with --board, and closes what the board no longer lists", async () => {
    fake.removePosting("lever", "second-site", "00000000-0000-4000-8000-000000000003");
    const result = await cli("import-jobs", "--source", "lever", "--board", "second-site");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe("lever second-site: added 0, updated 0, unchanged 29, closed 1, rejected 0");
    expect(
      await getDb().job.findFirst({ where: { externalId: { contains: "000000000003" }, sourceBoard: "second-site" } }),
    ).toMatchObject({
      status: "closed",
      closedReason: "removed",
    });
  });

  it("refuses a bad source, --board for a search API and a bad --since with the usage", async () => {
    const bad = await cli("import-jobs", "--source", "monster");
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("--source must be one of: usajobs, greenhouse, lever, adzuna, jsonld");
    const board = await cli("import-jobs", "--source", "usajobs", "--board", "x");
    expect(board.code).not.toBe(0);
    expect(board.stderr).toContain("--board is for greenhouse, lever and jsonld");
    const since = await cli("import-jobs", "--source", "usajobs", "--since", "yesterday");
    expect(since.code).not.toBe(0);
    expect(since.stderr).toContain("--since must be a date");
  });
});
