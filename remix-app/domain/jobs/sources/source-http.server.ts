import { setTimeout as sleep } from "node:timers/promises";
import type { SourceConnectorName } from "./source-types";
import { SourceFetchError } from "./source-types";

/** How politely one source is asked: its pace, a time-out per request, and bounded retries. */
export interface SourceHttpPolicy {
  /** At most this many requests per second to the source, across every connector of this process. */
  requestsPerSecond: number;
  /** One request's time limit; a request past it fails (a slow source is tried again at the next run). */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a dropped connection. */
  maxRetries: number;
  /** The longest wait before a retry, whatever Retry-After asks; a longer Retry-After fails at once. */
  maxRetryWaitMs: number;
}

/** The product's user agent; USAJOBS wants the registered email instead (its connector sends that). */
export const SOURCE_USER_AGENT = "VetCareerJobImport/1.0 (+https://vets.local/about; job import)";

/** Per-source defaults, within each API's published limits (Adzuna's free tier allows 25 calls a minute). */
export const SOURCE_HTTP_POLICIES: Readonly<Record<SourceConnectorName, SourceHttpPolicy>> = {
  usajobs: { requestsPerSecond: 5, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 30_000 },
  greenhouse: { requestsPerSecond: 5, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 30_000 },
  lever: { requestsPerSecond: 5, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 30_000 },
  adzuna: { requestsPerSecond: 0.4, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 60_000 },
  jsonld: { requestsPerSecond: 2, timeoutMs: 10_000, maxRetries: 2, maxRetryWaitMs: 30_000 },
};

const BACKOFF_BASE_MS = 500;

/** The next free slot per source: requests are spaced 1/rps apart (a token spacing shared by the process). */
const nextSlot = new Map<string, number>();

async function waitForSlot(key: string, requestsPerSecond: number, signal?: AbortSignal): Promise<void> {
  const spacing = 1000 / requestsPerSecond;
  const now = Date.now();
  const slot = Math.max(now, nextSlot.get(key) ?? 0);
  nextSlot.set(key, slot + spacing);
  if (slot > now) await wait(slot - now, key, signal);
}

/** A pause the caller's signal can end; ended, it is a SourceFetchError like every other failure. */
async function wait(ms: number, source: string, signal?: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch {
    throw new SourceFetchError(`${source}: stopped`);
  }
}

/** Retry-After as milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const retryable = (status: number) => status === 429 || status >= 500;

/** What every API connector is built with: the API's base (scheme and host, overridable) and its client. */
export interface ApiSourceSettings {
  base: string;
  http: SourceHttpClient;
}

export interface SourceHttpClient {
  readonly source: SourceConnectorName;
  readonly policy: SourceHttpPolicy;
  /** Waits for this source's next request slot (for requests made by other clients, like the SSRF-safe fetch). */
  pace(signal?: AbortSignal): Promise<void>;
  /** GET a JSON document; SourceFetchError for a failed status, a time-out, a dropped connection or invalid JSON. */
  getJson(url: URL, init?: { headers?: Record<string, string>; signal?: AbortSignal }): Promise<unknown>;
}

/** What a log or the admin panel may show of a URL: never its query (Adzuna's app_key travels there). */
export const describeUrl = (url: URL) => `${url.origin}${url.pathname}`;

export function sourceHttpClient(source: SourceConnectorName, overrides: Partial<SourceHttpPolicy> = {}): SourceHttpClient {
  const policy = { ...SOURCE_HTTP_POLICIES[source], ...overrides };
  async function getJson(url: URL, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<unknown> {
    const where = describeUrl(url);
    for (let attempt = 0; ; attempt++) {
      await waitForSlot(source, policy.requestsPerSecond, init.signal);
      const timeout = AbortSignal.timeout(policy.timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, {
          headers: { "User-Agent": SOURCE_USER_AGENT, Accept: "application/json", ...init.headers },
          signal,
          redirect: "follow",
        });
        body = await response.text();
      } catch (error) {
        if (init.signal?.aborted) throw new SourceFetchError(`${source}: stopped before ${where} answered`);
        if (timeout.aborted) throw new SourceFetchError(`${source}: ${where} did not answer within ${policy.timeoutMs} ms`);
        if (attempt < policy.maxRetries) {
          await wait(BACKOFF_BASE_MS * 2 ** attempt, source, init.signal);
          continue;
        }
        throw new SourceFetchError(
          `${source}: ${where} could not be reached (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      if (retryable(response.status)) {
        const asked = retryAfterMs(response.headers.get("retry-after"));
        const delay = asked ?? BACKOFF_BASE_MS * 2 ** attempt;
        if (attempt < policy.maxRetries && delay <= policy.maxRetryWaitMs) {
          await wait(delay, source, init.signal);
          continue;
        }
        const why =
          asked !== null && asked > policy.maxRetryWaitMs ? `, Retry-After ${Math.ceil(asked / 1000)} s is too long` : "";
        throw new SourceFetchError(
          `${source}: ${where} answered ${response.status} after ${attempt + 1} attempts${why}`,
          response.status,
        );
      }
      if (!response.ok) throw new SourceFetchError(`${source}: ${where} answered ${response.status}`, response.status);
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new SourceFetchError(`${source}: ${where} answered with invalid JSON`, response.status);
      }
    }
  }
  return { source, policy, getJson, pace: (signal) => waitForSlot(source, policy.requestsPerSecond, signal) };
}
