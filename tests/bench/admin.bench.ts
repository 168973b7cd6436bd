// Admin back office at scale (issue 13): seeds users, jobs, applications, sessions, subscriptions and
// recorded request minutes with multi-row INSERTs, then runs the server as its own process (one
// worker, scheduler off) and measures the admin endpoints at concurrency 1 and 4, the first request
// of a fresh process (every cache empty: the uncached work), and the cost of request-timing
// recording on GET /api/jobs: two server processes over the same database, timings on and off,
// loaded in alternating rounds so drift of the machine falls on both alike.
// The recorder's own per-request cost is also timed in-process (an upper bound: it includes
// building the request-shaped objects), as a share of one worker's time per GET /api/jobs.
// Full scale: npm run bench:admin -- --users 100000 --jobs 100000 --applications 500000 --requests 1000000
// --data-dir DIR keeps the seeded database there and reuses it on the next run.
import { EventEmitter } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Request, Response } from "express";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { insertRows, type Row } from "~/lib/bulk-insert.server";
import { disconnectDb, getDb } from "~/lib/db.server";
import { ROUTE_PATTERN_LOCAL } from "../../server/request-log";
import { RequestTimingRecorder } from "../../server/request-timings";
import { ApiClient } from "../fixtures/api-client";
import { startServerProcess, type ServerProcess } from "../fixtures/server-process";
import { logInAgain } from "../fixtures/test-accounts";
import { startTestServer } from "../fixtures/test-server";
import { describeLoad, runLoad, type LoadResult } from "./http-load";

const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "10000" },
    jobs: { type: "string", default: "10000" },
    applications: { type: "string", default: "50000" },
    requests: { type: "string", default: "100000" },
    load: { type: "string", default: "400" },
    rounds: { type: "string", default: "10" },
    "data-dir": { type: "string" },
    /** A/A control: both overhead servers record nothing, so the difference shows the noise floor. */
    control: { type: "boolean", default: false },
  },
});
const users = Number(args.users);
const jobs = Number(args.jobs);
const applications = Number(args.applications);
const requestRows = Number(args.requests);
const loadRequests = Number(args.load);
const rounds = Number(args.rounds);
const DAY = 86_400_000;
const now = Date.now();
const ADMIN = { email: "bench.admin@example.com", password: "AdminPass123!" };

