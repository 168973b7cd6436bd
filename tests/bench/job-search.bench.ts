// Job search under load: `npx tsx tests/bench/job-search.bench.ts [--mysql] [--jobs N] [--requests N] [--distinct N]`.
// Seeds N jobs (default 100,000) into a throwaway database with the bulk seeder, starts the real
// production server (`npm start`'s entry, one worker per core) in a child process, signs in a
// veteran with a profile, and runs at 16 keep-alive connections:
// - the issue's query, GET /api/jobs?q=security&location=TX&clearance_required=Secret, repeated
//   (after its first answer the search cache holds it: what a popular search costs);
// - as many distinct searches as requests (common words x states x clearances), so every one
//   misses the cache and runs the full-text query: what an unseen search costs.
// The baseline is a bare node:http server (also a child process) answering the same bytes at the
// same concurrency; the ratio compares their throughput.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createRequire } from "node:module";
import { US_STATES } from "@shared/us-states";
import { testDatabase } from "../fixtures/mysql-database";
import { describeLoad, runLoad } from "./http-load";

const root = path.resolve(import.meta.dirname, "../..");
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
const SEARCH = "/api/jobs?q=security&location=TX&clearance_required=Secret";
const CONCURRENCY = 16;
const COMMON_WORDS = [
  "security",
  "analyst",
  "manager",
  "technician",
  "engineer",
  "specialist",
  "logistics",
  "operations",
  "support",
  "maintenance",
  "network",
  "administrator",
];
const CLEARANCES = ["Secret", "Top Secret", "TS/SCI", "Required", "none"];

/** `count` different searches over common words, every state and several clearances, interleaved. */
function distinctSearches(count: number): string[] {
  const all: string[] = [];
  for (const clearance of CLEARANCES)
    for (const state of US_STATES)
      for (const word of COMMON_WORDS)
        all.push(`/api/jobs?${new URLSearchParams({ q: word, location: state.code, clearance_required: clearance })}`);
  if (all.length < count) throw new Error(`only ${all.length} distinct searches for ${count} requests`);
  // A fixed stride through the list, so neighbours differ in word, state and clearance.
  return Array.from({ length: count }, (_, i) => all[(i * 7919) % all.length]);
}
const P95_TARGET_MS = 50;

const { values: args } = parseArgs({
  options: {
    mysql: { type: "boolean", default: false },
    jobs: { type: "string", default: "100000" },
    requests: { type: "string", default: "6000" },
    distinct: { type: "string", default: "3000" },
  },
});
const jobCount = Number(args.jobs);
const requests = Number(args.requests);
const distinctRequests = Number(args.distinct);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts a child process and resolves once it prints `ready`. */
function startChild(command: string, argv: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(command, argv, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-bench-"));
  const mysql = args.mysql ? testDatabase() : null;
  const databaseUrl = mysql ? mysql.url : `file:${path.join(dataDir, "app.db")}`;
  const children: ChildProcess[] = [];
  try {
    console.log(`Database: ${mysql ? `MariaDB ${mysql.name}` : "SQLite"}; seeding ${jobCount} jobs…`);
    const seeding = await startChild(
      process.execPath,
      [tsxCli, "tests/bench/seed-jobs.ts", databaseUrl, String(jobCount)],
      process.env,
      /Seeded in .* s/,
    );
    await new Promise((resolve) => (seeding.exitCode === null ? seeding.once("exit", resolve) : resolve(null)));

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      SEED_DEMO: "false",
      LOG_REQUESTS: "false",
      RATE_LIMITS: "false",
    };
    children.push(await startChild(process.execPath, ["scripts/start.mjs"], env, /is running at/));
    console.log(`Server: ${env.WEB_CONCURRENCY ?? Math.min(os.availableParallelism(), 8)} worker process(es) (WEB_CONCURRENCY)`);
    const base = `http://127.0.0.1:${port}`;

    const registered = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "bench.veteran@example.com", password: "Bench-pass-1", full_name: "Bench Veteran" }),
    });
    const { access_token: token } = (await registered.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const saved = await fetch(`${base}/api/veteran/profile`, {
      method: "PUT",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({
        military_branch: "Army",
        mos_code: "25B",
        military_rank: "SSG",
        years_of_service: 8,
        clearance_level: "Secret",
        location: "San Antonio, TX",
        skills: ["network security", "active directory", "help desk"],
      }),
    });
    if (!saved.ok) throw new Error(`profile not saved: ${saved.status} ${await saved.text()}`);

    const sample = await fetch(base + SEARCH, { headers });
    const bytes = Buffer.from(await sample.arrayBuffer());
    const body = JSON.parse(bytes.toString()) as { total: number; jobs: { fit_score?: number }[] };
    console.log(
      `GET ${SEARCH}: ${sample.status}, total ${body.total}, ${body.jobs.length} jobs, ${bytes.length} bytes, fit_score ${body.jobs[0]?.fit_score}`,
    );

    // Warm-up: V8 optimises the hot paths over the first thousand or so requests in each worker.
    await runLoad({ url: base + SEARCH, headers, requests: 1500, concurrency: CONCURRENCY });
    const search = await runLoad({ url: base + SEARCH, headers, requests, concurrency: CONCURRENCY });
    const unseen = await runLoad({
      url: base + SEARCH,
      headers,
      requests: distinctRequests,
      concurrency: CONCURRENCY,
      paths: distinctSearches(distinctRequests),
    });

    const bodyFile = path.join(dataDir, "baseline-body.json");
    fs.writeFileSync(bodyFile, bytes);
    const basePort = await freePort();
    const baselineScript = `const http=require("node:http");const body=require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
      http.createServer((req,res)=>{res.writeHead(200,{"Content-Type":"application/json; charset=utf-8","Content-Length":body.length});res.end(body);})
        .listen(${basePort},"127.0.0.1",()=>console.log("baseline ready"));`;
    children.push(await startChild(process.execPath, ["-e", baselineScript], process.env, /baseline ready/));
    const baselineUrl = `http://127.0.0.1:${basePort}/`;
    await runLoad({ url: baselineUrl, requests: 1500, concurrency: CONCURRENCY });
    const baseline = await runLoad({ url: baselineUrl, requests, concurrency: CONCURRENCY });

    console.log("");
    const database = mysql ? "MariaDB" : "SQLite";
    console.log(describeLoad(`search, issue's query (${database})`, search));
    console.log(describeLoad(`search, all distinct (${database})`, unseen));
    console.log(describeLoad("bare node:http, same bytes", baseline));
    console.log(
      `throughput ratio search / bare: ${(search.throughput / baseline.throughput).toFixed(3)} (issue's query), ` +
        `${(unseen.throughput / baseline.throughput).toFixed(3)} (distinct searches)`,
    );
    console.log(
      `p95 ${search.p95.toFixed(1)} ms, target ${P95_TARGET_MS} ms: ${search.p95 <= P95_TARGET_MS ? "met" : "NOT met"}`,
    );
  } finally {
    for (const child of children) await stopChild(child);
    await mysql?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
