import { BillingOverviewView, type BillingOverviewData } from "~/components/admin/billing-overview-view";
import type { TransactionView } from "@shared/views/admin-billing";
import { TransactionsTable } from "~/components/admin/transactions-table";

/** The admin dashboard's billing tab: the overview with the latest payments. */
export function BillingPanel({ billing }: { billing: BillingOverviewData & { recent_transactions: TransactionView[] } }) {
  return (
    <BillingOverviewView billing={billing}>
      <TransactionsTable rows={billing.recent_transactions} />
    </BillingOverviewView>
  );
}
