import { LRUCache } from "lru-cache";
import type { Db } from "~/lib/db.server";

/**
 * Results of job searches, kept per process and keyed by the jobs version (docs/decisions/
 * 008-job-search-cache.md): database triggers bump `JobsVersion` on every write to job data that
 * search reads or returns, so an entry of an older version is never read again and ages out.
 * A new or edited job is therefore searchable at once, from any process.
 */

/** What the cache may hold per process, in (estimated) bytes. */
const MAX_BYTES = 64 * 1024 * 1024;
/** A result larger than this is not kept (a broad query's full candidate list). */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

/** Estimated bytes of a cached object: its strings (UTF-16) plus a fixed overhead per field. */
export function estimatedBytes(value: object): number {
  let bytes = 64;
  for (const field of Object.values(value)) bytes += typeof field === "string" ? 2 * field.length + 32 : 16;
  return bytes;
}

interface Entry {
  value: unknown;
  weight: number;
}

const globalForCache = globalThis as unknown as {
  __vetsSearchCache?: LRUCache<string, Entry>;
  __vetsSearchInFlight?: Map<string, Promise<unknown>>;
};

function cache(): LRUCache<string, Entry> {
  globalForCache.__vetsSearchCache ??= new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.weight,
  });
  return globalForCache.__vetsSearchCache;
}

function inFlight(): Map<string, Promise<unknown>> {
  globalForCache.__vetsSearchInFlight ??= new Map();
  return globalForCache.__vetsSearchInFlight;
}

/** The current jobs version: one primary-key read, in plain SQL as it runs on every search. */
export async function readJobsVersion(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ version: number | bigint }[]>`SELECT version FROM JobsVersion WHERE id = 1`;
  return Number(row?.version ?? 0);
}

/**
 * Moves the jobs version on for writes the triggers do not watch: an import's listings (another
 * source's copy of a job) and the source columns (closing date, source page, original salary).
 */
export async function bumpJobsVersion(db: Db): Promise<void> {
  await db.$executeRaw`UPDATE JobsVersion SET version = version + 1 WHERE id = 1`;
}

/**
 * The cached value for `key` at `version`, else `compute()`'s, kept when its size (`weigh`, in
 * bytes) allows. Identical searches that miss at the same moment share one computation.
 */
export async function cachedSearch<T>(
  version: number,
  key: string,
  weigh: (value: T) => number,
  compute: () => Promise<T>,
): Promise<T> {
  const fullKey = `${version}\u0000${key}`;
  const hit = cache().get(fullKey);
  if (hit) return hit.value as T;
  const pending = inFlight().get(fullKey);
  if (pending) return pending as Promise<T>;
  const computing = compute()
    .then((value) => {
      const weight = Math.max(1, weigh(value));
      if (weight <= MAX_ENTRY_BYTES) cache().set(fullKey, { value, weight });
      return value;
    })
    .finally(() => inFlight().delete(fullKey));
  inFlight().set(fullKey, computing);
  return computing;
}

/**
 * Rows by id at `version`: those held come from the cache, the rest from one `fetchMissing` call.
 * Returns them in the order of `ids`, without ids that no longer exist.
 */
export async function cachedRowsById<T extends { id: number }>(
  version: number,
  kind: string,
  ids: readonly number[],
  fetchMissing: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  const keyOf = (id: number) => `${version}\u0000${kind}\u0000${id}`;
  const found = new Map<number, T>();
  for (const id of ids) {
    const hit = cache().get(keyOf(id));
    if (hit) found.set(id, hit.value as T);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    for (const row of await fetchMissing(missing)) {
      found.set(row.id, row);
      cache().set(keyOf(row.id), { value: row, weight: estimatedBytes(row) });
    }
  }
  return ids.flatMap((id) => {
    const row = found.get(id);
    return row ? [row] : [];
  });
}
