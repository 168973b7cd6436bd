import type { AppConfig } from "~/lib/config.server";
import { dbReady } from "~/lib/db.server";
import { processOwnerId, runOnceAcrossProcesses, type ScheduledJob } from "~/lib/scheduler-lease.server";
import { autoApplyScanJob } from "~/domain/auto-apply/scan.server";
import { jobAlertsJob } from "~/domain/jobs/job-alerts.server";
import { billingLifecycleJob } from "~/domain/billing/lifecycle.server";
import { trendingWindowJob } from "~/domain/social/trending-window.server";
import { sourceRefreshJobs, staleJobsJob } from "~/domain/jobs/refresh/refresh-schedule.server";
import { log } from "~/lib/logger.server";

export interface RunningScheduler {
  stop(): Promise<void>;
}

/** Every scheduled job of the platform; later issues add theirs here. */
export function scheduledJobs(config: AppConfig): ScheduledJob[] {
  return [
    billingLifecycleJob(config.SCHEDULER_INTERVAL_SECONDS * 1000),
    autoApplyScanJob(),
    trendingWindowJob(),
    ...sourceRefreshJobs(),
    staleJobsJob(),
    jobAlertsJob(),
  ];
}

/**
 * Ticks every SCHEDULER_INTERVAL_SECONDS and offers each job to the database lease
 * (remix-app/lib/scheduler-lease.server.ts): whichever process or instance wins runs it for
 * that period. Started once per server (the single process, or the cluster primary); the lease
 * still keeps separate instances from running a job twice.
 */
export function startScheduler(config: AppConfig, jobs = scheduledJobs(config)): RunningScheduler {
  const owner = processOwnerId();
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      const db = await dbReady();
      for (const job of jobs) {
        try {
          const outcome = await runOnceAcrossProcesses(db, job, owner);
          const didWork = outcome.ran && Object.values(outcome.result ?? {}).some((n) => typeof n === "number" && n > 0);
          if (didWork) log.info(`[scheduler] ${job.name}: ${JSON.stringify(outcome.result)}`);
        } catch (e) {
          log.error({ err: e }, `[scheduler] ${job.name} failed`);
        }
      }
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, config.SCHEDULER_INTERVAL_SECONDS * 1000);
  timer.unref();
  setImmediate(tick);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
