import type { NextFunction, Request, Response } from "express";
import { getDb } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/errors.server";
import { BUCKET_COUNT, bucketIndex, HISTOGRAM_KEYS } from "~/lib/request-timing-histogram";
import { ROUTE_PATTERN_LOCAL } from "./request-log";
import { log } from "~/lib/logger.server";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ROUTE_MAX = 120;

interface Sums {
  requests: number;
  errors: number;
  totalMs: number;
  histogram: number[];
}

const emptySums = (): Sums => ({ requests: 0, errors: 0, totalMs: 0, histogram: new Array<number>(BUCKET_COUNT).fill(0) });

function add(into: Sums, from: Sums): void {
  into.requests += from.requests;
  into.errors += from.errors;
  into.totalMs += from.totalMs;
  for (let i = 0; i < BUCKET_COUNT; i++) into.histogram[i] += from.histogram[i];
}

function increments(sums: Sums) {
  const data: Record<string, { increment: number }> = {
    requests: { increment: sums.requests },
    errors: { increment: sums.errors },
    totalDurationMs: { increment: Math.round(sums.totalMs) },
  };
  HISTOGRAM_KEYS.forEach((key, i) => {
    if (sums.histogram[i] > 0) data[key] = { increment: sums.histogram[i] };
  });
  return data;
}

function initial(sums: Sums) {
  const data: Record<string, number> = { requests: sums.requests, errors: sums.errors, totalDurationMs: Math.round(sums.totalMs) };
  HISTOGRAM_KEYS.forEach((key, i) => (data[key] = sums.histogram[i]));
  return data;
}

/** An upsert that lost a race with another process's first insert of the same key becomes its update. */
async function upsertOnce(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await run();
  }
}

/** Which route a request belongs to: the API pattern the dispatcher matched, else a page group. */
function routeOf(req: Request, res: Response): string {
  const pattern = res.locals[ROUTE_PATTERN_LOCAL] as string | undefined;
  if (pattern) return `${req.method} ${pattern}`;
  if (req.path.startsWith("/api/")) return `${req.method} /api (unmatched)`;
  const first = req.path.split("/")[1] ?? "";
  // Pages are grouped by their first segment only: ids and e-mail addresses never reach the table.
  return `${req.method} page /${/^[a-z-]{1,40}$/.test(first) ? first : first ? ":other" : ""}`;
}

/**
 * Records every request's duration into in-memory sums per minute and route (a clock read and a
 * few additions per request), and writes them to RequestStat / RequestStatDay every `flushMs`
 * with one atomic increment per (minute, route) — so cluster workers add up instead of
 * overwriting each other. Nothing is sampled away: counts and error rates are exact.
 */
export class RequestTimingRecorder {
  private pending = new Map<string, Sums>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly flushMs = 10_000) {}

  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (req.path.startsWith("/assets/")) return next();
      const started = performance.now();
      res.once("finish", () => this.record(routeOf(req, res), performance.now() - started, res.statusCode, Date.now()));
      next();
    };
  }

  record(route: string, ms: number, status: number, at: number): void {
    const minute = at - (at % MINUTE_MS);
    let key = `${minute}|${route}`;
    let sums = this.pending.get(key);
    if (!sums) {
      // A bounded map whatever the traffic: past the cap, new routes share one row.
      if (this.pending.size >= ROUTE_MAX) key = `${minute}|other`;
      sums = this.pending.get(key) ?? emptySums();
      this.pending.set(key, sums);
    }
    sums.requests++;
    if (status >= 500) sums.errors++;
    sums.totalMs += ms;
    sums.histogram[bucketIndex(ms)]++;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush().catch((e: unknown) => log.error({ err: e }, "[request-timings] flush failed")), this.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch((e: unknown) => log.error({ err: e }, "[request-timings] final flush failed"));
  }

  /** Writes the sums gathered so far; flushes never overlap. */
  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  private async write(batch: Map<string, Sums>): Promise<void> {
    if (batch.size === 0) return;
    const days = new Map<number, Sums>();
    const db = getDb();
    for (const [key, sums] of batch) {
      const separator = key.indexOf("|");
      const minute = Number(key.slice(0, separator));
      const route = key.slice(separator + 1).slice(0, 190);
      await upsertOnce(() =>
        db.requestStat.upsert({
          where: { bucketStart_route: { bucketStart: new Date(minute), route } },
          create: { bucketStart: new Date(minute), route, ...initial(sums) },
          update: increments(sums),
        }),
      );
      const day = minute - (minute % DAY_MS);
      const daySums = days.get(day) ?? emptySums();
      add(daySums, sums);
      days.set(day, daySums);
    }
    for (const [day, sums] of days) {
      const create = { ...initial(sums), totalDurationMs: BigInt(Math.round(sums.totalMs)) };
      await upsertOnce(() => db.requestStatDay.upsert({ where: { day: new Date(day) }, create: { day: new Date(day), ...create }, update: increments(sums) }));
    }
  }
}
