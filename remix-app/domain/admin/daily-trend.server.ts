import type { TrendPoint } from "@shared/views/admin-metrics";
const DAY_MS = 86_400_000;

export type { TrendPoint };

export function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * A finished UTC day's figure never changes, so it is computed once per process and kept;
 * only today's is read on every call. Trends then cost one indexed count each, not thirty.
 */
const finishedDays = new Map<string, number>();
const FINISHED_DAYS_MAX = 5_000;

export async function dailyTrend(
  name: string,
  days: number,
  now: Date,
  valueFor: (from: Date, to: Date) => Promise<number>,
): Promise<TrendPoint[]> {
  const today = utcDayStart(now).getTime();
  const points: TrendPoint[] = [];
  const missing: Promise<void>[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const from = new Date(today - i * DAY_MS);
    const date = from.toISOString().slice(0, 10);
    const point: TrendPoint = { date, value: 0 };
    points.push(point);
    const key = `${name}|${date}`;
    const known = i > 0 ? finishedDays.get(key) : undefined;
    if (known !== undefined) {
      point.value = known;
      continue;
    }
    missing.push(
      valueFor(from, new Date(from.getTime() + DAY_MS)).then((value) => {
        point.value = value;
        if (i > 0) {
          if (finishedDays.size >= FINISHED_DAYS_MAX) finishedDays.clear();
          finishedDays.set(key, value);
        }
      }),
    );
  }
  await Promise.all(missing);
  return points;
}

/** Tests that rewrite history (seeded rows dated in the past) start from a clean slate. */
export function forgetFinishedDays(): void {
  finishedDays.clear();
}
