import { createHash } from "node:crypto";
import { z } from "zod";
import type { Db } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { processOwnerId } from "~/lib/scheduler-lease.server";
import { addWriteCounts, emptyWriteCounts, writeJobRowsInBatches, type WriteCounts } from "../import-jobs.server";
import { jobImportRowSchema, rowProblems, type JobImportRow } from "../job-import-row.server";
import { bumpJobsVersion } from "../search-cache.server";
import { connectorFor, jobSourceOf } from "./source-connectors.server";
import type { SourceConnector, SourceConnectorName } from "../sources/source-types";
import { closeExpiredJobs, closeRemovedPostings } from "./close-jobs.server";
import { backfillIdentityKeys } from "./identity-backfill.server";
import { backfillFitTerms } from "~/domain/fit/fit-terms.server";
import { backfillCompanySlugs } from "~/domain/postings/company-slug.server";
import { releaseRunLease, renewRunLease, takeRunLease } from "./run-lease.server";

export type RunTrigger = "schedule" | "admin" | "cli";

export interface RunProgress {
  seen: number;
  added: number;
  updated: number;
}

export interface RunJobSourceOptions {
  trigger: RunTrigger;
  /** Greenhouse board token, Lever site or JSON-LD page URL; absent for USAJOBS and Adzuna. */
  board?: string;
  /** The employer's name where the source gives none (JOB_SOURCES_FILE's `company`). */
  company?: string;
  since?: Date;
  maxPostings?: number;
  onProgress?: (progress: RunProgress) => void;
  /** The connector to use; by default the configured one (sources/registry.server.ts). */
  connector?: SourceConnector;
  /** How long a run holds its lease between pages; a crashed run is resumed after it. */
  leaseMs?: number;
  now?: () => Date;
}

export interface RunRejection {
  externalId: string | null;
  reasons: string[];
}

export interface JobSourceRunSummary {
  /** The JobSourceRun row; null when the run did not start. */
  runId: number | null;
  source: SourceConnectorName;
  board: string | null;
  status: "succeeded" | "failed" | "skipped";
  /** Why a run did not start: another run of this board holds the lease, or the source is off. */
  skipped?: "running" | "unavailable";
  /** The admin-facing reason of a skip or a failure. */
  error: string | null;
  seen: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Of `added`: postings stored as another source's copy of a job already listed (one posting once). */
  listed: number;
  /** Removed (a full run did not see them) plus expired (past their closing date). */
  closed: number;
  rejectedCount: number;
  /** The first rejected rows with their reasons. */
  rejected: RunRejection[];
  /** Whether this run continued an interrupted one (from its last finished page). */
  resumed: boolean;
  /** A full run (no cap, no date filter): postings it did not see were closed as removed. */
  full: boolean;
}

/** Rejected rows kept on the run for the admin panel. */
export const KEPT_REJECTIONS = 50;
/** An interrupted run older than this starts afresh instead of resuming. */
const RESUME_WITHIN_MS = 24 * 60 * 60_000;
const DEFAULT_LEASE_MS = 10 * 60_000;

const resumeSchema = z.object({
  pages: z.number().int().min(0),
  seenSince: z.iso.datetime(),
  since: z.iso.datetime().nullable(),
  maxPostings: z.number().int().nullable(),
});
type ResumePoint = z.infer<typeof resumeSchema>;

/** The run's board as stored (Job.sourceBoard, JobListing.board are VARCHAR(191)). */
export function storedBoard(board: string | undefined): string | null {
  if (!board) return null;
  return board.length <= 191 ? board : `sha1:${createHash("sha1").update(board).digest("hex")}`;
}

/**
 * One import of one source (and board): records a JobSourceRun, pulls the connector's pages,
 * validates every posting with the import row schema, and writes them through the import's
 * batched upsert (writeJobRows: unchanged postings only get lastSeenAt; another source's copy of
 * an open job becomes its listing). Runs of one board are serialised by a lease; a run that
 * finds an interrupted one (crashed, or failed mid-way) resumes after its last finished page.
 * After a full run, postings of the board that were not seen close as removed; postings past
 * their closing date close as expired. The search cache learns of the changes at once.
 */
export async function runJobSource(
  db: Db,
  source: SourceConnectorName,
  options: RunJobSourceOptions,
): Promise<JobSourceRunSummary> {
  const clock = options.now ?? (() => new Date());
  const board = storedBoard(options.board);
  const summary: JobSourceRunSummary = {
    runId: null,
    source,
    board,
    status: "skipped",
    error: null,
    seen: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    listed: 0,
    closed: 0,
    rejectedCount: 0,
    rejected: [],
    resumed: false,
    full: !options.since && !options.maxPostings,
  };
  const connector = options.connector ?? connectorFor(source);
  const availability = connector.availability();
  if (!availability.ok) return { ...summary, skipped: "unavailable", error: availability.reason };

  const owner = processOwnerId();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const lease = await takeRunLease(db, source, board, owner, leaseMs, clock());
  if (!lease) return { ...summary, skipped: "running", error: "Another run of this source is in progress" };

  try {
    return await runUnderLease(db, source, connector, options, summary, { lease, owner, leaseMs, clock });
  } finally {
    await releaseRunLease(db, lease, owner);
  }
}

