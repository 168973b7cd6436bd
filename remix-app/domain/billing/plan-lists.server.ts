import { getDb } from "~/lib/db.server";

/** GET /api/billing/plans: SPEC §3 billing plans (price in cents), the purchasable veteran tiers. */
export async function listBillingPlans() {
  const plans = await getDb().plan.findMany({
    where: { audience: "veteran", id: { not: "free" } },
    orderBy: { sortOrder: "asc" },
  });
  return plans.map((p) => ({
    id: p.id,
    plan_id: p.id,
    name: p.name,
    price: p.priceCents,
    monthly_limit: p.monthlyLimit,
    auto_apply_limit: p.autoApplyLimit,
    recommended: p.recommended,
    priority_support: p.prioritySupport,
    stripe_price_id: p.stripePriceId,
    features: p.features as string[],
  }));
}

function perMonth(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : plural} per month`;
}

/** GET /api/employer/billing/plans: SPEC §3 employer pricing plans (price in dollars per month). */
export async function listEmployerPlans() {
  const plans = await getDb().plan.findMany({ where: { audience: "employer" }, orderBy: { sortOrder: "asc" } });
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    price: p.priceCents / 100,
    recommended: p.recommended,
    postings_per_month: p.postingsPerMonth,
    searches_per_month: p.searchesPerMonth,
    postings_display: perMonth(p.postingsPerMonth, "job posting", "job postings"),
    searches_display: perMonth(p.searchesPerMonth, "talent search", "talent searches"),
    features: p.features as string[],
  }));
}
