// Direct and group messages: the API's snake_case shapes (SPEC §3 DM thread and Message) and limits.

export const MESSAGE_MAX_LENGTH = 5000;
export const THREAD_NAME_MAX_LENGTH = 100;
export const GROUP_MAX_PARTICIPANTS = 20;
export const MESSAGES_PAGE_SIZE = 30;
export const THREADS_PAGE_SIZE = 50;
export const THREAD_FILTERS = ["all", "unread", "pinned", "archived"] as const;
export type ThreadFilter = (typeof THREAD_FILTERS)[number];

export interface ThreadParticipantView {
  user_id: number;
  name: string;
  profile_pic: string | null;
  role: string;
  /** Newest message id this participant has read (read receipts). */
  last_read_message_id: number;
}

export interface LastMessageView {
  id: number;
  content: string;
  sender_id: number;
  created_at: string;
}

export interface ThreadView {
  id: number;
  thread_name: string | null;
  is_group: boolean;
  participants: ThreadParticipantView[];
  last_message: LastMessageView | null;
  unread_count: number;
  is_pinned: boolean;
  is_archived: boolean;
  /** The thread's last activity (newest message, else creation). */
  updated_at: string;
  created_by: number | null;
}

export interface MessageView {
  id: number;
  thread_id: number;
  sender_id: number;
  sender_name: string;
  sender_profile_pic: string | null;
  content: string;
  created_at: string;
  /** Own message: every other participant has read it. Someone else's: you have read it. */
  is_read: boolean;
  message_type: "text";
}

export interface MessageUserView {
  id: number;
  name: string;
  profile_pic: string | null;
  role: string;
}

/** SPEC §9: the unread badge shows 99+ above 99. */
export function unreadBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}
