import { Icon, NonIdealState } from "@blueprintjs/core";
import { Cell, Column, ColumnHeaderCell, RenderMode, SelectionModes, Table2, type Region } from "@blueprintjs/table";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { cellText, DenseTableExport } from "./dense-table-export";

export type SortOrder = "asc" | "desc";
export interface SortState {
  column: string;
  order: SortOrder;
}

export interface DenseColumn<Row> {
  /** Also the sort key sent to the loader when the column is sortable. */
  id: string;
  name: string;
  width?: number;
  sortable?: boolean;
  render: (row: Row) => ReactNode;
  /** Text a copy (Ctrl/Cmd+C on selected cells) puts on the clipboard; defaults to the rendered string. */
  copyText?: (row: Row) => string;
  /** Cells holding buttons or selects take clicks instead of starting a selection. */
  interactive?: boolean;
}

export interface DensePage<Row> {
  rows: Row[];
  total: number;
  /** The server stopped counting: at least `total` rows match (shown as "1,000+"). */
  totalIsLowerBound?: boolean;
}

interface RowCount {
  total: number;
  lowerBound: boolean;
}

/** An exact count replaces what was known; a lower bound only ever raises it (deeper pages count further). */
function nextCount(previous: RowCount | null, page: DensePage<unknown>): RowCount {
  if (!page.totalIsLowerBound) return { total: page.total, lowerBound: false };
  if (previous && previous.total >= page.total) return previous;
  return { total: page.total, lowerBound: true };
}

export interface DenseTableProps<Row> {
  columns: DenseColumn<Row>[];
  /** One page from the server: rows skip..skip+limit in the given sort. Throwing shows the error in place. */
  loadPage: (page: { skip: number; limit: number; sort: SortState | null }) => Promise<DensePage<Row>>;
  /** Changes whenever the filters change: the loaded rows are dropped and loading starts again. */
  queryKey: string;
  /** Bump to reload the rows on screen after a change (the position is kept). */
  reloadToken?: number;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Optional: called with the rows under the selection. */
  onSelectionChange?: (rows: Row[]) => void;
  pageSize?: number;
  height?: number;
  rowHeight?: number;
  emptyTitle?: string;
  emptyDescription?: string;
  ariaLabel: string;
  /** Shows 'Export CSV' above the table (every row of the current filters and sort), saved as {exportName}-{date}.csv. */
  exportName?: string;
}

/**
 * Blueprint's Table2 over server paging: only visible rows are rendered and only their pages are
 * fetched, so 100,000 rows scroll like 100. Sortable (click a header), resizable columns, keyboard
 * navigation (arrow keys move the focused cell), copy of selected cells. Server-rendered as a frame of
 * fixed height that fills in on hydration.
 */
