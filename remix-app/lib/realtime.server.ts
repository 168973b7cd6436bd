import type { Server as SocketServer } from "socket.io";

// The Socket.IO server lives in server/; domain code in the Remix build reaches it here.
const globalForRealtime = globalThis as unknown as { __vetsIo?: SocketServer };

export function registerRealtime(io: SocketServer | undefined): void {
  globalForRealtime.__vetsIo = io;
}

export function userRoom(userId: number): string {
  return `user:${userId}`;
}

export function emitToUser(userId: number, event: string, payload: unknown): void {
  globalForRealtime.__vetsIo?.to(userRoom(userId)).emit(event, payload);
}

/** Suspension, deletion and logout-everywhere end live connections at once, not at reconnect. */
export function disconnectUser(userId: number): void {
  globalForRealtime.__vetsIo?.in(userRoom(userId)).disconnectSockets(true);
}
