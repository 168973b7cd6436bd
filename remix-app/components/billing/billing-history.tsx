import { Card, HTMLTable, NonIdealState, Tag } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import { formatDate } from "~/components/common/format";
import { formatMoney } from "@shared/money";

export interface HistoryRow {
  id: number;
  description: string;
  date: string;
  amount: number;
  currency: string;
  status: string;
  invoice_url: string | null;
}

const STATUS_INTENT: Record<string, "success" | "danger" | "warning" | "none"> = { paid: "success", failed: "danger", refunded: "warning" };


/** Billing history: description, date, amount, status, and each payment's receipt page (with the provider's invoice on it when there is one). */
export function BillingHistory({ rows }: { rows: HistoryRow[] }) {
  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Billing History</h3>
      {rows.length === 0 ? (
        <NonIdealState icon="dollar" title="No payments yet" description="Your invoices will appear here after your first payment." />
      ) : (
        <HTMLTable striped style={{ width: "100%" }} aria-label="Billing history">
          <thead>
            <tr>
              <th>Description</th>
              <th>Date</th>
              <th>Amount</th>
              <th>Status</th>
              <th>Receipt</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.description}</td>
                <td className="vets-nowrap">{formatDate(row.date)}</td>
                <td>{formatMoney(row.amount, row.currency)}</td>
                <td>
                  <Tag minimal intent={STATUS_INTENT[row.status] ?? "none"}>
                    {row.status.charAt(0).toUpperCase() + row.status.slice(1)}
                  </Tag>
                </td>
                <td>
                  <Link to={`/billing/receipts/${row.id}`} aria-label={`Receipt for ${row.description}, ${formatDate(row.date)}`}>
                    {row.status === "failed" ? "View record" : "View receipt"}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
