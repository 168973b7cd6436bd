import type { AuditChange } from "@shared/views/admin-review";
import type { JobSourcePanelEntry, JobSourceRunView } from "@shared/views/job-sources";
import { JOB_SOURCE_PANEL_LABELS } from "@shared/views/job-sources";
import { assertCan } from "~/domain/access/policy.server";
import { runConfiguredSource } from "~/domain/jobs/refresh/run-configured.server";
import { isBoardSource, readSourceSettings, updateSourceSetting, type SourceSetting, type SourceSettingPatch } from "~/domain/jobs/refresh/source-settings.server";
import { SOURCE_CONNECTORS, type SourceConnectorName } from "~/domain/jobs/sources/source-types";
import { getDb, type Db, type DbTx } from "~/lib/db.server";
import { badRequest, conflict } from "~/lib/errors.server";
import { recordAdminAction, type AuditActor } from "~/domain/audit/audit-log.server";

const DAY_MS = 86_400_000;
/** A last run rejecting more than this share of the rows it read looks broken (decision 087). */
export const HIGH_REJECTED_RATIO = 0.2;

export function parseSourceName(value: unknown): SourceConnectorName {
  if (typeof value === "string" && (SOURCE_CONNECTORS as readonly string[]).includes(value)) return value as SourceConnectorName;
  throw badRequest(`source must be one of: ${SOURCE_CONNECTORS.join(", ")}`);
}

/**
 * "Active job sources" on the admin metrics: sources with a succeeded run that finished in the
 * last 24 hours. The one definition, for the dashboard and the Sources panel alike.
 */
export async function countActiveJobSources(now = new Date(), db: DbTx = getDb()): Promise<number> {
  const rows = await db.jobSourceRun.findMany({
    where: { status: "succeeded", finishedAt: { gte: new Date(now.getTime() - DAY_MS) } },
    distinct: ["source"],
    select: { source: true },
  });
  return rows.length;
}

/** A run of the source holds its lease now (run-lease.server.ts names them `job-source-run:<source>:<board>`). */
async function runningSources(db: DbTx, now: Date): Promise<Set<string>> {
  const leases = await db.schedulerLease.findMany({ where: { name: { startsWith: "job-source-run:" }, leaseUntil: { gt: now } }, select: { name: true } });
  return new Set(leases.map((lease) => lease.name.split(":")[1]));
}

type RunRow = Awaited<ReturnType<typeof lastRuns>>[number];

function lastRuns(db: DbTx) {
  // Five sources: their latest run each, newest first (the (source, startedAt) index).
  return Promise.all(SOURCE_CONNECTORS.map((source) => db.jobSourceRun.findFirst({ where: { source }, orderBy: [{ startedAt: "desc" }, { id: "desc" }] })));
}

function rejectedList(value: unknown): JobSourceRunView["rejected"] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row) => {
    if (!row || typeof row !== "object") return [];
    const r = row as Record<string, unknown>;
    const id = r.externalId ?? r.external_id;
    const reasons = Array.isArray(r.reasons) ? r.reasons.filter((x): x is string => typeof x === "string") : [];
    return [{ external_id: typeof id === "string" ? id : null, reasons }];
  });
}

function runView(run: NonNullable<RunRow>): JobSourceRunView {
  return {
    id: run.id,
    board: run.board,
    trigger: run.trigger,
    status: run.status,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    added: run.added,
    updated: run.updated,
    closed: run.closed,
    unchanged: run.unchanged,
    rejected_count: run.rejectedCount,
    rejected: rejectedList(run.rejected),
    error: run.error,
  };
}

function entryOf(setting: SourceSetting, last: RunRow, lastSuccess: Date | null, running: boolean, now: Date): JobSourcePanelEntry {
  const available = setting.availability.ok;
  const intervalMs = setting.intervalMinutes * 60_000;
  const scheduled = setting.enabled && available;
  const nextRun = scheduled ? new Date(Math.max(now.getTime(), last ? last.startedAt.getTime() + intervalMs : now.getTime())) : null;
  const warnings: string[] = [];
  if (scheduled) {
    if (!lastSuccess) warnings.push("No successful run yet");
    else if (now.getTime() - lastSuccess.getTime() > 2 * intervalMs) warnings.push(`No successful run in ${Math.round((2 * setting.intervalMinutes) / 60)} hours (twice the interval)`);
  }
  if (last) {
    const read = last.added + last.updated + last.unchanged + last.rejectedCount;
    if (read > 0 && last.rejectedCount / read > HIGH_REJECTED_RATIO) warnings.push(`The last run rejected ${last.rejectedCount} of ${read} rows`);
    if (last.status === "failed") warnings.push("The last run failed");
  }
  return {
    source: setting.source,
    label: JOB_SOURCE_PANEL_LABELS[setting.source] ?? setting.source,
    enabled: setting.enabled,
    has_boards: isBoardSource(setting.source),
    boards: setting.boards,
    boards_from: setting.boardsFrom,
    interval_minutes: setting.intervalMinutes,
    unavailable_reason: setting.availability.ok ? null : setting.availability.reason,
    running,
    last_run: last ? runView(last) : null,
    last_success_at: lastSuccess?.toISOString() ?? null,
    next_run_at: nextRun?.toISOString() ?? null,
    warnings,
  };
}

