// The Socket.IO events between server and clients, one map for both sides. The server emits
// them only through remix-app/lib/realtime.server.ts; clients type their socket with it.

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
  created_at: string;
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

export interface ServerToClientEvents {
  ready: (event: ReadyEvent) => void;
  "notification:new": (notification: NotificationView) => void;
  "notification:read": (event: NotificationReadEvent) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- clients send nothing yet; messaging adds typing etc.
export interface ClientToServerEvents {}
