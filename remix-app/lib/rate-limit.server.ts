import cluster from "node:cluster";
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientNetworkKey } from "./client-address.server";
import { getConfig } from "./config.server";
import { tooManyRequests } from "./errors.server";
import { getRedis } from "./redis.server";

interface LimitRule {
  points: number;
  durationSeconds: number;
  message: string;
}

/**
 * Every limit of the platform, by name. Counters live in process memory; under node:cluster in the
 * primary's (server/cluster.ts), so every worker counts against the same limit; with REDIS_URL in
 * Redis, so every instance does (docs/decisions/030).
 */
export const RATE_LIMITS = {
  loginPerIp: { points: 100, durationSeconds: 15 * 60, message: "Too many login attempts. Please try again later." },
  /**
   * Keyed by client network × email, spent for every email whether or not it has an account (so the
   * 11th guess answers the same for both) and cleared by a successful sign-in: a stranger hammering
   * an account blocks only their own network.
   */
  loginPerAccountAndIp: { points: 10, durationSeconds: 15 * 60, message: "Too many login attempts for this account. Please try again later." },
  /**
   * Keyed by the email alone, from every address: the slow-down for guesses spread over many
   * networks. Spent for unknown emails exactly as for accounts (the same 429 at the same attempt),
   * cleared by a successful sign-in.
   */
  loginPerAccount: { points: 30, durationSeconds: 15 * 60, message: "Too many login attempts for this account. Please try again later." },
  /** Login code guesses; only someone who just gave the right password reaches this step. */
  loginCodePerAccount: { points: 10, durationSeconds: 15 * 60, message: "Too many verification attempts. Please try again later." },
  codeSendPerEmail: { points: 5, durationSeconds: 15 * 60, message: "Too many verification codes requested. Please wait before requesting another." },
  codeSendPerIp: { points: 20, durationSeconds: 15 * 60, message: "Too many verification codes requested. Please wait before requesting another." },
  /** POST /api/auth/2fa/verify and /disable, per email: their own budget, never the login code step's. */
  twoFactorChangePerAccount: { points: 10, durationSeconds: 15 * 60, message: "Too many verification attempts. Please try again later." },
  twoFactorChangePerIp: { points: 30, durationSeconds: 15 * 60, message: "Too many verification attempts. Please try again later." },
  twoFactorStatusPerIp: { points: 60, durationSeconds: 15 * 60, message: "Too many requests. Please try again later." },
  /** POST /api/account/delete checks the password (and code) again: as much a guess as a login. */
  deleteAccountPerAccount: { points: 10, durationSeconds: 15 * 60, message: "Too many attempts to delete the account. Please try again later." },
  changeEmailPerAccount: { points: 5, durationSeconds: 60 * 60, message: "Too many email change requests. Please try again later." },
  changePasswordPerAccount: { points: 10, durationSeconds: 15 * 60, message: "Too many password change attempts. Please try again later." },
  checkoutPerUser: { points: 20, durationSeconds: 60 * 60, message: "Too many checkout attempts. Please try again later." },
  // Account recovery and email verification (branch recovery, issue 54).
  passwordForgotPerIp: { points: 20, durationSeconds: 60 * 60, message: "Too many password reset requests. Please try again later." },
  passwordForgotPerEmail: { points: 3, durationSeconds: 60 * 60, message: "Too many password reset requests. Please try again later." },
  passwordResetPerIp: { points: 30, durationSeconds: 15 * 60, message: "Too many attempts. Please try again later." },
  emailVerifyPerIp: { points: 30, durationSeconds: 15 * 60, message: "Too many attempts. Please try again later." },
  signUpNoticePerEmail: { points: 3, durationSeconds: 60 * 60, message: "Too many sign-up attempts. Please try again later." },
  verificationResendPerUser: { points: 3, durationSeconds: 60 * 60, message: "Too many verification emails requested. Please wait before requesting another." },
  registerPerIp: { points: 10, durationSeconds: 60 * 60, message: "Too many accounts created from this address. Please try again later." },
  socialPostsPerUser: { points: 30, durationSeconds: 10 * 60, message: "You are posting too quickly. Please wait a few minutes." },
  socialCommentsPerUser: { points: 60, durationSeconds: 10 * 60, message: "You are commenting too quickly. Please wait a few minutes." },
  /** POST /api/jobs/:id/gone: reports close imported jobs, so no one veteran reports in bulk. */
  jobGoneReportsPerUser: { points: 20, durationSeconds: 60 * 60, message: "Too many job reports. Please try again later." },
  socialReportsPerUser: { points: 20, durationSeconds: 60 * 60, message: "Too many reports. Please try again later." },
  resumeGeneratePerUser: { points: 30, durationSeconds: 60 * 60, message: "You are generating resumes too quickly. Please wait a few minutes." },
  linkPreviewsPerUser: { points: 60, durationSeconds: 10 * 60, message: "Too many link previews requested. Please wait a few minutes." },
  /** Per sender, across every thread: a flood of 300 messages in seconds was 300 notifications and pushes. */
  messagesPerSenderPerMinute: { points: 30, durationSeconds: 60, message: "You are sending messages too quickly. Please wait a minute." },
  messagesPerSenderPerDay: { points: 1000, durationSeconds: 24 * 60 * 60, message: "You have reached today's message limit. Please try again tomorrow." },
  /** New conversations only (answering or reopening an existing one is free); accounts under a week old spend both. */
  conversationsPerUserPerDay: { points: 50, durationSeconds: 24 * 60 * 60, message: "You have started too many conversations today. Please try again tomorrow." },
  conversationsPerNewAccountPerDay: { points: 10, durationSeconds: 24 * 60 * 60, message: "New accounts can start 10 conversations a day. Please try again tomorrow." },
  followsPerUserPerHour: { points: 60, durationSeconds: 60 * 60, message: "You are following people too quickly. Please try again later." },
  /** GET /api/translate and /translate, the public skills translator: anyone may ask, not in bulk. */
  translatePerIp: { points: 120, durationSeconds: 60, message: "Too many translations from this address. Please wait a minute." },
  /** A question the translator has not answered before runs its fuzzy title and code search: fewer of those. */
  translateNewQuestionsPerIp: { points: 30, durationSeconds: 60, message: "Too many translations from this address. Please wait a minute." },
  /** Socket `presence:subscribe` (each one reads blocks, threads and settings for up to 200 people): per user, across their sockets. */
  presenceSubscribesPerUser: { points: 60, durationSeconds: 60, message: "Too many presence updates. Please wait a minute." },
  /** Profile-picture uploads: each decodes and re-encodes an image. */
  avatarUploadsPerUser: { points: 20, durationSeconds: 60 * 60, message: "Too many picture uploads. Please try again later." },
  /** Socket `typing`, per sender × thread: one relayed event per 2 s; the rest are dropped, not answered with an error. */
  typingPerThread: { points: 1, durationSeconds: 2, message: "Typing updates are sent at most once every 2 seconds." },
  /**
   * An employer opening veteran profiles by id that no search of theirs showed and no applicant
   * is (each also spends a talent search): sequential ids are not a directory to walk.
   */
  employerProfileReadsPerUser: { points: 30, durationSeconds: 10 * 60, message: "You are opening veteran profiles too quickly. Please wait a few minutes." },
  /** The contact form (/contact, POST /api/support/messages): per client address, signed in or not… */
  supportMessagesPerIp: { points: 5, durationSeconds: 60 * 60, message: "Too many messages from this address. Please try again in an hour." },
  /** …and per account, whatever address a signed-in sender writes from. */
  supportMessagesPerAccount: { points: 5, durationSeconds: 60 * 60, message: "You have sent several messages already. Please try again in an hour." },
} satisfies Record<string, LimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
/**
 * Limits counted per client address end in `Ip` and are spent only through consumeAddressLimit,
 * which keys them by network (an IPv6 /64, not each of its 2^64 addresses).
 */
