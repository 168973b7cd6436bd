import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { startServerProcess } from "../fixtures/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-shutdown-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// A drain time well beyond the wait for refused connections below: on a loaded machine (the whole
// suite in parallel) the workers may take seconds to stop accepting, and the default 10 s drain
// would close the in-flight request before the test finished sending it. No scheduler: its start-up
// work (a child process for the daily scan) is not what this test is about.
const startServer = () =>
  startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
    SHUTDOWN_DRAIN_SECONDS: "60",
    SCHEDULER: "false",
  });

/** True once the port refuses connections; an answer, or no answer within a second, is false. */
async function refused(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch (e) {
    return (e as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
  }
}

it("finishes an in-flight request after SIGTERM, refuses new connections, and exits 0", async () => {
  const server = startServer();
  const port = await server.port;
  const body = JSON.stringify({ email: "slow@example.com", password: "whatever" });

  // A request whose body is still arriving when the signal comes. `Expect: 100-continue` makes
  // the server say when the request has reached a worker's handler (Node answers 100 then).
  let inServer!: () => void;
  const reachedServer = new Promise<void>((resolve) => (inServer = resolve));
  const req = http.request({
    host: "127.0.0.1",
    port,
    path: "/api/auth/login",
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Expect: "100-continue" },
  });
  req.on("continue", () => inServer());
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
  });
  req.flushHeaders();
  await reachedServer;
  req.write(body.slice(0, 10));

  server.child.kill("SIGTERM");
  // Once new connections are refused, every worker is draining; only then does the body finish.
  await vi.waitFor(async () => expect(await refused(port), server.output()).toBe(true), { timeout: 30_000, interval: 50 });
  req.end(body.slice(10));

  const finished = await response;
  expect(finished.status).toBe(401);
  expect(JSON.parse(finished.text)).toEqual({ detail: "Invalid email or password" });
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("Shutdown complete");
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
});
