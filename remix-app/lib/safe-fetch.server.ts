import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { parseHttpUrl } from "@shared/http-url";
import { isAllowedTarget, resolveHost, type ResolvedAddress } from "./safe-address.server";

/**
 * Fetches for users' URLs (link previews, employer careers pages) under the SSRF rules of
 * safe-address: the host is resolved once, every answer checked, and the connection goes to the
 * checked address only; every redirect hop is checked like the first; one time limit for the walk.
 */

/** Why a fetch was refused or failed; callers show one neutral message, never which rule refused. */
export class SafeFetchRefused extends Error {}

/** The answer grew past `maxBytes` with overflow "refuse": reading stopped there. */
export class SafeFetchTooLarge extends SafeFetchRefused {
  constructor() {
    super("too large");
  }
}

/** What a fetch accepts: the Accept header, the content types, and what to do past `maxBytes` (keep the head, or refuse). */
export interface Wanted {
  accept: string;
  type: RegExp;
  maxBytes: number;
  overflow: "truncate" | "refuse";
}

export interface SafeFetchLimits {
  maxRedirects: number;
  totalMs: number;
  maxUrlLength: number;
  userAgent: string;
}

/** WHATWG parsing normalises the host (IPv4 in any notation becomes a dotted quad); only http(s) with no credentials. */
export function parseSafeUrl(raw: string, maxUrlLength: number): URL | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > maxUrlLength) return null;
  const url = parseHttpUrl(raw);
  if (!url) return null;
  url.hash = "";
  return url;
}

function effectivePort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

/** Resolves once and checks every answer; the connection then goes to the checked address only. */
async function checkedAddress(url: URL): Promise<ResolvedAddress> {
  const port = effectivePort(url);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveHost(url.hostname);
  } catch {
    throw new SafeFetchRefused("host does not resolve");
  }
  if (addresses.length === 0) throw new SafeFetchRefused("host does not resolve");
  for (const a of addresses)
    if (!isAllowedTarget(a.address, port)) throw new SafeFetchRefused(`address ${a.address}:${port} refused`);
  return addresses[0];
}

/** One request to a checked address; resolves with a redirect target or the (capped) body. */
function requestOnce(
  url: URL,
  target: ResolvedAddress,
  signal: AbortSignal,
  wanted: Wanted,
  userAgent: string,
): Promise<{ redirect: string } | { body: Buffer }> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        lookup,
        signal,
        agent: false,
        headers: { "User-Agent": userAgent, Accept: wanted.accept, "Accept-Encoding": "identity" },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ redirect: res.headers.location });
          return;
        }
        const type = (res.headers["content-type"] ?? "").toLowerCase();
        if (status < 200 || status >= 300 || !wanted.type.test(type)) {
          res.destroy();
          reject(new SafeFetchRefused(`status ${status} type ${type}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          resolve({ body: Buffer.concat(chunks) });
        };
        res.on("data", (chunk: Buffer) => {
          if (done) return;
          const room = wanted.maxBytes - size;
          if (chunk.length > room && wanted.overflow === "refuse") {
            done = true;
            res.destroy();
            reject(new SafeFetchTooLarge());
            return;
          }
          chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
          size += Math.min(chunk.length, room);
          if (size >= wanted.maxBytes) {
            // Enough: the head is at the top. Stop reading and close the socket.
            finish();
            res.destroy();
          }
        });
        res.on("end", finish);
        res.on("error", (e) => (done ? undefined : reject(e)));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Follows at most `maxRedirects` redirects, every hop checked like the first; `totalMs` for the whole walk. Answers with the URL actually fetched. */
export async function fetchChecked(start: URL, wanted: Wanted, limits: SafeFetchLimits): Promise<{ url: URL; body: Buffer }> {
  const signal = AbortSignal.timeout(limits.totalMs);
  let url = start;
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const target = await checkedAddress(url);
    if (signal.aborted) throw new SafeFetchRefused("timed out");
    const answer = await requestOnce(url, target, signal, wanted, limits.userAgent);
    if ("body" in answer) return { url, body: answer.body };
    const next = parseSafeUrl(new URL(answer.redirect, url).toString(), limits.maxUrlLength);
    if (!next) throw new SafeFetchRefused("redirect to a refused URL");
    url = next;
  }
  throw new SafeFetchRefused("too many redirects");
}
