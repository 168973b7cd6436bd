import { companySlug } from "~/domain/postings/company-slug.server";
import { createHash } from "node:crypto";
import { queueFitWork } from "~/domain/fit/fit-queue.server";
import { fitTermsColumn } from "~/domain/fit/fit-terms.server";
import type { Db, DbTx } from "~/lib/db.server";
import { postingIdentityKey, sameEmployer, withinSamePostingWindow } from "~/domain/postings/posting-identity";
import { jobData, jobImportRowSchema, rowProblems, type JobImportRow } from "./job-import-row.server";
import { dismissReports, HIDDEN_STATUS, REPORTED_REASON } from "./gone-reports.server";

export interface RejectedRow {
  /** Position in the file's array, from 0. */
  index: number;
  reasons: string[];
}

export interface ImportSummary {
  imported: number;
  updated: number;
  /** Rows already stored exactly as they are: not rewritten. */
  unchanged: number;
  rejected: RejectedRow[];
}

/** Rows written per transaction (file imports and source runs alike). */
export const IMPORT_BATCH_SIZE = 500;

/**
 * Imports jobs from a parsed JSON array: each row validated on its own (a bad row is reported,
 * not fatal), valid rows written in one transaction per batch. A row with external_id updates
 * the job already imported under (source, external_id), so running a file twice changes nothing.
 * The full-text index follows through the database's own triggers/index: searchable at once.
 */
export async function importJobs(db: Db, rows: readonly unknown[], now = new Date()): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  const valid: JobImportRow[] = [];
  rows.forEach((raw, index) => {
    const parsed = jobImportRowSchema.safeParse(raw);
    if (parsed.success) valid.push(parsed.data);
    else summary.rejected.push({ index, reasons: rowProblems(parsed.error) });
  });
  const counts = await writeJobRowsInBatches(db, valid, { now });
  summary.imported = counts.added;
  summary.updated = counts.updated;
  summary.unchanged = counts.unchanged;
  return summary;
}

export interface WriteOptions {
  now: Date;
  /**
   * Set by a source run: the board the rows came from, and that the run saw them (lastSeenAt).
   * Rows matching an open job of another source (posting-identity) become that job's listings.
   */
  sighting?: { board: string | null };
}

export interface WriteCounts {
  added: number;
  updated: number;
  unchanged: number;
  /** Rows stored as another source's copy (JobListing) of a canonical job, first seen now. */
  listed: number;
  /** Closed jobs a row showed open again (a removed or stale posting that came back). */
  reopened: number;
}

export const emptyWriteCounts = (): WriteCounts => ({ added: 0, updated: 0, unchanged: 0, listed: 0, reopened: 0 });

export function addWriteCounts(into: WriteCounts, more: WriteCounts): void {
  into.added += more.added;
  into.updated += more.updated;
  into.unchanged += more.unchanged;
  into.listed += more.listed;
  into.reopened += more.reopened;
}

/** Writes valid rows, IMPORT_BATCH_SIZE per transaction. */
export async function writeJobRowsInBatches(db: Db, rows: readonly JobImportRow[], options: WriteOptions): Promise<WriteCounts> {
  const counts = emptyWriteCounts();
  const began = new Date();
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
    const batch = rows.slice(start, start + IMPORT_BATCH_SIZE);
    addWriteCounts(counts, await db.$transaction((tx) => writeJobRows(tx, batch, options), { timeout: 60_000 }));
  }
  // New and changed postings are scored into veterans' match lists by the nearline queue (issue 53).
  if (counts.added + counts.updated + counts.reopened > 0) await queueFitWork({ kind: "changed-since", since: began.toISOString() });
  return counts;
}

/** A source's own closings a sighting undoes; a veteran's report or the employer's close stays. */
const REOPENABLE = new Set(["removed", "stale", "expired"]);

type Data = ReturnType<typeof jobData>;

/** What the row says, hashed: equal hashes mean an unchanged posting that is not rewritten. */
function contentHash(data: Data, postedAt: Date | undefined, federalSeries: readonly string[]): string {
  const content = {
    ...data,
    closesAt: data.closesAt?.toISOString() ?? null,
    postedAt: postedAt?.toISOString() ?? null,
    federalSeries,
  };
  return createHash("sha1").update(JSON.stringify(content)).digest("hex");
}

/**
 * One batch in one transaction. Per row: a job already stored under (source, external_id) is
 * rewritten only when its content hash differs (a sighting alone sets lastSeenAt, in one
 * statement for the batch); an external id stored as another job's listing refreshes that
 * listing; a new row of a source run whose identity matches an open job of another source within
 * 30 days becomes that job's listing; anything else is a new job.
 */
