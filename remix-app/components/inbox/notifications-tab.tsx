import { Button, Card, Classes, NonIdealState, SegmentedControl } from "@blueprintjs/core";
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { notificationTarget, NOTIFICATIONS_PAGE_SIZE } from "@shared/notifications";
import type { NotificationView } from "@shared/realtime-events";
import { useNotificationCenter } from "~/components/notifications/notification-center";
import { NotificationItem } from "~/components/notifications/notification-item";
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from "~/components/notifications/notifications-client";
import { useRealtimeEvent } from "~/components/realtime/realtime-provider";
import { useToast } from "~/components/shell/toaster";

type Filter = "all" | "unread";
type Listing = { state: "loading" } | { state: "failed" } | { state: "loaded"; items: NotificationView[]; total: number; loadingMore: boolean };

/** Inbox › Notifications: everything the platform told the user, newest first, live. */
export function NotificationsTab(_props: { userId: number }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const { unreadCount, setUnreadCount } = useNotificationCenter();
  const navigate = useNavigate();
  const toast = useToast();

  const load = useCallback(
    async (which: Filter) => {
      setListing({ state: "loading" });
      const r = await fetchNotifications(0, NOTIFICATIONS_PAGE_SIZE, which === "unread");
      if (!r.ok) {
        setListing({ state: "failed" });
        toast("Failed to load notifications", "danger");
        return;
      }
      setListing({ state: "loaded", items: r.body.notifications, total: r.body.total, loadingMore: false });
      setUnreadCount(r.body.unread_count);
    },
    [setUnreadCount, toast],
  );

  useEffect(() => {
    void load(filter);
  }, [filter, load]);

  const loadMore = async () => {
    if (listing.state !== "loaded") return;
    setListing({ ...listing, loadingMore: true });
    const r = await fetchNotifications(listing.items.length, NOTIFICATIONS_PAGE_SIZE, filter === "unread");
    if (!r.ok) {
      toast("Failed to load notifications", "danger");
      setListing({ ...listing, loadingMore: false });
      return;
    }
    const seen = new Set(listing.items.map((n) => n.id));
    setListing({ state: "loaded", items: [...listing.items, ...r.body.notifications.filter((n) => !seen.has(n.id))], total: r.body.total, loadingMore: false });
  };

  useRealtimeEvent("notification:new", (n) => {
    // A collapsed notification comes again with its new count and text: it moves to the top.
    setListing((l) => {
      if (l.state !== "loaded") return l;
      const known = l.items.some((x) => x.id === n.id);
      return { ...l, items: [n, ...l.items.filter((x) => x.id !== n.id)], total: known ? l.total : l.total + 1 };
    });
  });
  useRealtimeEvent("notification:read", (event) => {
    setListing((l) => {
      if (l.state !== "loaded") return l;
      const items = l.items.map((x) => (event.all || event.ids.includes(x.id) ? { ...x, read: true } : x));
      return { ...l, items };
    });
  });

  const markRead = async (n: NotificationView) => {
    const r = await markNotificationRead(n.id);
    if (!r.ok) return toast(r.body.detail ?? "Could not mark the notification as read", "danger");
    setUnreadCount(r.body.unread_count);
    setListing((l) => (l.state === "loaded" ? { ...l, items: l.items.map((x) => (x.id === n.id ? { ...x, read: true } : x)) } : l));
  };

  const markAll = async () => {
    const r = await markAllNotificationsRead();
    if (!r.ok) return toast(r.body.detail ?? "Could not mark notifications as read", "danger");
    setUnreadCount(r.body.unread_count);
    setListing((l) => (l.state === "loaded" ? { ...l, items: l.items.map((x) => ({ ...x, read: true })) } : l));
    toast("All notifications marked as read", "success");
  };

  const open = (n: NotificationView) => {
    if (!n.read) void markRead(n);
    if (n.link) navigate(notificationTarget(n.link));
  };

  return (
    <Card className="vets-inbox-panel" elevation={0} style={{ padding: 0 }}>
      <div className="vets-inbox-panel-head">
        <div>
          <h2>Notifications</h2>
          <p>{unreadCount > 0 ? `${unreadCount.toLocaleString("en-US")} unread` : "You're all caught up"}</p>
        </div>
        <div className="vets-inbox-panel-actions">
          <SegmentedControl
            size="small"
            value={filter}
            onValueChange={(v) => setFilter(v as Filter)}
            options={[
              { label: "All", value: "all" },
              { label: "Unread", value: "unread" },
            ]}
          />
          <Button icon="tick-circle" text="Mark all read" disabled={unreadCount === 0} onClick={() => void markAll()} />
        </div>
      </div>
      <div className="vets-inbox-panel-body">
        {listing.state === "loading" && (
          <div className="vets-notifications-skeleton" aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={Classes.SKELETON} />
            ))}
          </div>
        )}
        {listing.state === "failed" && (
          <NonIdealState className="vets-empty" icon="offline" title="Failed to load notifications" description="Please try again in a moment." action={<Button icon="refresh" text="Retry" onClick={() => void load(filter)} />} />
        )}
        {listing.state === "loaded" && listing.items.length === 0 && (
          <NonIdealState
            className="vets-empty"
            icon="notifications"
            title={filter === "unread" ? "No unread notifications" : "No notifications yet"}
            description={
              filter === "unread"
                ? "You have read everything. New activity will appear here as it happens."
                : "Messages, application updates, approvals, new followers, reactions, comments and mentions will show up here."
            }
          />
        )}
        {listing.state === "loaded" && listing.items.length > 0 && (
          <ul className="vets-notification-list">
            {listing.items.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={open} onMarkRead={(x) => void markRead(x)} />
            ))}
          </ul>
        )}
      </div>
      {listing.state === "loaded" && listing.items.length < listing.total && (
        <div className="vets-inbox-panel-foot">
          <Button text="Load more" loading={listing.loadingMore} onClick={() => void loadMore()} />
        </div>
      )}
    </Card>
  );
}
