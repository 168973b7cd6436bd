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
  /** The largest answer read; past it reading stops and the run fails with that reason. */
  maxBodyBytes: number;
}

/** 5 MB: a page of 50 Adzuna jobs or 500 USAJOBS postings is well under 1 MB, a careers page a few hundred KB. */
export const MAX_SOURCE_BODY_BYTES = 5 * 1024 * 1024;
/** Greenhouse sends a whole board with every description in one answer (no paging): 1,000 jobs of 10 KB is 10 MB. */
export const MAX_GREENHOUSE_BODY_BYTES = 25 * 1024 * 1024;

/** The product's user agent; USAJOBS wants the registered email instead (its connector sends that). */
export const SOURCE_USER_AGENT = "VetCareerJobImport/1.0 (+https://vets.local/about; job import)";

/** Per-source defaults, within each API's published limits (Adzuna's free tier allows 25 calls a minute). */
export const SOURCE_HTTP_POLICIES: Readonly<Record<SourceConnectorName, SourceHttpPolicy>> = {
  usajobs: { requestsPerSecond: 5, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 30_000, maxBodyBytes: MAX_SOURCE_BODY_BYTES },
  greenhouse: { requestsPerSecond: 5, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 30_000, maxBodyBytes: MAX_GREENHOUSE_BODY_BYTES },
  lever: { requestsPerSecond: 5, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 30_000, maxBodyBytes: MAX_SOURCE_BODY_BYTES },
  adzuna: { requestsPerSecond: 0.4, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 60_000, maxBodyBytes: MAX_SOURCE_BODY_BYTES },
  jsonld: { requestsPerSecond: 2, timeoutMs: 10_000, maxRetries: 2, maxRetryWaitMs: 30_000, maxBodyBytes: MAX_SOURCE_BODY_BYTES },
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

/** The answer was larger than the policy reads. */
class BodyTooLarge extends Error {}

/**
 * A response body as text, read chunk by chunk and dropped as soon as it passes `maxBytes`
 * (the connection is cancelled: a source that sends gigabytes costs 5 MB of memory, not more).
 */
export async function readBodyWithin(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

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

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

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
        body = await readBodyWithin(response, policy.maxBodyBytes);
      } catch (error) {
        if (error instanceof BodyTooLarge)
          throw new SourceFetchError(
            `${source}: ${where} answered with more than ${formatBytes(policy.maxBodyBytes)}; stopped reading`,
          );
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
