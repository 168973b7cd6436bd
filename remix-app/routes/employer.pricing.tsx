import { Card, Spinner, Tag } from "@blueprintjs/core";
import type { MetaFunction } from "@remix-run/node";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { listEmployerPlans } from "~/domain/billing/plan-lists.server";
import { LinkButton } from "~/components/common/link-button";
import { log } from "~/lib/logger.server";
import { PlanFeatureList } from "~/components/common/plan-feature-list";

export const meta: MetaFunction = () => [{ title: "Employer Pricing — VetCareer" }];

type EmployerPlan = Awaited<ReturnType<typeof listEmployerPlans>>[number];

export function loader() {
  // Streamed so the page shows SPEC's loading line while plans load; a failure leaves the list empty.
  return {
    plans: listEmployerPlans().catch((e: unknown) => {
      log.error({ err: e }, "[pricing] failed to load employer plans");
      return [] as EmployerPlan[];
    }),
  };
}

function PlanCard({ plan }: { plan: EmployerPlan }) {
  const free = plan.price === 0;
  return (
    <Card className={`vets-plan-card${plan.recommended ? " is-popular" : ""}`} elevation={plan.recommended ? 3 : 1}>
      {plan.recommended && (
        <Tag className="vets-plan-badge" intent="primary" round size="large" style={{ background: "#7961db" }}>
          Most Popular
        </Tag>
      )}
      <p className="vets-plan-name">{plan.name}</p>
      <div className="vets-plan-price" style={free ? { color: "#238551" } : undefined}>
        {free ? "Free" : `$${plan.price.toLocaleString("en-US")}`}
        {!free && <small>/month</small>}
      </div>
      {!free && (
        <p className="vets-muted" style={{ margin: 0 }}>
          {plan.postings_display} · {plan.searches_display}
        </p>
      )}
      <PlanFeatureList features={plan.features} />
      <LinkButton
        to={`/employer/register?plan=${plan.id}`}
        fill
        size="large"
        intent={plan.recommended ? "primary" : "none"}
        text={`Choose ${plan.name}`}
      />
    </Card>
  );
}

export default function EmployerPricing() {
  const { plans } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="vets-section">
        <h2>Hire Veterans</h2>
        <p className="vets-section-sub">Plans for every hiring volume. Post jobs, see fit scores, and reach cleared talent.</p>
        <Suspense
          fallback={
            <div className="vets-centered" style={{ minHeight: 240 }}>
              <Spinner size={32} />
              <p className="vets-muted">Loading pricing plans...</p>
            </div>
          }
        >
          <Await resolve={plans}>
            {(loaded) => (
              <div className="vets-grid-3">
                {loaded.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} />
                ))}
              </div>
            )}
          </Await>
        </Suspense>
      </section>
      <section className="vets-section" style={{ textAlign: "center", paddingTop: 0 }}>
        <Card elevation={1} style={{ padding: 40 }}>
          <h2>Ready to hire talented veterans?</h2>
          <div className="vets-row" style={{ justifyContent: "center", marginTop: 16 }}>
            <LinkButton to="/employer/register" intent="primary" size="large" text="Get Started" />
            <LinkButton to="/" size="large" variant="minimal" text="Back to Home" />
          </div>
        </Card>
      </section>
    </>
  );
}
