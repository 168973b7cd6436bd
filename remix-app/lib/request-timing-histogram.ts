/**
 * Duration buckets of the request-timing histogram (RequestStat.h0..h15): bucket i counts requests
 * that took at most BUCKET_UPPER_MS[i] milliseconds (and more than the bucket before); the last
 * one is open-ended. Percentiles come from summed buckets, interpolated inside the bucket they fall in.
 */
export const BUCKET_UPPER_MS = [2, 5, 10, 20, 35, 50, 75, 100, 150, 250, 400, 600, 1000, 2500, 5000, Infinity] as const;
export const BUCKET_COUNT = BUCKET_UPPER_MS.length;

export type HistogramKey = `h${number}`;
export const HISTOGRAM_KEYS = BUCKET_UPPER_MS.map((_, i) => `h${i}` as const);

export function bucketIndex(ms: number): number {
  for (let i = 0; i < BUCKET_COUNT - 1; i++) if (ms <= BUCKET_UPPER_MS[i]) return i;
  return BUCKET_COUNT - 1;
}

/** The q-quantile (0 < q < 1) in ms of a histogram, one decimal; 0 with no requests. */
export function percentileFromHistogram(counts: readonly number[], q: number): number {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i];
    if (n > 0 && seen + n >= rank) {
      const lower = i === 0 ? 0 : BUCKET_UPPER_MS[i - 1];
      const upper = BUCKET_UPPER_MS[i];
      if (!Number.isFinite(upper)) return lower;
      const within = (rank - seen) / n;
      return Math.round((lower + (upper - lower) * within) * 10) / 10;
    }
    seen += n;
  }
  return BUCKET_UPPER_MS[BUCKET_COUNT - 2];
}
