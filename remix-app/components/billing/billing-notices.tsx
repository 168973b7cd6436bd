import { Button, Callout } from "@blueprintjs/core";
import { useState } from "react";
import { UPGRADE_FAILED_MESSAGE } from "@shared/billing";
import { formatUsd } from "@shared/plans";
import { LinkButton } from "~/components/common/link-button";
import { useToast } from "~/components/shell/toaster";
import { postAndFollow } from "./use-checkout-return";

interface Notice {
  pastDue: boolean;
  planName: string | null;
  awaitingPayment: { planId: string; planName: string; priceCents: number } | null;
}

/** Dashboard banners: 'Update payment' after a failed charge; 'Complete payment' for a paid plan chosen at sign-up. */
export function BillingNotices({ notice }: { notice: Notice }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function completePayment(planId: string) {
    setBusy(true);
    const result = await postAndFollow("/api/billing/checkout", { package_id: planId });
    if (!result.ok) {
      setBusy(false);
      toast(result.detail ?? UPGRADE_FAILED_MESSAGE, "danger");
    }
  }
  return (
    <>
      {notice.pastDue && (
        <Callout intent="warning" icon="warning-sign" title="Your last payment failed" className="vets-banner">
          <div className="vets-row">
            <span>Update your card to keep your {notice.planName ?? "paid"} plan.</span>
            <span className="vets-spacer" />
            <LinkButton to="/billing" intent="warning" icon="credit-card" text="Update payment" />
          </div>
        </Callout>
      )}
      {notice.awaitingPayment && (
        <Callout intent="primary" icon="credit-card" title={`Your ${notice.awaitingPayment.planName} plan is waiting for payment`} className="vets-banner">
          <div className="vets-row">
            <span>
              You are on Starter until payment completes ({formatUsd(notice.awaitingPayment.priceCents)}/month for {notice.awaitingPayment.planName}).
            </span>
            <span className="vets-spacer" />
            <LinkButton to="/billing" variant="minimal" text="View billing" />
            <Button intent="primary" icon="lock" text="Complete payment" loading={busy} onClick={() => void completePayment(notice.awaitingPayment!.planId)} />
          </div>
        </Callout>
      )}
    </>
  );
}
