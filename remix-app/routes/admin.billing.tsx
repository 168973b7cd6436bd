import { Tag } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { findPlan, formatUsd } from "@shared/plans";
import { requirePageActor } from "~/domain/access/policy.server";
import { BillingOverviewView } from "~/components/admin/billing-overview-view";
import { DenseTable, fetchListPage, type DenseColumn } from "~/components/common/dense-table";
import { formatDate } from "~/components/common/format";
import type { TransactionRow } from "@shared/views/admin-billing";
import { adminBillingOverview } from "~/domain/billing/admin-billing-overview.server";

export const meta: MetaFunction = () => [{ title: "Billing & Revenue — VetCareer Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "view-admin-billing");
  return { billing: await adminBillingOverview(auth.user) };
}

const columns: DenseColumn<TransactionRow>[] = [
  { id: "user_email", name: "User", width: 260, render: (t) => t.user_email, copyText: (t) => t.user_email },
  { id: "created_at", name: "Date", width: 130, render: (t) => formatDate(t.created_at), copyText: (t) => t.created_at },
  { id: "amount", name: "Amount", width: 100, render: (t) => formatUsd(t.amount), copyText: (t) => (t.amount / 100).toFixed(2) },
  { id: "plan", name: "Plan", width: 110, render: (t) => findPlan(t.plan)?.name ?? t.plan, copyText: (t) => t.plan },
  {
    id: "status",
    name: "Status",
    width: 100,
    render: (t) => (
      <Tag minimal round intent={t.status === "paid" ? "success" : "danger"}>
        {t.status}
      </Tag>
    ),
    copyText: (t) => t.status,
  },
  { id: "provider", name: "Provider", width: 100, render: (t) => t.provider, copyText: (t) => t.provider },
  { id: "receipt", name: "Receipt", width: 90, interactive: true, render: (t) => <Link to={`/billing/receipts/${t.id}`}>View</Link>, copyText: () => "" },
];

export default function AdminBilling() {
  const { billing } = useLoaderData<typeof loader>();
  const loadPage = useCallback(
    ({ skip, limit }: { skip: number; limit: number }) => fetchListPage<TransactionRow>(`/api/admin/billing/transactions?skip=${skip}&limit=${limit}`, "transactions"),
    [],
  );
  return (
    <div className="vets-page vets-page-wide">
      <div className="vets-page-header">
        <div>
          <h1>Billing &amp; Revenue</h1>
          <p>Subscriptions and payments from our own records. Dollars are rounded to whole dollars.</p>
        </div>
      </div>
      <BillingOverviewView billing={billing} showAllLink={false}>
        <DenseTable ariaLabel="Transactions" columns={columns} loadPage={loadPage} queryKey="all" height={420} emptyTitle="No transactions yet" exportName="transactions" />
      </BillingOverviewView>
    </div>
  );
}
