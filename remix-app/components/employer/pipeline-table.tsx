import { Button, Checkbox, Icon, Tag } from "@blueprintjs/core";
import { Cell, Column, ColumnHeaderCell, Regions, SelectionModes, Table2, type FocusedCellCoordinates } from "@blueprintjs/table";
import { Link } from "@remix-run/react";
import { useEffect, useMemo, useRef, type KeyboardEvent } from "react";
import { APPLICATION_STATUS_LABELS } from "@shared/applications";
import type { PipelineRow } from "@shared/employer-pipeline";
import { formatDate } from "~/components/common/format";
import { APPLICATION_STATUS_INTENT } from "~/components/applications/status-intent";

/** The fit the application was sent with, and today's beside it when they differ ("82% (today 85%)"). */
function fitText(r: PipelineRow): string {
  if (r.fit_score === null) return "";
  return r.fit_score_now !== null && r.fit_score_now !== r.fit_score ? `${r.fit_score}% (today ${r.fit_score_now}%)` : `${r.fit_score}%`;
}

/** The resume that went with the application, as on the per-job applicants screen; "—" when none did. */
function ResumeLink({ row }: { row: PipelineRow }) {
  if (!row.resume_url) return <span className="vets-muted">—</span>;
  // A plain link like the table's other cells (a button would not fit the 38 px row), beside the
  // name so it is on screen without scrolling the table sideways.
  return (
    <a href={row.resume_url} download aria-label={`Download ${row.full_name}'s resume`}>
      <Icon icon="document" size={12} /> Resume
    </a>
  );
}

export const PIPELINE_SORT_KEYS = ["fit_score", "applied_at", "full_name"] as const;
export type PipelineSortKey = (typeof PIPELINE_SORT_KEYS)[number];
export interface PipelineSort {
  key: PipelineSortKey;
  direction: "asc" | "desc";
}


export function sortPipelineRows(rows: readonly PipelineRow[], sort: PipelineSort): PipelineRow[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  const value = (r: PipelineRow): number | string => {
    if (sort.key === "fit_score") return r.fit_score ?? -1;
    if (sort.key === "applied_at") return r.applied_at;
    return r.full_name.toLowerCase();
  };
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va < vb) return -sign;
    if (va > vb) return sign;
    return a.application_id - b.application_id;
  });
}

interface PipelineTableProps {
  rows: readonly PipelineRow[];
  selected: ReadonlySet<number>;
  onToggle(applicationId: number): void;
  onToggleAll(select: boolean): void;
  sort: PipelineSort;
  onSort(key: PipelineSortKey): void;
  /** Row to focus and scroll to (a deep link to one applicant). */
  highlightId: number | null;
  busy: boolean;
}

/** How a screen reader hears each column's order: dates run newest to oldest, names A to Z. */
const SORT_DIRECTION_WORDS: Record<PipelineSortKey, Record<"asc" | "desc", string>> = {
  fit_score: { desc: "highest first", asc: "lowest first" },
  applied_at: { desc: "newest first", asc: "oldest first" },
  full_name: { asc: "A to Z", desc: "Z to A" },
};

const COLUMN_WIDTHS = [44, 230, 110, 300, 170, 130, 150, 150];

/**
 * The high-volume employer's applicant table on Blueprint's Table2: one row per application
 * across all jobs, checkbox multi-select, arrow keys move the focused cell, Space (or X) selects
 * the focused row, Ctrl/Cmd+A selects all rows shown. Column headers with an arrow sort.
 */
