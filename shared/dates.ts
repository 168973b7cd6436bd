/** "March 4, 2026": a calendar date in UTC, as notices and emails write it. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