export async function writeJobRows(tx: DbTx, rows: readonly JobImportRow[], options: WriteOptions): Promise<WriteCounts> {
  const counts = emptyWriteCounts();
  const { now, sighting } = options;
  const seenAt = sighting ? now : undefined;
  const board = sighting?.board ?? null;

  // A posting listed twice in one batch is written once, as its last copy says.
  const lastOf = new Map<string, JobImportRow>();
  const unique: JobImportRow[] = [];
  for (const row of rows) {
    if (row.external_id) lastOf.set(`${row.source}\u0000${row.external_id}`, row);
    else unique.push(row);
  }
  const prepared = [...unique, ...lastOf.values()].map((row) => {
    const data = jobData(row);
    const postedAt = row.posted_at ? new Date(row.posted_at) : undefined;
    const federalSeries = [...new Set(row.federal_series)].sort();
    return {
      row,
      data,
      postedAt,
      federalSeries,
      hash: contentHash(data, postedAt, federalSeries),
      identityKey: postingIdentityKey(data),
    };
  });

  // What is stored already, in one query per source of the batch.
  const bySource = new Map<string, string[]>();
  for (const p of prepared) {
    if (!p.data.externalId) continue;
    const ids = bySource.get(p.data.source) ?? [];
    ids.push(p.data.externalId);
    bySource.set(p.data.source, ids);
  }
  const storedJobs = new Map<
    string,
    { id: number; contentHash: string | null; status: string; closedReason: string | null; salaryOriginal: unknown }
  >();
  const storedListings = new Map<string, { id: number; jobId: number; url: string | null }>();
  for (const [source, externalIds] of bySource) {
    const jobs = await tx.job.findMany({
      where: { source, externalId: { in: externalIds } },
      select: { id: true, externalId: true, contentHash: true, status: true, closedReason: true, salaryOriginal: true },
    });
    for (const job of jobs) storedJobs.set(`${source}\u0000${job.externalId}`, job);
    if (sighting) {
      const listings = await tx.jobListing.findMany({
        where: { source, externalId: { in: externalIds } },
        select: { id: true, jobId: true, externalId: true, url: true },
      });
      for (const listing of listings) storedListings.set(`${source}\u0000${listing.externalId}`, listing);
    }
  }

  // Open jobs these rows may be copies of (other sources, employer posts included).
  const canonicalByKey = new Map<string, { id: number; source: string; postedAt: Date; postedAs: string | null }[]>();
  if (sighting) {
    const newKeys = prepared
      .filter(
        (p) =>
          p.data.externalId &&
          !storedJobs.has(`${p.data.source}\u0000${p.data.externalId}`) &&
          !storedListings.has(`${p.data.source}\u0000${p.data.externalId}`),
      )
      .map((p) => p.identityKey);
    if (newKeys.length > 0) {
      const candidates = await tx.job.findMany({
        where: { identityKey: { in: [...new Set(newKeys)] }, status: "open" },
        select: {
          id: true,
          source: true,
          postedAt: true,
          identityKey: true,
          employer: { select: { employerProfile: { select: { companyName: true } } } },
        },
        orderBy: { id: "asc" },
      });
      for (const c of candidates) {
        const list = canonicalByKey.get(c.identityKey!) ?? [];
        // An employer's job is the posting of the company on their profile, whatever its row says.
        const postedAs = c.source === "employer" ? (c.employer?.employerProfile?.companyName ?? null) : null;
        list.push({ id: c.id, source: c.source, postedAt: c.postedAt, postedAs });
        canonicalByKey.set(c.identityKey!, list);
      }
    }
  }

  const seenJobIds: number[] = [];
  const seenListingIds: number[] = [];
  const creates: (typeof prepared)[number][] = [];

  for (const p of prepared) {
    const { data, postedAt, federalSeries, hash, identityKey } = p;
    const key = `${data.source}\u0000${data.externalId}`;
    const stored = data.externalId ? storedJobs.get(key) : undefined;
    if (stored) {
      const open = !(data.closesAt && data.closesAt < now);
      // A job hidden by "gone" reports that its source still lists comes back, unless an admin confirmed it (decision 097).
      const hiddenByReports = stored.status === HIDDEN_STATUS && stored.closedReason === REPORTED_REASON;
      const reopen = Boolean(sighting) && open && ((stored.status === "closed" && REOPENABLE.has(stored.closedReason ?? "")) || hiddenByReports);
      if (stored.contentHash === hash && !reopen) {
        if (seenAt) seenJobIds.push(stored.id);
        counts.unchanged += 1;
        continue;
      }
      // postedAt stays as first seen unless the row says otherwise.
      await tx.job.update({
        where: { id: stored.id },
        data: {
          ...data,
          ...(postedAt ? { postedAt } : {}),
          contentHash: hash,
          identityKey,
          fitTerms: fitTermsColumn(data.title, data.description, data.requirements),
          companySlug: companySlug(data.company),
          ...(seenAt ? { lastSeenAt: seenAt, sourceBoard: board } : {}),
          ...(reopen ? { status: "open", closedReason: null } : {}),
        },
      });
      if (data.salaryOriginal === undefined && stored.salaryOriginal != null) {
        await tx.$executeRaw`UPDATE Job SET salaryOriginal = NULL WHERE id = ${stored.id}`;
      }
      await tx.jobFederalSeries.deleteMany({ where: { jobId: stored.id } });
      if (federalSeries.length > 0)
        await tx.jobFederalSeries.createMany({ data: federalSeries.map((series) => ({ jobId: stored.id, series })) });
      if (reopen && hiddenByReports) await dismissReports(stored.id, tx, now);
      if (reopen) counts.reopened += 1;
      else counts.updated += 1;
      continue;
    }
    const listing = data.externalId ? storedListings.get(key) : undefined;
    if (listing && seenAt) {
      const url = data.sourceUrl ?? data.applyUrl;
      if (url !== listing.url) await tx.jobListing.update({ where: { id: listing.id }, data: { url, lastSeenAt: seenAt } });
      else seenListingIds.push(listing.id);
      seenJobIds.push(listing.jobId);
      counts.unchanged += 1;
      continue;
    }
    if (sighting && data.externalId) {
      const postedMs = (postedAt ?? now).getTime();
      const canonical = canonicalByKey
        .get(identityKey)
        ?.find(
          (c) =>
            c.source !== data.source &&
            withinSamePostingWindow(c.postedAt.getTime(), postedMs) &&
            // Never a board's posting filed under another company's employer job (issue 54 item 8):
            // applicants of Northwind's real posting must not reach an employer who posted as Northwind.
            (c.source !== "employer" || (c.postedAs !== null && sameEmployer(c.postedAs, data.company))),
        );
      if (canonical) {
        await tx.jobListing.create({
          data: {
            jobId: canonical.id,
            source: data.source,
            externalId: data.externalId,
            board,
            url: data.sourceUrl ?? data.applyUrl,
            lastSeenAt: now,
          },
        });
        seenJobIds.push(canonical.id);
        counts.listed += 1;
        continue;
      }
    }
    creates.push(p);
  }

  if (creates.length > 0) {
    await tx.job.createMany({
      data: creates.map(({ data, postedAt, hash, identityKey }) => ({
        ...data,
        postedAt: postedAt ?? now,
        contentHash: hash,
        identityKey,
        // What the fit scorer reads of the title and text, so rankings never read the description (decision 120).
        fitTerms: fitTermsColumn(data.title, data.description, data.requirements),
        // Its company page (decision 118): imported postings are listed under their company's name.
        companySlug: companySlug(data.company),
        ...(seenAt ? { lastSeenAt: seenAt, sourceBoard: board } : {}),
      })),
    });
    counts.added += creates.length;
    // createMany returns no ids on MySQL: the new jobs' series go in after one lookup per source.
    const withSeries = creates.filter((c) => c.federalSeries.length > 0 && c.data.externalId);
    for (const source of new Set(withSeries.map((c) => c.data.source))) {
      const ofSource = withSeries.filter((c) => c.data.source === source);
      const ids = await tx.job.findMany({
        where: { source, externalId: { in: ofSource.map((c) => c.data.externalId!) } },
        select: { id: true, externalId: true },
      });
      const idOf = new Map(ids.map((j) => [j.externalId, j.id]));
      await tx.jobFederalSeries.createMany({
        data: ofSource.flatMap((c) => {
          const jobId = idOf.get(c.data.externalId);
          return jobId === undefined ? [] : c.federalSeries.map((series) => ({ jobId, series }));
        }),
      });
    }
  }

  if (seenAt && seenJobIds.length > 0) {
    // In SQL: the ORM would move updatedAt too, and a sighting changes nothing else.
    const ids = [...new Set(seenJobIds)];
    await tx.$executeRawUnsafe(`UPDATE Job SET lastSeenAt = ? WHERE id IN (${ids.map(() => "?").join(", ")})`, seenAt, ...ids);
  }
  if (seenAt && seenListingIds.length > 0) {
    await tx.jobListing.updateMany({ where: { id: { in: seenListingIds } }, data: { lastSeenAt: seenAt } });
  }
  return counts;
}
