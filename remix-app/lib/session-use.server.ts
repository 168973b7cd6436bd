import { getDb, type Db } from "./db.server";
import { placeholders } from "./sql-dialect.server";
import { writeTogether, type RawStatement } from "./raw-transaction.server";
import { log } from "~/lib/logger.server";

/** The longest a session's use waits to be written together with others'. */
const FLUSH_DELAY_MS = 1000;
const IDS_PER_STATEMENT = 1000;

interface PendingUses {
  db: Db;
  /** sessionId → userId */
  sessions: Map<number, number>;
  at: Date;
}

/**
 * On globalThis: the server's modules and the Remix build each have a copy of this module, and the
 * shutdown's flush (server/serve.ts) must write the uses the build's requests recorded.
 */
const globalForUses = globalThis as unknown as {
  __vetsSessionUses?: { pending: PendingUses | null; timer: NodeJS.Timeout | null };
};
const state = (globalForUses.__vetsSessionUses ??= { pending: null, timer: null });

/**
 * Records that a session was used (its lastSeenAt, and its user's lastActiveAt for the active-user
 * counts). The uses of the next second are written together in one transaction: one per request
 * was a write transaction on the path of every first request of a minute (0.9 ms of a 6 ms feed
 * read on SQLite, a flushed commit on MariaDB). Times are the batch's latest, at most a second off.
 */
export function recordSessionUse(sessionId: number, userId: number, at: Date): void {
  const db = getDb();
  if (state.pending && state.pending.db !== db) void flushSessionUses();
  if (!state.pending) state.pending = { db, sessions: new Map(), at };
  state.pending.sessions.set(sessionId, userId);
  if (at > state.pending.at) state.pending.at = at;
  if (!state.timer) {
    state.timer = setTimeout(() => void flushSessionUses(), FLUSH_DELAY_MS);
    state.timer.unref();
  }
}

/** Writes the recorded uses now (the timer's job; shutdown and tests call it too). Never throws. */
export async function flushSessionUses(): Promise<void> {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const batch = state.pending;
  state.pending = null;
  if (!batch || batch.sessions.size === 0) return;
  const sessionIds = [...batch.sessions.keys()];
  const userIds = [...new Set(batch.sessions.values())];
  const { db, at } = batch;
  try {
    for (let i = 0; i < Math.max(sessionIds.length, userIds.length); i += IDS_PER_STATEMENT) {
      const sessions = sessionIds.slice(i, i + IDS_PER_STATEMENT);
      const users = userIds.slice(i, i + IDS_PER_STATEMENT);
      // Raw statements on the batch's own client: through the ORM a batch of 700 took 60-90 ms on
      // MariaDB against 33 ms, and the flushes were the whole p95 tail of a cheap call there (decision 042).
      const statements: RawStatement[] = [];
      if (sessions.length)
        statements.push({
          sql: `UPDATE Session SET lastSeenAt = ? WHERE id IN (${placeholders(sessions.length)})`,
          params: [at, ...sessions],
        });
      if (users.length)
        statements.push({
          sql: `UPDATE User SET lastActiveAt = ? WHERE id IN (${placeholders(users.length)})`,
          params: [at, ...users],
        });
      await writeTogether(statements, db);
    }
  } catch (e) {
    // Best effort: a lost use only makes a session look idle a minute longer.
    log.warn(`[sessions] could not record ${sessionIds.length} session uses: ${e instanceof Error ? e.message : String(e)}`);
  }
}
