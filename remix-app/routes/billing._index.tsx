import { Alert, Button, Callout, Card, ProgressBar, Spinner, Tag } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { PRICING_ERROR_MESSAGE, pricesMatch, SUBSCRIPTION_STATUS_LABELS, UPGRADE_FAILED_MESSAGE } from "@shared/billing";
import { EMPLOYER_PLANS, findPlan, formatUsd, VETERAN_PLANS } from "@shared/plans";
import { BillingHistory } from "~/components/billing/billing-history";
import { UpgradePlans, type UpgradePlan } from "~/components/billing/upgrade-plans";
import { postAndFollow, useCheckoutReturn } from "~/components/billing/use-checkout-return";
import { formatDate } from "~/components/common/format";
import { LoadFailurePage } from "~/components/common/load-failure";
import { useToast } from "~/components/shell/toaster";
import { billingDashboard } from "~/domain/billing/billing-dashboard.server";
import { listBillingPlans, listEmployerPlans } from "~/domain/billing/plan-lists.server";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { requirePageActor, roleMay } from "~/domain/access/policy.server";
import { SupportText } from "~/components/common/support-text";
import { PlanFeatureList } from "~/components/common/plan-feature-list";

export const meta: MetaFunction = () => [{ title: "Billing & Subscriptions — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "view-billing");
  // An employer account buys posting plans, a veteran account veteran plans.
  const employer = roleMay(auth.user, "post-job");
  const load = await loadScreenData(LOAD_FAILURES.billing, async () => {
    const [dashboard, serverPlans] = await Promise.all([
      billingDashboard(auth.user),
      employer
        ? listEmployerPlans().then((plans) => plans.map((p) => ({ id: p.id, price: p.price })))
        : listBillingPlans().then((plans) => plans.map((p) => ({ id: p.id, price: p.price, auto_apply_limit: p.auto_apply_limit }))),
    ]);
    return { dashboard, serverPlans };
  });
  return { employer, load };
}

function upgradePlansFor(employer: boolean): UpgradePlan[] {
  return (employer ? EMPLOYER_PLANS : VETERAN_PLANS)
    .filter((p) => p.priceCents > 0)
    .map((p) => ({
      id: p.id,
      name: p.name,
      priceCents: p.priceCents,
      recommended: p.recommended,
      features: p.features,
      color: p.color,
      limitLine: employer ? `${p.postingsPerMonth.toLocaleString("en-US")} job postings per month` : `${p.autoApplyLimit} AI applications per month`,
    }));
}

type BillingData = NonNullable<Awaited<ReturnType<typeof loader>>["load"]["data"]>;

export default function BillingRoute() {
  const { employer, load } = useLoaderData<typeof loader>();
  if (load.loadError !== null) return <LoadFailurePage title="Billing & Subscriptions" message={load.loadError} />;
  return <BillingScreen employer={employer} {...load.data} />;
}

function BillingScreen({ employer, dashboard, serverPlans }: { employer: boolean } & BillingData) {
  const sub = dashboard.current_subscription;
  const toast = useToast();
  const revalidator = useRevalidator();
  const { checking } = useCheckoutReturn();
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const pricingOk = pricesMatch(serverPlans, employer ? "dollars" : "cents");
  const plan = findPlan(sub.plan_id);
  const paid = (plan?.priceCents ?? 0) > 0 && sub.status !== "canceled";
  const requested = sub.requested_plan_id ? findPlan(sub.requested_plan_id) : undefined;
  const percent = sub.monthly_limit > 0 ? Math.min(1, sub.usage / sub.monthly_limit) : 0;

  async function upgrade(planId: string) {
    setBusyPlan(planId);
    const result = await postAndFollow("/api/billing/checkout", { package_id: planId });
    if (!result.ok) {
      setBusyPlan(null);
      toast(result.detail ?? UPGRADE_FAILED_MESSAGE, "danger");
    }
  }

  async function updatePayment() {
    const result = await postAndFollow("/api/billing/payment-method", {});
    if (!result.ok) toast(result.detail ?? "Failed to open the payment update page", "danger");
  }

  async function cancel() {
    setCancelling(true);
    try {
      const res = await fetch("/api/billing/cancel", { method: "POST", headers: { Accept: "application/json" } });
      const body = (await res.json().catch(() => ({}))) as { message?: string; detail?: string };
      toast(res.ok ? (body.message ?? "Your subscription will end at the end of the period.") : (body.detail ?? "Failed to cancel the subscription"), res.ok ? "success" : "danger");
      revalidator.revalidate();
    } finally {
      setCancelling(false);
      setConfirmCancel(false);
    }
  }

  let dateLine: string | null = null;
  if (sub.status === "trialing") dateLine = `Trial ends ${formatDate(sub.trial_end_date)}`;
  else if (paid && sub.cancel_at_period_end) dateLine = `Ends ${formatDate(sub.current_period_end)}; you keep ${sub.plan_name} until then`;
  else if (paid && sub.current_period_end) dateLine = `Renews ${formatDate(sub.current_period_end)}`;

  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Billing & Subscriptions</h1>
          <p>Your plan, this month's usage and your payments.</p>
        </div>
      </div>
      <div className="vets-stack">
        {!pricingOk && (
          <Callout intent="danger" icon="error">
            <SupportText text={PRICING_ERROR_MESSAGE} />
          </Callout>
        )}
        {checking && (
          <Callout intent="primary" icon={<Spinner size={16} />} title="Confirming your payment…">
            This takes a few seconds after you return from checkout.
          </Callout>
        )}
        {sub.status === "past_due" && (
          <Callout intent="warning" icon="warning-sign" title="Your last payment failed">
            <div className="vets-row">
              <span>Update your card to keep {sub.plan_name}; we retry the charge automatically.</span>
              <span className="vets-spacer" />
              <Button intent="warning" icon="credit-card" text="Update payment" onClick={() => void updatePayment()} />
            </div>
          </Callout>
        )}
        {requested && sub.plan_id !== requested.id && (
          <Callout intent="primary" icon="info-sign" title={`You chose ${requested.name} when you signed up`}>
            <div className="vets-row">
              <span>
                Your account is on Starter until payment completes. {requested.name} is {formatUsd(requested.priceCents)}/month with{" "}
                {requested.postingsPerMonth} job postings per month.
              </span>
              <span className="vets-spacer" />
              <Button intent="primary" icon="credit-card" text="Complete payment" loading={busyPlan === requested.id} onClick={() => void upgrade(requested.id)} />
            </div>
          </Callout>
        )}
        <div className="vets-grid-2-1">
          <Card elevation={1}>
            <h3 className="vets-card-title">Current Subscription</h3>
            <div className="vets-row">
              <span className="vets-plan-name" style={{ color: plan?.color }}>
                {sub.plan_name}
              </span>
              <Tag minimal round intent={sub.status === "past_due" ? "warning" : sub.status === "canceled" ? "none" : "success"}>
                {SUBSCRIPTION_STATUS_LABELS[sub.status] ?? sub.status}
              </Tag>
              {paid && sub.cancel_at_period_end && (
                <Tag minimal round intent="warning">
                  Cancels at period end
                </Tag>
              )}
              <span className="vets-spacer" />
              <strong style={{ fontSize: 20 }}>
                {formatUsd(sub.price)}
                <small className="vets-muted">/month</small>
              </strong>
            </div>
            {dateLine && <p className="vets-muted" style={{ marginTop: 8 }}>{dateLine}</p>}
            <div style={{ marginTop: 16 }}>
              <div className="vets-row" style={{ marginBottom: 6 }}>
                <span>{sub.usage_label}</span>
                <span className="vets-spacer" />
                <strong>{`${sub.usage} / ${sub.monthly_limit}`}</strong>
              </div>
              <ProgressBar value={percent} stripes={false} animate={false} intent={percent >= 1 ? "danger" : "primary"} aria-label={`${sub.usage_label}: ${sub.usage} of ${sub.monthly_limit}`} />
            </div>
            <h4 style={{ margin: "20px 0 8px" }}>Plan features</h4>
            <PlanFeatureList features={sub.features} style={{ margin: 0 }} />
            {paid && !sub.cancel_at_period_end && (
              <Button variant="minimal" intent="danger" icon="disable" text="Cancel subscription" style={{ marginTop: 12 }} onClick={() => setConfirmCancel(true)} />
            )}
          </Card>
          <Card elevation={1}>
            <h3 className="vets-card-title">Payments</h3>
            <p className="vets-muted">
              {dashboard.payment_mode === "local"
                ? "This installation uses the built-in test checkout: no card is charged and no money moves."
                : "Payments are processed securely by Stripe. We never see or store your card number."}
            </p>
          </Card>
        </div>
        <BillingHistory rows={dashboard.billing_history} />
        <div>
          <h2 style={{ margin: "8px 0 16px" }}>Upgrade Your Plan</h2>
          <UpgradePlans plans={upgradePlansFor(employer)} currentPlanId={paid ? sub.plan_id : ""} currentPriceCents={paid ? sub.price : 0} busyPlanId={busyPlan} disabled={!pricingOk} onUpgrade={(id) => void upgrade(id)} />
        </div>
      </div>
      <Alert
        isOpen={confirmCancel}
        intent="danger"
        icon="disable"
        cancelButtonText="Keep my plan"
        confirmButtonText="Cancel subscription"
        loading={cancelling}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => void cancel()}
      >
        <p>
          Your {sub.plan_name} plan stays active until {formatDate(sub.current_period_end)}. After that your account moves to the{" "}
          {employer ? "Starter" : "Free"} plan.
        </p>
      </Alert>
    </div>
  );
}
