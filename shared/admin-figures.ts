/**
 * What each admin revenue figure means, shown beside it (docs/decisions/083). The server computes
 * every one of them in the billing module's `adminBillingOverview`, once for both screens.
 */
export const FIGURE_DEFINITIONS = {
  mrr:
    "Monthly price of every active paid subscription (veteran and employer plans) that has at least one successful payment for that plan. A plan set by an admin without payment, and a past-due subscription, are not counted.",
  revenueByTier: "Monthly recurring revenue split by plan: the bars add up to the total shown.",
  trialConversion:
    "Veterans who moved from the free trial to a paid plan by paying (an admin's tier change is not a conversion), over every veteran with a subscription (every veteran starts on the trial).",
  paidConversion: "Subscriptions counted in monthly revenue over all subscriptions, veterans and employers.",
  arpu: "Monthly revenue over the subscriptions counted in it.",
} as const;

/** A percent to one decimal, 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number, digits = 1): number {
  if (whole <= 0) return 0;
  const scale = 10 ** digits;
  return Math.round((part / whole) * 100 * scale) / scale;
}
