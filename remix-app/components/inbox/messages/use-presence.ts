import { useCallback, useEffect, useState } from "react";
import type { ThreadView } from "@shared/messaging";
import { useRealtime, useRealtimeEvent } from "~/components/realtime/realtime-provider";
import { otherParticipants } from "./dm-client";

/** Who of everyone in the loaded conversations is online (the server decides whom we may see). */
export function usePresence(threads: ThreadView[], userId: number) {
  const socket = useRealtime();
  const [online, setOnline] = useState<Set<number>>(new Set());
  const presenceKey = [...new Set(threads.flatMap((t) => otherParticipants(t, userId).map((p) => p.user_id)))]
    .sort((a, b) => a - b)
    .join(",");
  useEffect(() => {
    if (!socket) return;
    const ids = presenceKey ? presenceKey.split(",").map(Number) : [];
    const subscribe = () =>
      socket.emit("presence:subscribe", { user_ids: ids }, (reply) => {
        if (reply.ok) setOnline(new Set(reply.online));
      });
    if (socket.connected) subscribe();
    socket.on("connect", subscribe);
    return () => {
      socket.off("connect", subscribe);
    };
  }, [socket, presenceKey]);

  useRealtimeEvent("presence", (event) => {
    setOnline((now) => {
      const next = new Set(now);
      if (event.online) next.add(event.user_id);
      else next.delete(event.user_id);
      return next;
    });
  });

  /** A person just blocked: no longer shown online. */
  const forget = useCallback((id: number) => {
    setOnline((now) => {
      const next = new Set(now);
      next.delete(id);
      return next;
    });
  }, []);

  return { online, forget };
}
