/** Plans of SPEC §9 (veterans) and the employer plans the server defines. Prices in cents. */

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
  prioritySupport: boolean;
  features: string[];
  color: string;
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
  features: ["Basic job search", "Manual applications", "Community access"],
  color: "#5f6b7c",
} as const satisfies Omit<PlanDefinition, "id" | "name">;

export const VETERAN_PLANS: readonly PlanDefinition[] = [
  { id: "free_trial", name: "Free Trial", ...FREE_VETERAN_PLAN },
  { id: "free", name: "Free", ...FREE_VETERAN_PLAN },
  {
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
    features: [
      "AI cover letters",
      "Advanced job filters",
      "Application tracking",
      "Basic resume builder",
      "Job alerts",
      "Email support",
    ],
    color: "#2d72d2",
  },
  {
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
    prioritySupport: true,
    features: [
      "Everything in Pro",
      "Advanced resume builder",
      "Resume optimization",
      "Interview preparation",
      "Priority job alerts",
      "Career coaching",
      "Priority support",
    ],
    color: "#7961db",
  },
  {
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
    prioritySupport: true,
    features: [
      "Everything in Premium",
      "Premium resume builder",
      "Personalized job matching",
      "1-on-1 career coaching",
      "Executive job matching",
      "VIP support",
      "Advanced analytics",
    ],
    color: "#c87619",
  },
];

export const EMPLOYER_PLANS: readonly PlanDefinition[] = [
  {
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
    features: ["2 job postings per month", "10 veteran talent searches per month", "Applicant tracking", "Email support"],
    color: "#238551",
  },
  {
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
    features: [
      "15 job postings per month",
      "150 veteran talent searches per month",
      "Fit scores and match reasons",
      "Applicant pipeline",
      "Direct messaging with candidates",
    ],
    color: "#2d72d2",
  },
  {
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
    prioritySupport: true,
    features: [
      "100 job postings per month",
      "1,000 veteran talent searches per month",
      "Clearance-based candidate matching",
      "Priority support",
      "Dedicated account manager",
    ],
    color: "#7961db",
  },
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
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
    cents / 100,
  );
}
