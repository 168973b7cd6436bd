import { ALL_PLANS } from "@shared/plans";
import { getConfig } from "~/lib/config.server";
import type { DbTx } from "~/lib/db.server";

/** STRIPE_PRICE_IDS (`pro=price_1,growth=price_2`) over the catalogue's own price ids. */
export function stripePriceOverrides(value = getConfig().STRIPE_PRICE_IDS): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const pair of (value ?? "").split(",").filter(Boolean)) {
    const [planId, priceId] = pair.split("=");
    overrides.set(planId, priceId);
  }
  return overrides;
}

/** Keeps the plans table equal to shared/plans.ts (subscriptions reference it by id). */
export async function syncPlanCatalog(db: DbTx): Promise<void> {
  const overrides = stripePriceOverrides();
  for (const [index, plan] of ALL_PLANS.entries()) {
    const data = {
      audience: plan.audience,
      name: plan.name,
      priceCents: plan.priceCents,
      stripePriceId: plan.priceCents > 0 ? (overrides.get(plan.id) ?? plan.stripePriceId) : null,
      autoApplyLimit: plan.autoApplyLimit,
      monthlyLimit: plan.monthlyLimit,
      postingsPerMonth: plan.postingsPerMonth,
      searchesPerMonth: plan.searchesPerMonth,
      recommended: plan.recommended,
      prioritySupport: plan.prioritySupport,
      features: plan.features,
      sortOrder: index,
    };
    await db.plan.upsert({ where: { id: plan.id }, create: { id: plan.id, ...data }, update: data });
  }
}