export type AddressLimitName = Extract<RateLimitName, `${string}Ip`>;
export type AccountLimitName = Exclude<RateLimitName, AddressLimitName>;

const globalForLimits = globalThis as unknown as { __vetsLimiters?: Map<RateLimitName, RateLimiterAbstract> };

function limiter(name: RateLimitName): RateLimiterAbstract {
  globalForLimits.__vetsLimiters ??= new Map();
  let l = globalForLimits.__vetsLimiters.get(name);
  if (!l) {
    const rule = RATE_LIMITS[name];
    const options = { keyPrefix: name, points: rule.points, duration: rule.durationSeconds };
    const local = cluster.isWorker ? new RateLimiterCluster({ ...options, timeoutMs: 3_000 }) : new RateLimiterMemory(options);
    const redis = getRedis();
    // With Redis every instance counts in one place; while Redis is unreachable (not ready, or a
    // command times out) the local counters take over, so limits stay enforced per instance.
    l = redis
      ? new RateLimiterRedis({
          ...options,
          keyPrefix: `${redis.prefix}rl:${name}`,
          storeClient: redis.command,
          rejectIfRedisNotReady: true,
          insuranceLimiter: local,
        })
      : local;
    globalForLimits.__vetsLimiters.set(name, l);
  }
  return l;
}

/** Spends one point of `name` for `key`; throws a 429 DomainError with Retry-After when none are left. */
export async function consumeRateLimit(name: AccountLimitName, key: string): Promise<void> {
  return spend(name, key);
}

/**
 * Spends one point of a per-address limit for the client's network (IPv4 address or IPv6 /64),
 * optionally together with an account (`loginPerAccountAndIp`); a 429 when none are left.
 */
export async function consumeAddressLimit(name: AddressLimitName, client: { ip: string }, account?: string): Promise<void> {
  return spend(name, addressLimitKey(client, account));
}

export async function resetAddressLimit(name: AddressLimitName, client: { ip: string }, account?: string): Promise<void> {
  return resetRateLimit(name, addressLimitKey(client, account));
}

function addressLimitKey(client: { ip: string }, account: string | undefined): string {
  const network = clientNetworkKey(client.ip);
  return account === undefined ? network : `${network}|${account}`;
}

async function spend(name: RateLimitName, key: string): Promise<void> {
  if (!getConfig().RATE_LIMITS) return;
  try {
    await limiter(name).consume(key.toLowerCase());
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooManyRequests(RATE_LIMITS[name].message, e.msBeforeNext / 1000);
    throw e;
  }
}

/** Spends one point of `name` for `key` if one is left: false instead of a 429, for events that are dropped rather than refused. */
export async function tryRateLimit(name: AccountLimitName, key: string): Promise<boolean> {
  if (!getConfig().RATE_LIMITS) return true;
  try {
    await limiter(name).consume(key.toLowerCase());
    return true;
  } catch (e) {
    if (e instanceof RateLimiterRes) return false;
    throw e;
  }
}

export async function resetRateLimit(name: AccountLimitName | AddressLimitName, key: string): Promise<void> {
  if (!getConfig().RATE_LIMITS) return;
  await limiter(name).delete(key.toLowerCase());
}
