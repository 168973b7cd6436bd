import type { CommunicationSettingsView } from "../../../shared/communication-settings";
import type { NotificationPage } from "../../../shared/notifications";

/** Browser calls to the notification and settings API with the session cookie; errors keep the server's detail. */
export interface CallResult<T> {
  ok: boolean;
  status: number;
  body: T & { detail?: string };
}

export async function apiCall<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<CallResult<T>> {
  try {
    const res = await fetch(path, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      credentials: "same-origin",
      headers: init.json !== undefined ? { "Content-Type": "application/json" } : undefined,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    let body = {} as T & { detail?: string };
    try {
      body = (await res.json()) as T & { detail?: string };
    } catch {
      // an empty or non-JSON answer
    }
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: {} as T & { detail?: string } };
  }
}

export const fetchNotifications = (skip: number, limit: number, unreadOnly = false) =>
  apiCall<NotificationPage>(`/api/notifications?skip=${skip}&limit=${limit}${unreadOnly ? "&unread=true" : ""}`);

export const fetchUnreadCount = () => apiCall<{ unread_count: number }>("/api/notifications/unread-count");

export const markNotificationRead = (id: number) => apiCall<{ unread_count: number }>(`/api/notifications/${id}/read`, { method: "POST" });

export const markAllNotificationsRead = () => apiCall<{ unread_count: number }>("/api/notifications/read-all", { method: "POST" });

export const fetchCommunicationSettings = () => apiCall<CommunicationSettingsView>("/api/communication-settings");

export const saveCommunicationSettings = (settings: CommunicationSettingsView) =>
  apiCall<CommunicationSettingsView>("/api/communication-settings", { method: "PUT", json: settings });
