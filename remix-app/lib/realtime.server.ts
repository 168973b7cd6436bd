import type { Server as SocketServer } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "../../shared/realtime-events";

export type RealtimeServer = SocketServer<ClientToServerEvents, ServerToClientEvents>;

// The Socket.IO server lives in server/; domain code in the Remix build reaches it here.
const globalForRealtime = globalThis as unknown as { __vetsIo?: RealtimeServer };

export function registerRealtime(io: RealtimeServer | undefined): void {
  globalForRealtime.__vetsIo = io;
}

export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** Every socket opened with one session (token or cookie) joins its room, so logout can end them. */
export function sessionRoom(sessionId: number): string {
  return `session:${sessionId}`;
}

/** The one place the server emits to a user's open tabs and devices (typed by shared/realtime-events). */
export function emitToUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
  globalForRealtime.__vetsIo?.to(userRoom(userId)).emit(event, ...payload);
}

/** Suspension, deletion and logout-everywhere end live connections at once, not at reconnect. */
export function disconnectUser(userId: number): void {
  globalForRealtime.__vetsIo?.in(userRoom(userId)).disconnectSockets(true);
}

/** A revoked session's live connections end with it, on every worker. */
export function disconnectSessions(sessionIds: readonly number[]): void {
  const io = globalForRealtime.__vetsIo;
  if (io && sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
}
