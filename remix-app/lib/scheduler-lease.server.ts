import crypto from "node:crypto";
import os from "node:os";
import type { Db } from "./db.server";
import { isUniqueViolation } from "./errors.server";

/**
 * Scheduled jobs that must run once across processes and instances (trial expiry, the daily
 * auto-apply scan, job imports) take a lease on their row in SchedulerLease first:
 *
 * - one row per job name; a process claims it with a single conditional UPDATE (the lease is
 *   free or expired, and this period has not run yet), so exactly one claimant wins on SQLite
 *   and MySQL/MariaDB alike, whether the others are workers of this server or other servers;
 * - the winner runs the job and records the period as done; a failed run frees the lease
 *   without recording it, so the next tick retries; a crashed owner's lease simply expires.
 *
 * Periods are fixed windows of `periodMs` from the epoch ("runs once per hour / per day").
 */

export interface ScheduledJob {
  name: string;
  /** Run at most once per window of this length. */
  periodMs: number;
  /** How long a claim is held; a process that dies mid-run is replaced after this. */
  leaseMs: number;
  run: (ctx: { now: Date; period: string; owner: string }) => Promise<unknown>;
}

export type LeaseOutcome = { ran: true; result: unknown } | { ran: false; reason: "held" | "done" };

export function periodKey(now: Date, periodMs: number): string {
  return String(Math.floor(now.getTime() / periodMs));
}

/** Identifies this process to the lease: host, pid and a random part (pids repeat across containers). */
export function processOwnerId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`.slice(0, 190);
}

async function ensureRow(db: Db, name: string): Promise<void> {
  if (await db.schedulerLease.findUnique({ where: { name }, select: { name: true } })) return;
  try {
    await db.schedulerLease.create({ data: { name } });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
}

/** Claims this period of `job` for `owner`; true when this process won it. */
export async function claimLease(db: Db, job: Pick<ScheduledJob, "name" | "periodMs" | "leaseMs">, owner: string, now = new Date()): Promise<boolean> {
  await ensureRow(db, job.name);
  const period = periodKey(now, job.periodMs);
  const { count } = await db.schedulerLease.updateMany({
    where: {
      name: job.name,
      AND: [
        { OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
        { OR: [{ lastPeriod: null }, { lastPeriod: { not: period } }] },
      ],
    },
    data: { owner, leaseUntil: new Date(now.getTime() + job.leaseMs) },
  });
  return count === 1;
}

/** Runs `job` if this process wins its lease for the current period; otherwise says why not. */
export async function runOnceAcrossProcesses(db: Db, job: ScheduledJob, owner: string, now = new Date()): Promise<LeaseOutcome> {
  if (!(await claimLease(db, job, owner, now))) {
    const row = await db.schedulerLease.findUnique({ where: { name: job.name } });
    return { ran: false, reason: row?.lastPeriod === periodKey(now, job.periodMs) ? "done" : "held" };
  }
  const period = periodKey(now, job.periodMs);
  try {
    const result = await job.run({ now, period, owner });
    await db.schedulerLease.updateMany({
      where: { name: job.name, owner },
      data: { lastPeriod: period, lastRunAt: new Date(), lastRunBy: owner, leaseUntil: null },
    });
    return { ran: true, result };
  } catch (e) {
    await db.schedulerLease.updateMany({ where: { name: job.name, owner }, data: { leaseUntil: null } });
    throw e;
  }
}
