import { getDb, type Db } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import type { ScheduledJob } from "~/lib/scheduler-lease.server";
import { SOURCE_CONNECTORS, type SourceConnector, type SourceConnectorName } from "../sources/source-types";
import { closeStaleJobs } from "./close-jobs.server";
import { runConfiguredSource } from "./run-configured.server";
import { MIN_INTERVAL_MINUTES, readSourceSetting, type SourceSetting } from "./source-settings.server";
import { connectorFor } from "./source-connectors.server";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The scheduled refresh of one source. The scheduler offers it every MIN_INTERVAL_MINUTES
 * (the lease runs it once across processes and instances); it imports when the source is on,
 * available and its interval has passed since its last run began. A board's own lease keeps an
 * admin's Run now or the CLI from overlapping it.
 */
/**
 * When the schedule next imports a source: at the first quarter-hour tick once `intervalMinutes`
 * passed since its last scheduled run began (a failed last run is retried at the next tick);
 * null when it is off. The admin panel's "next run" and the schedule's own check use this.
 */
export function nextScheduledRun(
  setting: Pick<SourceSetting, "enabled" | "availability" | "intervalMinutes">,
  last: { startedAt: Date; status: string } | null,
  now: Date,
): Date | null {
  if (!setting.enabled || !setting.availability.ok) return null;
  if (!last || last.status !== "succeeded") return now;
  // A minute's grace: a run that began just after its tick is due again at the same tick next time.
  const due = new Date(last.startedAt.getTime() + setting.intervalMinutes * MINUTE_MS - MINUTE_MS);
  if (due <= now) return now;
  const tick = MIN_INTERVAL_MINUTES * MINUTE_MS;
  return new Date(Math.ceil(due.getTime() / tick) * tick);
}

/** The last scheduled run of a source (what nextScheduledRun is counted from). */
export async function lastScheduledRun(db: Db, source: SourceConnectorName): Promise<{ startedAt: Date; status: string } | null> {
  return db.jobSourceRun.findFirst({
    where: { source, trigger: "schedule" },
    orderBy: { id: "desc" },
    select: { startedAt: true, status: true },
  });
}

export function sourceRefreshJob(
  source: SourceConnectorName,
  connectors: (name: SourceConnectorName) => SourceConnector = connectorFor,
): ScheduledJob {
  return {
    name: `job-source-refresh:${source}`,
    periodMs: MIN_INTERVAL_MINUTES * MINUTE_MS,
    leaseMs: 2 * 60 * MINUTE_MS,
    run: async ({ now }) => {
      const db = getDb();
      const setting = await readSourceSetting(db, source, connectors);
      if (!setting.enabled) {
        log.info(`[job-refresh] ${source} skipped: disabled by an admin`);
        return { skipped: "disabled" };
      }
      if (!setting.availability.ok) {
        log.info(`[job-refresh] ${source} skipped: ${setting.availability.reason}`);
        return { skipped: "unavailable" };
      }
      const next = nextScheduledRun(setting, await lastScheduledRun(db, source), now);
      if (!next || next > now) return { due: false };
      const summaries = await runConfiguredSource(db, source, { trigger: "schedule", connectors });
      const total = (key: "added" | "updated" | "closed" | "rejectedCount") => summaries.reduce((n, s) => n + s[key], 0);
      for (const s of summaries.filter((s) => s.status === "failed"))
        log.warn(`[job-refresh] ${source}${s.board ? ` ${s.board}` : ""} failed: ${s.error}`);
      return {
        runs: summaries.length,
        added: total("added"),
        updated: total("updated"),
        closed: total("closed"),
        rejected: total("rejectedCount"),
      };
    },
  };
}

export function sourceRefreshJobs(connectors?: (name: SourceConnectorName) => SourceConnector): ScheduledJob[] {
  return SOURCE_CONNECTORS.map((source) => sourceRefreshJob(source, connectors));
}

/** Daily: imported jobs no source has seen for 14 days close as stale, past closing dates as expired. */
export function staleJobsJob(): ScheduledJob {
  return {
    name: "job-source-stale",
    periodMs: DAY_MS,
    leaseMs: 30 * MINUTE_MS,
    run: async ({ now }) => closeStaleJobs(getDb(), now),
  };
}
