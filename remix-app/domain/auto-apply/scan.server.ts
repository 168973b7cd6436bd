import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAID_TIERS } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/errors.server";
import type { ScheduledJob } from "~/lib/scheduler-lease.server";
import { runAutoApply } from "./run.server";
import { log } from "~/lib/logger.server";

export const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;

export interface ScanResult {
  period: string;
  veterans: number;
  applicationsCreated: number;
  failed: number;
  resumedAfter: number;
}

/** Active veterans on a paid tier with auto-apply on, after `afterUserId`, in id order. */
async function nextVeterans(afterUserId: number): Promise<number[]> {
  const rows = await getDb().autoApplySettings.findMany({
    where: {
      enabled: true,
      userId: { gt: afterUserId },
      user: { role: "veteran", status: "active", subscription: { tier: { in: [...PAID_TIERS] } } },
    },
    orderBy: { userId: "asc" },
    take: BATCH,
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}

async function progressRow(period: string) {
  const db = getDb();
  const found = await db.autoApplyScan.findUnique({ where: { period } });
  if (found) return found;
  try {
    return await db.autoApplyScan.create({ data: { period } });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return db.autoApplyScan.findUniqueOrThrow({ where: { period } });
  }
}

/**
 * One day's scan: a run for every enabled paid veteran, in user id order. After each veteran the
 * progress row records how far it got, so a scan that crashed resumes with the next veteran (the
 * one it was on runs again; its run skips jobs already applied to and the counter holds the
 * limit). A finished period does nothing.
 */
export async function runDailyScan(period: string, now = new Date()): Promise<ScanResult> {
  const db = getDb();
  const progress = await progressRow(period);
  const result: ScanResult = { period, veterans: 0, applicationsCreated: 0, failed: 0, resumedAfter: progress.lastUserId };
  if (progress.finishedAt) return result;
  let after = progress.lastUserId;
  for (let batch = await nextVeterans(after); batch.length > 0; batch = await nextVeterans(after)) {
    for (const userId of batch) {
      let created = 0;
      try {
        created = (await runAutoApply(userId, { trigger: "scheduled", now })).applications_created;
      } catch (e) {
        // One veteran's failure (no profile yet, a lapsed plan) must not stop everyone else's scan.
        result.failed++;
        if (process.env.NODE_ENV !== "test") log.warn(`[auto-apply scan] veteran ${userId}: ${String(e)}`);
      }
      after = userId;
      result.veterans++;
      result.applicationsCreated += created;
      await db.autoApplyScan.update({
        where: { period },
        data: { lastUserId: userId, veteransDone: { increment: 1 }, applicationsCreated: { increment: created } },
      });
    }
  }
  await db.autoApplyScan.update({ where: { period }, data: { finishedAt: new Date() } });
  return result;
}

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const WORKER = path.join(PROJECT_ROOT, "server/auto-apply-scan-worker.ts");

/**
 * Runs the day's scan in a child process (server/auto-apply-scan-worker.ts), so scoring 100,000
 * jobs per veteran never blocks this process's event loop and searches stay fast. Resolves with
 * the worker's result; a crash or non-zero exit rejects, which frees the lease for a retry that
 * resumes from the progress row.
 */
export function runScanInChildProcess(period: string, env: NodeJS.ProcessEnv = process.env): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    // A larger young generation: the scan allocates short-lived results per job scored, and fewer
    // scavenges (and fewer of them promoted) cut its garbage-collection time.
    const child = spawn(process.execPath, ["--max-semi-space-size=64", "--import", "tsx", WORKER, period], {
      cwd: PROJECT_ROOT,
      env: { ...env, AUTO_APPLY_SCAN_WORKER: "1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code === 0 && last.startsWith("{")) resolve(JSON.parse(last) as ScanResult);
      else reject(new Error(`auto-apply scan worker exited with ${signal ?? code}`));
    });
  });
}

/** The daily scan for the scheduler: once a day across processes and instances (the lease). */
export function autoApplyScanJob(options: { periodMs?: number; leaseMs?: number } = {}): ScheduledJob {
  return {
    name: "auto-apply-daily-scan",
    periodMs: options.periodMs ?? DAY_MS,
    leaseMs: options.leaseMs ?? 2 * 60 * 60_000,
    run: ({ period }) => runScanInChildProcess(period),
  };
}
