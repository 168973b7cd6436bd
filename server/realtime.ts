import { createAdapter as createClusterAdapter } from "@socket.io/cluster-adapter";
import { createAdapter as createRedisAdapter } from "@socket.io/redis-adapter";
import cluster from "node:cluster";
import type http from "node:http";
import { Server as SocketServer } from "socket.io";
import { registerRealtime, sessionRoom, userRoom, type RealtimeServer } from "~/lib/realtime.server";
import { getRedis } from "~/lib/redis.server";
import { attachMessagingHandlers } from "./messaging-socket";
import { readCookieToken, resolveSessionToken } from "~/lib/session.server";

/**
 * A browser always sends Origin on a WebSocket handshake, and a page of another site can open
 * one to us carrying our cookie: only our own origin may. A client without Origin is no browser
 * (an API client or the desktop app with its bearer token) and cannot ride on anyone's cookie.
 */
export function handshakeOriginAllowed(req: http.IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false; // "null" and garbage
  }
}

export interface RealtimeOptions {
  /** Test suites only (EXPOSE_WORKER_PID): `ready` names the process serving the socket. */
  exposeWorkerPid?: boolean;
}

/**
 * Socket.IO on the same HTTP server, signed in with the same session as HTTP: the token in
 * the handshake `auth` (API clients, desktop) or the session cookie (the browser UI).
 * WebSocket transport only: under node:cluster a connection may reach any worker, and a
 * WebSocket stays on the one it reached (long-polling would need sticky sessions). Workers
 * relay room events to each other through the primary (docs/decisions/009), or, with REDIS_URL, every
 * process of every instance relays them through Redis (docs/decisions/030). Each socket joins
 * its user's room (notifications) and its session's room (logout ends it).
 */
export function attachRealtime(server: http.Server, options: RealtimeOptions = {}): RealtimeServer {
  const io: RealtimeServer = new SocketServer(server, {
    serveClient: false,
    cors: { origin: false },
    transports: ["websocket"],
    allowRequest: (req, callback) => {
      const allowed = handshakeOriginAllowed(req);
      callback(allowed ? null : "Origin not allowed", allowed);
    },
  });
  const redis = getRedis();
  if (redis) {
    // Every process of every instance (cluster workers included) relays through Redis.
    io.adapter(createRedisAdapter(redis.command, redis.subscriber, { key: `${redis.prefix}socket.io`, requestsTimeout: 2_000 }));
  } else if (cluster.isWorker) {
    io.adapter(createClusterAdapter());
  }
  io.use(async (socket, next) => {
    try {
      const authToken: unknown = socket.handshake.auth?.token;
      const cookieHeader = socket.handshake.headers.cookie ?? "";
      const token =
        typeof authToken === "string" && authToken
          ? authToken
          : await readCookieToken(new Request("http://socket.local/", { headers: { Cookie: cookieHeader } }));
      const session = token ? await resolveSessionToken(token) : null;
      if (!session) return next(new Error("unauthorized"));
      socket.data.userId = session.user.id;
      socket.data.sessionId = session.sessionId;
      socket.data.role = session.user.role;
      socket.data.fullName = session.user.fullName;
      next();
    } catch (e) {
      next(e instanceof Error ? e : new Error("unauthorized"));
    }
  });
  io.on("connection", (socket) => {
    const userId = socket.data.userId as number;
    void socket.join([userRoom(userId), sessionRoom(socket.data.sessionId as number)]);
    attachMessagingHandlers(socket);
    socket.emit("ready", { user_id: userId, ...(options.exposeWorkerPid ? { worker_pid: process.pid } : {}) });
  });
  registerRealtime(io);
  return io;
}
