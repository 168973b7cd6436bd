import type { MessageView, ThreadView } from "../../../../shared/messaging";

/** Browser calls to the messaging API with the session cookie; errors keep the server's detail. */
export interface DmResult<T> {
  ok: boolean;
  status: number;
  body: T & { detail?: string };
}

export async function dmCall<T = Record<string, unknown>>(path: string, init: { method?: string; json?: unknown } = {}): Promise<DmResult<T>> {
  try {
    const res = await fetch(path, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      credentials: "same-origin",
      headers: init.json !== undefined ? { "Content-Type": "application/json" } : undefined,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    let body = {} as T & { detail?: string };
    try {
      body = (await res.json()) as T & { detail?: string };
    } catch {
      // an empty or non-JSON answer
    }
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: {} as T & { detail?: string } };
  }
}

export type ThreadsResponse = { threads: ThreadView[]; unread_total: number; has_more: boolean };
export type MessagesResponse = { messages: MessageView[]; has_more: boolean };

/** The name a conversation shows: its group name, else the other people's names. */
export function threadTitle(thread: ThreadView, meId: number): string {
  if (thread.thread_name) return thread.thread_name;
  const others = thread.participants.filter((p) => p.user_id !== meId).map((p) => p.name);
  return others.length > 0 ? others.join(", ") : "Just you";
}

export function otherParticipants(thread: ThreadView, meId: number) {
  return thread.participants.filter((p) => p.user_id !== meId);
}

/** Opens (or reuses) the conversation with these people; the thread, or the failure's detail. */
export async function startConversation(participants: number[], options: { isGroup?: boolean; name?: string } = {}) {
  return dmCall<{ thread: ThreadView; created: boolean }>("/api/dm/threads", {
    json: { participants, ...(options.isGroup ? { is_group: true } : {}), ...(options.name ? { thread_name: options.name } : {}) },
  });
}
