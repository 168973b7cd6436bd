// `vetcareer://` links, from the OS (second-instance argv on Windows/Linux, open-url on macOS).
// Only two shapes exist; everything else is ignored, so a link on a web page cannot steer the
// shell anywhere but a thread or an applicant of the configured server.
import { DESKTOP_URL_SCHEME } from "../../shared/desktop-api";

const MAX_ID = 2_147_483_647;

function positiveId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * `vetcareer://thread/42` → `/inbox?thread=42`; `vetcareer://applicant/7` → `/employer/pipeline?application=7`.
 * Returns the in-app path, or null for anything else (other schemes, extra parts, credentials, bad ids).
 */
export function parseDeepLink(raw: string): string | null {
  if (typeof raw !== "string" || raw.length > 256) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${DESKTOP_URL_SCHEME}:`) return null;
  if (url.username || url.password || url.port || url.search || url.hash) return null;
  // vetcareer://thread/42 parses as host "thread", path "/42".
  const kind = url.hostname;
  // One trailing slash is fine (some OSes add it); anything else after the id is not.
  const parts = url.pathname.replace(/^\//, "").replace(/\/$/, "").split("/");
  if (parts.length !== 1) return null;
  const id = positiveId(parts[0]);
  if (id === null) return null;
  if (kind === "thread") return `/inbox?thread=${id}`;
  if (kind === "applicant") return `/employer/pipeline?application=${id}`;
  return null;
}

/** The deep link among a second instance's command line arguments, if any. */
export function deepLinkFromArgv(argv: readonly string[]): string | null {
  for (const arg of argv) {
    if (arg.startsWith(`${DESKTOP_URL_SCHEME}:`)) return parseDeepLink(arg);
  }
  return null;
}
