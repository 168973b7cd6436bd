/** "Mar 4, 2026", or N/A when there is no date. Dates render in UTC so server and browser agree. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "N/A";
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
