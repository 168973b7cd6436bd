// The social feeds at scale (issue 10), against the real server in its own process:
//   npm run bench:social                          (SQLite; 10,000 veterans, 1,000,000 posts, ~5M reactions)
//   npm run bench:social -- --mysql               (a throwaway MariaDB database, MYSQL_TEST_URL)
// Options: --users N --posts N (the volumes), --requests N per measurement (3000), --connections N (16),
// --workers N (server processes; default one per core, as deployed), --data-dir DIR (SQLite: keep
// the seeded database there and reuse it next time), --mysql-url URL (MariaDB: seed into that database
// once and reuse it while it has the posts), --only for-you|following|trending|posting (one part),
// --client wrk|autocannon (the load generator; wrk, a C client from Debian's package, when installed).
// Every request comes from a different veteran, in turn over all of them, with its own bearer
// session: no two consecutive requests share a viewer, so no per-viewer cache can answer them. The
// server has none for feeds; this also keeps it honest if one is added. Each feed is warmed with
// requests of other viewers first (compiled code and database pages, not answers), then measured:
// 5,000 by default (--warmup N). A fresh server's For You cost 4.3 ms of CPU a request over its
// first 1,000 requests, about 3 ms over the next 3,000 and 2.0-2.6 ms from 5,000 on (compiled code,
// each worker's SQLite page cache); a running site's server has long passed that point.
// Posting: multipart POST /api/posts with text and a hashtag, each from the next veteran.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { bulkSeedSocial } from "../../seed/bulk-social.server";
import { insertRows, type Row } from "~/lib/bulk-insert.server";
import { dbReady, disconnectDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { hashToken, newSessionToken } from "~/lib/session.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";
import { startServerProcess } from "../fixtures/server-process";
import { describeLoad, runLoad, type LoadOptions, type LoadRequest, type LoadResult } from "./http-load";
import { localProcessPid, machineCpuTicks, processTreeCpuMs, speedProbe, stealBetween } from "./process-cpu";
import { runWrkLoad, wrkAvailable } from "./wrk-load";

const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "10000" },
    posts: { type: "string", default: "1000000" },
    requests: { type: "string", default: "3000" },
    connections: { type: "string", default: "16" },
    workers: { type: "string", default: String(Math.min(os.availableParallelism(), 8)) },
    "data-dir": { type: "string" },
    mysql: { type: "boolean", default: false },
    "mysql-url": { type: "string" },
    /** Requests of other viewers before each part is measured (the server's steady state). */
    warmup: { type: "string", default: "5000" },
    /** Measure one part only: for-you, following, trending or posting (profiling). */
    only: { type: "string" },
    /** The load generator: wrk (Debian's package, when installed; the default then) or autocannon. */
    client: { type: "string" },
  },
});
const USERS = Number(args.users);
const POSTS = Number(args.posts);
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
const WARMUP = Number(args.warmup);
if (!Number.isInteger(WARMUP) || WARMUP < 0) throw new Error("--warmup is a whole number of requests (0: none)");
const useMysql = args.mysql || Boolean(args["mysql-url"]);
const client = args.client ?? (wrkAvailable() ? "wrk" : "autocannon");
if (client !== "wrk" && client !== "autocannon") throw new Error("--client is wrk or autocannon");
const load = (options: LoadOptions): Promise<LoadResult> => (client === "wrk" ? runWrkLoad(options) : runLoad(options));

const dataDir = path.resolve(args["data-dir"] ?? fs.mkdtempSync(path.join(os.tmpdir(), "vets-social-bench-")));
fs.mkdirSync(dataDir, { recursive: true });
const throwaway = useMysql && !args["mysql-url"] ? testDatabase() : null;
const databaseUrl = args["mysql-url"] ?? throwaway?.url ?? `file:${path.join(dataDir, "app.db")}`;

