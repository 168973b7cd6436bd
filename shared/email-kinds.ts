// What an email is about. Account emails (sign-up link, codes, password and security notices,
// review results) are always sent; each other kind can be switched off in Communication Settings
// and by the unsubscribe link every such email carries (branch mail-alerts, decision 110).

export const SWITCHABLE_EMAIL_KINDS = ["alerts", "application-sent", "decision", "drafts-waiting", "billing"] as const;
export type SwitchableEmailKind = (typeof SWITCHABLE_EMAIL_KINDS)[number];
export type EmailKind = "account" | "messages" | SwitchableEmailKind;

/** The Communication Settings switch of each kind (the API's snake_case key). */
export const EMAIL_KIND_SETTING = {
  alerts: "email_job_alerts",
  "application-sent": "email_application_sent",
  decision: "email_decisions",
  "drafts-waiting": "email_drafts_waiting",
  billing: "email_billing",
} as const satisfies Record<SwitchableEmailKind, string>;

export type EmailKindSettingKey = (typeof EMAIL_KIND_SETTING)[SwitchableEmailKind];

/** How the settings screen and the unsubscribe page name each kind. */
export const EMAIL_KIND_LABEL: Record<SwitchableEmailKind, string> = {
  alerts: "Job alert emails",
  "application-sent": "Emails when an application is sent",
  decision: "Emails about employers' decisions",
  "drafts-waiting": "Emails when auto-apply drafts wait for review",
  billing: "Payment and plan emails",
};

export function isSwitchableEmailKind(kind: string): kind is SwitchableEmailKind {
  return (SWITCHABLE_EMAIL_KINDS as readonly string[]).includes(kind);
}
