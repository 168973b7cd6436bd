import type { Socket } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents, SocketAck } from "@shared/realtime-events";
import type { Role } from "@shared/roles";
import { sessionRefusal } from "~/domain/access/policy.server";
import { typingAudience } from "~/domain/messaging/people.server";
import { showsOnlineState, visiblePresence } from "~/domain/social/presence.server";
import { RATE_LIMITS, tryRateLimit } from "~/lib/rate-limit.server";
import { emitPresence, emitToUsers, onlineUsers, presenceRoom } from "~/lib/realtime.server";
import { log } from "~/lib/logger.server";

type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

const PRESENCE_MAX_USERS = 500;

const isId = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v > 0;

function reply<T extends object>(ack: unknown, value: ({ ok: true } & T) | { ok: false; detail: string }): void {
  if (typeof ack === "function") (ack as SocketAck<T>)(value);
}

/**
 * The messaging events a client may send: `typing` and `presence:subscribe`. Messages themselves
 * go through the HTTP API. Every event is checked against the database: a user may type only
 * into a thread they are in, and see only the online state of people they share a thread with,
 * who show it and with no block either way.
 */
export function attachMessagingHandlers(socket: RealtimeSocket): void {
  const userId = socket.data.userId as number;
  const name = (socket.data.fullName as string | undefined) ?? "";
  // The state last relayed per thread: a stop is relayed only when it ends a relayed start.
  const typingShown = new Map<number, boolean>();
  // Approval at the time of each event, not of the handshake (an employer sent back to review or
  // rejected is disconnected at once, and a new socket of theirs types and watches no one).
  const user = { id: userId, role: socket.data.role as Role };
  // sessionRefusal reads the database only for an action that needs an employer's approval, and only for employers.
  const refusal = () => sessionRefusal(user, "send-message");

  socket.on("typing", async (event: unknown, ack?: unknown) => {
    try {
      const { thread_id: threadId, is_typing: isTyping } = (event ?? {}) as { thread_id?: unknown; is_typing?: unknown };
      if (!isId(threadId) || typeof isTyping !== "boolean") return reply(ack, { ok: false, detail: "thread_id and is_typing are required" });
      const relay = isTyping ? await tryRateLimit("typingPerThread", `${userId}:${threadId}`) : typingShown.get(threadId) === true;
      if (!relay) return reply(ack, { ok: false, detail: RATE_LIMITS.typingPerThread.message });
      const refused = await refusal();
      if (refused) return reply(ack, { ok: false, detail: refused });
      // Read at every relayed event (at most one start per 2 s), never cached: a block stops typing at once.
      const ids = await typingAudience(userId, threadId);
      if (!ids) return reply(ack, { ok: false, detail: "Conversation not found" });
      typingShown.set(threadId, isTyping);
      emitToUsers(ids, "typing", { thread_id: threadId, user_id: userId, name, is_typing: isTyping });
      reply(ack, { ok: true });
    } catch (e) {
      log.error({ err: e }, "[realtime] typing failed");
      reply(ack, { ok: false, detail: "Something went wrong" });
    }
  });

  socket.on("presence:subscribe", async (event: unknown, ack?: unknown) => {
    try {
      const ids = (event as { user_ids?: unknown } | null)?.user_ids;
      if (!Array.isArray(ids) || ids.length > PRESENCE_MAX_USERS || !ids.every(isId)) {
        return reply(ack, { ok: false, detail: `user_ids must be a list of at most ${PRESENCE_MAX_USERS} user ids` });
      }
      if (!(await tryRateLimit("presenceSubscribesPerUser", String(userId)))) {
        return reply(ack, { ok: false, detail: RATE_LIMITS.presenceSubscribesPerUser.message });
      }
      const refused = await refusal();
      if (refused) {
        for (const room of socket.rooms) if (room.startsWith("presence:")) void socket.leave(room);
        return reply(ack, { ok: false, detail: refused });
      }
      const visible = await visiblePresence(userId, ids);
      const wanted = new Set(visible.map(presenceRoom));
      for (const room of socket.rooms) if (room.startsWith("presence:") && !wanted.has(room)) void socket.leave(room);
      if (wanted.size > 0) void socket.join([...wanted]);
      const online = await onlineUsers(visible);
      reply(ack, { ok: true, online: visible.filter((id) => online.has(id)) });
    } catch (e) {
      log.error({ err: e }, "[realtime] presence:subscribe failed");
      reply(ack, { ok: false, detail: "Something went wrong" });
    }
  });

  void showsOnlineState(userId)
    .then((shows) => {
      if (shows) emitPresence(userId, true);
    })
    .catch(() => undefined);

  socket.on("disconnect", () => {
    void (async () => {
      const stillOnline = await onlineUsers([userId]);
      if (!stillOnline.has(userId)) emitPresence(userId, false);
    })().catch(() => undefined);
  });

}
