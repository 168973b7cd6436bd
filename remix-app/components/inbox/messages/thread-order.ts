import type { MessageView, ThreadFilter, ThreadView } from "@shared/messaging";

/** Whether a thread belongs in the list under this filter (archived threads show only under "archived"). */
export function matchesFilter(thread: ThreadView, filter: ThreadFilter): boolean {
  if (filter === "unread") return thread.unread_count > 0;
  if (filter === "pinned") return thread.is_pinned;
  if (filter === "archived") return thread.is_archived;
  return !thread.is_archived;
}

/** Pinned first, then the latest activity. */
export function sortThreads(threads: ThreadView[]): ThreadView[] {
  return [...threads].sort(
    (a, b) => Number(b.is_pinned) - Number(a.is_pinned) || Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id,
  );
}

/** The open thread's messages with new or updated ones merged in, oldest first, each once. */
export function mergeMessages(current: MessageView[], incoming: MessageView[]): MessageView[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
