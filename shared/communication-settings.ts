// SPEC's Inbox › Settings: six switches and the email kinds' switches, their defaults, and the API's snake_case shape.

export interface CommunicationSettingsView {
  allow_messages_from_connections: boolean;
  allow_messages_from_anyone: boolean;
  show_online_status: boolean;
  email_notifications: boolean;
  push_notifications: boolean;
  desktop_notifications: boolean;
  /** Email kinds that can be switched off (shared/email-kinds.ts); account emails are always sent. */
  email_job_alerts: boolean;
  email_application_sent: boolean;
  email_decisions: boolean;
  email_drafts_waiting: boolean;
  email_billing: boolean;
}

export const COMMUNICATION_SETTINGS_DEFAULTS: CommunicationSettingsView = {
  allow_messages_from_connections: true,
  allow_messages_from_anyone: false,
  show_online_status: true,
  email_notifications: true,
  push_notifications: true,
  desktop_notifications: false,
  email_job_alerts: true,
  email_application_sent: true,
  email_decisions: true,
  email_drafts_waiting: true,
  email_billing: true,
};

export const COMMUNICATION_SETTING_KEYS = Object.keys(COMMUNICATION_SETTINGS_DEFAULTS) as (keyof CommunicationSettingsView)[];
