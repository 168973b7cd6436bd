import { getDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import type { ScheduledJob } from "~/lib/scheduler-lease.server";
import { SOURCE_CONNECTORS, type SourceConnector, type SourceConnectorName } from "../sources/source-types";
import { closeStaleJobs } from "./close-jobs.server";
import { runConfiguredSource } from "./run-configured.server";
import { MIN_INTERVAL_MINUTES, readSourceSetting } from "./source-settings.server";
import { connectorFor } from "./source-connectors.server";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The scheduled refresh of one source. The scheduler offers it every MIN_INTERVAL_MINUTES
 * (the lease runs it once across processes and instances); it imports when the source is on,
 * available and its interval has passed since its last run began. A board's own lease keeps an
 * admin's Run now or the CLI from overlapping it.
 */
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
      const last = await db.jobSourceRun.findFirst({
        where: { source, trigger: "schedule" },
        orderBy: { id: "desc" },
        select: { startedAt: true, status: true },
      });
      const due =
        !last ||
        last.status !== "succeeded" ||
        now.getTime() - last.startedAt.getTime() >= setting.intervalMinutes * MINUTE_MS - MINUTE_MS;
      if (!due) return { due: false };
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
