import { useCallback, useEffect, useRef, useState } from "react";
import type { MessageView, ThreadFilter, ThreadView } from "@shared/messaging";
import { useToast } from "~/components/shell/toaster";
import { dmCall, type ThreadsResponse } from "./dm-client";
import { matchesFilter, sortThreads } from "./thread-order";

/**
 * The Messages tab's conversation list: loaded per filter, kept in order, and updated in place by the tab's live events.
 * The refs let socket handlers read the current list and filter without re-subscribing.
 */
export function useThreadList(meId: number) {
  const toast = useToast();
  const [filter, setFilter] = useState<ThreadFilter>("all");
  const [threads, setThreads] = useState<ThreadView[]>([]);
  const [ready, setReady] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const threadsRef = useRef<ThreadView[]>([]);
  threadsRef.current = threads;
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const load = useCallback(
    async (which: ThreadFilter) => {
      setLoading(true);
      const res = await dmCall<ThreadsResponse>(`/api/dm/threads?filter=${which}&limit=100`);
      if (filterRef.current !== which) return;
      setLoading(false);
      setReady(true);
      if (!res.ok) {
        setFailed(true);
        toast("Failed to load conversations", "danger");
        return;
      }
      setFailed(false);
      setThreads(res.body.threads);
    },
    [toast],
  );

  useEffect(() => {
    void load(filter);
  }, [filter, load]);

  const reload = useCallback(() => load(filterRef.current), [load]);

  /** A thread's new view takes its place in the list, or leaves it when it no longer matches the filter. */
  const upsert = useCallback((thread: ThreadView) => {
    setThreads((now) => sortThreads([...now.filter((t) => t.id !== thread.id), ...(matchesFilter(thread, filterRef.current) ? [thread] : [])]));
  }, []);

  const remove = useCallback((threadId: number) => setThreads((now) => now.filter((t) => t.id !== threadId)), []);

  const markSeen = useCallback((threadId: number) => {
    setThreads((now) => now.map((t) => (t.id === threadId ? { ...t, unread_count: 0 } : t)));
  }, []);

  /** A message arrived in a thread: its preview, time and unread count; an unknown thread reloads the list. */
  const applyMessage = useCallback(
    (threadId: number, message: MessageView, isOpen: boolean) => {
      const known = threadsRef.current.some((t) => t.id === threadId);
      setThreads((now) => {
        const updated = now.map((t) =>
          t.id === threadId
            ? {
                ...t,
                last_message: { id: message.id, content: message.content, sender_id: message.sender_id, created_at: message.created_at },
                updated_at: message.created_at,
                unread_count: message.sender_id === meId || isOpen ? 0 : t.unread_count + 1,
              }
            : t,
        );
        return sortThreads(updated.filter((t) => matchesFilter(t, filterRef.current)));
      });
      if (!known) void reload();
    },
    [meId, reload],
  );

  /** Someone read up to a message: their read mark, and the unread count when it was me. */
  const applyRead = useCallback(
    (threadId: number, readerId: number, lastRead: number) => {
      setThreads((now) => now.map((t) => (t.id === threadId ? withRead(t, meId, readerId, lastRead) : t)));
    },
    [meId],
  );

  return { filter, setFilter, threads, ready, loading, failed, load, reload, upsert, remove, markSeen, applyMessage, applyRead };
}

export function withRead(thread: ThreadView, meId: number, readerId: number, lastRead: number): ThreadView {
  return {
    ...thread,
    unread_count: readerId === meId ? 0 : thread.unread_count,
    participants: thread.participants.map((p) => (p.user_id === readerId ? { ...p, last_read_message_id: Math.max(p.last_read_message_id, lastRead) } : p)),
  };
}
