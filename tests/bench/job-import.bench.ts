/**
 * Job source import (issue 45, Performance): 10,000 Greenhouse postings from the local fake
 * (tests/fakes/job-boards.ts, generate mode) through runJobSource into a fresh migrated database,
 * then the same run again with nothing new.
 *  - first run ≤ 30 s, and a search finds the last posting at once (no cache, no reindex step);
 *  - second run ≤ 5 s, all postings unchanged, no job rewritten.
 * Wall time and this process's CPU time (the fake answers in this process too; the database
 * server's CPU on MariaDB is not in it).
 * Run: npm run bench:import [-- --mysql] [-- --postings N]   (exits 1 when over budget)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { jobSearchQuerySchema, withSearchDefaults } from "@shared/schemas/job-search";
import { runJobSource } from "~/domain/jobs/refresh/run-source.server";
import { searchJobs } from "~/domain/jobs/search.server";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import { parseConfig, resetConfigForTests } from "~/lib/config.server";
import { dbReady, disconnectDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { startFakeJobBoards } from "../fakes/job-boards";
import { testDatabase } from "../fixtures/mysql-database";

const FIRST_BUDGET_MS = 30_000;
const SECOND_BUDGET_MS = 5_000;
const { values } = parseArgs({
  options: { mysql: { type: "boolean", default: false }, postings: { type: "string", default: "10000" } },
});
const POSTINGS = Number(values.postings);
const BOARD = "bench-board";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-import-bench-"));
const mysql = values.mysql ? testDatabase() : null;
const url = mysql ? mysql.url : `file:${path.join(dir, "app.db")}`;
Object.assign(process.env, { DATABASE_URL: url, DATA_DIR: dir, LOG_LEVEL: "warn" });
resetConfigForTests();
await applyPendingMigrations(url);
const db = await dbReady();

const fake = await startFakeJobBoards();
const generated = fake.generate("greenhouse", POSTINGS, BOARD) as { id: number; title: string }[];
const last = generated[generated.length - 1]!;
const config = parseConfig({ NODE_ENV: "test", SESSION_SECRET: "job-import-bench-secret-0123456789abcdef", ...fake.env });
const connector = sourceConnector("greenhouse", config, { requestsPerSecond: 10_000 });

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

const run = () => runJobSource(db, "greenhouse", { trigger: "cli", board: BOARD, company: "Bench Employer", connector });
const database = mysql ? "MariaDB" : "SQLite";
console.log(
  `${database}; importing ${POSTINGS} Greenhouse postings from the fake (load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}, ${os.cpus().length} cores)`,
);

let ok = true;
try {
  const first = await timed(run);
  const found = await timed(async () => {
    const result = await searchJobs(withSearchDefaults(jobSearchQuerySchema.parse({ q: last.title })), { id: 0, role: "admin" });
    return result.jobs.some((job) => job.title === last.title);
  });
  console.log(
    `first run: ${(first.wallMs / 1000).toFixed(2)} s wall, ${(first.cpuMs / 1000).toFixed(2)} s CPU; ` +
      `added ${first.value.added}, rejected ${first.value.rejectedCount}, status ${first.value.status}; ` +
      `search for the last posting "${last.title}": ${found.value ? "found" : "NOT FOUND"} in ${found.wallMs.toFixed(0)} ms`,
  );
  const updatedBefore = await db.job.aggregate({ _max: { updatedAt: true } });
  const second = await timed(run);
  const updatedAfter = await db.job.aggregate({ _max: { updatedAt: true } });
  const rewritten = updatedAfter._max.updatedAt?.getTime() !== updatedBefore._max.updatedAt?.getTime();
  console.log(
    `second run (nothing new): ${(second.wallMs / 1000).toFixed(2)} s wall, ${(second.cpuMs / 1000).toFixed(2)} s CPU; ` +
      `unchanged ${second.value.unchanged}, added ${second.value.added}, updated ${second.value.updated}; jobs rewritten: ${rewritten ? "YES" : "none"}`,
  );
  const firstOk = first.wallMs <= FIRST_BUDGET_MS && first.value.added === POSTINGS && found.value;
  const secondOk = second.wallMs <= SECOND_BUDGET_MS && second.value.unchanged === POSTINGS && !rewritten;
  console.log(
    `budget: first ≤ ${FIRST_BUDGET_MS / 1000} s and searchable → ${firstOk ? "ok" : "OVER"}; second ≤ ${SECOND_BUDGET_MS / 1000} s → ${secondOk ? "ok" : "OVER"}`,
  );
  ok = firstOk && secondOk;
} finally {
  await fake.close();
  await disconnectDb();
  await mysql?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
