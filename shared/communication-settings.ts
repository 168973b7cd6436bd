// SPEC's Inbox › Settings: six switches, their defaults, and the API's snake_case shape.

export interface CommunicationSettingsView {
  allow_messages_from_connections: boolean;
  allow_messages_from_anyone: boolean;
  show_online_status: boolean;
  email_notifications: boolean;
  push_notifications: boolean;
  desktop_notifications: boolean;
}

export const COMMUNICATION_SETTINGS_DEFAULTS: CommunicationSettingsView = {
  allow_messages_from_connections: true,
  allow_messages_from_anyone: false,
  show_online_status: true,
  email_notifications: true,
  push_notifications: true,
  desktop_notifications: false,
};

export const COMMUNICATION_SETTING_KEYS = Object.keys(COMMUNICATION_SETTINGS_DEFAULTS) as (keyof CommunicationSettingsView)[];
