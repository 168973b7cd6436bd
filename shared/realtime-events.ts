// The Socket.IO events between server and clients, one map for both sides. The server emits
// them only through remix-app/lib/realtime.server.ts; clients type their socket with it.

import type { MessageView, ThreadView } from "./messaging";

export const NOTIFICATION_TYPES = [
  "message",
  "application_status",
  "job_match",
  "auto_apply",
  "follow",
  "reaction",
  "comment",
  "mention",
  "moderation",
  "approval",
  "verification",
  "system",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification as the API and the live push show it. */
export interface NotificationView {
  id: number;
  type: NotificationType;
  title: string;
  body: string | null;
  link: string | null;
  read: boolean;
  /** When its newest event happened (a collapsed notification moves up with each one). */
  created_at: string;
  /** Events it stands for: messages in its thread, follows…; 1 until something collapsed into it. */
  count: number;
  /** Distinct people among them ("<first> and 14 others followed you" has 15). */
  actor_count: number;
}

/** Sent to every tab of a user when notifications were marked read, so their badges agree. */
export interface NotificationReadEvent {
  /** The notifications marked read; empty with `all` when every one was. */
  ids: number[];
  all: boolean;
  /** The user's unread count after the change. */
  unread_count: number;
}

export interface ReadyEvent {
  user_id: number;
  /** Test suites only (EXPOSE_WORKER_PID). */
  worker_pid?: number;
}

/** A message was posted in one of your threads (also to the sender's other tabs). */
export interface MessageNewEvent {
  thread_id: number;
  message: MessageView;
}

/** Your view of a thread changed (created, pinned, archived, read, deleted); `thread` null = gone for you. */
export interface ThreadUpdatedEvent {
  thread_id: number;
  thread: ThreadView | null;
}

/** A participant read a thread up to a message (read receipts; your own other tabs clear their badge). */
export interface MessageReadEvent {
  thread_id: number;
  user_id: number;
  last_read_message_id: number;
}

export interface TypingEvent {
  thread_id: number;
  user_id: number;
  name: string;
  is_typing: boolean;
}

export interface PresenceEvent {
  user_id: number;
  online: boolean;
}

export interface ServerToClientEvents {
  ready: (event: ReadyEvent) => void;
  "notification:new": (notification: NotificationView) => void;
  "notification:read": (event: NotificationReadEvent) => void;
  "message:new": (event: MessageNewEvent) => void;
  "thread:updated": (event: ThreadUpdatedEvent) => void;
  "message:read": (event: MessageReadEvent) => void;
  typing: (event: TypingEvent) => void;
  presence: (event: PresenceEvent) => void;
}

/** Acknowledgement of a client event: ok, or the refusal's detail. */
export type SocketAck<T = object> = (reply: ({ ok: true } & T) | { ok: false; detail: string }) => void;

/** Clients only signal (typing, presence); messages are sent through the HTTP API. */
export interface ClientToServerEvents {
  typing: (event: { thread_id: number; is_typing: boolean }, ack?: SocketAck) => void;
  /** Subscribe to the online state of these users; the reply lists those you may see who are online. */
  "presence:subscribe": (event: { user_ids: number[] }, ack?: SocketAck<{ online: number[] }>) => void;
}
