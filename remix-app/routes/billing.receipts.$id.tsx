import { Button, Card, HTMLTable, Tag } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatDate } from "~/components/common/format";
import { LinkButton } from "~/components/common/link-button";
import { printPage } from "~/components/desktop/table-export";
import { paymentReceipt } from "~/domain/billing/receipts.server";
import { isDomainError } from "~/lib/errors.server";
import { parseIdParam } from "~/lib/params.server";
import { requireUserPage } from "~/lib/session.server";
import { roleMay } from "~/domain/access/policy.server";
import { formatMoney } from "@shared/money";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `Receipt ${data.receipt.number}` : "Receipt"} — VetCareer` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireUserPage(request);
  try {
    return { receipt: await paymentReceipt(auth.user, parseIdParam(params.id, "Payment not found")), admin: roleMay(auth.user, "view-admin-billing") };
  } catch (e) {
    if (isDomainError(e)) throw new Response(e.detail, { status: e.status });
    throw e;
  }
}


const STATUS: Record<string, { label: string; intent: "success" | "danger" | "warning" }> = {
  paid: { label: "Paid", intent: "success" },
  failed: { label: "Failed: nothing was charged", intent: "danger" },
  refunded: { label: "Refunded", intent: "warning" },
};

/** A payment's receipt, from its own row: what was bought, by whom, when, for how much. */
export default function Receipt() {
  const { receipt: r, admin } = useLoaderData<typeof loader>();
  const status = STATUS[r.status] ?? { label: r.status, intent: "warning" as const };
  return (
    <div className="vets-page" style={{ maxWidth: 720 }}>
      <div className="vets-page-header">
        <div>
          <h1>{r.status === "paid" || r.status === "refunded" ? "Receipt" : "Payment record"}</h1>
          <p>
            {r.number} · {formatDate(r.paid_at ?? r.created_at)}
          </p>
        </div>
        <div className="vets-row vets-no-print">
          <LinkButton to={admin ? "/admin/billing" : "/billing"} icon="arrow-left" text={admin ? "All transactions" : "Billing"} />
          <Button icon="print" text="Print" onClick={printPage} />
        </div>
      </div>
      <Card elevation={1}>
        <HTMLTable style={{ width: "100%" }} aria-label={`Receipt ${r.number}`}>
          <tbody>
            <tr>
              <th scope="row">Billed to</th>
              <td>
                {r.billed_to.name} · {r.billed_to.email}
              </td>
            </tr>
            <tr>
              <th scope="row">Plan</th>
              <td>{r.plan_name}</td>
            </tr>
            <tr>
              <th scope="row">Description</th>
              <td>{r.description}</td>
            </tr>
            <tr>
              <th scope="row">Amount</th>
              <td>
                <strong>{formatMoney(r.amount, r.currency)}</strong>
              </td>
            </tr>
            <tr>
              <th scope="row">Status</th>
              <td>
                <Tag minimal intent={status.intent}>
                  {status.label}
                </Tag>
              </td>
            </tr>
            <tr>
              <th scope="row">Date</th>
              <td>{formatDate(r.paid_at ?? r.created_at)}</td>
            </tr>
            <tr>
              <th scope="row">Paid through</th>
              <td>
                {r.provider === "stripe" ? "Stripe" : "Built-in test checkout (no card charged)"}
                {r.provider_reference && <span className="vets-muted"> · {r.provider_reference}</span>}
              </td>
            </tr>
          </tbody>
        </HTMLTable>
        {r.invoice_url && (
          <p style={{ marginTop: 12 }}>
            <a href={r.invoice_url} target="_blank" rel="noopener noreferrer">
              The provider's invoice
            </a>
          </p>
        )}
      </Card>
    </div>
  );
}
