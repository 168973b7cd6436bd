import type { CommunicationSettingsView } from "@shared/communication-settings";
import type { NotificationPage } from "@shared/notifications";
import { apiCall } from "~/components/common/api-call";

export { apiCall, type CallResult } from "~/components/common/api-call";

export const fetchNotifications = (skip: number, limit: number, unreadOnly = false) =>
  apiCall<NotificationPage>(`/api/notifications?skip=${skip}&limit=${limit}${unreadOnly ? "&unread=true" : ""}`);

export const fetchUnreadCount = () => apiCall<{ unread_count: number }>("/api/notifications/unread-count");

export const markNotificationRead = (id: number) =>
  apiCall<{ unread_count: number }>(`/api/notifications/${id}/read`, { method: "POST" });

export const markAllNotificationsRead = () =>
  apiCall<{ unread_count: number }>("/api/notifications/read-all", { method: "POST" });

export const fetchCommunicationSettings = () => apiCall<CommunicationSettingsView>("/api/communication-settings");

export const saveCommunicationSettings = (settings: CommunicationSettingsView) =>
  apiCall<CommunicationSettingsView>("/api/communication-settings", { method: "PUT", json: settings });