/** The Sources panel: every source's settings, last run, next run and warnings. */
export async function listJobSourcesForAdmin(admin: AuditActor, now = new Date()): Promise<JobSourcePanelEntry[]> {
  await assertCan(admin.id, "manage-job-sources");
  const db = getDb();
  const [settings, last, successes, running] = await Promise.all([
    readSourceSettings(db),
    lastRuns(db),
    db.jobSourceRun.groupBy({ by: ["source"], where: { status: "succeeded" }, _max: { finishedAt: true } }),
    runningSources(db, now),
  ]);
  const lastSuccess = new Map(successes.map((row) => [row.source, row._max.finishedAt]));
  return settings.map((setting, i) => entryOf(setting, last[i], lastSuccess.get(setting.source) ?? null, running.has(setting.source), now));
}

export const RUN_IN_PROGRESS = (label: string) => `A run of ${label} is in progress. Wait for it to finish, then run it again.`;

/** Run now: the source as configured (each board), trigger "admin"; refused while a run of it holds its lease. */
export async function runJobSourceNow(admin: AuditActor, source: SourceConnectorName, db: Db = getDb()) {
  await assertCan(admin.id, "manage-job-sources");
  const label = JOB_SOURCE_PANEL_LABELS[source] ?? source;
  if ((await runningSources(db, new Date())).has(source)) throw conflict(RUN_IN_PROGRESS(label));
  const settings = await readSourceSettings(db);
  const setting = settings.find((s) => s.source === source);
  if (setting && !setting.availability.ok) throw conflict(`${label} is off: ${setting.availability.reason}`);
  if (setting && isBoardSource(source) && setting.boards.length === 0) throw conflict(`${label} has no boards to run: add one first`);
  const summaries = await runConfiguredSource(db, source, { trigger: "admin" });
  if (summaries.length > 0 && summaries.every((s) => s.skipped === "running")) throw conflict(RUN_IN_PROGRESS(label));
  const totals = {
    runs: summaries.length,
    added: sum(summaries, "added"),
    updated: sum(summaries, "updated"),
    closed: sum(summaries, "closed"),
    unchanged: sum(summaries, "unchanged"),
    rejected: sum(summaries, "rejectedCount"),
    failed: summaries.filter((s) => s.status === "failed").length,
  };
  await db.$transaction((tx) =>
    recordAdminAction(tx, admin, {
      actionType: "job_source_run",
      resourceType: "job_source",
      resourceId: source,
      justification: "Run now from the Sources panel",
      subject: null,
      changes: [],
      metadata: { ...totals, runIds: summaries.flatMap((s) => (s.runId === null ? [] : [s.runId])) },
    }),
  );
  const errors = summaries.flatMap((s) => (s.error ? [s.error] : []));
  return {
    message: totals.failed > 0 ? `${label} run finished with errors: ${errors.join("; ")}` : `${label} run finished: ${totals.added} added, ${totals.updated} updated, ${totals.closed} closed, ${totals.unchanged} unchanged`,
    ...totals,
    errors,
  };
}

/** One audited change of a source's setting, written as the log shows it. */
function change(field: string, from: string | number | boolean | null, to: string | number | boolean): AuditChange {
  return { field, from: from === null ? null : String(from), to: String(to) };
}

function sum<K extends "added" | "updated" | "closed" | "unchanged" | "rejectedCount">(rows: readonly Record<K, number>[], key: K): number {
  return rows.reduce((total, row) => total + row[key], 0);
}

/** Enable/disable and board edits, each with an audit entry in the same transaction. */
export async function updateJobSourceByAdmin(admin: AuditActor, source: SourceConnectorName, patch: SourceSettingPatch) {
  await assertCan(admin.id, "manage-job-sources");
  if (patch.boards !== undefined && !isBoardSource(source)) throw badRequest(`${JOB_SOURCE_PANEL_LABELS[source] ?? source} has no boards: it is one search`);
  if (patch.enabled === undefined && patch.boards === undefined && patch.intervalMinutes === undefined) throw badRequest("Nothing to change: send enabled, boards or intervalMinutes");
  const db = getDb();
  const before = (await readSourceSettings(db)).find((s) => s.source === source);
  const setting = await db.$transaction(async (tx) => {
    const updated = await updateSourceSetting(tx as unknown as Db, source, patch);
    await recordAdminAction(tx, admin, {
      actionType: patch.enabled === false ? "job_source_disabled" : patch.enabled === true ? "job_source_enabled" : "job_source_updated",
      resourceType: "job_source",
      resourceId: source,
      justification: "Changed in the Sources panel",
      subject: null,
      changes: [
        ...(patch.enabled !== undefined ? [change("Enabled", before?.enabled ?? null, patch.enabled)] : []),
        ...(patch.boards !== undefined
          ? [change("Boards", before ? before.boards.map((b) => b.board).join(", ") : null, patch.boards.map((b) => b.board).join(", "))]
          : []),
        ...(patch.intervalMinutes !== undefined ? [change("Interval (minutes)", before?.intervalMinutes ?? null, patch.intervalMinutes)] : []),
      ],
    });
    return updated;
  });
  const label = JOB_SOURCE_PANEL_LABELS[source] ?? source;
  return { message: patch.enabled === false ? `${label} disabled` : patch.enabled === true ? `${label} enabled` : `${label} updated`, enabled: setting.enabled, boards: setting.boards };
}
