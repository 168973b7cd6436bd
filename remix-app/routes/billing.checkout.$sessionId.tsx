import { Button, Callout, Card, FormGroup, Icon, InputGroup, NonIdealState } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LOCAL_TEST_CARD } from "@shared/billing";
import { testCardSchema } from "@shared/schemas/billing";
import { requirePageActor } from "~/domain/access/policy.server";
import { cancelLocalCheckout, localCheckoutView, payLocalCheckout } from "~/domain/billing/local-checkout.server";
import { actionResult, parseInput } from "~/lib/http.server";
import { isDomainError } from "~/lib/errors.server";
import { readFormFields } from "~/lib/form.server";
import { RouteErrorState } from "~/components/common/route-error-state";
import { formatMoney } from "@shared/money";

export const meta: MetaFunction = () => [{ title: "Checkout — VetCareer" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "view-billing");
  try {
    const view = await localCheckoutView(auth.user, params.sessionId ?? "");
    const nextYear = (new Date().getUTCFullYear() + 3) % 100;
    return { view, fullName: auth.user.fullName, testExpiry: `12 / ${String(nextYear).padStart(2, "0")}` };
  } catch (e) {
    if (isDomainError(e) && e.status === 404) throw new Response("Checkout not found", { status: 404 });
    throw e;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "view-billing");
  const form = await readFormFields(request);
  const sessionId = params.sessionId ?? "";
  const result = await actionResult(async () => {
    if (form.intent === "cancel") return cancelLocalCheckout(auth.user, sessionId);
    return payLocalCheckout(auth.user, sessionId, parseInput(testCardSchema, form));
  }, "Payment failed. Please try again.");
  if (result.ok) return redirect(result.value.returnUrl);
  return { error: result.error };
}


/** The embedded default's checkout: looks like a hosted one, completes through the same fulfilment, moves no money. */
export default function LocalCheckout() {
  const { view, fullName, testExpiry } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const amount = formatMoney(view.amount, view.currency);
  const open = view.state.status === "open";

  return (
    <div className="vets-page vets-checkout">
      <Callout intent="warning" icon="lab-test" title="Test checkout — no money moves" style={{ marginBottom: 20 }}>
        This installation has no payment provider configured, so this page stands in for one. Pay with the test card {LOCAL_TEST_CARD}; nothing is
        charged.
      </Callout>
      <div className="vets-checkout-grid">
        <div className="vets-checkout-summary">
          <p className="vets-muted" style={{ margin: 0 }}>
            Subscribe to VetCareer {view.plan_name}
          </p>
          <div className="vets-plan-price">
            {amount}
            <small> per month</small>
          </div>
          <p className="vets-muted">{view.description}</p>
          <ul className="vets-plan-features">
            {view.features.map((feature) => (
              <li key={feature}>
                <Icon icon="tick" intent="success" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <div className="vets-row vets-muted">
            <span>Total due today</span>
            <span className="vets-spacer" />
            <strong>{amount}</strong>
          </div>
        </div>
        <Card elevation={2} className="vets-checkout-pay">
          {!open ? (
            <NonIdealState
              icon={view.state.payment_status === "paid" ? "tick-circle" : "time"}
              title={view.state.payment_status === "paid" ? "This checkout is already paid" : "This checkout has expired"}
              action={<Link to="/billing">Back to Billing</Link>}
            />
          ) : (
            <Form method="post">
              <h3 className="vets-card-title">Pay with card</h3>
              {actionData?.error && (
                <Callout intent="danger" className="vets-form-error" role="alert">
                  {actionData.error}
                </Callout>
              )}
              <FormGroup label="Email" labelFor="checkout-email">
                <InputGroup id="checkout-email" value={view.email} readOnly />
              </FormGroup>
              <FormGroup label="Name on card" labelFor="card_name">
                <InputGroup id="card_name" name="card_name" defaultValue={fullName} autoComplete="cc-name" />
              </FormGroup>
              <FormGroup label="Card number" labelFor="card_number">
                <InputGroup id="card_number" name="card_number" defaultValue={LOCAL_TEST_CARD} leftIcon="credit-card" inputMode="numeric" autoComplete="off" />
              </FormGroup>
              <div className="vets-grid-2">
                <FormGroup label="Expiry (MM / YY)" labelFor="card_expiry">
                  <InputGroup id="card_expiry" name="card_expiry" defaultValue={testExpiry} autoComplete="off" />
                </FormGroup>
                <FormGroup label="CVC" labelFor="card_cvc">
                  <InputGroup id="card_cvc" name="card_cvc" defaultValue="123" inputMode="numeric" autoComplete="off" />
                </FormGroup>
              </div>
              <Button type="submit" name="intent" value="pay" intent="primary" size="large" fill icon="lock" text={`Pay ${amount}`} loading={busy === "pay"} disabled={busy === "cancel"} />
              <Button type="submit" name="intent" value="cancel" variant="minimal" fill text="Cancel and return to Billing" style={{ marginTop: 8 }} loading={busy === "cancel"} disabled={busy === "pay"} />
              <p className="vets-muted" style={{ fontSize: 12, marginTop: 12 }}>
                Renews monthly until you cancel.
              </p>
            </Form>
          )}
        </Card>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorState
      notFound={{ title: "Checkout not found", description: "This checkout does not exist or belongs to another account." }}
      failedTitle="Failed to load checkout"
      action={<Link to="/billing">Back to Billing</Link>}
    />
  );
}
