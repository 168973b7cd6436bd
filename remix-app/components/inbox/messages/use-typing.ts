import { useCallback, useEffect, useState, type MutableRefObject } from "react";
import { useRealtimeEvent } from "~/components/realtime/realtime-provider";

const TYPING_TIMEOUT_MS = 6000;

/** The names typing in the open thread; an entry lapses after a few seconds without a new event. */
export function useTyping(openRef: MutableRefObject<number | null>, selectedId: number | null, userId: number) {
  const [typing, setTyping] = useState<Record<number, { name: string; until: number }>>({});

  useRealtimeEvent("typing", (event) => {
    if (event.thread_id !== openRef.current || event.user_id === userId) return;
    setTyping((now) => {
      const next = { ...now };
      if (event.is_typing) next[event.user_id] = { name: event.name, until: Date.now() + TYPING_TIMEOUT_MS };
      else delete next[event.user_id];
      return next;
    });
  });

  useEffect(() => setTyping({}), [selectedId]);
  useEffect(() => {
    if (Object.keys(typing).length === 0) return;
    const timer = setInterval(() => {
      setTyping((now) => Object.fromEntries(Object.entries(now).filter(([, v]) => v.until > Date.now())));
    }, 1000);
    return () => clearInterval(timer);
  }, [typing]);

  /** Their message arrived: they are no longer typing it. */
  const stoppedTyping = useCallback((senderId: number) => {
    setTyping((now) => {
      const next = { ...now };
      delete next[senderId];
      return next;
    });
  }, []);

  return { typingNames: Object.values(typing).map((t) => t.name), stoppedTyping };
}
