// What the shell shows to get attention: the dock/taskbar badge, the tray, native notifications.

/** SPEC §9: the unread badge shows 99+ above 99; nothing at zero. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > 99 ? "99+" : String(Math.floor(count));
}

export function trayTooltip(count: number): string {
  if (count <= 0) return "VetCareer — no unread notifications";
  return `VetCareer — ${badgeText(count)} unread`;
}

export interface NotifyContext {
  /** The window is focused (the user already sees the live update in place). */
  windowFocused: boolean;
  /** This computer's switch in the shell's settings. */
  enabledOnThisComputer: boolean;
  /** Electron's Notification.isSupported(). */
  supported: boolean;
  /** Ids shown recently, so a reconnect's replay does not notify twice. */
  recentlyShown: ReadonlySet<string>;
}

/**
 * Whether a native notification is shown. The account's "desktop notifications" switch is checked
 * by the page before it asks; the OS's do-not-disturb / focus modes then silence what we show
 * (Electron has no portable way to read them, and the OS applies them to every app's notices).
 */
export function shouldShowNativeNotification(kind: string, id: number, ctx: NotifyContext): boolean {
  if (!ctx.supported || !ctx.enabledOnThisComputer || ctx.windowFocused) return false;
  return !ctx.recentlyShown.has(`${kind}:${id}`);
}

/** Where a click on a notice takes the window: its link, or the inbox tab it belongs to. */
export function noticeTarget(notice: { kind: "notification" | "message"; link: string | null }): string {
  if (notice.link) return notice.link;
  return notice.kind === "message" ? "/inbox" : "/inbox?tab=notifications";
}

/** Keeps the last `max` keys, oldest out first. */
export function rememberShown(recent: Set<string>, key: string, max = 200): void {
  recent.add(key);
  while (recent.size > max) {
    const oldest = recent.values().next().value;
    if (oldest === undefined) break;
    recent.delete(oldest);
  }
}
