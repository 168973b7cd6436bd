// Messaging under load, against the real server in its own process (one worker):
//   npm run bench:messaging            (SQLite, embedded default)
//   npm run bench:messaging -- --mysql (a throwaway MariaDB database, MYSQL_TEST_URL)
// Part 1: 2,000 connected sockets, 200 messages/s spread over 1,000 threads for 30 s (HTTP API
// sends, Socket.IO deliveries): send-to-deliver p50/p95/p99, lost, duplicated and out-of-order
// counts, and the server's resident memory per connected socket.
// Part 2: GET /api/dm/threads for a user with 500 threads in a database of 100k messages: p50/p95.
// Part 3: what the rate limits cost: the same sends (no sockets) against a server with RATE_LIMITS
// off and on, alternated twice, server CPU per message each (--limits-rate N --limits-seconds N,
// defaults 100 and 10). Budget: on costs at most 3 % more than off.
// Options: --sockets N --threads N --rate N --seconds N --warmup-seconds N (defaults 2000 1000 200 30 5).
// The warm-up sends at the same rate first and is not measured: a server carrying this traffic is
// long past compiling its send path and loading the threads' pages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { io as connect, type Socket } from "socket.io-client";
import { hashToken, newSessionToken } from "~/lib/session.server";
import { dbReady, disconnectDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";
import { startServerProcess } from "../fixtures/server-process";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const useMysql = args.includes("--mysql");
const SOCKETS = option("sockets", 2000);
const THREADS = option("threads", 1000);
const RATE = option("rate", 200);
const SECONDS = option("seconds", 30);
const WARMUP_SECONDS = option("warmup-seconds", 5);
const LIST_THREADS = option("list-threads", 500);
const LIST_MESSAGES = option("list-messages", 100_000);
const WORKERS = option("workers", 1);
const LIMITS_RATE = option("limits-rate", 100);
const LIMITS_SECONDS = option("limits-seconds", 10);

function pct(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The server process and its cluster workers. */
const treeOf = (pid: number): number[] => {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(treeOf)];
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const rssOf = (pid: number) =>
  sum(treeOf(pid).map((p) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) * 1024));
/** CPU time the process has used (user + system), in ms; Linux clock ticks are 10 ms. */
const cpuMsOf = (pid: number) =>
  sum(
    treeOf(pid).map((p) => {
      const fields = fs.readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    }),
  );
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

async function seed(): Promise<{
  tokens: string[];
  tokenOf: Map<number, string>;
  pairs: Array<[number, number, number]>;
  heavyToken: string;
}> {
  const db = await dbReady();
  const now = new Date();
  const expiresAt = new Date(Date.now() + 86_400_000);
  const total = SOCKETS + 1 + LIST_THREADS;
  const users = Array.from({ length: total }, (_, i) => ({
    email: `bench${i}@example.com`,
    fullName: `Bench User ${i}`,
    role: "veteran",
  }));
  for (let i = 0; i < users.length; i += 500) await db.user.createMany({ data: users.slice(i, i + 500) });
  const ids = (await db.user.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((u) => u.id);
  const tokens = ids.map(() => newSessionToken());
  const sessions = ids.map((userId, i) => ({ userId, tokenHash: hashToken(tokens[i]), kind: "api", expiresAt }));
  for (let i = 0; i < sessions.length; i += 500) await db.session.createMany({ data: sessions.slice(i, i + 500) });
  await db.communicationSettings.createMany({ data: ids.map((userId) => ({ userId, allowMessagesFromAnyone: true })) });

  // Part 1: THREADS pairs among the first SOCKETS users, each already a conversation (both wrote once).
  await db.messageThread.createMany({
    data: Array.from({ length: THREADS }, (_, t) => ({ pairKey: `p:${t}`, createdById: ids[(2 * t) % SOCKETS] })),
  });
  const pairThreads = await db.messageThread.findMany({
    where: { pairKey: { startsWith: "p:" } },
    select: { id: true, pairKey: true },
  });
  const pairs: Array<[number, number, number]> = pairThreads.map((th) => {
    const t = Number(th.pairKey!.slice(2));
    return [th.id, ids[(2 * t) % SOCKETS], ids[(2 * t + 1) % SOCKETS]];
  });
  await db.threadParticipant.createMany({
    data: pairs.flatMap(([threadId, a, b]) => [
      { threadId, userId: a },
      { threadId, userId: b },
    ]),
  });
  await db.message.createMany({
    data: pairs.flatMap(([threadId, a, b]) => [
      { threadId, senderId: a, content: "hi" },
      { threadId, senderId: b, content: "hello" },
    ]),
  });

  // Part 2: one user in LIST_THREADS threads, LIST_MESSAGES messages among them.
  const heavy = ids[SOCKETS];
  const perThread = Math.floor(LIST_MESSAGES / LIST_THREADS);
  await db.messageThread.createMany({
    data: Array.from({ length: LIST_THREADS }, (_, t) => ({ pairKey: `h:${t}`, createdById: ids[SOCKETS + 1 + t] })),
  });
  const heavyThreads = (
    await db.messageThread.findMany({ where: { pairKey: { startsWith: "h:" } }, select: { id: true, pairKey: true } })
  ).map((th) => ({
    id: th.id,
    t: Number(th.pairKey!.slice(2)),
    other: ids[SOCKETS + 1 + Number(th.pairKey!.slice(2))],
  }));
  const rows = heavyThreads.flatMap(({ id, t, other }) => {
    const start = now.getTime() - (LIST_THREADS - t) * 60_000;
    return Array.from({ length: perThread }, (_, i) => ({
      threadId: id,
      senderId: i % 3 === 0 ? heavy : other,
      content: `Message ${i} of a long conversation about logistics, interviews and relocation.`,
      createdAt: new Date(start + i * 100),
    }));
  });
  for (let i = 0; i < rows.length; i += 5000) await db.message.createMany({ data: rows.slice(i, i + 5000) });
  const lasts = await db.message.groupBy({
    by: ["threadId"],
    where: { threadId: { in: heavyThreads.map((h) => h.id) } },
    _max: { id: true, createdAt: true },
  });
  const lastOf = new Map(lasts.map((l) => [l.threadId, { id: l._max.id!, at: l._max.createdAt! }]));
  for (const h of heavyThreads)
    await db.messageThread.update({
      where: { id: h.id },
      data: { lastMessageId: lastOf.get(h.id)!.id, lastMessageAt: lastOf.get(h.id)!.at },
    });
  await db.threadParticipant.createMany({
    data: heavyThreads.flatMap(({ id, t, other }) => {
      const last = lastOf.get(id)!;
      return [
        {
          threadId: id,
          userId: heavy,
          unreadCount: t % 4,
          lastActivityAt: last.at,
          lastReadMessageId: last.id - (t % 4),
          isPinned: t % 50 === 0,
        },
        { threadId: id, userId: other, lastActivityAt: last.at, lastReadMessageId: last.id },
      ];
    }),
  });
  const tokenOf = new Map(ids.slice(0, SOCKETS).map((id, i) => [id, tokens[i]]));
  return { tokens: tokens.slice(0, SOCKETS), tokenOf, pairs, heavyToken: tokens[SOCKETS] };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-bench-dm-"));
  const mysql = useMysql ? testDatabase() : null;
  const databaseUrl = mysql ? mysql.url : `file:${path.join(dataDir, "app.db")}`;
  console.log(
    `messaging bench on ${useMysql ? "MariaDB" : "SQLite"}: ${SOCKETS} sockets, ${THREADS} threads, ${RATE} msg/s for ${SECONDS} s; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );

  await applyPendingMigrations(databaseUrl);
  const app = pointAppAt(databaseUrl);
  const seedStart = performance.now();
  const { tokens, tokenOf: tokenOfUser, pairs, heavyToken } = await seed();
  console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  await app.restore();
  await disconnectDb();

  const server = startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: String(WORKERS),
    RATE_LIMITS: "false",
    LOG_REQUESTS: "false",
    SCHEDULER: "false",
  });
  const port = await server.port;
  const base = `http://127.0.0.1:${port}`;
  const pid = server.child.pid!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const call = (method: "GET" | "POST", pathName: string, token: string, body?: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        base + pathName,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  // Warm up the route modules and the database pages.
  for (let i = 0; i < 20; i++) await call("GET", "/api/dm/threads", heavyToken);

  // Part 1 -------------------------------------------------------------------------------------
  const rssBefore = rssOf(pid);
  const sockets: Socket[] = [];
  const socketOf = new Map<number, Socket>();
  const connectStart = performance.now();
  for (let i = 0; i < tokens.length; i += 100) {
    await Promise.all(
      tokens.slice(i, i + 100).map(
        (token) =>
          new Promise<void>((resolve, reject) => {
            const socket = connect(base, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
            socket.once("ready", (ready: { user_id: number }) => {
              socketOf.set(ready.user_id, socket);
              resolve();
            });
            socket.once("connect_error", reject);
            sockets.push(socket);
          }),
      ),
    );
  }
  const rssAfter = rssOf(pid);
  console.log(
    `connected ${sockets.length} sockets in ${((performance.now() - connectStart) / 1000).toFixed(1)} s; server RSS ${mb(rssBefore)} → ${mb(rssAfter)}: ${((rssAfter - rssBefore) / sockets.length / 1024).toFixed(1)} KB per socket`,
  );

  const idleCpuStart = cpuMsOf(pid);
  await new Promise((r) => setTimeout(r, 5000));
  console.log(`server CPU while ${sockets.length} sockets sit idle: ${((cpuMsOf(pid) - idleCpuStart) / 50).toFixed(1)} % of a core`);

  const slowBySecond: Array<[number, number]> = [];
  const startAtRef = { value: 0 };
  const sentAt = new Map<string, number>(); // "thread:seq" → send time
  const latencies: number[] = [];
  const received = new Map<string, number>(); // "thread:seq" → deliveries to the recipient
  const lastId = new Map<string, number>(); // "thread:recipient" → newest message id delivered
  let outOfOrder = 0;
  for (const [threadId, a, b] of pairs) {
    for (const user of [a, b]) {
      socketOf
        .get(user)
        ?.on("message:new", (event: { thread_id: number; message: { id: number; sender_id: number; content: string } }) => {
          if (event.message.sender_id === user || event.thread_id !== threadId) return;
          const seq = Number(/^seq (\d+)/.exec(event.message.content)?.[1]);
          if (!Number.isFinite(seq)) return;
          const key = `${threadId}:${seq}`;
          const t0 = sentAt.get(key);
          if (t0 !== undefined) {
            latencies.push(performance.now() - t0);
            slowBySecond.push([Math.floor((t0 - startAtRef.value) / 1000), performance.now() - t0]);
          }
          received.set(key, (received.get(key) ?? 0) + 1);
          // Thread order is the stored order (message ids): a recipient must never get an older one after a newer one.
          const stream = `${threadId}:${user}`;
          if (event.message.id <= (lastId.get(stream) ?? 0)) outOfOrder++;
          lastId.set(stream, event.message.id);
        });
    }
  }

  // Warm-up at the same rate (contents the listeners ignore), then the measured run.
  const warmups: Promise<unknown>[] = [];
  const warmStart = performance.now();
  for (let k = 0; k < RATE * WARMUP_SECONDS; k++) {
    const wait = warmStart + (k * 1000) / RATE - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const [threadId, a] = pairs[k % pairs.length];
    warmups.push(call("POST", `/api/dm/threads/${threadId}/messages`, tokenOfUser.get(a)!, { content: `warm-up ${k}` }));
  }
  await Promise.all(warmups);
  if (WARMUP_SECONDS > 0) console.log(`warm-up: ${warmups.length} messages in ${WARMUP_SECONDS} s (not measured)`);

  const total = RATE * SECONDS;
  const seqOf = new Map<number, number>();
  const sendLatencies: number[] = [];
  let failures = 0;
  const inflight: Promise<void>[] = [];
  const startAt = performance.now();
  startAtRef.value = startAt;
  const cpuBefore = cpuMsOf(pid);
  const ownCpuBefore = process.cpuUsage();
  const ownLoopDelay = monitorEventLoopDelay({ resolution: 5 });
  ownLoopDelay.enable();
  for (let k = 0; k < total; k++) {
    const due = startAt + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const [threadId, a, b] = pairs[k % pairs.length];
    const seq = (seqOf.get(threadId) ?? 0) + 1;
    seqOf.set(threadId, seq);
    const sender = seq % 2 ? a : b;
    const key = `${threadId}:${seq}`;
    const t0 = performance.now();
    sentAt.set(key, t0);
    inflight.push(
      call("POST", `/api/dm/threads/${threadId}/messages`, tokenOfUser.get(sender)!, {
        content: `seq ${seq} from ${sender} at ${Date.now()}`,
      }).then((res) => {
        sendLatencies.push(performance.now() - t0);
        if (res.status !== 201) {
          failures++;
          if (failures < 5) console.log(`send failed: ${res.status} ${res.text.slice(0, 200)}`);
        }
      }),
    );
  }
  await Promise.all(inflight);
  const sendSeconds = (performance.now() - startAt) / 1000;
  const cpuPerMessage = (cpuMsOf(pid) - cpuBefore) / total;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  ownLoopDelay.disable();
  const ownCpuShare = (ownCpu.user + ownCpu.system) / 1000 / (sendSeconds * 1000);
  const drainUntil = performance.now() + 5000;
  while (performance.now() < drainUntil && [...received.values()].reduce((s, v) => s + v, 0) < total - failures)
    await new Promise((r) => setTimeout(r, 50));
  let lost = 0;
  let duplicated = 0;
  for (const key of sentAt.keys()) {
    const count = received.get(key) ?? 0;
    if (count === 0) lost++;
    if (count > 1) duplicated += count - 1;
  }
  console.log(
    `sent ${total} messages in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)}/s), ${failures} failed; ` +
      `send-to-deliver p50 ${pct(latencies, 0.5).toFixed(1)} ms p95 ${pct(latencies, 0.95).toFixed(1)} ms p99 ${pct(latencies, 0.99).toFixed(1)} ms max ${pct(latencies, 1).toFixed(1)} ms; ` +
      `HTTP send p99 ${pct(sendLatencies, 0.99).toFixed(1)} ms; lost ${lost}, duplicated ${duplicated}, delivered out of thread order ${outOfOrder}`,
  );
  console.log(
    `server CPU per message sent and delivered: ${cpuPerMessage.toFixed(2)} ms (one core saturates at ${(1000 / cpuPerMessage).toFixed(0)} messages/s); ` +
      `this load generator (its ${sockets.length} clients and the sends) used ${(100 * ownCpuShare).toFixed(0)} % of a core, its event-loop delay p99 ${(ownLoopDelay.percentile(99) / 1e6).toFixed(1)} ms max ${(ownLoopDelay.max / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `server RSS after the run ${mb(rssOf(pid))}; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (process.env.BENCH_DEBUG) {
    const bySecond = new Map<number, number[]>();
    for (const [sec, ms] of slowBySecond) bySecond.set(sec, [...(bySecond.get(sec) ?? []), ms]);
    console.log([...bySecond.entries()].sort((a, b) => a[0] - b[0]).map(([sec, v]) => `${sec}:${v.filter((x) => x > 25).length}/${Math.max(...v).toFixed(0)}`).join(" "));
  }
  for (const s of sockets) s.close();

  // Part 2 -------------------------------------------------------------------------------------
  const listTimes: number[] = [];
  let threadsSeen = 0;
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const res = await call("GET", "/api/dm/threads", heavyToken);
    listTimes.push(performance.now() - t);
    if (i === 0) threadsSeen = (JSON.parse(res.text) as { threads: unknown[] }).threads.length;
  }
  console.log(
    `GET /api/dm/threads (user with ${LIST_THREADS} threads, ${LIST_MESSAGES.toLocaleString("en-US")} messages in them; page of ${threadsSeen}): ` +
      `p50 ${pct(listTimes, 0.5).toFixed(1)} ms p95 ${pct(listTimes, 0.95).toFixed(1)} ms (HTTP, 300 calls)`,
  );

  server.child.kill("SIGTERM");
  await server.exited;
  agent.destroy();

  // Part 3 -------------------------------------------------------------------------------------
  const cpuBy: Record<"off" | "on", number[]> = { off: [], on: [] };
  let limitRound = 0;
  for (const limits of ["off", "on", "off", "on"] as const) {
    limitRound++;
    const limited = startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WEB_CONCURRENCY: String(WORKERS), RATE_LIMITS: String(limits === "on"), LOG_REQUESTS: "false", SCHEDULER: "false" });
    const limitedBase = `http://127.0.0.1:${await limited.port}`;
    const limitedAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const post = (threadId: number, token: string, content: string) =>
      new Promise<number>((resolve) => {
        const payload = JSON.stringify({ content });
        const req = http.request(
          `${limitedBase}/api/dm/threads/${threadId}/messages`,
          { method: "POST", agent: limitedAgent, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": Buffer.byteLength(payload) } },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        // A reset connection counts as a failed send (reported below), not the end of the bench.
        req.on("error", () => resolve(0));
        req.end(payload);
      });
    const count = LIMITS_RATE * LIMITS_SECONDS;
    const sendAll = async (label: string) => {
      const sends: Promise<number>[] = [];
      const begin = performance.now();
      for (let k = 0; k < count; k++) {
        const wait = begin + (k * 1000) / LIMITS_RATE - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        // Each round its own senders (offset by round), so no one nears a per-minute limit.
        const [threadId, a, b] = pairs[(k + limitRound * 7) % pairs.length];
        const sender = k % 2 ? a : b;
        sends.push(post(threadId, tokenOfUser.get(sender)!, `${label} ${k}`));
      }
      return Promise.all(sends);
    };
    await sendAll("limits warm-up");
    const limitedPid = limited.child.pid!;
    const before = cpuMsOf(limitedPid);
    const statuses = await sendAll("limits run");
    const perMessage = (cpuMsOf(limitedPid) - before) / count;
    cpuBy[limits].push(perMessage);
    if (statuses.some((st) => st !== 201)) console.log(limited.output().slice(-2000));
    console.log(`limits ${limits}: ${count} sends at ${LIMITS_RATE}/s, ${statuses.filter((st) => st !== 201).length} not 201; server CPU ${perMessage.toFixed(3)} ms per message`);
    limited.child.kill("SIGTERM");
    await limited.exited;
    limitedAgent.destroy();
  }
  const mean = (values: number[]) => sum(values) / values.length;
  const cost = mean(cpuBy.on) / mean(cpuBy.off) - 1;
  console.log(`rate limits cost ${(100 * cost).toFixed(1)} % of a message send's server CPU (on ${mean(cpuBy.on).toFixed(3)} ms vs off ${mean(cpuBy.off).toFixed(3)} ms; budget 3 %)`);
  if (mysql) await mysql.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  process.exit(0);
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