export function PipelineTable({ rows, selected, onToggle, onToggleAll, sort, onSort, highlightId, busy }: PipelineTableProps) {
  const tableRef = useRef<Table2>(null);
  const focused = useRef<FocusedCellCoordinates | null>(null);
  const highlightRow = useMemo(() => (highlightId === null ? -1 : rows.findIndex((r) => r.application_id === highlightId)), [rows, highlightId]);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.application_id));
  const someSelected = !allSelected && rows.some((r) => selected.has(r.application_id));

  useEffect(() => {
    if (highlightRow >= 0) tableRef.current?.scrollToRegion(Regions.row(highlightRow));
  }, [highlightRow]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    const target = event.target as HTMLElement;
    if (target.tagName === "INPUT" || target.tagName === "BUTTON" || target.tagName === "A") return;
    if ((event.key === " " || event.key.toLowerCase() === "x") && focused.current) {
      const row = rows[focused.current.row];
      if (row) {
        event.preventDefault();
        onToggle(row.application_id);
      }
    } else if (event.key.toLowerCase() === "a" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onToggleAll(!allSelected);
    }
  };

  const sortHeader = (label: string, key: PipelineSortKey) => {
    const active = sort.key === key;
    const arrow = active ? (sort.direction === "desc" ? "↓" : "↑") : "↕";
    return (
      <ColumnHeaderCell
        nameRenderer={() => (
          <button
            type="button"
            className={`vets-sort-button${active ? " vets-sort-active" : ""}`}
            onClick={() => onSort(key)}
            // The table's own hotkeys take Enter (move the focused cell) before the button sees it,
            // so a keyboard user could not sort: the button handles its keys itself.
            onKeyDown={(event) => {
              if (event.key !== "Enter" && event.key !== " ") return;
              event.preventDefault();
              event.stopPropagation();
              onSort(key);
            }}
            aria-label={`Sort by ${label}${active ? `, ${SORT_DIRECTION_WORDS[key][sort.direction]}` : ""}`}
          >
            {label} <span aria-hidden>{arrow}</span>
          </button>
        )}
      />
    );
  };

  const cellClass = (rowIndex: number) => {
    const row = rows[rowIndex];
    const classes = ["vets-pipeline-cell"];
    if (row && selected.has(row.application_id)) classes.push("vets-pipeline-selected");
    if (rowIndex === highlightRow) classes.push("vets-pipeline-highlight");
    return classes.join(" ");
  };

  return (
    <div
      className="vets-pipeline-table"
      onKeyDown={onKeyDown}
      role="region"
      aria-label="Applicant pipeline"
      // A short list gets a short frame (header + rows); a long one scrolls inside 560 px.
      style={{ height: Math.max(120, Math.min(560, (rows.length + 1) * 38 + 24)) }}
    >
      <Table2
        ref={tableRef}
        numRows={rows.length}
        columnWidths={COLUMN_WIDTHS}
        defaultRowHeight={38}
        enableFocusedCell
        enableRowHeader={false}
        enableMultipleSelection={false}
        selectionModes={SelectionModes.NONE}
        onFocusedCell={(cell) => (focused.current = cell)}
        cellRendererDependencies={[rows, selected, highlightRow, busy]}
        getCellClipboardData={(row, col) => {
          const r = rows[row];
          return r ? [r.application_id, r.full_name, r.resume_url ?? "", r.job_title, r.mos_code, r.fit_score, r.status, r.applied_at][col] : "";
        }}
      >
        <Column
          id="select"
          columnHeaderCellRenderer={() => (
            <ColumnHeaderCell
              nameRenderer={() => (
                <Checkbox
                  className="vets-pipeline-check"
                  checked={allSelected}
                  indeterminate={someSelected}
                  disabled={busy || rows.length === 0}
                  onChange={() => onToggleAll(!allSelected)}
                  aria-label="Select all applicants shown"
                />
              )}
            />
          )}
          cellRenderer={(i) => (
            <Cell className={cellClass(i)} interactive>
              <Checkbox
                className="vets-pipeline-check"
                checked={selected.has(rows[i].application_id)}
                disabled={busy}
                onChange={() => onToggle(rows[i].application_id)}
                aria-label={`Select ${rows[i].full_name} for ${rows[i].job_title}`}
              />
            </Cell>
          )}
        />
        <Column
          id="name"
          columnHeaderCellRenderer={() => sortHeader("Applicant", "full_name")}
          cellRenderer={(i) => (
            <Cell className={cellClass(i)} interactive tooltip={rows[i].full_name}>
              <Link to={`/profile/${rows[i].user_id}`}>{rows[i].full_name}</Link>
              {rows[i].verified && <span className="vets-pipeline-verified" title="Verified veteran"> ✓</span>}
            </Cell>
          )}
        />
        <Column
          id="resume"
          name="Resume"
          cellRenderer={(i) => (
            <Cell className={cellClass(i)} interactive>
              <ResumeLink row={rows[i]} />
            </Cell>
          )}
        />
        <Column
          id="job"
          name="Job"
          cellRenderer={(i) => (
            <Cell className={cellClass(i)} interactive tooltip={rows[i].job_title}>
              <Link to={`/employer/jobs/${rows[i].job_id}/applicants`}>{rows[i].job_title}</Link>
            </Cell>
          )}
        />
        <Column
          id="service"
          name="Service"
          cellRenderer={(i) => (
            <Cell className={cellClass(i)}>{[rows[i].military_branch, rows[i].mos_code].filter(Boolean).join(" · ") || "—"}</Cell>
          )}
        />
        <Column
          id="fit"
          columnHeaderCellRenderer={() => sortHeader("Fit score", "fit_score")}
          cellRenderer={(i) => (
            <Cell className={`${cellClass(i)} vets-pipeline-number`}>{fitText(rows[i]) || "—"}</Cell>
          )}
        />
        <Column
          id="status"
          name="Status"
          cellRenderer={(i) => (
            <Cell className={cellClass(i)}>
              <Tag minimal intent={APPLICATION_STATUS_INTENT[rows[i].status]}>
                {APPLICATION_STATUS_LABELS[rows[i].status]}
              </Tag>
            </Cell>
          )}
        />
        <Column
          id="applied"
          columnHeaderCellRenderer={() => sortHeader("Applied", "applied_at")}
          cellRenderer={(i) => <Cell className={cellClass(i)}>{formatDate(rows[i].applied_at)}</Cell>}
        />
      </Table2>
    </div>
  );
}

/** The same rows as a plain table, shown only when printing (Table2 draws only what is on screen). */
export function PipelinePrintTable({ rows }: { rows: readonly PipelineRow[] }) {
  return (
    <table className="vets-print-table">
      <thead>
        <tr>
          <th>Applicant</th>
          <th>Job</th>
          <th>Service</th>
          <th>Fit score</th>
          <th>Status</th>
          <th>Applied</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.application_id}>
            <td>{r.full_name}</td>
            <td>{r.job_title}</td>
            <td>{[r.military_branch, r.mos_code].filter(Boolean).join(" · ")}</td>
            <td>{fitText(r)}</td>
            <td>{APPLICATION_STATUS_LABELS[r.status]}</td>
            <td>{formatDate(r.applied_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BulkSelectionSummary({ count, onClear }: { count: number; onClear(): void }) {
  if (count === 0) return <span className="vets-muted">Select applicants with the checkboxes, or Space on a focused row.</span>;
  return (
    <span className="vets-row" style={{ gap: 6 }}>
      <strong>{count} selected</strong>
      <Button variant="minimal" size="small" text="Clear" onClick={onClear} />
    </span>
  );
}
