import { isDomainError } from "~/lib/errors.server";
import { log } from "~/lib/logger.server";

/** SPEC §8's load-failure toasts, word for word. */
export const LOAD_FAILURES = {
  dashboard: "Failed to load dashboard",
  jobs: "Failed to load jobs",
  applications: "Failed to load applications",
  profile: "Failed to load profile",
  verification: "Failed to load verification status",
  feed: "Failed to load feed",
  billing: "Failed to load billing information",
  resume: "Failed to load resume",
} as const;

export type ScreenLoad<T> = { data: T; loadError: null } | { data: null; loadError: string };

/**
 * A screen loader's data reads. When they fail for a reason that is not the user's (the database
 * is unreachable, a query breaks), the page still renders in its shell with `loadError` — SPEC §8's
 * message, shown as a toast and an empty state with a retry — instead of the error page.
 * Redirects and domain refusals (404, 403) pass through to the route's own handling.
 * docs/decisions/013-screen-actions-and-load-failures.md
 */
export async function loadScreenData<T>(failure: string, load: () => Promise<T>): Promise<ScreenLoad<T>> {
  try {
    return { data: await load(), loadError: null };
  } catch (e) {
    if (e instanceof Response || isDomainError(e)) throw e;
    log.error({ err: e }, `[loader] ${failure}`);
    return { data: null, loadError: failure };
  }
}

/** A domain refusal (an invalid filter, say) as data the page shows; any other failure propagates. */
export async function domainOutcome<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (e) {
    if (isDomainError(e)) return { ok: false, error: e.detail };
    throw e;
  }
}
