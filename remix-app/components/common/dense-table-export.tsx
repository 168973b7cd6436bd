import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { csvFileName, toCsv } from "@shared/csv";
import { saveCsv } from "~/components/desktop/table-export";
import { useToast } from "~/components/shell/toaster";
import type { DenseColumn, DensePage, SortState } from "./dense-table";
import { countLabel } from "@shared/plural";

/** More than this many rows is a job for a database export, not a button on a screen. */
export const CSV_EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE = 100;

/** The text a cell stands for in a copy or an export: its copyText, or what it renders when that is plain text. */
export function cellText<Row>(column: DenseColumn<Row>, row: Row): string {
  if (column.copyText) return column.copyText(row);
  const rendered = column.render(row);
  return typeof rendered === "string" || typeof rendered === "number" ? String(rendered) : "";
}

interface DenseTableExportProps<Row> {
  columns: DenseColumn<Row>[];
  loadPage: (page: { skip: number; limit: number; sort: SortState | null }) => Promise<DensePage<Row>>;
  sort: SortState | null;
  /** File name prefix, e.g. "users" → users-2026-11-25.csv. */
  name: string;
}

/**
 * 'Export table as CSV' for a dense table: every row of the current filters and sort (up to
 * CSV_EXPORT_MAX_ROWS), fetched page by page from the same endpoint the table reads, saved through
 * the desktop shell's save dialog or as a browser download. Columns that hold only controls are left out.
 */
export function DenseTableExport<Row>({ columns, loadPage, sort, name }: DenseTableExportProps<Row>) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows: Row[] = [];
      let total = Infinity;
      while (rows.length < Math.min(total, CSV_EXPORT_MAX_ROWS)) {
        const page = await loadPage({ skip: rows.length, limit: EXPORT_PAGE, sort });
        total = page.total;
        rows.push(...page.rows);
        if (page.rows.length === 0) break;
      }
      const kept = columns.filter((c) => !c.interactive);
      const content = toCsv(
        kept.map((c) => c.name),
        rows.slice(0, CSV_EXPORT_MAX_ROWS).map((row) => kept.map((c) => cellText(c, row))),
      );
      const result = await saveCsv(csvFileName(name), content);
      const count = Math.min(rows.length, CSV_EXPORT_MAX_ROWS);
      if (result.saved)
        toast(
          `Exported ${countLabel(count, "row")}${total > CSV_EXPORT_MAX_ROWS ? ` (the first ${CSV_EXPORT_MAX_ROWS.toLocaleString()})` : ""}`,
          "success",
        );
      else if (result.reason === "failed") toast("The file could not be saved", "danger");
    } catch (e) {
      toast(e instanceof Error ? e.message : "Export failed", "danger");
    } finally {
      setBusy(false);
    }
  };
  return <Button icon="export" text="Export CSV" small loading={busy} onClick={() => void exportCsv()} />;
}
