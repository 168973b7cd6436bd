// The same bounded closed-loop load as http-load.ts, driven by wrk (Debian's package `wrk`, a C
// client) when it is installed. On this 2-core machine the load generator shares the cores with
// the server; autocannon spent ~1.9 ms of CPU per 30 KB feed answer (half a core at 280 req/s),
// wrk a fraction of that, so the server's own latency is what gets measured. wrk keeps a latency
// histogram, not every sample, so the result carries percentiles and no `latencies` list.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadOptions, LoadRequest, LoadResult } from "./http-load";

const WRK = "/usr/bin/wrk";

export const wrkAvailable = (): boolean => fs.existsSync(WRK);

/** A Lua string literal: the requests are plain ASCII (tokens, paths, form fields). */
function luaString(text: string): string {
  if (!/^[\x20-\x7e\r\n]*$/.test(text)) throw new Error("wrk-load: requests must be printable ASCII");
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\r/g, "\\r").replace(/\n/g, "\\n")}"`;
}

/** Requests per function of the generated script (each well under LuaJIT's constant limit). */
const SCRIPT_PART_ENTRIES = 2_000;

function script(list: readonly LoadRequest[], quota: number): string {
  const entries = list.map((r) => {
    const headers = Object.entries(r.headers ?? {})
      .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
      .join(", ");
    return `{ ${luaString(r.method ?? "GET")}, ${luaString(r.path)}, { ${headers} }, ${r.body === undefined ? "nil" : luaString(r.body)} }`;
  });
  // LuaJIT allows 65,536 constants a function: a long list in one table constructor failed to load,
  // and wrk then sent its default request (GET /) in place of the list. Each part is a function.
  const parts: string[] = [];
  for (let i = 0; i < entries.length; i += SCRIPT_PART_ENTRIES) {
    parts.push(`parts[#parts + 1] = function() return { ${entries.slice(i, i + SCRIPT_PART_ENTRIES).join(",\n")} } end`);
  }
  return `
local parts = {}
${parts.join("\n")}
local list = {}
for _, part in ipairs(parts) do
  for _, r in ipairs(part()) do list[#list + 1] = r end
end
local formatted = {}
local next_index = 0
local answered = 0
failures = 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  for i, r in ipairs(list) do formatted[i] = wrk.format(r[1], r[2], r[3], r[4]) end
end
function request()
  next_index = next_index % #formatted + 1
  return formatted[next_index]
end
function response(status, headers, body)
  answered = answered + 1
  if status < 200 or status > 299 then failures = failures + 1 end
  if answered == ${quota} then
    wrk.thread:stop()
    io.write("WRKQUOTA\\n")
    io.flush()
  end
end
function done(summary, latency, requests)
  local failed = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  for _, t in ipairs(threads) do failed = failed + t:get("failures") end
  io.write(string.format("WRKRESULT %d %d %d %d %d %d %d\\n", summary.requests, failed, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
`;
}

/** Runs `requests` requests (the list in turn) over `concurrency` connections from one wrk thread. */
export async function runWrkLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.hostname !== "127.0.0.1") throw new Error("the load generator only targets 127.0.0.1");
  const list = options.requestList ?? (options.paths ?? [url.pathname]).map((p) => ({ path: p, headers: options.headers }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wrk-load-"));
  const file = path.join(dir, "requests.lua");
  fs.writeFileSync(file, script(list, options.requests));
  try {
    // The duration is only a bound: after `requests` answers the script stops its thread and says
    // so, and an interrupt ends wrk's wait for the duration (it then prints its summary).
    const args = ["-t1", `-c${options.concurrency}`, "-d120s", "--timeout", "30s", "-s", file, options.url];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes("WRKQUOTA")) child.kill("SIGINT");
      });
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        // A script that fails to load is reported here, and wrk goes on with its default request (GET /).
        if (stderr.includes(`${file}:`)) child.kill("SIGINT");
      });
      child.once("error", reject);
      child.once("close", (code) => {
        const scriptError = stderr.split("\n").find((l) => l.startsWith(`${file}:`));
        if (scriptError) reject(new Error(`wrk could not load the request script: ${scriptError}`));
        else if (code === 0) resolve(stdout);
        else reject(new Error(`wrk exited with ${code}: ${stderr}`));
      });
    });
    const line = output.split("\n").find((l) => l.startsWith("WRKRESULT "));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const [requests, failures, durationUs, p50, p95, p99, max] = line.split(" ").slice(1).map(Number);
    const seconds = durationUs / 1e6;
    return { requests, failures, seconds, throughput: requests / seconds, p50: p50 / 1000, p95: p95 / 1000, p99: p99 / 1000, max: max / 1000, latencies: [] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
