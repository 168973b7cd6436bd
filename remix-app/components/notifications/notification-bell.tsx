import { Button, NonIdealState, Popover, Spinner, Tooltip } from "@blueprintjs/core";
import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { badgeCount, BELL_PREVIEW_COUNT, notificationTarget } from "@shared/notifications";
import type { NotificationView } from "@shared/realtime-events";
import { useRealtimeEvent } from "~/components/realtime/realtime-provider";
import { useNotificationCenter } from "./notification-center";
import { NotificationItem } from "./notification-item";
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from "./notifications-client";

type Preview = { state: "loading" } | { state: "failed" } | { state: "loaded"; items: NotificationView[] };

/** The nav bell: unread count (99+), and a popover with the latest few and a way to all of them. */
export function NotificationBell() {
  const { unreadCount, setUnreadCount } = useNotificationCenter();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Preview>({ state: "loading" });
  const navigate = useNavigate();

  const load = async () => {
    setPreview((p) => (p.state === "loaded" ? p : { state: "loading" }));
    const r = await fetchNotifications(0, BELL_PREVIEW_COUNT);
    if (!r.ok) return setPreview({ state: "failed" });
    setPreview({ state: "loaded", items: r.body.notifications });
    setUnreadCount(r.body.unread_count);
  };

  useRealtimeEvent("notification:new", (n) => {
    setPreview((p) => (p.state === "loaded" ? { state: "loaded", items: [n, ...p.items.filter((x) => x.id !== n.id)].slice(0, BELL_PREVIEW_COUNT) } : p));
  });
  useRealtimeEvent("notification:read", (event) => {
    setPreview((p) =>
      p.state === "loaded" ? { state: "loaded", items: p.items.map((x) => (event.all || event.ids.includes(x.id) ? { ...x, read: true } : x)) } : p,
    );
  });

  const openOne = (n: NotificationView) => {
    setOpen(false);
    if (!n.read) void markNotificationRead(n.id).then((r) => r.ok && setUnreadCount(r.body.unread_count));
    navigate(notificationTarget(n.link));
  };

  const readAll = async () => {
    const r = await markAllNotificationsRead();
    if (r.ok) setUnreadCount(r.body.unread_count);
  };

  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : "Notifications";
  const content = (
    <div className="vets-bell-popover" data-testid="notification-popover">
      <div className="vets-bell-head">
        <strong>Notifications</strong>
        {unreadCount > 0 && <Button variant="minimal" size="small" text="Mark all read" onClick={() => void readAll()} />}
      </div>
      {preview.state === "loading" && (
        <div className="vets-bell-state">
          <Spinner size={20} />
        </div>
      )}
      {preview.state === "failed" && (
        <NonIdealState className="vets-bell-state" icon="offline" description="Could not load notifications." action={<Button size="small" text="Retry" onClick={() => void load()} />} />
      )}
      {preview.state === "loaded" && preview.items.length === 0 && (
        <NonIdealState className="vets-bell-state" icon="notifications" description="You're all caught up. New activity will show up here." />
      )}
      {preview.state === "loaded" && preview.items.length > 0 && (
        <ul className="vets-notification-list">
          {preview.items.map((n) => (
            <NotificationItem key={n.id} notification={n} compact onOpen={openOne} />
          ))}
        </ul>
      )}
      <div className="vets-bell-foot">
        <Button
          variant="minimal"
          fill
          intent="primary"
          text="View all"
          onClick={() => {
            setOpen(false);
            navigate("/inbox?tab=notifications");
          }}
        />
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      onOpening={() => void load()}
      placement="bottom-end"
      minimal
    >
      <Tooltip content="Notifications" placement="bottom" disabled={open}>
        <span className="vets-bell">
          <Button variant="minimal" icon="notifications" aria-label={label} active={open} />
          {unreadCount > 0 && (
            <span className="vets-bell-badge" data-testid="notification-badge" aria-hidden>
              {badgeCount(unreadCount)}
            </span>
          )}
        </span>
      </Tooltip>
    </Popover>
  );
}
