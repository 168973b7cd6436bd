import { ALL_PLANS } from "./plans";

/** SPEC §8 / §9 wording and numbers of the payment flow. */
export const PAYMENT_SUCCESS_MESSAGE = "Payment successful! Your subscription has been upgraded.";
export const UPGRADE_FAILED_MESSAGE = "Failed to start upgrade process";
export const PRICING_ERROR_MESSAGE = "Pricing configuration error detected. Please contact support.";
export const BILLING_LOAD_FAILED_MESSAGE = "Failed to load billing information";
export const PAYMENT_EXPIRED_MESSAGE = "Your checkout session expired before payment. Please try again.";
export const PAYMENT_TIMEOUT_MESSAGE = "We could not confirm your payment yet. Refresh this page in a minute to see it.";
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_ATTEMPTS = 5;

export interface ServerPlanPrice {
  id: string;
  /** Cents for veteran plans (GET /api/billing/plans), dollars for employer plans. */
  price: number;
  auto_apply_limit?: number;
}

/**
 * SPEC §5 plan price check: the server's plans (price in cents ÷ 100, auto-apply limit) must equal
 * the plans this client was built with; otherwise prices shown here could differ from what is charged.
 */
export function pricesMatch(serverPlans: readonly ServerPlanPrice[], unit: "cents" | "dollars"): boolean {
  return serverPlans.every((server) => {
    const local = ALL_PLANS.find((p) => p.id === server.id);
    if (!local) return false;
    const dollars = unit === "cents" ? server.price / 100 : server.price;
    const limitOk = server.auto_apply_limit === undefined || server.auto_apply_limit === local.autoApplyLimit;
    return dollars === local.priceCents / 100 && limitOk;
  });
}

export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  trialing: "Trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
};

/** The local checkout's test cards, as on Stripe's test mode: one pays, one is declined. */
export const LOCAL_TEST_CARD = "4242 4242 4242 4242";
export const LOCAL_DECLINED_CARD = "4000 0000 0000 0002";

/**
 * What a veteran's plan refuses before a request is sent, as the server words it (null: allowed).
 * Screens get these from their loader, computed by domain/billing/allowances.server.ts.
 */
export interface PlanHints {
  auto_apply: string | null;
  cover_letter: string | null;
}
