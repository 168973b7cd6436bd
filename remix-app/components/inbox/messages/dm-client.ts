import type { MessageView, ThreadView } from "@shared/messaging";

/** Browser calls to the messaging API (the shared JSON call, under the name the inbox uses). */
import { apiCall as dmCall } from "~/components/common/api-call";

export { dmCall };
export type { CallResult as DmResult } from "~/components/common/api-call";

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
    json: {
      participants,
      ...(options.isGroup ? { is_group: true } : {}),
      ...(options.name ? { thread_name: options.name } : {}),
    },
  });
}
