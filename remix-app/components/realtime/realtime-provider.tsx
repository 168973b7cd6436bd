import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { io, type Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "@shared/realtime-events";

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const RealtimeContext = createContext<RealtimeSocket | null>(null);

/**
 * One Socket.IO connection per signed-in tab, opened after hydration with the session cookie
 * (WebSocket only, as the server accepts). Screens subscribe through useRealtimeEvent.
 */
export function RealtimeProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  useEffect(() => {
    const opened: RealtimeSocket = io({ transports: ["websocket"], withCredentials: true });
    setSocket(opened);
    return () => {
      opened.disconnect();
      setSocket(null);
    };
  }, [userId]);
  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}

/** The tab's socket, or null before hydration and when signed out. */
export function useRealtime(): RealtimeSocket | null {
  return useContext(RealtimeContext);
}

/** Calls the latest handler for every `event` while the component is mounted. */
export function useRealtimeEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useRealtime();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args)) as ServerToClientEvents[E];
    // Socket.IO's typed overloads cannot follow a generic event name; the map above keeps it honest.
    (socket.on as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    return () => {
      (socket.off as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    };
  }, [socket, event]);
}
