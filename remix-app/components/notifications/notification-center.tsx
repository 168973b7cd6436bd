import { useLocation, useNavigate } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { COMMUNICATION_SETTINGS_DEFAULTS, type CommunicationSettingsView } from "@shared/communication-settings";
import { notificationTarget, threadIdOfLink } from "@shared/notifications";
import type { NotificationView } from "@shared/realtime-events";
import { useRealtimeEvent } from "~/components/realtime/realtime-provider";
import { useToast } from "~/components/shell/toaster";
import { fetchCommunicationSettings, fetchUnreadCount } from "./notifications-client";

interface NotificationCenter {
  unreadCount: number;
  setUnreadCount: (count: number) => void;
  /** The settings screen tells the shell right after a save, so toasts follow at once. */
  settingsChanged: (settings: CommunicationSettingsView) => void;
  /** A screen that reports an outcome itself silences the live toast of that type while it is open. */
  quietTypes: Set<string>;
}

const NotificationCenterContext = createContext<NotificationCenter>({
  unreadCount: 0,
  setUnreadCount: () => undefined,
  settingsChanged: () => undefined,
  quietTypes: new Set(),
});

export function useNotificationCenter(): NotificationCenter {
  return useContext(NotificationCenterContext);
}

/**
 * While this screen is open, notifications of these types are counted on the bell but not toasted:
 * the screen has already shown its own toast for the same event (one toast per event).
 */
export function useToastsOwnNotifications(types: readonly string[]): void {
  const { quietTypes } = useNotificationCenter();
  const key = types.join(",");
  useEffect(() => {
    const added = key.split(",").filter((t) => t && !quietTypes.has(t));
    for (const t of added) quietTypes.add(t);
    return () => {
      for (const t of added) quietTypes.delete(t);
    };
  }, [key, quietTypes]);
}

/** A message notification about the thread that is open in this tab adds nothing. */
function isAboutOpenThread(notification: NotificationView): boolean {
  if (notification.type !== "message") return false;
  const thread = threadIdOfLink(notification.link);
  const open = new URLSearchParams(window.location.search).get("thread");
  return window.location.pathname === "/inbox" && thread !== null && open === String(thread);
}

function showDesktopNotification(notification: NotificationView, onOpen: () => void): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  // The focused tab has the toast; the desktop is for when the user is elsewhere.
  if (document.visibilityState === "visible" && document.hasFocus()) return;
  try {
    // The tag makes the browser show one notice however many tabs are open.
    const shown = new Notification(notification.title, { body: notification.body ?? undefined, tag: `vets-notification-${notification.id}`, icon: "/favicon.svg" });
    shown.onclick = () => {
      window.focus();
      onOpen();
      shown.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the toast still shows.
  }
}

/**
 * The signed-in shell's notification state: the unread count (from the root loader, then kept live by
 * notification:new / notification:read), live toasts when 'push notifications' is on, and desktop
 * notifications when 'desktop notifications' is on and the browser allowed them.
 */
export function NotificationCenterProvider({ initialUnread, children }: { initialUnread: number; children: ReactNode }) {
  const [unreadCount, setUnreadCount] = useState(initialUnread);
  const settings = useRef<CommunicationSettingsView>(COMMUNICATION_SETTINGS_DEFAULTS);
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [quietTypes] = useState(() => new Set<string>());

  // Each loader revalidation brings the server's count.
  useEffect(() => setUnreadCount(initialUnread), [initialUnread]);

  useEffect(() => {
    let live = true;
    void fetchCommunicationSettings().then((r) => {
      if (live && r.ok) settings.current = r.body;
    });
    return () => {
      live = false;
    };
  }, []);

  // The server's count settles races between the page's own count and a live event (a notification
  // written just before the count was read, then pushed after it, was counted twice).
  const recountTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const recount = useCallback(() => {
    void fetchUnreadCount().then((r) => {
      if (r.ok) setUnreadCount(r.body.unread_count);
    });
  }, []);
  useEffect(() => () => clearTimeout(recountTimer.current), []);

  useRealtimeEvent("notification:new", (notification) => {
    // A count above 1 is an unread notification that took one more event: no new unread one.
    if (notification.count <= 1) setUnreadCount((n) => n + 1);
    clearTimeout(recountTimer.current);
    recountTimer.current = setTimeout(recount, 500);
    if (isAboutOpenThread(notification)) return;
    const open = () => navigate(notificationTarget(notification.link));
    const onNotificationsTab = pathname === "/inbox" && new URLSearchParams(window.location.search).get("tab") === "notifications";
    if (settings.current.push_notifications && !onNotificationsTab && !quietTypes.has(notification.type)) {
      toast(notification.title, "primary", { action: { text: "View", onClick: open } });
    }
    if (settings.current.desktop_notifications) showDesktopNotification(notification, open);
  });
  useRealtimeEvent("notification:read", (event) => setUnreadCount(event.unread_count));
  // Whatever happened between the page load and the socket (or while it was reconnecting) is counted again.
  useRealtimeEvent("ready", recount);

  const settingsChanged = useCallback((next: CommunicationSettingsView) => {
    settings.current = next;
  }, []);
  const value = useMemo(() => ({ unreadCount, setUnreadCount, settingsChanged, quietTypes }), [unreadCount, settingsChanged, quietTypes]);
  return <NotificationCenterContext.Provider value={value}>{children}</NotificationCenterContext.Provider>;
}
