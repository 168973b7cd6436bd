import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

// Dotted quads only: ipaddr.js would also take "1" or "0x7f000001" as IPv4 addresses.
const isIp = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);

/** An address or CIDR Express (proxy-addr) understands: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8, 10.0.0.0/255.0.0.0. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const slash = entry.indexOf("/");
  if (slash === -1) return isIp(entry);
  const [address, range] = [entry.slice(0, slash), entry.slice(slash + 1)];
  if (!isIp(address)) return false;
  const v4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (/^\d+$/.test(range)) return Number(range) <= (v4 ? 32 : 128);
  return v4 && ipaddr.IPv4.isValidFourPartDecimal(range);
}

/**
 * TRUST_PROXY as Express's `trust proxy` wants it: a whole number is that many proxy hops (Express
 * would read the string "1" as an address), `true`/`false` trust every proxy or none, anything else
 * is a comma-separated list of addresses, CIDRs and the names loopback, linklocal, uniquelocal.
 */
export type TrustProxy = boolean | number | string;

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^\d+$/.test(value)) return Number(value);
    if (value === "true" || value === "false") return value === "true";
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `"${bad}" is not a hop count, true, loopback, linklocal, uniquelocal, an IP address or a CIDR`,
      });
      return z.NEVER;
    }
    return entries.join(",");
  });

/** SEED_DEMO: `auto` (unset) seeds the embedded SQLite database only; true/false force it. */
const seedDemo = z
  .enum(["auto", "true", "false", "1", "0", "yes", "no"])
  .transform((v): "auto" | boolean => (v === "auto" ? "auto" : v === "true" || v === "1" || v === "yes"));

/** An API base URL: http(s), no path beyond "/" (the connector appends the documented path). */
const apiBase = z
  .string()
  .url()
  .refine((v) => /^https?:\/\/[^/]+\/?$/.test(v), { message: "must be an http(s) scheme and host only, like https://api.example.com" })
  .transform((v) => v.replace(/\/$/, ""));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .default("file:./data/app.db")
    .refine((v) => v.startsWith("file:") || v.startsWith("mysql://") || v.startsWith("mariadb://"), {
      message: "must start with file: (SQLite) or mysql:// (MySQL/MariaDB)",
    }),
  DATA_DIR: z.string().min(1).default("./data"),
  /** SQLite's page cache per connection, in MB (SQLite's own default is 2). */
  SQLITE_CACHE_MB: z.coerce.number().int().min(2).max(16_384).default(128),
  /** How much of the SQLite file each connection reads through a memory map, in MB (0: none; SQLite maps at most 2,047). */
  SQLITE_MMAP_MB: z.coerce.number().int().min(0).max(2047).default(0),
  /** How long a SQLite write waits for another connection's write lock before it fails (SQLITE_BUSY). */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Admin password sign-ins allowed without an authenticator app or passkey before admin tools ask for one (issue 54). */
  ADMIN_SIGNINS_BEFORE_FACTOR: z.coerce.number().int().min(0).max(1_000_000).default(2),
  /** WebAuthn relying party: the site's domain and origin for passkeys; unset, both come from the request's Host. */
  WEBAUTHN_RP_ID: z.string().min(1).optional(),
  WEBAUTHN_ORIGIN: z.string().url().optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  TRUST_PROXY: trustProxy.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Vets Career Platform <no-reply@vets.local>"),
  /** The site's own address for links in emails (password reset, email verification); never the request's Host. */
  PUBLIC_URL: apiBase.optional(),
  SEED_DEMO: seedDemo.default("auto"),
  LOG_REQUESTS: booleanFlag.default(true),
  /** Request timings per route for the admin metrics (docs/decisions/033); false only to measure their cost. */
  REQUEST_TIMINGS: booleanFlag.default(true),
  REQUEST_TIMINGS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  RATE_LIMITS: booleanFlag.default(true),
  BODY_LIMIT: z.string().regex(/^\d+(kb|mb)$/i, "must look like 1mb or 512kb").default("1mb"),
  /** Server processes in production (node:cluster): one per core by default, 1 for a single process. */
  /** Test suites only: Socket.IO's `ready` event names the worker process (proves cluster spread). */
  EXPOSE_WORKER_PID: booleanFlag.default(false),
  /** On SIGTERM, how long in-flight requests may take to finish before their connections are closed. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(() => Math.min(os.availableParallelism(), 8)),
  /** Tests only: address:port pairs link previews may fetch although the SSRF rules refuse them (NODE_ENV=test). */
  LINK_PREVIEW_TEST_ALLOW: z.string().regex(/^[^\s]+:\d+(,[^\s]+:\d+)*$/, "must be address:port pairs separated by commas").optional(),
  /** Tests only: a DNS server (address:port) link previews ask instead of the system resolver (NODE_ENV=test). */
  LINK_PREVIEW_DNS_SERVER: z.string().optional(),
  /**
   * The local test checkout (no money moves, the public test card grants a plan). Unset: only on a
   * demo installation (demo data seeded); false: never; true: on purpose. Without it and without
   * Stripe, checkout answers that payments are not set up.
   */
  LOCAL_CHECKOUT: booleanFlag.optional(),
  /** Stripe mode when set; otherwise the local checkout (see LOCAL_CHECKOUT) or none. */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  STRIPE_API_BASE: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), { message: "must be an http(s) URL" })
    .optional(),
  /** Overrides of the catalogue's Stripe price ids: `pro=price_1,growth=price_2`. */
  STRIPE_PRICE_IDS: z
    .string()
    .regex(/^[a-z_]+=[\w-]+(,[a-z_]+=[\w-]+)*$/, "must look like pro=price_123,premium=price_456")
    .optional(),
  /**
   * Several instances behind a balancer (docs/decisions/030): Socket.IO's Redis adapter and rate-limit
   * counters in Redis. Unset keeps everything in this server (the embedded default).
   */
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/[^\s]+$/.test(v), { message: "must be a redis:// or rediss:// URL" })
    .optional(),
  /** Prepended to every Redis key and channel, so instances of different installations can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, "must be 1-64 letters, digits or _ . : -")
    .default("vets:"),
  /** Writing engine (cover letters, resume summaries): an OpenAI-compatible provider when a key is set, else the local writer. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), { message: "must be an http(s) URL" })
    .optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** One attempt's time limit; the engine retries once, then falls back to the local writer. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  OPENAI_MAX_TOKENS: z.coerce.number().int().min(64).max(4_000).default(800),
  /** Job sources (remix-app/domain/jobs/sources): USAJOBS needs both a key and the email it was registered with. */
  USAJOBS_API_KEY: z.string().min(8, "must be the key USAJOBS sent you").optional(),
  USAJOBS_USER_AGENT: z.email("must be the email address the USAJOBS key was registered with").optional(),
  ADZUNA_APP_ID: z.string().min(1).optional(),
  ADZUNA_APP_KEY: z.string().min(1).optional(),
  /** Each replaces the scheme and host of that API's documented URLs (tests, proxies). */
  USAJOBS_API_BASE: apiBase.default("https://data.usajobs.gov"),
  GREENHOUSE_API_BASE: apiBase.default("https://boards-api.greenhouse.io"),
  LEVER_API_BASE: apiBase.default("https://api.lever.co"),
  ADZUNA_API_BASE: apiBase.default("https://api.adzuna.com"),
  /** JSON `{"greenhouse": ["board"], "lever": ["site"], "jsonld": ["https://…"]}`: which boards, sites and pages are imported. */
  JOB_SOURCES_FILE: z.string().min(1).optional(),
  /** Scheduled jobs (trial expiry…): `false` to run none in this process. */
  SCHEDULER: booleanFlag.default(true),
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
});

