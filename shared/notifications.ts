// The notification center's shared shapes and small display rules (API, bell, tab, toasts).
import type { NotificationType, NotificationView } from "./realtime-events";

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_LIMIT = 100;
/** How many the bell's popover shows. */
export const BELL_PREVIEW_COUNT = 5;

export interface NotificationPage {
  notifications: NotificationView[];
  total: number;
  unread_count: number;
  skip: number;
  limit: number;
  has_more: boolean;
}

/**
 * The title of a notification that counts people (follows), naming the first of them:
 * "Sam Lee started following you", then "Sam Lee and 14 others followed you". Null for a kind
 * that does not count people.
 */
export function peopleTitle(type: string, firstName: string, others: number): string | null {
  if (type !== "follow") return null;
  if (others <= 0) return `${firstName} started following you`;
  return `${firstName} and ${others} ${others === 1 ? "other" : "others"} followed you`;
}

/** SPEC §9: the unread badge shows 99+ above 99. */
export function badgeCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** A Blueprint icon name per notification type (kept as plain strings so shared/ stays UI-free). */
export const NOTIFICATION_ICONS: Record<NotificationType, string> = {
  message: "chat",
  application_status: "briefcase",
  job_match: "search-template",
  auto_apply: "automatic-updates",
  follow: "new-person",
  reaction: "thumbs-up",
  comment: "comment",
  mention: "at",
  moderation: "shield",
  approval: "endorsed",
  verification: "badge",
  system: "info-sign",
};

/** The thread a message notification points at (`/inbox?thread=ID`), or null. */
export function threadIdOfLink(link: string | null): number | null {
  if (!link) return null;
  const match = /[?&]thread=(\d+)/.exec(link);
  return match ? Number(match[1]) : null;
}

/** Where opening a notification goes: only a path on this site, else the notification list. */
export function notificationTarget(link: string | null): string {
  return link && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : "/inbox?tab=notifications";
}
