import { DESKTOP_UA_TOKEN } from "@shared/desktop-api";
import type { DesktopStartState } from "@shared/views/shell";
import { getCommunicationSettings } from "~/domain/communication/settings.server";
import { countUnread } from "~/domain/notifications/notification-center.server";

/**
 * Whether the request comes from the desktop shell (its user-agent token). Used only to decide
 * which extras a page loads for the shell — never for authorisation: anyone can send the token.
 */
export function isDesktopClient(request: Request): boolean {
  const ua = request.headers.get("User-Agent") ?? "";
  return ua.includes(` ${DESKTOP_UA_TOKEN}/`);
}

export type { DesktopStartState };

/** What the shell needs on each page load, read for the signed-in user only. */
export async function desktopStartState(userId: number): Promise<DesktopStartState> {
  const [unread, settings] = await Promise.all([
    countUnread(userId),
    getCommunicationSettings(userId),
  ]);
  return { unread_count: unread, desktop_notifications: settings.desktop_notifications };
}
