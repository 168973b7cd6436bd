import { z } from "zod";
import { COMMUNICATION_SETTINGS_DEFAULTS, type CommunicationSettingsView } from "@shared/communication-settings";
import { getDb, type DbTx } from "~/lib/db.server";
import { parseInput } from "~/lib/http.server";

const settingsSelect = {
  allowMessagesFromConnections: true,
  allowMessagesFromAnyone: true,
  showOnlineStatus: true,
  emailNotifications: true,
  pushNotifications: true,
  desktopNotifications: true,
  emailJobAlerts: true,
  emailApplicationSent: true,
  emailDecisions: true,
  emailDraftsWaiting: true,
  emailBilling: true,
} as const;

type SettingsRow = { [K in keyof typeof settingsSelect]: boolean };

function toView(row: SettingsRow): CommunicationSettingsView {
  return {
    allow_messages_from_connections: row.allowMessagesFromConnections,
    allow_messages_from_anyone: row.allowMessagesFromAnyone,
    show_online_status: row.showOnlineStatus,
    email_notifications: row.emailNotifications,
    push_notifications: row.pushNotifications,
    desktop_notifications: row.desktopNotifications,
    email_job_alerts: row.emailJobAlerts,
    email_application_sent: row.emailApplicationSent,
    email_decisions: row.emailDecisions,
    email_drafts_waiting: row.emailDraftsWaiting,
    email_billing: row.emailBilling,
  };
}

/** A user's communication settings; SPEC's defaults until they save (no row is written on read). */
export async function getCommunicationSettings(userId: number, tx: DbTx = getDb()): Promise<CommunicationSettingsView> {
  const row = await tx.communicationSettings.findUnique({ where: { userId }, select: settingsSelect });
  return row ? toView(row) : { ...COMMUNICATION_SETTINGS_DEFAULTS };
}

/** Settings of many users in one query (recipients of a message, members of a thread). */
export async function getCommunicationSettingsFor(userIds: readonly number[], tx: DbTx = getDb()): Promise<Map<number, CommunicationSettingsView>> {
  const rows = await tx.communicationSettings.findMany({ where: { userId: { in: [...new Set(userIds)] } }, select: { userId: true, ...settingsSelect } });
  const byUser = new Map(rows.map((row) => [row.userId, toView(row)]));
  for (const id of userIds) if (!byUser.has(id)) byUser.set(id, { ...COMMUNICATION_SETTINGS_DEFAULTS });
  return byUser;
}

const settingsInput = z
  .object({
    allow_messages_from_connections: z.boolean(),
    allow_messages_from_anyone: z.boolean(),
    show_online_status: z.boolean(),
    email_notifications: z.boolean(),
    push_notifications: z.boolean(),
    desktop_notifications: z.boolean(),
    email_job_alerts: z.boolean(),
    email_application_sent: z.boolean(),
    email_decisions: z.boolean(),
    email_drafts_waiting: z.boolean(),
    email_billing: z.boolean(),
  })
  .partial()
  .strict();

/** PUT: any subset of the switches (booleans only); the rest keep their saved or default value. */
export async function updateCommunicationSettings(userId: number, input: unknown): Promise<CommunicationSettingsView> {
  const patch = parseInput(settingsInput, input);
  const next = { ...(await getCommunicationSettings(userId)), ...patch };
  const data = {
    allowMessagesFromConnections: next.allow_messages_from_connections,
    allowMessagesFromAnyone: next.allow_messages_from_anyone,
    showOnlineStatus: next.show_online_status,
    emailNotifications: next.email_notifications,
    pushNotifications: next.push_notifications,
    desktopNotifications: next.desktop_notifications,
    emailJobAlerts: next.email_job_alerts,
    emailApplicationSent: next.email_application_sent,
    emailDecisions: next.email_decisions,
    emailDraftsWaiting: next.email_drafts_waiting,
    emailBilling: next.email_billing,
  };
  const row = await getDb().communicationSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data, select: settingsSelect });
  return toView(row);
}
