// Auto-apply at scale: `npm run bench:auto-apply [-- --jobs N --veterans N]`.
// Seeds N open jobs (default 100,000) with the bulk seeder into a throwaway SQLite database, adds
// `veterans` (default 1,000) paid veterans with auto-apply on (the three demo profiles, each with its
// own location and skill mix), then measures:
// 1. one veteran's run evaluation over every open job (snapshot + settings + fit scores + ranking),
//    text generation excluded: budget 500 ms;
// 2. the daily scan (the real child-process worker) over all veterans, reading their stored lists
//    (ranked before, as the nearline queue does when profiles are saved): budget 60 s, while
//    GET /api/jobs runs against the production server: p95 during the scan within 2x of idle.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { describeLoad, percentile, runLoad, type LoadResult } from "./http-load";
import { signUpAndSignIn } from "./bench-accounts";

const root = path.resolve(import.meta.dirname, "../..");
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
const SEARCH = "/api/jobs?q=technician&location=TX";

const { values: args } = parseArgs({
  options: { jobs: { type: "string", default: "100000" }, veterans: { type: "string", default: "1000" } },
});
const jobCount = Number(args.jobs);
const veteranCount = Number(args.veterans);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function startChild(argv: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, argv, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`child exited with ${code}:\n${output.slice(-2000)}`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-aa-bench-"));
  const databaseUrl = `file:${path.join(dataDir, "app.db")}`;
  const children: ChildProcess[] = [];
  try {
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    console.log(`Seeding ${jobCount} jobs…`);
    const seeding = await startChild(
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
      SCHEDULER: "false",
    };
    children.push(await startChild(["scripts/start.mjs"], env, /is running at/));
    const base = `http://127.0.0.1:${port}`;

    // The app's modules in this process, on the same database (after the server synced the plans).
    Object.assign(process.env, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: "production" });
    const { dbReady } = await import("~/lib/db.server");
    const { DEMO_VETERANS } = await import("../../seed/demo-profiles.server");
    const { US_STATES } = await import("@shared/us-states");
    const db = await dbReady();
    const firstUser = (await db.user.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const extraSkills = [
      "Project Management",
      "Logistics",
      "Cybersecurity",
      "Customer Service",
      "Training",
      "Budgeting",
      "Linux",
      "Supply Chain",
    ];
    for (let start = 0; start < veteranCount; start += 100) {
      await db.$transaction(async (tx) => {
        for (let i = start; i < Math.min(veteranCount, start + 100); i++) {
          const demo = DEMO_VETERANS[i % DEMO_VETERANS.length];
          const state = US_STATES[i % US_STATES.length];
          await tx.user.create({
            data: {
              email: `aa-bench-${i}@example.com`,
              fullName: `Bench Veteran ${i}`,
              veteranProfile: {
                create: {
                  militaryBranch: demo.profile.militaryBranch,
                  mosCode: demo.profile.mosCode,
                  militaryRank: demo.profile.militaryRank,
                  yearsOfService: demo.profile.yearsOfService,
                  clearanceLevel: demo.profile.clearanceLevel,
                  skills: [...demo.profile.skills.slice(0, 3), extraSkills[i % extraSkills.length]],
                  desiredRoles: demo.profile.desiredRoles,
                  industries: demo.profile.industries,
                  location: `Capital City, ${state.code}`,
                },
              },
              subscription: { create: { tier: ["pro", "premium", "elite"][i % 3], status: "active" } },
              autoApplySettings: { create: { enabled: true, minMatchScore: 70 + (i % 4) * 5, remoteOnly: i % 5 === 0 } },
            },
          });
        }
      });
    }
    console.log(`${veteranCount} paid veterans with auto-apply on`);

    // Their lists, as the nearline queue ranks them when a profile is saved (decision 105): the scan
    // reads the stored lists. Ranked here, before the scan and outside its time.
    const { rankVeteran } = await import("~/domain/fit/fit-ranking.server");
    const rankingStarted = performance.now();
    const rankingCpu = process.cpuUsage();
    const veteranIds = (await db.user.findMany({ where: { id: { gt: firstUser }, email: { startsWith: "aa-bench-" } }, select: { id: true } })).map((row) => row.id);
    for (const id of veteranIds) await rankVeteran(id);
    const rankedCpu = process.cpuUsage(rankingCpu);
    console.log(
      `${veteranIds.length} lists ranked in ${((performance.now() - rankingStarted) / 1000).toFixed(0)} s, ` +
        `${((rankedCpu.user + rankedCpu.system) / 1000 / Math.max(1, veteranIds.length)).toFixed(0)} ms CPU a list (the first loads the catalogue)`,
    );

    // 1. One run's evaluation over every open job (no letters, no writes).
    const { openJobsSnapshot } = await import("~/domain/auto-apply/open-jobs.server");
    const { evaluateJobs } = await import("~/domain/auto-apply/evaluate.server");
    const { heldApplications } = await import("~/domain/applications/held-applications.server");
    const { PostingGuard } = await import("~/domain/applications/posting-guard");
    const { readAutoApplySettings } = await import("~/domain/auto-apply/settings.server");
    const { loadVeteranMatchProfile } = await import("~/domain/matching/veteran-match-profile.server");
    const { createScorer } = await import("~/domain/matching/fit-score.server");
    const userId = firstUser + 1;
    const evaluate = async () => {
      const started = performance.now();
      const [jobs, held, settings, profile] = await Promise.all([
        openJobsSnapshot(db),
        heldApplications(db, userId),
        readAutoApplySettings(userId),
        loadVeteranMatchProfile(userId),
      ]);
      if (!profile) throw new Error("no profile");
      // As a run does: one posting once and three an employer a day (the guard) over the ranked picks.
      const guard = new PostingGuard(held, Date.now());
      const result = evaluateJobs(jobs, new Set(held.map((a) => a.jobId)), settings, profile, createScorer(profile), 50, guard);
      return { ms: performance.now() - started, ...result, jobs: jobs.length };
    };
    const cold = await evaluate();
    const warm = [await evaluate(), await evaluate(), await evaluate()].sort((a, b) => a.ms - b.ms)[1];
    console.log(
      `open jobs: ${cold.jobs}; evaluated ${warm.evaluated}, ${warm.picks.length} picks (best ${warm.picks[0]?.score ?? "-"})`,
    );
    console.log(
      `one run's evaluation: ${warm.ms.toFixed(0)} ms warm (median of 3), ${cold.ms.toFixed(0)} ms cold (snapshot load included); budget 500 ms: ${warm.ms <= 500 ? "met" : "NOT met"}`,
    );

    // 2. Idle search latency, then the daily scan with the same search load running.
    // /api/jobs is for signed-in users: a veteran of the bench's own.
    const token = await signUpAndSignIn(base, databaseUrl, { email: "aa-bench-searcher@example.com", password: "Bench-pass-1", full_name: "Bench Searcher" });
    const headers = { Authorization: `Bearer ${token}` };
    await runLoad({ url: base + SEARCH, headers, requests: 300, concurrency: 4 });
    const idle = await runLoad({ url: base + SEARCH, headers, requests: 1000, concurrency: 4 });
    console.log(describeLoad("GET /api/jobs idle", idle));

    const { runScanInChildProcess } = await import("~/domain/auto-apply/scan.server");
    const scanStarted = performance.now();
    let scanDone = false;
    const scan = runScanInChildProcess("bench", { ...process.env, DATABASE_URL: databaseUrl }).finally(() => (scanDone = true));
    const during: LoadResult[] = [];
    while (!scanDone) during.push(await runLoad({ url: base + SEARCH, headers, requests: 200, concurrency: 4 }));
    const scanResult = await scan;
    const scanSeconds = (performance.now() - scanStarted) / 1000;
    const p95During = during.length ? Math.max(...during.map((d) => d.p95)) : 0;
    const p95Median = during.length ? during.map((d) => d.p95).sort((a, b) => a - b)[Math.floor(during.length / 2)] : 0;
    const p95Overall = percentile(
      during.flatMap((d) => d.latencies).sort((a, b) => a - b),
      95,
    );
    console.log(
      `daily scan: ${JSON.stringify(scanResult)} in ${scanSeconds.toFixed(1)} s; budget 60 s: ${scanSeconds <= 60 ? "met" : "NOT met"}`,
    );
    console.log(
      `GET /api/jobs p95 during the scan: ${p95Overall.toFixed(1)} ms over all ${during.reduce((n, d) => n + d.requests, 0)} requests ` +
        `(median window ${p95Median.toFixed(1)} ms, worst window ${p95During.toFixed(1)} ms; idle ${idle.p95.toFixed(1)} ms; ` +
        `2x = ${(2 * idle.p95).toFixed(1)} ms: ${p95Overall <= 2 * idle.p95 ? "met" : "NOT met"})`,
    );
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    for (const child of children) await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

await main();
