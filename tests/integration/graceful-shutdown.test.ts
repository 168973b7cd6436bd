import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startServerProcess } from "../fixtures/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-shutdown-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startServer = () => startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, "app.db")}` });

it("finishes an in-flight request after SIGTERM, refuses new connections, and exits 0", async () => {
  const server = startServer();
  const port = await server.port;
  const body = JSON.stringify({ email: "slow@example.com", password: "whatever" });

  /** Resolves once the server's output matches `pattern` (its own log lines are the events here). */
  const outputSays = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!pattern.test(server.output())) return;
        server.child.stdout?.off("data", check);
        resolve();
      };
      server.child.stdout?.on("data", check);
      check();
    });

  // A request whose body is still arriving when the signal comes. `Expect: 100-continue` makes the
  // server say when it has taken the request in (Node answers 100 Continue as it dispatches it).
  let requestTakenIn: () => void = () => undefined;
  const takenIn = new Promise<void>((resolve) => (requestTakenIn = resolve));
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/auth/login",
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Expect: "100-continue" },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.on("continue", () => {
      req.write(body.slice(0, 10));
      requestTakenIn();
    });
    void takenIn
      .then(() => {
        server.child.kill("SIGTERM");
        return outputSays(/SIGTERM received/);
      })
      .then(() => req.end(body.slice(10)));
    req.flushHeaders();
  });

  const finished = await response;
  expect(finished.status).toBe(401);
  expect(JSON.parse(finished.text)).toEqual({ detail: "Invalid email or password" });
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("Shutdown complete");
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
});
