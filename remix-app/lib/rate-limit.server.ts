import cluster from "node:cluster";
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig } from "./config.server";
import { tooManyRequests } from "./errors.server";

interface LimitRule {
  points: number;
  durationSeconds: number;
  message: string;
}

/**
 * Every limit of the platform, by name. Counters live in process memory; under node:cluster in the
 * primary's (server/cluster.ts), so every worker counts against the same limit.
 */
export const RATE_LIMITS = {
  loginPerIp: { points: 100, durationSeconds: 15 * 60, message: "Too many login attempts. Please try again later." },
  loginPerAccount: { points: 10, durationSeconds: 15 * 60, message: "Too many login attempts for this account. Please try again later." },
  codeSendPerEmail: { points: 5, durationSeconds: 15 * 60, message: "Too many verification codes requested. Please wait before requesting another." },
  codeSendPerIp: { points: 20, durationSeconds: 15 * 60, message: "Too many verification codes requested. Please wait before requesting another." },
  codeVerifyPerEmail: { points: 10, durationSeconds: 15 * 60, message: "Too many verification attempts. Please try again later." },
  changePasswordPerAccount: { points: 10, durationSeconds: 15 * 60, message: "Too many password change attempts. Please try again later." },
  checkoutPerUser: { points: 20, durationSeconds: 60 * 60, message: "Too many checkout attempts. Please try again later." },
  registerPerIp: { points: 10, durationSeconds: 60 * 60, message: "Too many accounts created from this address. Please try again later." },
} satisfies Record<string, LimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const globalForLimits = globalThis as unknown as { __vetsLimiters?: Map<RateLimitName, RateLimiterAbstract> };

function limiter(name: RateLimitName): RateLimiterAbstract {
  globalForLimits.__vetsLimiters ??= new Map();
  let l = globalForLimits.__vetsLimiters.get(name);
  if (!l) {
    const rule = RATE_LIMITS[name];
    const options = { keyPrefix: name, points: rule.points, duration: rule.durationSeconds };
    l = cluster.isWorker ? new RateLimiterCluster({ ...options, timeoutMs: 3_000 }) : new RateLimiterMemory(options);
    globalForLimits.__vetsLimiters.set(name, l);
  }
  return l;
}

/** Spends one point of `name` for `key`; throws a 429 DomainError with Retry-After when none are left. */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<void> {
  if (!getConfig().RATE_LIMITS) return;
  try {
    await limiter(name).consume(key.toLowerCase());
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooManyRequests(RATE_LIMITS[name].message, e.msBeforeNext / 1000);
    throw e;
  }
}

export async function resetRateLimit(name: RateLimitName, key: string): Promise<void> {
  await limiter(name).delete(key.toLowerCase());
}