export function DenseTable<Row>({
  columns,
  loadPage,
  queryKey,
  reloadToken = 0,
  sort = null,
  onSortChange,
  onSelectionChange,
  pageSize = 100,
  height = 560,
  rowHeight = 36,
  emptyTitle = "Nothing here yet",
  emptyDescription,
  ariaLabel,
  exportName,
}: DenseTableProps<Row>) {
  const [rows, setRows] = useState<Map<number, Row>>(() => new Map());
  const [count, setCount] = useState<RowCount | null>(null);
  const total = count?.total ?? null;
  const [error, setError] = useState<string | null>(null);
  const [widths, setWidths] = useState<(number | undefined)[]>(() => columns.map((c) => c.width));
  const pagesRequested = useRef(new Set<number>());
  const generation = useRef(0);
  const visible = useRef({ start: 0, end: 0 });
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const sortKey = sort ? `${sort.column}:${sort.order}` : "";

  const fetchPage = useCallback(
    (page: number, gen: number) => {
      if (pagesRequested.current.has(page)) return;
      pagesRequested.current.add(page);
      loadRef
        .current({ skip: page * pageSize, limit: pageSize, sort })
        .then((result) => {
          if (gen !== generation.current) return;
          setError(null);
          setCount((previous) => nextCount(previous, result));
          setRows((previous) => {
            const next = new Map(previous);
            result.rows.forEach((row, i) => next.set(page * pageSize + i, row));
            return next;
          });
        })
        .catch((e: unknown) => {
          if (gen !== generation.current) return;
          pagesRequested.current.delete(page);
          setError(e instanceof Error ? e.message : "Failed to load");
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sort is part of sortKey
    [pageSize, sortKey],
  );

  const loadVisible = useCallback(
    (gen: number) => {
      const first = Math.floor(visible.current.start / pageSize);
      const last = Math.floor(Math.max(visible.current.end, visible.current.start) / pageSize);
      for (let page = first; page <= last; page++) fetchPage(page, gen);
    },
    [fetchPage, pageSize],
  );

  // New filters or sort: start over from the top.
  useEffect(() => {
    generation.current++;
    pagesRequested.current = new Set();
    setRows(new Map());
    setCount(null);
    visible.current = { start: 0, end: 0 };
    fetchPage(0, generation.current);
  }, [queryKey, sortKey, fetchPage]);

  // After a change: the pages on screen are fetched again, in place.
  useEffect(() => {
    if (reloadToken === 0) return;
    generation.current++;
    pagesRequested.current = new Set();
    loadVisible(generation.current);
  }, [reloadToken, loadVisible]);

  const onVisibleCellsChange = useCallback(
    (rowIndices: { rowIndexStart: number; rowIndexEnd: number }) => {
      visible.current = { start: rowIndices.rowIndexStart, end: rowIndices.rowIndexEnd };
      loadVisible(generation.current);
    },
    [loadVisible],
  );

  const headerFor = (column: DenseColumn<Row>) => () => {
    const active = sort?.column === column.id;
    const name = column.sortable ? (
      <button
        type="button"
        className="vets-dense-sort"
        aria-label={`Sort by ${column.name}`}
        onClick={() => onSortChange?.({ column: column.id, order: active && sort?.order === "asc" ? "desc" : "asc" })}
      >
        {column.name}
        <Icon
          icon={active ? (sort?.order === "asc" ? "sort-asc" : "sort-desc") : "double-caret-vertical"}
          size={12}
          className={active ? undefined : "vets-muted"}
        />
      </button>
    ) : (
      <span>{column.name}</span>
    );
    return <ColumnHeaderCell name={column.name} nameRenderer={() => name} />;
  };

  const cellFor = (column: DenseColumn<Row>) => (rowIndex: number) => {
    const row = rows.get(rowIndex);
    return (
      <Cell loading={!row} interactive={column.interactive} tooltip={row && column.copyText ? column.copyText(row) : undefined}>
        {row ? column.render(row) : null}
      </Cell>
    );
  };

  const clipboard = useCallback(
    (rowIndex: number, columnIndex: number) => {
      const row = rows.get(rowIndex);
      const column = columns[columnIndex];
      return row && column ? cellText(column, row) : "";
    },
    [rows, columns],
  );

  const onSelection = useCallback(
    (regions: Region[]) => {
      if (!onSelectionChange) return;
      const picked = new Set<number>();
      for (const region of regions) {
        const [from, to] = region.rows ?? [0, -1];
        for (let i = from; i <= to && picked.size < 1000; i++) picked.add(i);
      }
      onSelectionChange([...picked].map((i) => rows.get(i)).filter((r): r is Row => r !== undefined));
    },
    [onSelectionChange, rows],
  );

  // Cells render again when rows arrive, the sort changes, or the caller's columns do (busy states).
  const dependencies = useMemo(() => [rows, sortKey, columns], [rows, sortKey, columns]);

  if (error && total === null) {
    return (
      <div className="vets-dense-frame" style={{ height }}>
        <NonIdealState icon="error" title="Could not load this list" description={error} />
      </div>
    );
  }
  if (total === 0) {
    return (
      <div className="vets-dense-frame" style={{ height: Math.min(height, 220) }}>
        <NonIdealState icon="search" title={emptyTitle} description={emptyDescription} />
      </div>
    );
  }
  return (
    <>
      {exportName && (
        <div className="vets-dense-toolbar">
          <span className="vets-muted">
            {count === null
              ? "Loading…"
              : `${count.total.toLocaleString()}${count.lowerBound ? "+" : ""} ${count.total === 1 && !count.lowerBound ? "row" : "rows"}`}
          </span>
          <DenseTableExport columns={columns} loadPage={loadPage} sort={sort} name={exportName} />
        </div>
      )}
      <div
        className="vets-dense-frame"
        // A short list gets a short frame; a long one scrolls inside the given height.
        style={{ height: total === null ? height : Math.min(height, (total + 1) * rowHeight + 4) }}
        // A named region, not role="grid": Blueprint's table draws no ARIA rows for a grid to own.
        role="region"
        aria-label={ariaLabel}
      >
        <Table2
          numRows={total ?? Math.min(pageSize, 20)}
          defaultRowHeight={rowHeight}
          columnWidths={widths}
          onColumnWidthChanged={(index, size) => setWidths((current) => current.map((w, i) => (i === index ? size : w)))}
          enableColumnResizing
          enableFocusedCell
          enableRowHeader={false}
          selectionModes={SelectionModes.ALL}
          getCellClipboardData={clipboard}
          onSelection={onSelection}
          onVisibleCellsChange={onVisibleCellsChange}
          cellRendererDependencies={dependencies}
          renderMode={RenderMode.BATCH}
        >
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              name={column.name}
              columnHeaderCellRenderer={headerFor(column)}
              cellRenderer={cellFor(column)}
            />
          ))}
        </Table2>
      </div>
    </>
  );
}

/**
 * A loader for DenseTable from a JSON list endpoint. A 401/403 means the session is gone or no
 * longer allowed: the screen goes to /login (SPEC §4), which ends a cookie that no longer works.
 */
export async function fetchListPage<Row>(url: string, listKey: string): Promise<DensePage<Row>> {
  const res = await fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (res.status === 401 || res.status === 403) {
    window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    throw new Error("Your session has ended");
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(typeof body.detail === "string" ? body.detail : "Failed to load");
  return {
    rows: (body[listKey] as Row[]) ?? [],
    total: Number(body.total ?? 0),
    totalIsLowerBound: body.total_is_lower_bound === true,
  };
}
