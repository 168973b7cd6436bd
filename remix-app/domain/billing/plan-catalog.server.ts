import { ALL_PLANS } from "../../../shared/plans";
import type { DbTx } from "../../lib/db.server";

/** Keeps the plans table equal to shared/plans.ts (subscriptions reference it by id). */
export async function syncPlanCatalog(db: DbTx): Promise<void> {
  for (const [index, plan] of ALL_PLANS.entries()) {
    const data = {
      audience: plan.audience,
      name: plan.name,
      priceCents: plan.priceCents,
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
