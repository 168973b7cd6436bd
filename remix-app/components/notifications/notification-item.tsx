import { Button, Icon } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { timeAgo } from "@shared/job-view";
import { badgeCount, NOTIFICATION_ICONS } from "@shared/notifications";
import type { NotificationView } from "@shared/realtime-events";

/** One notification: type icon, title, body, relative time; the row opens its object; unread ones can be marked read. */
export function NotificationItem({
  notification,
  compact = false,
  onOpen,
  onMarkRead,
}: {
  notification: NotificationView;
  compact?: boolean;
  onOpen: (notification: NotificationView) => void;
  onMarkRead?: (notification: NotificationView) => void;
}) {
  const { read, title, body, created_at, type, count } = notification;
  return (
    <li className={`vets-notification ${read ? "" : "vets-notification-unread"} ${compact ? "vets-notification-compact" : ""}`} data-testid="notification-item">
      <button type="button" className="vets-notification-main" onClick={() => onOpen(notification)}>
        <span className={`vets-notification-icon vets-notification-icon-${type}`} aria-hidden>
          <Icon icon={NOTIFICATION_ICONS[type] as IconName} size={compact ? 14 : 16} />
        </span>
        <span className="vets-notification-text">
          <span className="vets-notification-title">
            {title}
            {count > 1 && (
              <span className="vets-notification-count" aria-label={`${count} in all`}>
                {badgeCount(count)}
              </span>
            )}
          </span>
          {body && !compact && <span className="vets-notification-body">{body}</span>}
          <time className="vets-notification-time" dateTime={created_at} title={new Date(created_at).toLocaleString("en-US")}>
            {timeAgo(created_at)}
          </time>
        </span>
        {!read && <span className="vets-notification-dot" aria-label="Unread" />}
      </button>
      {onMarkRead && !read && (
        <Button variant="minimal" size="small" icon="tick" aria-label={`Mark "${title}" as read`} title="Mark as read" onClick={() => onMarkRead(notification)} />
      )}
    </li>
  );
}
