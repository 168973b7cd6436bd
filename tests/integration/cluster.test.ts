import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { resetConfigForTests } from "~/lib/config.server";
import { disconnectDb } from "~/lib/db.server";
import { startServerProcess, type ServerProcess } from "../fixtures/server-process";
import { submitVerificationDocument } from "../fixtures/verification-upload";
import { linkTokenFor } from "../fixtures/sign-up";

// `npm start` with two node:cluster workers (WEB_CONCURRENCY=2): limits and live events must
// hold across processes. Every HTTP call below opens a connection of its own, and the primary
// hands connections to the workers in turn, so consecutive calls land on both workers.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-cluster-"));
const databaseUrl = `file:${path.join(dataDir, "app.db")}`;
let server: ServerProcess;
let port = 0;

function call(
  method: string,
  urlPath: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method,
        agent: false,
        headers: {
          ...(payload ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** A signed-in socket and the worker process serving it (EXPOSE_WORKER_PID, test suites only). */
function openSocket(token: string): Promise<{ socket: Socket; workerPid: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      auth: { token },
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
    });
    socket.on("ready", (ready: { worker_pid?: number }) => resolve({ socket, workerPid: Number(ready.worker_pid) }));
    socket.on("connect_error", reject);
  });
}

beforeAll(async () => {
  server = startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_REQUESTS: "false",
    RATE_LIMITS: "true",
    WEB_CONCURRENCY: "2",
    EXPOSE_WORKER_PID: "true",
  });
  port = await server.port;
});

afterAll(async () => {
  if (server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await disconnectDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("starts two workers behind one port", () => {
  expect(server.output()).toContain("2 workers");
});

it("counts failed logins for one account across workers", async () => {
  const email = "limits@example.com";
  expect((await call("POST", "/api/auth/register", { email, password: "Secret123!", full_name: "Lim Its" })).status).toBe(202);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    statuses.push((await call("POST", "/api/auth/login", { email, password: "wrong-password" })).status);
  }
  // Ten tries per account in 15 minutes; per-process counters would allow about twenty here.
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
});

it("delivers a live notification to the user's sockets on every worker", async () => {
  Object.assign(process.env, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  resetConfigForTests();
  await call("POST", "/api/auth/register", { email: "live@example.com", password: "Secret123!", full_name: "Li Ve" });
  await call("POST", "/api/auth/email/verify", { token: await linkTokenFor("live@example.com", "/verify-email") });
  const token = (await call("POST", "/api/auth/login", { email: "live@example.com", password: "Secret123!" })).body.access_token as string;
  const submitted = await submitVerificationDocument(`http://127.0.0.1:${port}`, token);
  expect(submitted.status).toBe(201);

  await createAdmin({ email: "cluster.admin@example.com", password: "AdminPass123!", fullName: "Cluster Admin" });
  const admin = await call("POST", "/api/auth/login", { email: "cluster.admin@example.com", password: "AdminPass123!" });

  const opened = await Promise.all([1, 2, 3, 4].map(() => openSocket(token)));
  const sockets = opened.map((o) => o.socket);
  try {
    // The primary hands connections out in turn: the four sockets live on both workers, none
    // on the primary, so a notice reaching all four crossed from one worker to the other.
    const workerPids = new Set(opened.map((o) => o.workerPid));
    expect(workerPids.size).toBe(2);
    expect(workerPids.has(server.child.pid ?? -1)).toBe(false);
    for (const pid of workerPids) expect(Number.isInteger(pid) && pid > 0).toBe(true);

    const received = sockets.map((socket) => new Promise<{ title: string }>((resolve) => socket.once("notification:new", resolve)));
    const approved = await call(
      "POST",
      `/api/admin/verifications/${submitted.body.id as number}/approve`,
      {},
      admin.body.access_token as string,
    );
    expect(approved.status).toBe(200);
    const notices = await Promise.all(received);
    expect(notices).toHaveLength(4);
    for (const notice of notices) expect(notice.title).toBeTruthy();
  } finally {
    sockets.forEach((socket) => socket.close());
  }
});

it("lets both workers finish, then exits 0 on SIGTERM", async () => {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("Shutdown complete");
});