export type AppConfig = z.infer<typeof envSchema> & {
  sessionSecret: string;
  /** SEED_DEMO resolved: auto means the embedded SQLite database only, never MySQL/MariaDB. */
  seedDemo: boolean;
  isProduction: boolean;
  databaseKind: "sqlite" | "mysql";
  sqliteFile: string | null;
  uploadsDir: string;
  /** Files only the server hands out, after an access check (verification documents): never under uploadsDir. */
  privateFilesDir: string;
  /** PUBLIC_URL, else http://localhost:PORT: the origin of links in emails. */
  publicUrl: string;
};

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const cfg = parsed.data;
  for (const testOnly of ["LINK_PREVIEW_TEST_ALLOW", "LINK_PREVIEW_DNS_SERVER"] as const) {
    if (cfg[testOnly] && cfg.NODE_ENV !== "test") {
      throw new ConfigError(`Invalid configuration:\n  ${testOnly}: is a test-only setting and is refused unless NODE_ENV=test`);
    }
  }
  for (const [one, other] of [["USAJOBS_API_KEY", "USAJOBS_USER_AGENT"], ["ADZUNA_APP_ID", "ADZUNA_APP_KEY"]] as const) {
    if (Boolean(cfg[one]) !== Boolean(cfg[other])) {
      const [set, missing] = cfg[one] ? [one, other] : [other, one];
      throw new ConfigError(`Invalid configuration:\n  ${missing}: required when ${set} is set`);
    }
  }
  if (cfg.STRIPE_SECRET_KEY && !cfg.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError("Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (plans are granted only from signed webhooks)");
  }
  const dataDir = path.resolve(cfg.DATA_DIR);
  const databaseKind = cfg.DATABASE_URL.startsWith("file:") ? "sqlite" : "mysql";
  const sqliteFile =
    databaseKind === "sqlite" ? path.resolve(cfg.DATABASE_URL.slice("file:".length)) : null;
  return {
    ...cfg,
    isProduction: cfg.NODE_ENV === "production",
    databaseKind,
    seedDemo: cfg.SEED_DEMO === "auto" ? databaseKind === "sqlite" : cfg.SEED_DEMO,
    sqliteFile,
    uploadsDir: path.join(dataDir, "uploads"),
    privateFilesDir: path.join(dataDir, "private"),
    sessionSecret: cfg.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    publicUrl: cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`,
  };
}

/** A secret generated once per installation and kept under data/ so restarts keep sessions. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const globalForConfig = globalThis as unknown as { __vetsConfig?: AppConfig };

export function getConfig(): AppConfig {
  globalForConfig.__vetsConfig ??= parseConfig(process.env);
  return globalForConfig.__vetsConfig;
}

/** Tests start several apps in one process with different env; they reset the cached config. */
export function resetConfigForTests(): void {
  delete globalForConfig.__vetsConfig;
}
