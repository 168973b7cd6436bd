import { createAdapter } from "@socket.io/cluster-adapter";
import cluster from "node:cluster";
import type http from "node:http";
import { Server as SocketServer } from "socket.io";
import { registerRealtime, userRoom } from "../remix-app/lib/realtime.server";
import { readCookieToken, resolveSessionToken } from "../remix-app/lib/session.server";

/**
 * Socket.IO on the same HTTP server, signed in with the same session as HTTP: the token in
 * the handshake `auth` (API clients, desktop) or the session cookie (the browser UI).
 * WebSocket transport only: under node:cluster a connection may reach any worker, and a
 * WebSocket stays on the one it reached (long-polling would need sticky sessions). Workers
 * relay room events to each other through the primary (docs/decisions/009).
 */
export function attachRealtime(server: http.Server): SocketServer {
  const io = new SocketServer(server, { serveClient: false, cors: { origin: false }, transports: ["websocket"] });
  if (cluster.isWorker) io.adapter(createAdapter());
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
      socket.data.role = session.user.role;
      next();
    } catch (e) {
      next(e instanceof Error ? e : new Error("unauthorized"));
    }
  });
  io.on("connection", (socket) => {
    const userId = socket.data.userId as number;
    void socket.join(userRoom(userId));
    socket.emit("ready", { user_id: userId });
  });
  registerRealtime(io);
  return io;
}
