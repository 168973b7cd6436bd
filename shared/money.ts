/** "$29.00": an amount in cents in its currency, as receipts, billing history and emails show it. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}