async function seedIfNeeded(): Promise<void> {
  const db = await dbReady();
  const [veterans, posts] = await Promise.all([db.user.count({ where: { role: "veteran" } }), db.post.count()]);
  if (veterans >= USERS && posts >= POSTS) {
    console.log(`reusing the seeded database (${veterans} veterans, ${posts} posts)`);
    return;
  }
  const started = performance.now();
  if (veterans < USERS) await bulkSeed(db, { veterans: USERS - veterans, jobs: 0, employers: 0 });
  let lastTenth = 0;
  const social = await bulkSeedSocial(db, POSTS - posts, (done, total) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      console.log(`  posts ${done}/${total} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  });
  console.log(
    `seeded ${social.posts} posts, ${social.reactions} reactions, ${social.comments} comments, ${social.follows} follows in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** A fresh API session for every veteran (the bench's earlier ones are removed first). */
async function sessionsForAll(): Promise<string[]> {
  const db = await dbReady();
  await db.session.deleteMany({ where: { userAgent: "social-feed-bench" } });
  const ids = (
    await db.user.findMany({ where: { role: "veteran", status: "active" }, select: { id: true }, orderBy: { id: "asc" } })
  ).map((u) => u.id);
  const tokens = ids.map(() => newSessionToken());
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 86_400_000);
  // Last used two minutes ago: each viewer's request also records the use, as a real visitor's first
  // request of a minute does (every request here comes from a viewer not seen in that minute).
  const seen = new Date(now.getTime() - 120_000);
  const rows: Row[] = ids.map((userId, i) => ({
    userId,
    tokenHash: hashToken(tokens[i]),
    kind: "api",
    userAgent: "social-feed-bench",
    createdAt: seen,
    lastSeenAt: seen,
    expiresAt,
  }));
  for (let i = 0; i < rows.length; i += 2000) await insertRows(db, "Session", rows.slice(i, i + 2000));
  return tokens;
}

async function main(): Promise<void> {
  console.log(
    `social feed bench on ${useMysql ? "MariaDB" : "SQLite"}: ${USERS} veterans, ${POSTS} posts, ${CONNECTIONS} connections, ` +
      `${args.workers} server worker(s), ${client} as the client; load ${os.loadavg()[0].toFixed(2)}`,
  );
  await applyPendingMigrations(databaseUrl);
  const app = pointAppAt(databaseUrl);
  await seedIfNeeded();
  const tokens = await sessionsForAll();
  const db = await dbReady();
  const lastSeededPost = (await db.post.aggregate({ _max: { id: true } }))._max.id ?? 0;
  const [posts, reactions, follows] = await Promise.all([db.post.count(), db.reaction.count(), db.follow.count()]);
  console.log(`database: ${tokens.length} veterans with sessions, ${posts} posts, ${reactions} reactions, ${follows} follows`);
  await app.restore();

  const server = startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: args.workers ?? "1",
    RATE_LIMITS: "false",
    LOG_REQUESTS: "false",
    SCHEDULER: "false",
  });
  const base = `http://127.0.0.1:${await server.port}`;
  // MariaDB on this machine shares its cores with the server and the load generator: its CPU is reported too.
  const databasePid = useMysql && /@(127\.0\.0\.1|localhost)[:/]/.test(databaseUrl) ? localProcessPid(["mariadbd", "mysqld"]) : null;
  let nextViewer = 0;
  const viewer = () => tokens[nextViewer++ % tokens.length];
  const feedRequests = (query: string, n: number): LoadRequest[] =>
    Array.from({ length: n }, () => ({ path: `/api/social/feed?${query}`, headers: { authorization: `Bearer ${viewer()}` } }));
  const boundary = "----social-feed-bench";
  const postRequests = (n: number): LoadRequest[] =>
    Array.from({ length: n }, (_, i) => ({
      path: "/api/posts",
      method: "POST",
      headers: { authorization: `Bearer ${viewer()}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body:
        `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nBench post ${i}: what I learned this week #transition\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="privacy"\r\n\r\n${i % 10 === 0 ? "connections" : "public"}\r\n--${boundary}--\r\n`,
    }));

  try {
    const measure = async (label: string, make: (n: number) => LoadRequest[]) => {
      if (args.only && !label.toLowerCase().replace(/ /g, "-").startsWith(args.only)) return;
      // wrk refuses an empty request list, so no warm-up is no load at all.
      if (WARMUP > 0) await load({ url: base, requests: WARMUP, concurrency: CONNECTIONS, requestList: make(WARMUP) });
      // Between warm-up and measurement, with the server idle: how fast the machine is just now.
      const probe = speedProbe();
      const cpuBefore = processTreeCpuMs(server.child.pid ?? 0);
      const dbCpuBefore = databasePid === null ? null : processTreeCpuMs(databasePid);
      const machineBefore = machineCpuTicks();
      const result = await load({ url: base, requests: REQUESTS, concurrency: CONNECTIONS, requestList: make(REQUESTS) });
      const cpuAfter = processTreeCpuMs(server.child.pid ?? 0);
      const dbCpuAfter = databasePid === null ? null : processTreeCpuMs(databasePid);
      const steal = stealBetween(machineBefore, machineCpuTicks());
      const perRequest = (before: number | null, after: number | null, what: string) =>
        before === null || after === null ? "" : `   ${what} CPU ${((after - before) / result.requests).toFixed(2)} ms/request`;
      console.log(describeLoad(label, result) + perRequest(cpuBefore, cpuAfter, "server") + perRequest(dbCpuBefore, dbCpuAfter, "database") + (steal ? `   ${steal}` : "") + `   ${probe}`);
      // Failed answers are reported with what the server logged about them (its last lines).
      if (result.failures > 0) console.log(server.output().trim().split("\n").slice(-60).join("\n"));
    };
    await measure("Empty tab (HTTP + auth only)", (n) => feedRequests("tab=hashtags", n));
    await measure("For You, first page", (n) => feedRequests("tab=for-you", n));
    await measure("Following, first page", (n) => feedRequests("tab=following", n));
    await measure("Trending, first page", (n) => feedRequests("tab=trending", n));
    await measure("Posting (POST /api/posts)", postRequests);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    // The posting part's posts go again, so a kept database stays as seeded for the next run.
    const again = pointAppAt(databaseUrl);
    const cleanup = await dbReady();
    const benchPosts = await cleanup.post.count({ where: { id: { gt: lastSeededPost } } });
    await cleanup.$transaction([
      cleanup.post.deleteMany({ where: { id: { gt: lastSeededPost } } }),
      cleanup.hashtag.updateMany({ where: { tag: "transition" }, data: { postsCount: { decrement: benchPosts } } }),
    ]);
    await again.restore();
    await disconnectDb();
    await throwaway?.drop();
    if (!args["data-dir"]) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
