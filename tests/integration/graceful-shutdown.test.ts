import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-shutdown-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts `npm start`'s entry as a real process and resolves with its port once it listens. */
function startServer() {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

it("finishes an in-flight request after SIGTERM, refuses new connections, and exits 0", async () => {
  const server = startServer();
  const port = await server.port;
  const body = JSON.stringify({ email: "slow@example.com", password: "whatever" });

  // A request whose body is still arriving when the signal comes.
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: "/api/auth/login", method: "POST", headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      server.child.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(10)), 400);
    }, 200);
  });

  const finished = await response;
  expect(finished.status).toBe(401);
  expect(JSON.parse(finished.text)).toEqual({ detail: "Invalid email or password" });
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("Shutdown complete");
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
});
