// Admin back office at scale (issue 13): seeds users, jobs, applications, sessions, subscriptions and
// recorded request minutes with multi-row INSERTs, then measures the admin endpoints' latency and the
// cost of request-timing recording on GET /api/jobs (the same server build with REQUEST_TIMINGS on
// and off, over the same database). Scale with --users/--jobs/--applications/--requests.
// Full scale: npm run bench:admin -- --users 100000 --jobs 100000 --applications 500000 --requests 1000000
import os from "node:os";
import { parseArgs } from "node:util";
import { createAdmin } from "../../remix-app/domain/accounts/create-admin.server";
import { bulkSeed } from "../../remix-app/domain/seed/bulk-seed.server";
import { insertRows, type Row } from "../../remix-app/domain/seed/bulk-insert.server";
import { getDb } from "../../remix-app/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { logInAgain } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { describeLoad, runLoad } from "./http-load";

const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "10000" },
    jobs: { type: "string", default: "10000" },
    applications: { type: "string", default: "50000" },
    requests: { type: "string", default: "100000" },
    load: { type: "string", default: "400" },
  },
});
const users = Number(args.users);
const jobs = Number(args.jobs);
const applications = Number(args.applications);
const requestRows = Number(args.requests);
const loadRequests = Number(args.load);
const DAY = 86_400_000;
const now = Date.now();

async function seed(server: TestServer) {
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
  const tiers = ["free_trial", "free", "pro", "premium", "elite"];
  for (const [index, tier] of tiers.entries()) {
    const ids = userIds.filter((_, i) => i % tiers.length === index);
    for (let i = 0; i < ids.length; i += 5000) {
      await db.subscription.updateMany({ where: { userId: { in: ids.slice(i, i + 5000) } }, data: { tier, status: tier === "free_trial" ? "trialing" : "active" } });
    }
  }
  const routes = ["GET /api/jobs", "GET /api/jobs/:id", "POST /api/jobs/:id/apply", "GET /api/social/feed", "GET /api/auth/me", "GET page /jobs", "GET page /dashboard"];
  const minutes = Math.ceil(requestRows / routes.length);
  const stats: Row[] = [];
  for (let m = 0; m < minutes; m++) {
    const bucketStart = new Date(now - (now % 60_000) - m * 60_000);
    for (const [r, route] of routes.entries()) {
      if (stats.length + m * routes.length >= requestRows + routes.length) break;
      stats.push({ bucketStart, route, requests: 20 + r, errors: m % 97 === 0 ? 1 : 0, totalDurationMs: 200, h0: 5, h1: 10, h3: 5 + r });
    }
    if (stats.length >= 5000) await insertRows(db, "RequestStat", stats.splice(0));
  }
  await insertRows(db, "RequestStat", stats);
  console.log(`seeded ${users} users, ${jobs} jobs, ${applications} applications, ${requestRows} request rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  void server;
}

async function adminToken(server: TestServer): Promise<string> {
  await createAdmin({ email: "bench.admin@example.com", password: "AdminPass123!", fullName: "Bench Admin" });
  const login = await logInAgain(new ApiClient(server.baseUrl), "bench.admin@example.com", "AdminPass123!");
  return login.body.access_token as string;
}

const env = { RATE_LIMITS: "false" };
let server = await startTestServer({ ...env, REQUEST_TIMINGS: "true" });
await seed(server);
const token = await adminToken(server);
const headers = { Authorization: `Bearer ${token}` };
const measure = async (label: string, path: string, requests = loadRequests) => {
  await runLoad({ url: server.baseUrl + path, headers, requests: 20, concurrency: 1 });
  const result = await runLoad({ url: server.baseUrl + path, headers, requests, concurrency: 4 });
  console.log(describeLoad(label, result));
  return result;
};
const metrics = await measure("GET /api/admin/dashboard/metrics", "/api/admin/dashboard/metrics");
const billing = await measure("GET /api/admin/billing/overview", "/api/admin/billing/overview");
const usersPage = await measure("GET /api/admin/users/management (filters)", "/api/admin/users/management?limit=10&role=veteran&tier=pro&status=active&q=vet");
const withTimings = await measure("GET /api/jobs (timings on)", "/api/jobs", loadRequests * 4);
const dataDir = server.dataDir;
await server.app.close(2000);
// Same database, recording off.
server = await startTestServer({ ...env, REQUEST_TIMINGS: "false", DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/app.db` });
const withoutTimings = await measure("GET /api/jobs (timings off)", "/api/jobs", loadRequests * 4);
await server.close();

const overhead = ((withoutTimings.throughput - withTimings.throughput) / withoutTimings.throughput) * 100;
console.log(`timing-recording overhead on GET /api/jobs throughput: ${overhead.toFixed(1)} % (target < 2 %)`);
console.log(`targets: metrics p95 ${metrics.p95.toFixed(1)} ms, billing p95 ${billing.p95.toFixed(1)} ms (≤ 100), users p95 ${usersPage.p95.toFixed(1)} ms (≤ 30)`);
console.log(`load average: ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
process.exit(0);
