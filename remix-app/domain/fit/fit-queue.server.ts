/**
 * The nearline fit queue (issue 53): a changed profile ranks its veteran's list again, new or
 * changed postings are scored into the lists they reach. One interface, two implementations: BullMQ
 * on Redis when REDIS_URL is set (every instance's worker shares the work, a killed worker's task is
 * retried after its lock expires, a task is held by one worker at a time), and an in-process queue on
 * the embedded default. Tasks are idempotent (they read the profile and postings when they run), so
 * a retry or a repeat never stores a wrong fit. docs/decisions/105-nearline-fit-queue.md.
 */
import { Queue, Worker, type ConnectionOptions } from "bullmq";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { FIT_SCORER_VERSION } from "~/domain/matching/fit-version";
import { log } from "~/lib/logger.server";
import { jobIdsWrittenSince, rankVeteran, scoreJobsIntoLists } from "./fit-ranking.server";

export type FitTask =
  | { kind: "profile"; userId: number }
  | { kind: "jobs"; jobIds: number[] }
  /** Every posting written since an import began (ISO time): created, changed, reopened or closed. */
  | { kind: "changed-since"; since: string };

export interface FitQueue {
  add(task: FitTask): Promise<void>;
  /** Resolves when every task added so far has run (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Postings per task: an import of 20,000 jobs is many small tasks, each retried on its own. */
export const JOBS_PER_TASK = 500;
const ATTEMPTS = 3;

export async function runFitTask(task: FitTask): Promise<void> {
  if (task.kind === "profile") await rankVeteran(task.userId);
  else if (task.kind === "jobs") await scoreJobsIntoLists(task.jobIds);
  else {
    const since = new Date(task.since);
    const began = new Date();
    const ids = await jobIdsWrittenSince(since);
    for (let start = 0; start < ids.length; start += JOBS_PER_TASK) await scoreJobsIntoLists(ids.slice(start, start + JOBS_PER_TASK));
    // A list complete up to a time at or after `since` now reflects every job written before `began`.
    await getDb().fitIndexState.updateMany({ where: { scorerVersion: FIT_SCORER_VERSION, rankedAt: { gte: since, lt: began } }, data: { rankedAt: began } });
  }
}

const sameTask = (a: FitTask, b: FitTask) =>
  a.kind === "profile" && b.kind === "profile" ? a.userId === b.userId : false;

/** The embedded default: one task at a time in this process, after the request that added it. */
export class InProcessFitQueue implements FitQueue {
  private waiting: FitTask[] = [];
  private running: Promise<void> | null = null;

  add(task: FitTask): Promise<void> {
    // A profile saved twice before its ranking ran is ranked once (the ranking reads the latest).
    if (!this.waiting.some((queued) => sameTask(queued, task))) this.waiting.push(task);
    this.running ??= this.drain();
    return Promise.resolve();
  }

  private async drain(): Promise<void> {
    // Let the request that added the task answer first.
    await new Promise((resolve) => setImmediate(resolve));
    for (let task = this.waiting.shift(); task; task = this.waiting.shift()) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          await runFitTask(task);
          break;
        } catch (e) {
          if (attempt === ATTEMPTS) log.warn(`[fit queue] ${task.kind} task failed: ${String(e)}`);
        }
      }
    }
    this.running = null;
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.waiting = [];
    await this.idle();
  }
}

/** BullMQ on Redis: the queue every instance adds to, and (unless `worker` is false) this instance's worker. */
export class BullFitQueue implements FitQueue {
  readonly queue: Queue<FitTask>;
  readonly worker: Worker<FitTask> | null;

  constructor(url: string, prefix: string, options: { worker?: boolean; concurrency?: number } = {}) {
    const connection: ConnectionOptions = { url, maxRetriesPerRequest: null };
    const bullPrefix = `${prefix}bull`;
    this.queue = new Queue<FitTask>("fit", {
      connection,
      prefix: bullPrefix,
      defaultJobOptions: { attempts: ATTEMPTS, backoff: { type: "exponential", delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 },
    });
    this.worker =
      options.worker === false
        ? null
        : new Worker<FitTask>("fit", (job) => runFitTask(job.data), { connection, prefix: bullPrefix, concurrency: options.concurrency ?? 1 });
    this.worker?.on("failed", (job, error) => log.warn(`[fit queue] ${job?.data.kind ?? "?"} task failed: ${error.message}`));
    this.queue.on("error", (error) => log.warn(`[fit queue] ${error.message}`));
    this.worker?.on("error", (error) => log.warn(`[fit queue] ${error.message}`));
  }

  async add(task: FitTask): Promise<void> {
    await this.queue.add(task.kind, task);
  }

  async idle(): Promise<void> {
    for (;;) {
      const counts = await this.queue.getJobCounts("waiting", "active", "delayed", "prioritized");
      if (Object.values(counts).every((count) => count === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}

const globalForQueue = globalThis as unknown as { __vetsFitQueue?: FitQueue };

/** This process's fit queue: BullMQ when REDIS_URL is set, in-process otherwise. */
export function getFitQueue(): FitQueue {
  if (globalForQueue.__vetsFitQueue) return globalForQueue.__vetsFitQueue;
  const { REDIS_URL, REDIS_KEY_PREFIX } = getConfig();
  globalForQueue.__vetsFitQueue = REDIS_URL ? new BullFitQueue(REDIS_URL, REDIS_KEY_PREFIX) : new InProcessFitQueue();
  return globalForQueue.__vetsFitQueue;
}

/**
 * Queues the work a change asks for; never fails the write that caused it (a lost task leaves a
 * list a little behind: the read-through store still shows today's fit on every screen).
 */
export async function queueFitWork(task: FitTask): Promise<void> {
  const tasks =
    task.kind === "jobs"
      ? Array.from({ length: Math.ceil(task.jobIds.length / JOBS_PER_TASK) }, (_, i) => ({
          kind: "jobs" as const,
          jobIds: task.jobIds.slice(i * JOBS_PER_TASK, (i + 1) * JOBS_PER_TASK),
        }))
      : [task];
  try {
    for (const one of tasks) await getFitQueue().add(one);
  } catch (e) {
    log.warn(`[fit queue] could not queue ${task.kind} work: ${String(e)}`);
  }
}
