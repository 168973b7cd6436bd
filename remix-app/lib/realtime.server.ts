import type { Server as SocketServer } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "@shared/realtime-events";

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

/** The same event to several users' open tabs and devices (one emit over their rooms). */
export function emitToUsers<E extends keyof ServerToClientEvents>(userIds: readonly number[], event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
  const io = globalForRealtime.__vetsIo;
  if (io && userIds.length > 0) io.to([...new Set(userIds)].map(userRoom)).emit(event, ...payload);
}

/** Sockets that may see a user's online state join that user's presence room (server/messaging-socket.ts). */
export function presenceRoom(userId: number): string {
  return `presence:${userId}`;
}

/** A user's online state to the sockets subscribed to it. */
export function emitPresence(userId: number, online: boolean): void {
  globalForRealtime.__vetsIo?.to(presenceRoom(userId)).emit("presence", { user_id: userId, online });
}

/** A block ends the blocked user's subscription to the blocker's online state (and the other way). */
export function leavePresence(userId: number, ofUserId: number): void {
  globalForRealtime.__vetsIo?.in(userRoom(userId)).socketsLeave(presenceRoom(ofUserId));
}

/** Which of these users have a live socket now (across workers and instances, through the adapter). */
export async function onlineUsers(userIds: readonly number[]): Promise<Set<number>> {
  const io = globalForRealtime.__vetsIo;
  const online = new Set<number>();
  if (!io || userIds.length === 0) return online;
  const sockets = await io.in([...new Set(userIds)].map(userRoom)).fetchSockets();
  for (const socket of sockets) online.add(socket.data.userId as number);
  return online;
}
