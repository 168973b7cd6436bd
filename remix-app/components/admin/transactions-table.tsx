import { HTMLTable, Tag } from "@blueprintjs/core";
import { findPlan, formatUsd } from "@shared/plans";
import { formatDate } from "~/components/common/format";
import type { TransactionView } from "@shared/views/admin-billing";
import { TableHead } from "~/components/common/table-head";

/** SPEC's Recent Transactions: user email, date, amount (dollars, no decimals), plan. */
export function TransactionsTable({ rows }: { rows: TransactionView[] }) {
  if (rows.length === 0) return <p className="vets-muted">No transactions yet.</p>;
  return (
    <HTMLTable striped compact className="vets-admin-table">
      <TableHead columns={["User", "Date", "Amount", "Plan"]} />
      <tbody>
        {rows.map((t) => (
          <tr key={t.id}>
            <td>{t.user_email}</td>
            <td className="vets-nowrap">{formatDate(t.created_at)}</td>
            <td>
              {formatUsd(t.amount)}
              {t.status && t.status !== "paid" && (
                <Tag minimal intent="danger" className="vets-inline-tag">
                  {t.status}
                </Tag>
              )}
            </td>
            <td>{findPlan(t.plan)?.name ?? t.plan}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

