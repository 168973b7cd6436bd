import type { Db, DbTx } from "~/lib/db.server";
import { jobData, jobImportRowSchema, rowProblems, type JobImportRow } from "./job-import-row.server";

export interface RejectedRow {
  /** Position in the file's array, from 0. */
  index: number;
  reasons: string[];
}

export interface ImportSummary {
  imported: number;
  updated: number;
  rejected: RejectedRow[];
}

const BATCH_SIZE = 500;

/**
 * Imports jobs from a parsed JSON array: each row validated on its own (a bad row is reported,
 * not fatal), valid rows written in one transaction per batch. A row with external_id updates
 * the job already imported under (source, external_id), so running a file twice changes nothing.
 * The full-text index follows through the database's own triggers/index: searchable at once.
 */
export async function importJobs(db: Db, rows: readonly unknown[], now = new Date()): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, updated: 0, rejected: [] };
  const valid: { index: number; row: JobImportRow }[] = [];
  rows.forEach((raw, index) => {
    const parsed = jobImportRowSchema.safeParse(raw);
    if (parsed.success) valid.push({ index, row: parsed.data });
    else summary.rejected.push({ index, reasons: rowProblems(parsed.error) });
  });

  for (let start = 0; start < valid.length; start += BATCH_SIZE) {
    const batch = valid.slice(start, start + BATCH_SIZE);
    const counts = await db.$transaction(
      (tx) =>
        writeBatch(
          tx,
          batch.map((b) => b.row),
          now,
        ),
      { timeout: 60_000 },
    );
    summary.imported += counts.imported;
    summary.updated += counts.updated;
  }
  return summary;
}

async function writeBatch(tx: DbTx, rows: JobImportRow[], now: Date): Promise<{ imported: number; updated: number }> {
  let imported = 0;
  let updated = 0;
  for (const row of rows) {
    const data = jobData(row);
    const postedAt = row.posted_at ? new Date(row.posted_at) : undefined;
    const existing = data.externalId
      ? await tx.job.findUnique({
          where: { source_externalId: { source: data.source, externalId: data.externalId } },
          select: { id: true },
        })
      : null;
    if (existing) {
      // postedAt stays as first seen unless the file says otherwise.
      await tx.job.update({ where: { id: existing.id }, data: { ...data, ...(postedAt ? { postedAt } : {}) } });
      updated += 1;
    } else {
      await tx.job.create({ data: { ...data, postedAt: postedAt ?? now } });
      imported += 1;
    }
  }
  return { imported, updated };
}
