import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { DESKTOP_SHORTCUTS, type DesktopNotice, type VetsDesktopApi } from "@shared/desktop-api";
import { navItemsFor } from "@shared/navigation";
import type { NotificationView, ServerToClientEvents } from "@shared/realtime-events";
import type { Role } from "@shared/roles";
import { useRealtimeEvent } from "~/components/realtime/realtime-provider";

/** The shell's API, present only inside the desktop app and only after hydration. */
export function useDesktopApi(): VetsDesktopApi | null {
  const [api, setApi] = useState<VetsDesktopApi | null>(null);
  useEffect(() => setApi(window.vetsDesktop ?? null), []);
  return api;
}

type NoticeEvent = keyof ServerToClientEvents;

interface NoticeSource<E extends NoticeEvent = NoticeEvent> {
  event: E;
  /** The native notice for one live event; null when it should not raise one. */
  toNotice: (...args: Parameters<ServerToClientEvents[E]>) => DesktopNotice | null;
}

function source<E extends NoticeEvent>(event: E, toNotice: NoticeSource<E>["toNotice"]): NoticeSource {
  return { event, toNotice } as unknown as NoticeSource;
}

/**
 * The live events that raise a native notification and count towards the badge. A direct message
 * already arrives here as a `message` notification linking to `/inbox?thread={id}`, so listening to
 * `message:new` as well would announce it twice.
 */
export const DESKTOP_NOTICE_SOURCES: readonly NoticeSource[] = [
  source("notification:new", (n: NotificationView) => ({ kind: "notification", id: n.id, title: n.title, body: n.body, link: safeInAppLink(n.link) })),
];

/** Only in-app paths travel to the shell (it checks again). */
export function safeInAppLink(link: string | null): string | null {
  return link && /^\/(?![/\\])/.test(link) ? link : null;
}

/** The menu's role-dependent shortcuts, resolved for this user; other paths pass through. */
export function resolveDesktopPath(path: string, role: Role): string | null {
  if (path === DESKTOP_SHORTCUTS.search) return role === "employer" ? "/employer/veterans/search" : "/jobs";
  const screen = /^\/__desktop\/screen\/([1-9])$/.exec(path);
  if (screen) return navItemsFor(role)[Number(screen[1]) - 1]?.to ?? null;
  if (path.startsWith("/__desktop/")) return null;
  return safeInAppLink(path);
}

function NoticeListener({ source: s, onNotice }: { source: NoticeSource; onNotice: (notice: DesktopNotice | null) => void }) {
  useRealtimeEvent(s.event, ((...args: unknown[]) => onNotice((s.toNotice as (...a: unknown[]) => DesktopNotice | null)(...args))) as ServerToClientEvents[NoticeEvent]);
  return null;
}

interface DesktopBridgeProps {
  role: Role;
  /** From the root loader when the request came from the shell; null in a browser. */
  start: { unread_count: number; desktop_notifications: boolean } | null;
}

/**
 * Connects the shared UI to the desktop shell when it runs inside it: the unread badge (the
 * server's count, plus live notifications), native notifications when the user's "desktop
 * notifications" switch is on, and in-app navigation from notification clicks, deep links and the
 * menu's shortcuts. Uses the tab's one socket; renders nothing.
 */
export function DesktopBridge({ role, start }: DesktopBridgeProps) {
  const api = useDesktopApi();
  const navigate = useNavigate();
  const unread = useRef(start?.unread_count ?? 0);
  const serverCount = start?.unread_count;
  const notificationsOn = start?.desktop_notifications ?? false;

  useEffect(() => {
    if (!api) return;
    if (serverCount !== undefined) unread.current = serverCount;
    api.setUnreadCount(unread.current);
  }, [api, serverCount]);

  useEffect(() => {
    if (!api) return;
    return api.onNavigate((path) => {
      const target = resolveDesktopPath(path, role);
      if (target) navigate(target);
    });
  }, [api, navigate, role]);

  const onNotice = useCallback(
    (notice: DesktopNotice | null) => {
      if (!api || !notice) return;
      unread.current += 1;
      api.setUnreadCount(unread.current);
      if (notificationsOn) api.notify(notice);
    },
    [api, notificationsOn],
  );

  if (!api) return null;
  return (
    <>
      {DESKTOP_NOTICE_SOURCES.map((s) => (
        <NoticeListener key={s.event} source={s} onNotice={onNotice} />
      ))}
    </>
  );
}
