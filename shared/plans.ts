import { featureLabels, type PlanFeatureId } from "./plan-features";

/**
 * Plans of SPEC §9 (veterans) and the employer plans the server defines. Prices in cents.
 * Features are ids of shared/plan-features.ts, each delivered by a screen or an allowance
 * (decision 093): the paid veteran plans differ in their monthly AI applications only.
 */

export type VeteranTier = "free_trial" | "free" | "pro" | "premium" | "elite";
export const VETERAN_TIERS: readonly VeteranTier[] = ["free_trial", "free", "pro", "premium", "elite"];
export const ADMIN_SETTABLE_TIERS: readonly VeteranTier[] = ["free", "pro", "premium", "elite"];
export const PAID_TIERS: readonly VeteranTier[] = ["pro", "premium", "elite"];
export const TRIAL_DAYS = 14;

export interface PlanDefinition {
  id: string;
  audience: "veteran" | "employer";
  name: string;
  priceCents: number;
  /** The card-payment provider's monthly price (SPEC §3 stripe_price_id); null for free plans. */
  stripePriceId: string | null;
  autoApplyLimit: number;
  /** Monthly allowance shown on billing usage: AI applications for veterans. */
  monthlyLimit: number;
  postingsPerMonth: number;
  searchesPerMonth: number;
  recommended: boolean;
  /** No plan has a support tier of its own yet: false for every plan until one exists. */
  prioritySupport: boolean;
  featureIds: readonly PlanFeatureId[];
  features: string[];
  color: string;
}

const FREE_FEATURES: readonly PlanFeatureId[] = ["jobSearch", "manualApplications", "community", "skillsTranslator"];
/** Pro, Premium and Elite: the same features, more AI applications a month. */
const PAID_VETERAN_FEATURES: readonly PlanFeatureId[] = [
  "autoApply",
  "aiCoverLetters",
  "resumeBuilder",
  "fitScores",
  "jobFilters",
  "applicationTracking",
  "community",
];

/** The plan with its feature labels, from its feature ids and its own numbers. */
function withFeatures(plan: Omit<PlanDefinition, "features">): PlanDefinition {
  return { ...plan, features: featureLabels(plan.featureIds, plan) };
}

/** The trial and the free plan differ only in name: no AI applications, the basic features. */
const FREE_VETERAN_PLAN = {
  stripePriceId: null,
  audience: "veteran",
  priceCents: 0,
  autoApplyLimit: 0,
  monthlyLimit: 0,
  postingsPerMonth: 0,
  searchesPerMonth: 0,
  recommended: false,
  prioritySupport: false,
  featureIds: FREE_FEATURES,
  features: featureLabels(FREE_FEATURES, { postingsPerMonth: 0, searchesPerMonth: 0 }),
  color: "#5f6b7c",
} as const satisfies Omit<PlanDefinition, "id" | "name">;

export const VETERAN_PLANS: readonly PlanDefinition[] = [
  { id: "free_trial", name: "Free Trial", ...FREE_VETERAN_PLAN },
  { id: "free", name: "Free", ...FREE_VETERAN_PLAN },
  withFeatures({
    id: "pro",
    stripePriceId: "price_vets_pro_monthly",
    audience: "veteran",
    name: "Pro",
    priceCents: 2900,
    autoApplyLimit: 50,
    monthlyLimit: 50,
    postingsPerMonth: 0,
    searchesPerMonth: 0,
    recommended: false,
    prioritySupport: false,
    featureIds: PAID_VETERAN_FEATURES,
    color: "#2d72d2",
  }),
  withFeatures({
    id: "premium",
    stripePriceId: "price_vets_premium_monthly",
    audience: "veteran",
    name: "Premium",
    priceCents: 7900,
    autoApplyLimit: 200,
    monthlyLimit: 200,
    postingsPerMonth: 0,
    searchesPerMonth: 0,
    recommended: true,
    prioritySupport: false,
    featureIds: PAID_VETERAN_FEATURES,
    color: "#7961db",
  }),
  withFeatures({
    id: "elite",
    stripePriceId: "price_vets_elite_monthly",
    audience: "veteran",
    name: "Elite",
    priceCents: 14900,
    autoApplyLimit: 250,
    monthlyLimit: 250,
    postingsPerMonth: 0,
    searchesPerMonth: 0,
    recommended: false,
    prioritySupport: false,
    featureIds: PAID_VETERAN_FEATURES,
    color: "#c87619",
  }),
];

export const EMPLOYER_PLANS: readonly PlanDefinition[] = [
  withFeatures({
    id: "starter",
    stripePriceId: null,
    audience: "employer",
    name: "Starter",
    priceCents: 0,
    autoApplyLimit: 0,
    monthlyLimit: 0,
    postingsPerMonth: 2,
    searchesPerMonth: 10,
    recommended: false,
    prioritySupport: false,
    featureIds: ["jobPostings", "talentSearch", "applicantTracking", "messaging"],
    color: "#238551",
  }),
  withFeatures({
    id: "growth",
    stripePriceId: "price_vets_growth_monthly",
    audience: "employer",
    name: "Growth",
    priceCents: 19900,
    autoApplyLimit: 0,
    monthlyLimit: 0,
    postingsPerMonth: 15,
    searchesPerMonth: 150,
    recommended: true,
    prioritySupport: false,
    featureIds: ["jobPostings", "talentSearch", "applicantTracking", "applicantPipeline", "candidateFitScores", "messaging"],
    color: "#2d72d2",
  }),
  withFeatures({
    id: "enterprise",
    stripePriceId: "price_vets_enterprise_monthly",
    audience: "employer",
    name: "Enterprise",
    priceCents: 49900,
    autoApplyLimit: 0,
    monthlyLimit: 0,
    postingsPerMonth: 100,
    searchesPerMonth: 1000,
    recommended: false,
    prioritySupport: false,
    featureIds: [
      "jobPostings",
      "talentSearch",
      "applicantTracking",
      "applicantPipeline",
      "candidateFitScores",
      "clearanceMatching",
      "messaging",
    ],
    color: "#7961db",
  }),
];

export const ALL_PLANS: readonly PlanDefinition[] = [...VETERAN_PLANS, ...EMPLOYER_PLANS];

export function findVeteranPlan(id: string): PlanDefinition | undefined {
  return VETERAN_PLANS.find((p) => p.id === id);
}

export function findPlan(id: string | null | undefined): PlanDefinition | undefined {
  return ALL_PLANS.find((p) => p.id === id);
}

/** What a subscription falls back to when nothing is paid: free for veterans, starter for employers. */
export function basePlanId(audience: "veteran" | "employer"): string {
  return audience === "employer" ? "starter" : "free";
}

/** Plans that go through checkout: priced above 0. */
export function isPurchasablePlan(plan: PlanDefinition | undefined): boolean {
  return plan !== undefined && plan.priceCents > 0;
}

export function isPaidTier(tier: string | null | undefined): boolean {
  return tier != null && (PAID_TIERS as readonly string[]).includes(tier);
}

/** "free_trial" → "FREE TRIAL", as SPEC's auto-apply plan banner shows it. */
export function tierLabel(tier: string): string {
  return tier.replace(/_/g, " ").toUpperCase();
}

export function formatUsd(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(cents / 100);
}
