import { parseConfig, type AppConfig } from "~/lib/config.server";
import type { SourceConnector, SourcePage, SourcePosting, SourceRejection, SourceTarget } from "~/domain/jobs/sources/source-types";

/** The settings a test app would have with the fakes' base URLs (and credentials unless left out). */
export function configFor(env: Record<string, string>, drop: string[] = []): AppConfig {
  const chosen = Object.fromEntries(Object.entries(env).filter(([k]) => !drop.includes(k)));
  return parseConfig({ NODE_ENV: "test", SESSION_SECRET: "job-sources-test-secret-0123456789abcdef", ...chosen });
}

/** Every page of a fetch, collected. */
export async function fetchAll(connector: SourceConnector, target: SourceTarget = {}): Promise<{ pages: SourcePage[]; postings: SourcePosting[]; rejected: SourceRejection[] }> {
  const pages: SourcePage[] = [];
  for await (const page of connector.fetchPages(target)) pages.push(page);
  return { pages, postings: pages.flatMap((p) => p.postings), rejected: pages.flatMap((p) => p.rejected) };
}

/** A pace that does not slow the tests (the pacing itself is tested in source-http.test.ts). */
export const FAST = { requestsPerSecond: 10_000 } as const;
