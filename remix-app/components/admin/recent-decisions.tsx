import { Button, HTMLTable, Tag } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { formatDate } from "~/components/common/format";
import { TableHead } from "~/components/common/table-head";

export interface DecisionRow {
  key: string;
  name: string;
  detail: string;
  status: string;
  reviewedAt: string | null;
  reviewer: string | null;
  notes: string | null;
  /** A rejected employer may be approved on reconsideration. */
  onReapprove?: () => void;
}

function StatusTag({ status }: { status: string }): ReactNode {
  const approved = status === "approved";
  return (
    <Tag intent={approved ? "success" : "danger"} minimal round icon={approved ? "tick" : "cross"}>
      {approved ? "Approved" : "Rejected"}
    </Tag>
  );
}

export function RecentDecisions({ title, rows, busy }: { title: string; rows: DecisionRow[]; busy: boolean }) {
  if (rows.length === 0) return null;
  return (
    <section className="vets-recent-decisions">
      <h3 className="vets-card-title">{title}</h3>
      <HTMLTable compact striped className="vets-admin-table">
        <TableHead columns={["Name", "Decision", "Reviewed", "Notes", { ariaLabel: "Actions" }]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>
                <strong>{row.name}</strong>
                <div className="vets-muted">{row.detail}</div>
              </td>
              <td>
                <StatusTag status={row.status} />
              </td>
              <td>
                {formatDate(row.reviewedAt)}
                <div className="vets-muted">{row.reviewer ?? "—"}</div>
              </td>
              <td className="vets-admin-notes">{row.notes ?? <span className="vets-muted">—</span>}</td>
              <td className="vets-admin-row-action">
                {row.onReapprove && <Button size="small" variant="minimal" intent="success" icon="undo" text="Approve instead" onClick={row.onReapprove} disabled={busy} />}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