async function seed() {
  const db = getDb();
  const started = Date.now();
  await bulkSeed(db, { veterans: users, jobs, employers: 20 });
  const userIds = (await db.user.findMany({ where: { role: "veteran" }, select: { id: true } })).map((u) => u.id);
  const jobIds = (await db.job.findMany({ select: { id: true } })).map((j) => j.id);
  const statuses = ["pending", "sent", "sent", "interview", "offer", "rejected"];
  const apps: Row[] = [];
  const seen = new Set<string>();
  for (let i = 0; apps.length < applications && i < applications * 3; i++) {
    const userId = userIds[(i * 7919) % userIds.length];
    const jobId = jobIds[(i * 104729 + Math.floor(i / userIds.length)) % jobIds.length];
    const key = `${userId}:${jobId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = new Date(now - (i % 365) * DAY);
    apps.push({ userId, jobId, status: statuses[i % statuses.length], isAutoApplied: false, createdAt: at, updatedAt: at });
    if (apps.length % 5000 === 0) await insertRows(db, "Application", apps.splice(0));
  }
  await insertRows(db, "Application", apps);
  const sessions: Row[] = userIds.map((userId, i) => ({
    tokenHash: `bench-${userId}`,
    userId,
    kind: "api",
    createdAt: new Date(now - (i % 40) * DAY),
    lastSeenAt: new Date(now - (i % 40) * DAY),
    expiresAt: new Date(now + 30 * DAY),
  }));
  for (let i = 0; i < sessions.length; i += 5000) await insertRows(db, "Session", sessions.slice(i, i + 5000));
  // What the sign-in and session touch keep up to date (as the backfill migration computes it).
  await db.$executeRawUnsafe(
    `UPDATE "User" SET "lastActiveAt" = (SELECT MAX("lastSeenAt") FROM "Session" WHERE "Session"."userId" = "User"."id")`,
  );
  const tiers = ["free_trial", "free", "pro", "premium", "elite"];
  for (const [index, tier] of tiers.entries()) {
    const ids = userIds.filter((_, i) => i % tiers.length === index);
    for (let i = 0; i < ids.length; i += 5000) {
      await db.subscription.updateMany({
        where: { userId: { in: ids.slice(i, i + 5000) } },
        data: { tier, status: tier === "free_trial" ? "trialing" : "active" },
      });
    }
  }
  const routes = [
    "GET /api/jobs",
    "GET /api/jobs/:id",
    "POST /api/jobs/:id/apply",
    "GET /api/social/feed",
    "GET /api/auth/me",
    "GET page /jobs",
    "GET page /dashboard",
  ];
  const minutes = Math.ceil(requestRows / routes.length);
  const stats: Row[] = [];
  for (let m = 0; m < minutes; m++) {
    const bucketStart = new Date(now - (now % 60_000) - m * 60_000);
    for (const [r, route] of routes.entries()) {
      if (stats.length + m * routes.length >= requestRows + routes.length) break;
      stats.push({
        bucketStart,
        route,
        requests: 20 + r,
        errors: m % 97 === 0 ? 1 : 0,
        totalDurationMs: 200,
        h0: 5,
        h1: 10,
        h3: 5 + r,
      });
    }
    if (stats.length >= 5000) await insertRows(db, "RequestStat", stats.splice(0));
  }
  await insertRows(db, "RequestStat", stats);
  console.log(
    `seeded ${users} users, ${jobs} jobs, ${applications} applications, ${requestRows} request rows in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

// 1. The database: seeded once (in this process), or reused from --data-dir.
const dataDir = path.resolve(args["data-dir"] ?? fs.mkdtempSync(path.join(os.tmpdir(), "vets-admin-bench-")));
fs.mkdirSync(dataDir, { recursive: true });
const databaseUrl = `file:${path.join(dataDir, "app.db")}`;
const fresh = !fs.existsSync(path.join(dataDir, "app.db"));
const seeding = await startTestServer({ RATE_LIMITS: "false", DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
if (fresh) {
  await seed();
  await createAdmin({ email: ADMIN.email, password: ADMIN.password, fullName: "Bench Admin" });
} else {
  console.log(`reusing the database in ${dataDir}`);
}
const login = await logInAgain(new ApiClient(seeding.baseUrl), ADMIN.email, ADMIN.password);
const headers = { Authorization: `Bearer ${login.body.access_token as string}` };
console.log(
  `database: ${await getDb().user.count()} users, ${await getDb().job.count()} jobs, ${await getDb().application.count()} applications, ` +
    `${await getDb().requestStat.count()} request rows`,
);
await seeding.app.close(2000);
await disconnectDb();

// 2. Production server processes over that database (scheduler off, so nothing else runs).
const serverEnv = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  RATE_LIMITS: "false",
  SCHEDULER: "false",
  LOG_REQUESTS: "false",
};
const started: ServerProcess[] = [];
async function serve(env: Record<string, string>): Promise<{ base: string; server: ServerProcess }> {
  const server = startServerProcess({ ...serverEnv, ...env });
  started.push(server);
  return { base: `http://127.0.0.1:${await server.port}`, server };
}

const single = async (url: string) => {
  const t = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
};

// 3. Admin endpoints on the server as deployed (a worker per core): the first request of the fresh
// process (no cache has anything yet), then concurrency 1 and 4.
const deployed = await serve({ WEB_CONCURRENCY: String(Math.min(os.availableParallelism(), 8)), REQUEST_TIMINGS: "true" });
const endpoints: [string, string][] = [
  ["dashboard metrics", "/api/admin/dashboard/metrics"],
  ["billing overview", "/api/admin/billing/overview"],
  ["users (filters)", "/api/admin/users/management?limit=10&role=veteran&tier=pro&status=active&q=vet"],
  ["users (default page)", "/api/admin/users/management?limit=100"],
  ["users (by email, page 50)", "/api/admin/users/management?limit=100&skip=5000&sort=email&order=asc"],
];
const p95: Record<string, { c1: number; c4: number; cold: number }> = {};
for (const [label, route] of endpoints) {
  const cold = await single(deployed.base + route);
  const c1 = await runLoad({ url: deployed.base + route, headers, requests: loadRequests / 2, concurrency: 1 });
  const c4 = await runLoad({ url: deployed.base + route, headers, requests: loadRequests, concurrency: 4 });
  console.log(`${label.padEnd(28)} first request of the process ${cold.toFixed(0)} ms`);
  console.log(describeLoad(`  ${label} ×1`, c1));
  console.log(describeLoad(`  ${label} ×4`, c4));
  p95[label] = { c1: c1.p95, c4: c4.p95, cold };
}
deployed.server.child.kill("SIGTERM");
await deployed.server.exited;

// 4. Recording overhead: one worker each, timings on and off, alternating rounds on GET /api/jobs
// after warming both.
const withTimings = (await serve({ WEB_CONCURRENCY: "1", REQUEST_TIMINGS: String(!args.control) })).base;
const withoutTimings = (await serve({ WEB_CONCURRENCY: "1", REQUEST_TIMINGS: "false" })).base;
if (args.control) console.log("control run: the 'timings on' server records nothing either");
const jobsLoad = (base: string, requests: number) => runLoad({ url: `${base}/api/jobs`, headers, requests, concurrency: 4 });
await jobsLoad(withTimings, loadRequests * 2);
await jobsLoad(withoutTimings, loadRequests * 2);
const on: LoadResult[] = [];
const off: LoadResult[] = [];
for (let round = 0; round < rounds; round++) {
  const [first, second] = round % 2 === 0 ? [withTimings, withoutTimings] : [withoutTimings, withTimings];
  const a = await jobsLoad(first, loadRequests * 8);
  const b = await jobsLoad(second, loadRequests * 8);
  (first === withTimings ? on : off).push(a);
  (second === withTimings ? on : off).push(b);
  const [onNow, offNow] = first === withTimings ? [a, b] : [b, a];
  console.log(`round ${round + 1}: timings on ${onNow.throughput.toFixed(0)} req/s, off ${offNow.throughput.toFixed(0)} req/s`);
}
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};
const total = (results: LoadResult[]) => results.reduce((n, r) => n + r.requests, 0) / results.reduce((n, r) => n + r.seconds, 0);
const ratios = on.map((r, i) => r.throughput / off[i].throughput);
const overall = (1 - total(on) / total(off)) * 100;
const medianOverhead = (1 - median(ratios)) * 100;
for (const server of started) if (server.child.exitCode === null) server.child.kill("SIGTERM");
await Promise.all(started.map((server) => server.exited));

// 5. The same cost without the HTTP noise: the recorder's middleware on a request-shaped object,
// timed in this process, as a share of the time one GET /api/jobs takes a worker.
const recorder = new RequestTimingRecorder(60_000);
const middleware = recorder.middleware();
const ITERATIONS = 200_000;
const recordStart = performance.now();
for (let i = 0; i < ITERATIONS; i++) {
  const res = Object.assign(new EventEmitter(), { locals: { [ROUTE_PATTERN_LOCAL]: "/api/jobs" }, statusCode: 200 });
  middleware({ path: "/api/jobs", method: "GET" } as Request, res as unknown as Response, () => undefined);
  res.emit("finish");
}
const perRequestUs = ((performance.now() - recordStart) * 1000) / ITERATIONS;
const workerUsPerRequest = 1e6 / total(off);
console.log(
  `GET /api/jobs: timings on ${total(on).toFixed(0)} req/s, off ${total(off).toFixed(0)} req/s over ${rounds} rounds each`,
);
console.log(
  `timing-recording overhead: ${overall.toFixed(1)} % overall, ${medianOverhead.toFixed(1)} % median of paired rounds (target < 2 %)`,
);
for (const [label, value] of Object.entries(p95)) {
  console.log(
    `p95 ${label}: ×1 ${value.c1.toFixed(1)} ms, ×4 ${value.c4.toFixed(1)} ms, first request ${value.cold.toFixed(0)} ms`,
  );
}
console.log(
  `recording in isolation: ${perRequestUs.toFixed(2)} µs per request = ${((perRequestUs / workerUsPerRequest) * 100).toFixed(2)} % of a GET /api/jobs (${workerUsPerRequest.toFixed(0)} µs of one worker)`,
);
console.log("targets: metrics and billing p95 ≤ 100 ms, users with filters p95 ≤ 30 ms");
console.log(
  `load average: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
if (!args["data-dir"]) fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
