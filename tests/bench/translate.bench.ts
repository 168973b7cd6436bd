/**
 * The public skills translator, in process (issue 43 item 6): GET /api/translate's loader, from
 * Request to Response (rate-limit point, code lookup, translation, federal series, open jobs from
 * the database, JSON), over a migrated SQLite database with N bulk-seeded jobs (default 20,000).
 *  - known code: "88M" asked again and again, from a different address each time (budget p95 ≤ 20 ms);
 *  - distinct codes: every Army, Marine, Air Force, Navy and Coast Guard code sampled once, each the
 *    first time it is asked (its translation and job list computed, nothing cached), reported only.
 * Run: npm run bench:translate [-- --jobs N --samples N]  (exits 1 when over budget)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { getMatchingData, SERVICE_KEYS } from "~/domain/matching/matching-data.server";
import { resetConfigForTests } from "~/lib/config.server";
import { createDb, dbReady, disconnectDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { loader } from "~/routes/api.translate";

const BUDGET_P95_MS = 20;
const { values } = parseArgs({ options: { jobs: { type: "string", default: "20000" }, samples: { type: "string", default: "1000" } } });
const JOBS = Number(values.jobs);
const SAMPLES = Number(values.samples);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-translate-bench-"));
const url = `file:${path.join(dir, "app.db")}`;
Object.assign(process.env, { DATABASE_URL: url, DATA_DIR: dir, RATE_LIMITS: "true", LOG_LEVEL: "warn" });
resetConfigForTests();
await applyPendingMigrations(url);
const seeder = createDb(url);
await bulkSeed(seeder, { jobs: JOBS }, undefined, { seed: 43 });
await seeder.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
await seeder.$disconnect();
await dbReady();

let address = 0;
async function ask(q: string): Promise<number> {
  address++;
  const request = new Request(`http://localhost/api/translate?${new URLSearchParams({ q })}`);
  const started = performance.now();
  const response = await loader({
    request,
    params: {},
    context: { clientIp: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
  } as unknown as Parameters<typeof loader>[0]);
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${q}: HTTP ${response.status}`);
  return elapsed;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function describe(label: string, times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `${label}: n=${sorted.length} p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms`,
  );
  return p95;
}

const first = await ask("88M");
console.log(`${JOBS} jobs; first 88M (matching data loaded, nothing cached): ${first.toFixed(1)} ms`);
for (let i = 0; i < 20; i++) await ask("88M");
const known: number[] = [];
for (let i = 0; i < SAMPLES; i++) known.push(await ask("88M"));
const knownP95 = describe("known code 88M", known);

const data = getMatchingData();
const distinctCodes = SERVICE_KEYS.flatMap((service) => Object.keys(data.services[service]).filter((_, i) => i % 23 === 0));
const distinct: number[] = [];
for (const code of distinctCodes) distinct.push(await ask(code));
describe("distinct codes, first time each", distinct);

await disconnectDb();
fs.rmSync(dir, { recursive: true, force: true });
console.log(`budget: known code p95 ≤ ${BUDGET_P95_MS} ms → ${knownP95 <= BUDGET_P95_MS ? "ok" : "OVER"}`);
process.exit(knownP95 <= BUDGET_P95_MS ? 0 : 1);