async function runUnderLease(
  db: Db,
  source: SourceConnectorName,
  connector: SourceConnector,
  options: RunJobSourceOptions,
  summary: JobSourceRunSummary,
  ctx: { lease: string; owner: string; leaseMs: number; clock: () => Date },
): Promise<JobSourceRunSummary> {
  const startedAt = ctx.clock();
  const board = summary.board;
  const since = options.since?.toISOString() ?? null;
  const maxPostings = options.maxPostings ?? null;

  // An interrupted run of the same board and options: go on after its last finished page.
  const previous = await db.jobSourceRun.findFirst({ where: { source, board }, orderBy: { id: "desc" } });
  const previousPoint = previous ? resumeSchema.safeParse(previous.resumeFrom) : null;
  const resumable =
    previous &&
    previous.status !== "succeeded" &&
    previousPoint?.success &&
    previousPoint.data.since === since &&
    previousPoint.data.maxPostings === maxPostings &&
    startedAt.getTime() - previous.startedAt.getTime() < RESUME_WITHIN_MS;
  const point: ResumePoint = resumable
    ? previousPoint.data
    : { pages: 0, seenSince: startedAt.toISOString(), since, maxPostings };
  const carried = resumable
    ? { added: previous.added, updated: previous.updated, unchanged: previous.unchanged, rejectedCount: previous.rejectedCount }
    : { added: 0, updated: 0, unchanged: 0, rejectedCount: 0 };
  const rejected: RunRejection[] =
    resumable && Array.isArray(previous.rejected)
      ? (previous.rejected as unknown as RunRejection[]).slice(0, KEPT_REJECTIONS)
      : [];

  const run = await db.$transaction(async (tx) => {
    if (previous?.status === "running") {
      // Nobody holds the lease, so its process stopped mid-run.
      await tx.jobSourceRun.update({
        where: { id: previous.id },
        data: { status: "failed", finishedAt: startedAt, error: "Interrupted before it finished (the process stopped)" },
      });
    }
    return tx.jobSourceRun.create({
      data: {
        source,
        board,
        trigger: options.trigger,
        status: "running",
        startedAt,
        ...carried,
        rejected: rejected as object[],
        resumeFrom: point,
      },
      select: { id: true },
    });
  });
  summary.runId = run.id;
  summary.resumed = Boolean(resumable);
  summary.added = carried.added;
  summary.updated = carried.updated;
  summary.unchanged = carried.unchanged;
  summary.rejectedCount = carried.rejectedCount;
  summary.rejected = rejected;
  if (summary.resumed)
    log.info(`[job-refresh] ${source}${board ? ` ${board}` : ""}: resuming run ${previous!.id} after page ${point.pages}`);

  await backfillIdentityKeys(db);
  await backfillCompanySlugs(db);
  await backfillFitTerms(db);
  const jobSource = jobSourceOf(source);
  const counts: WriteCounts = emptyWriteCounts();
  let closed = 0;
  let page = 0;
  try {
    const pages = connector.fetchPages({
      board: options.board,
      company: options.company,
      since: options.since,
      maxPostings: options.maxPostings,
    });
    for await (const fetched of pages) {
      page += 1;
      summary.seen += fetched.postings.length;
      if (page <= point.pages) continue; // written before the interruption
      const rows: JobImportRow[] = [];
      for (const rejection of fetched.rejected)
        reject(summary, { externalId: rejection.external_id, reasons: rejection.reasons });
      for (const posting of fetched.postings) {
        const parsed = jobImportRowSchema.safeParse(posting);
        if (parsed.success) rows.push(parsed.data);
        else reject(summary, { externalId: posting.external_id ?? null, reasons: rowProblems(parsed.error) });
      }
      const pageCounts = await writeJobRowsInBatches(db, rows, { now: ctx.clock(), sighting: { board } });
      addWriteCounts(counts, pageCounts);
      summary.added += pageCounts.added + pageCounts.listed;
      summary.updated += pageCounts.updated + pageCounts.reopened;
      summary.unchanged += pageCounts.unchanged;
      summary.listed += pageCounts.listed;
      point.pages = page;
      await db.jobSourceRun.update({
        where: { id: run.id },
        data: {
          added: summary.added,
          updated: summary.updated,
          unchanged: summary.unchanged,
          rejectedCount: summary.rejectedCount,
          rejected: summary.rejected as object[],
          resumeFrom: point,
        },
      });
      if (!(await renewRunLease(db, ctx.lease, ctx.owner, ctx.leaseMs, ctx.clock()))) {
        throw new Error("The run lost its lease (it took longer than the lease between two pages)");
      }
      options.onProgress?.({ seen: summary.seen, added: summary.added, updated: summary.updated });
    }
    const now = ctx.clock();
    if (summary.full) closed += await closeRemovedPostings(db, jobSource, board, new Date(point.seenSince));
    closed += await closeExpiredJobs(db, now, jobSource);
    summary.closed = closed;
    // Listings and the source columns are not watched by the database's version triggers.
    if (counts.updated + counts.reopened + counts.listed + closed > 0) await bumpJobsVersion(db);
    summary.status = "succeeded";
    await db.jobSourceRun.update({
      where: { id: run.id },
      data: { status: "succeeded", finishedAt: ctx.clock(), closed },
    });
    return summary;
  } catch (e) {
    summary.status = "failed";
    summary.error = e instanceof Error ? e.message : String(e);
    if (counts.updated + counts.reopened + counts.listed > 0) await bumpJobsVersion(db).catch(() => undefined);
    await db.jobSourceRun.update({
      where: { id: run.id },
      data: { status: "failed", finishedAt: ctx.clock(), error: summary.error.slice(0, 2000) },
    });
    log.warn({ err: e }, `[job-refresh] ${source}${board ? ` ${board}` : ""} failed after page ${point.pages}`);
    return summary;
  }
}

function reject(summary: JobSourceRunSummary, rejection: RunRejection) {
  summary.rejectedCount += 1;
  if (summary.rejected.length < KEPT_REJECTIONS) summary.rejected.push(rejection);
}
