import { Redis, type RedisOptions } from "ioredis";
import { getConfig } from "./config.server";
import { log } from "~/lib/logger.server";

/**
 * The Redis connections of this process when REDIS_URL is set (docs/decisions/030): one for
 * commands (rate-limit counters, Socket.IO publishes) and one subscriber (Socket.IO's adapter
 * listens on it). Both are created on first use and shared through globalThis, because the
 * Remix build and server/ each load their own copy of this module.
 *
 * Redis is never on the critical path of a request: neither connection is awaited at start,
 * commands fail at once while Redis is unreachable (no offline queue) or after COMMAND_TIMEOUT_MS,
 * and both reconnect by themselves. Callers fall back (rate limits to per-process counters) or
 * accept the loss (a live event to another instance); HTTP keeps being served.
 */

export interface RedisClients {
  command: Redis;
  subscriber: Redis;
  prefix: string;
}

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnect after 100, 200, … ms, at most every 2 s, for as long as it takes. */
const retryStrategy = (times: number) => Math.min(times * 100, 2_000);

const globalForRedis = globalThis as unknown as { __vetsRedis?: RedisClients | null };

/**
 * The promise ioredis returns is ignored by Socket.IO's adapter (publish, subscribe, unsubscribe);
 * a rejection there (Redis down, or the connection closed at shutdown) must not become an
 * unhandled rejection that ends the process. The caller still gets the same promise.
 */
function handleRejections(client: Redis, methods: readonly string[]): void {
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = target[method].bind(client);
    target[method] = (...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) result.catch(() => undefined);
      return result;
    };
  }
}

/** One line when a connection is lost and one when it is back, not one per reconnect attempt. */
function logState(client: Redis, role: string): void {
  let healthy = true;
  client.on("ready", () => {
    if (!healthy) log.info(`[redis] ${role} connection ready again`);
    healthy = true;
  });
  client.on("error", (e: Error) => {
    if (!healthy) return;
    healthy = false;
    // The message names the address (ECONNREFUSED 127.0.0.1:6379), never the URL's password.
    log.error(`[redis] ${role} connection unavailable: ${e.message}`);
  });
}

function connect(url: string, role: string, options: RedisOptions): Redis {
  const client = new Redis(url, {
    connectionName: `vets-${role}-${process.pid}`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy,
    ...options,
  });
  logState(client, role);
  return client;
}

/** This process's Redis connections, or null when REDIS_URL is not set. */
export function getRedis(): RedisClients | null {
  if (globalForRedis.__vetsRedis !== undefined) return globalForRedis.__vetsRedis;
  const { REDIS_URL, REDIS_KEY_PREFIX } = getConfig();
  if (!REDIS_URL) {
    globalForRedis.__vetsRedis = null;
    return null;
  }
  const command = connect(REDIS_URL, "command", {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  // Subscriptions wait in the offline queue until Redis answers and are renewed after every reconnect.
  const subscriber = connect(REDIS_URL, "subscriber", { maxRetriesPerRequest: null });
  handleRejections(command, ["publish"]);
  handleRejections(subscriber, ["subscribe", "psubscribe", "unsubscribe", "punsubscribe"]);
  globalForRedis.__vetsRedis = { command, subscriber, prefix: REDIS_KEY_PREFIX };
  return globalForRedis.__vetsRedis;
}

/** For /healthz: null without Redis, otherwise whether the command connection is up now. */
export function redisStatus(): "ready" | "unavailable" | null {
  const clients = globalForRedis.__vetsRedis;
  if (!clients) return getConfig().REDIS_URL ? "unavailable" : null;
  return clients.command.status === "ready" ? "ready" : "unavailable";
}

/** Graceful shutdown: QUIT when Redis answers (at most a second), otherwise drop the sockets. */
export async function closeRedis(): Promise<void> {
  const clients = globalForRedis.__vetsRedis;
  if (!clients) return;
  // Closed for good: a late caller (a limiter created while draining) gets no new connection.
  globalForRedis.__vetsRedis = null;
  await Promise.all(
    [clients.command, clients.subscriber].map(async (client) => {
      if (client.status !== "ready") return client.disconnect();
      const timer = setTimeout(() => client.disconnect(), 1_000);
      try {
        await client.quit();
      } catch {
        client.disconnect();
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
