/** A table's header row: each column by its visible name, or an unnamed one (buttons) by its accessible name. */
export function TableHead({ columns }: { columns: ReadonlyArray<string | { ariaLabel: string }> }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === "string" ? <th key={column}>{column}</th> : <th key={column.ariaLabel} aria-label={column.ariaLabel} />,
        )}
      </tr>
    </thead>
  );
}
