import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServerToClientEvents } from "@shared/realtime-events";
import { createAccount } from "~/domain/accounts/create-account.server";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { dbReady, type Db } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { employerRegistration } from "../fixtures/employer-registration";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";
import { startServerProcess, type ServerProcess } from "../fixtures/server-process";

/** The messages of a server's output: its log lines are JSON records (pino); other lines as they are. */
function logMessages(output: string): string[] {
  return output.split("\n").map((line) => {
    if (!line.startsWith("{")) return line;
    try {
      const record = JSON.parse(line) as { msg?: unknown };
      return typeof record.msg === "string" ? record.msg : line;
    } catch {
      return line;
    }
  });
}
import { nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";

// Two instances of `npm start` (separate processes) on one MariaDB database and one Redis, as behind
// a load balancer (docs/decisions/030): A is a single process, B runs two node:cluster workers as
// `npm start` does by default, so B's workers also relay through Redis. Every run uses a key prefix
// of its own, so it shares the local Redis with nothing else.

const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const database = testDatabase();
const prefix = `vets-test-${crypto.randomBytes(4).toString("hex")}:`;
const sessionSecret = crypto.randomBytes(32).toString("hex");
const dataDirs: string[] = [];
let db: Db;
let app: { restore(): Promise<void> };

function instanceEnv(redisUrl: string, workers: number): Record<string, string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-redis-"));
  dataDirs.push(dataDir);
  return {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    WEB_CONCURRENCY: String(workers),
    TRUST_PROXY: "loopback",
    LOG_REQUESTS: "false",
    RATE_LIMITS: "true",
    EXPOSE_WORKER_PID: "true",
    SCHEDULER: "true",
    SCHEDULER_INTERVAL_SECONDS: "1",
    SMTP_URL: "",
  };
}

interface Instance {
  process: ServerProcess;
  port: number;
  api: ApiClient;
}

async function startInstance(redisUrl: string, workers = 1): Promise<Instance> {
  const server = startServerProcess(instanceEnv(redisUrl, workers));
  const port = await server.port;
  return { process: server, port, api: new ApiClient(`http://127.0.0.1:${port}`) };
}

async function stopInstance(instance: Instance | undefined): Promise<number | null> {
  if (!instance || instance.process.child.exitCode !== null) return instance?.process.child.exitCode ?? null;
  instance.process.child.kill("SIGTERM");
  return instance.process.exited;
}

