const PROBE_ORIGIN = "http://same-origin.invalid";

/**
 * The post-login destination from `next=`: a path on this site, or null. Decided after URL
 * parsing, as a browser would resolve it, so tricks like `//evil`, `/\evil`, `/<TAB>/evil` or
 * `/..//evil` cannot turn it into another host. Returns the normalised path and query (no fragment).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return null;
  // Browsers drop tabs and newlines and read backslashes as slashes before resolving; refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(raw)) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}`;
  // After dot-segment removal the path itself must still be unambiguous (`/..//evil` → `//evil`).
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  return path;
}
