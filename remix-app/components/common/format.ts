/** "Mar 4, 2026", or N/A when there is no date. Dates render in UTC so server and browser agree. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "N/A";
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

/** "Mar 4, 2026, 14:05 UTC": a moment, in UTC so server and browser agree. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${formatDate(iso)}, ${d.toISOString().slice(11, 16)} UTC`;
}