/** Rejects after `ms` so a lost event fails the test in bounded time instead of hanging it. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms).unref()),
  ]);
}

/** A signed-in socket on `instance`, once the server says which process serves it. */
async function openSocket(instance: Instance, token: string): Promise<{ socket: Socket; pid: number }> {
  const socket = connect(`http://127.0.0.1:${instance.port}`, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
  const ready = new Promise<{ socket: Socket; pid: number }>((resolve, reject) => {
    socket.once("ready", (event: { worker_pid?: number }) => resolve({ socket, pid: Number(event.worker_pid) }));
    socket.once("connect_error", reject);
  });
  return within(ready, 10_000, "the socket's ready event");
}

function nextEvent<T>(socket: Socket, event: string, what: string): Promise<T> {
  return within(new Promise<T>((resolve) => socket.once(event, resolve)), 10_000, what);
}

/** The Socket.IO adapter's per-process response channels under this run's prefix: one per live instance. */
async function ownResponseChannels(redis: Redis): Promise<string[]> {
  const channels = (await redis.pubsub("CHANNELS", `${prefix}socket.io*`)) as string[];
  return channels.filter((channel) => /^.*socket\.io-response#\/#[^#]+#$/.test(channel));
}

async function veteran(instance: Instance, label: string): Promise<TestAccount> {
  return registerAccount(instance.api, `${label}-${crypto.randomBytes(3).toString("hex")}@example.com`);
}

// ---------------------------------------------------------------------------------------------
// Live delivery across instances, as a table: each case makes something happen through instance A
// that must reach the recipient's socket on instance B (and on A). New live events (message:new,
// thread:updated…) are one more row.

interface DeliveryContext {
  a: Instance;
  b: Instance;
  actor: TestAccount;
  recipient: TestAccount;
}

type DeliveryCase = {
  [E in keyof ServerToClientEvents]: {
    name: string;
    event: E;
    /** Through instance A (ctx.a / ctx.actor.client pointed at A). */
    act(ctx: DeliveryContext): Promise<void>;
    check(payload: Parameters<ServerToClientEvents[E]>[0], ctx: DeliveryContext): void;
  };
}[keyof ServerToClientEvents];

/** The actor's own client, but talking to `instance`. */
const via = (instance: Instance, account: TestAccount) => instance.api.withToken(account.token).withIp(account.client.clientIp);

const deliveryCases: DeliveryCase[] = [
  {
    name: "a follow made through A notifies the person followed (notification:new)",
    event: "notification:new",
    async act({ a, actor, recipient }) {
      const res = await via(a, actor).post(`/api/follow/${recipient.userId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    check(notification, { actor }) {
      expect(notification.type).toBe("follow");
      expect(notification.title).toBe("Jordan Miles started following you");
      expect(notification.link).toBe(`/profile/${actor.userId}`);
      expect(notification.read).toBe(false);
    },
  },
  {
    name: "a direct message sent through A reaches the recipient's sockets (message:new)",
    event: "message:new",
    async act({ a, actor, recipient }) {
      // Following each other makes them connections, whom SPEC's default settings accept.
      expect((await via(a, actor).post(`/api/follow/${recipient.userId}`)).status).toBe(200);
      expect((await via(a, recipient).post(`/api/follow/${actor.userId}`)).status).toBe(200);
      const thread = await via(a, actor).post("/api/dm/threads", { participants: [recipient.userId] });
      expect(thread.status, JSON.stringify(thread.body)).toBe(201);
      const threadId = (thread.body.thread as { id: number }).id;
      const sent = await via(a, actor).post(`/api/dm/threads/${threadId}/messages`, { content: "Across instances" });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    },
    check(event, { actor }) {
      expect(event.message).toMatchObject({ thread_id: event.thread_id, sender_id: actor.userId, content: "Across instances" });
    },
  },
];

// Ending live connections across instances: the session or user is ended through A, its socket lives on B.
interface DisconnectCase {
  name: string;
  /** Returns the token the socket on B uses, then ends it through A. */
  prepare(ctx: { a: Instance; account: TestAccount }): Promise<{ socketToken: string; end(): Promise<void> }>;
}

const disconnectCases: DisconnectCase[] = [
  {
    name: "logout through A ends that session's socket on B",
    async prepare({ a, account }) {
      return {
        socketToken: account.token,
        async end() {
          expect((await via(a, account).post("/api/auth/logout")).status).toBe(200);
        },
      };
    },
  },
  {
    name: "a password change through A ends the user's other sockets on B",
    async prepare({ a, account }) {
      const other = await a.api.withIp(nextIp()).post("/api/auth/login", { email: account.email, password: account.password });
      expect(other.status).toBe(200);
      return {
        socketToken: other.body.access_token as string,
        async end() {
          const res = await via(a, account).post("/api/account/change-password", { current_password: account.password, new_password: "NewSecret456!" });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        },
      };
    },
  },
  {
    name: "an approved employer sent back to review through A loses its socket on B",
    async prepare({ a, account }) {
      // The account becomes an approved employer; a material company change through A ends its approval.
      await db.user.update({ where: { id: account.userId }, data: { role: "employer" } });
      await createEmployerProfile(account.userId, { approvalStatus: "approved", companyName: "Before Co" });
      const { email: _email, password: _password, ...company } = employerRegistration(account.email);
      return {
        socketToken: account.token,
        async end() {
          const res = await via(a, account).request("PUT", "/api/employer/company", { ...company, company_name: "After Co" });
          expect(res.body, JSON.stringify(res.body)).toMatchObject({ approval_status: "pending", back_under_review: true });
        },
      };
    },
  },
];

beforeAll(async () => {
  await applyPendingMigrations(database.url);
  app = pointAppAt(database.url);
  db = await dbReady();
  await syncPlanCatalog(db);
});

afterAll(async () => {
  await app?.restore();
  await database.drop();
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("two instances on one MariaDB and one Redis (A: one process, B: two workers)", () => {
  let a: Instance;
  let b: Instance;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    [a, b] = await Promise.all([startInstance(REDIS_URL, 1), startInstance(REDIS_URL, 2)]);
  });

  afterAll(async () => {
    redis?.disconnect();
    await Promise.all([stopInstance(a), stopInstance(b)]);
  });

  it("both instances relay Socket.IO through Redis under this installation's key prefix", async () => {
    expect(a.process.child.pid).not.toBe(b.process.child.pid);
    // Each server process listens on a response channel of its own: A's, and one per worker of B.
    await vi.waitFor(async () => expect(await ownResponseChannels(redis)).toHaveLength(3));
    expect(b.process.output()).toContain("2 workers");
    expect((await a.api.get("/healthz")).body).toMatchObject({ status: "ok", database: "mysql", redis: "ready" });
    expect((await b.api.get("/healthz")).body).toMatchObject({ status: "ok", database: "mysql", redis: "ready" });
  });

  for (const c of deliveryCases) {
    it(`live delivery: ${c.name}`, async () => {
      const ctx: DeliveryContext = { a, b, actor: await veteran(a, "actor"), recipient: await veteran(b, "recipient") };
      // Two sockets on B (B's primary hands connections to its workers in turn) and one on A.
      const onB = [await openSocket(b, ctx.recipient.token), await openSocket(b, ctx.recipient.token)];
      const onA = await openSocket(a, ctx.recipient.token);
      try {
        expect(onA.pid).toBe(a.process.child.pid);
        for (const s of onB) expect([a.process.child.pid, b.process.child.pid]).not.toContain(s.pid); // B's workers
        const received = [...onB, onA].map((s, i) => nextEvent<unknown>(s.socket, c.event, `${c.event} on socket ${i + 1}`));
        await c.act(ctx);
        const [first, ...others] = await Promise.all(received);
        const check = c.check as (payload: unknown, context: DeliveryContext) => void;
        check(first, ctx);
        for (const other of others) expect(other).toEqual(first);
      } finally {
        for (const s of [...onB, onA]) s.socket.close();
      }
    });
  }

  for (const c of disconnectCases) {
    it(`live disconnect: ${c.name}`, async () => {
      const account = await veteran(a, "ending");
      const { socketToken, end } = await c.prepare({ a, account });
      const { socket, pid } = await openSocket(b, socketToken);
      try {
        expect([a.process.child.pid, b.process.child.pid]).not.toContain(pid);
        const disconnected = nextEvent<string>(socket, "disconnect", "the socket on B to be disconnected");
        await end();
        expect(await disconnected).toBe("io server disconnect");
      } finally {
        socket.close();
      }
    });
  }

  it("failed logins for one account count together across A and B", async () => {
    const account = await veteran(a, "limits");
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const res = await instance.api.withIp(ip).post("/api/auth/login", { email: account.email, password: "wrong-password" });
      statuses.push(res.status);
    }
    // Ten tries per account and address in 15 minutes; counted per instance, A and B would allow twenty.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The right password is refused too while the limit holds, on either instance.
    const right = await b.api.withIp(ip).post("/api/auth/login", { email: account.email, password: account.password });
    expect(right.status).toBe(429);
    // The counter is Redis's, under this installation's prefix.
    expect(await redis.keys(`${prefix}rl:loginPerAccountAndIp:*`)).toHaveLength(1);
  });

  it("the trial-expiry job runs once for both instances: one run, one transition and one email per trial", async () => {
    const TRIALS = 8;
    const started = new Date(Date.now() - 15 * 86_400_000);
    const tag = `sched-${crypto.randomBytes(3).toString("hex")}`;
    // All trials become due in one commit, so a single run of the job sees all of them.
    const ids = await db.$transaction(async (tx) => {
      const made: number[] = [];
      for (let i = 0; i < TRIALS; i++) {
        const user = await createAccount(tx, { email: `${tag}-${i}@example.com`, passwordHash: "x", fullName: `Trial ${i}`, role: "veteran", verified: true }, started);
        made.push(user.id);
      }
      return made;
    });
    await vi.waitFor(
      async () => {
        const moved = await db.subscription.count({ where: { userId: { in: ids }, tier: "free" } });
        expect(moved).toBe(TRIALS);
      },
      { timeout: 20_000, interval: 200 },
    );
    // Give the other instance's ticks (every second) the chance to run it again; the lease must refuse them.
    const lease = await db.schedulerLease.findUniqueOrThrow({ where: { name: "billing-lifecycle" } });
    await vi.waitFor(
      async () => {
        const later = await db.schedulerLease.findUniqueOrThrow({ where: { name: "billing-lifecycle" } });
        expect(Number(later.lastPeriod)).toBeGreaterThanOrEqual(Number(lease.lastPeriod) + 2);
      },
      { timeout: 20_000, interval: 200 },
    );

    const runs = [a, b].flatMap((instance) =>
      logMessages(instance.process.output())
        .map((message) => message.match(/^\[scheduler\] billing-lifecycle: (\{.*\})$/))
        .filter((m): m is RegExpMatchArray => m !== null)
        .map((m) => JSON.parse(m[1]) as { trialsExpired?: number })
        .filter((r) => (r.trialsExpired ?? 0) > 0),
    );
    expect(runs).toEqual([expect.objectContaining({ trialsExpired: TRIALS })]);
    const events = await db.subscriptionEvent.findMany({ where: { userId: { in: ids }, action: "trial_expired" } });
    expect(events).toHaveLength(TRIALS);
    expect(new Set(events.map((e) => e.userId)).size).toBe(TRIALS);
    const mails = await db.emailOutbox.findMany({ where: { to: { startsWith: `${tag}-` } } });
    expect(mails.filter((m) => /trial has ended/i.test(m.subject))).toHaveLength(TRIALS);
    // The lease row names one of the two instances as the last runner and is free again.
    const owners = [a, b].map((instance) => `:${instance.process.child.pid}:`);
    const after = await db.schedulerLease.findUniqueOrThrow({ where: { name: "billing-lifecycle" } });
    expect(owners.some((o) => after.lastRunBy?.includes(o))).toBe(true);
  });

  it("both instances shut down cleanly on SIGTERM, closing their Redis connections", async () => {
    expect(await Promise.all([stopInstance(a), stopInstance(b)])).toEqual([0, 0]);
    await vi.waitFor(async () => {
      expect(await redis.pubsub("CHANNELS", `${prefix}socket.io*`)).toEqual([]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Redis away: the site keeps serving. A Redis of this test's own on a free 127.0.0.1 port, absent
// when the instance starts, started later, then killed.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return within(
    new Promise<ChildProcess>((resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve(child);
      });
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    }),
    10_000,
    "redis-server to start",
  );
}

describe("one instance while Redis is unreachable", () => {
  let port: number;
  let c: Instance;
  let redisServer: ChildProcess | undefined;

  beforeAll(async () => {
    port = await freePort();
  });

  afterAll(async () => {
    await stopInstance(c);
    if (redisServer && redisServer.exitCode === null) redisServer.kill("SIGKILL");
  });

  /** Serves HTTP in bounded time: health, sign-in (with its limit still held when asked), a live event on this instance. */
  async function stillServes(label: string, { checkLimit }: { checkLimit: boolean }) {
    const t0 = Date.now();
    const health = await c.api.get("/healthz");
    expect(health.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(1_000);

    const account = await veteran(c, `${label}-limits`);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < (checkLimit ? 11 : 1); attempt++) {
      const started = Date.now();
      statuses.push((await c.api.withIp(ip).post("/api/auth/login", { email: account.email, password: "wrong-password" })).status);
      // Hashing dominates a login; Redis away adds at most its command timeout (0.5 s), not a hang.
      expect(Date.now() - started, "a login answered in bounded time").toBeLessThan(5_000);
    }
    // The per-process insurance counters keep the limit while Redis is away.
    expect(statuses).toEqual(checkLimit ? [...Array(10).fill(401), 429] : [401]);

    const actor = await veteran(c, `${label}-actor`);
    const recipient = await veteran(c, `${label}-recipient`);
    const { socket } = await openSocket(c, recipient.token);
    try {
      const notice = nextEvent<{ type: string }>(socket, "notification:new", "a local notification while Redis is away");
      expect((await via(c, actor).post(`/api/follow/${recipient.userId}`)).status).toBe(200);
      expect((await notice).type).toBe("follow");
    } finally {
      socket.close();
    }
  }

  it("starts and serves although nothing answers at REDIS_URL", async () => {
    c = await within(startInstance(`redis://127.0.0.1:${port}`), 60_000, "the instance to start without Redis");
    expect((await c.api.get("/healthz")).body).toMatchObject({ status: "ok", redis: "unavailable" });
    await stillServes("absent", { checkLimit: false });
  });

  it("connects once Redis appears, and keeps serving when Redis is killed", async () => {
    redisServer = await startRedisServer(port);
    await vi.waitFor(async () => expect((await c.api.get("/healthz")).body).toMatchObject({ redis: "ready" }), { timeout: 10_000, interval: 100 });
    const probe = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1 });
    try {
      // The adapter subscribed once the connection came up.
      await vi.waitFor(async () => expect(await ownResponseChannels(probe)).toHaveLength(1), { timeout: 10_000 });
    } finally {
      probe.disconnect();
    }

    const exited = new Promise((resolve) => redisServer?.once("exit", resolve));
    redisServer.kill("SIGKILL");
    await exited;
    await vi.waitFor(async () => expect((await c.api.get("/healthz")).body).toMatchObject({ redis: "unavailable" }), { timeout: 10_000, interval: 100 });
    await stillServes("dropped", { checkLimit: true });
  });

  it("still shuts down cleanly with Redis gone", async () => {
    expect(await stopInstance(c)).toBe(0);
    const output = c.process.output();
    expect(output).not.toMatch(/Unhandled|unhandledRejection|missing 'error' handler/i);
    // One line per connection when it is lost and when it is back, not one per reconnect attempt.
    const redisLines = logMessages(output).filter((message) => message.startsWith("[redis]"));
    expect(redisLines.length, redisLines.join("\n")).toBeGreaterThan(0);
    expect(redisLines.length, redisLines.join("\n")).toBeLessThanOrEqual(6);
    expect(output).not.toContain("redis://");
  });
});
