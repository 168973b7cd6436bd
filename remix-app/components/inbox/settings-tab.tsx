import { Button, Callout, Card, Checkbox, Classes } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import type { CommunicationSettingsView } from "@shared/communication-settings";
import { useNotificationCenter } from "~/components/notifications/notification-center";
import { fetchCommunicationSettings, saveCommunicationSettings } from "~/components/notifications/notifications-client";
import { useToast } from "~/components/shell/toaster";
import { BlockedUsers } from "./blocked-users";

type Key = keyof CommunicationSettingsView;
interface Switch {
  key: Key;
  label: string;
  hint: string;
}

const MESSAGE_PREFERENCES: Switch[] = [
  { key: "allow_messages_from_connections", label: "Allow messages from connections", hint: "People you follow or who follow you, and employers you applied to." },
  { key: "allow_messages_from_anyone", label: "Allow messages from anyone", hint: "Anyone on the platform can start a conversation with you." },
  { key: "show_online_status", label: "Show when I'm online", hint: "Others see a green dot while you are here." },
];
const NOTIFICATION_SETTINGS: Switch[] = [
  { key: "email_notifications", label: "Email notifications for new messages", hint: "At most one email per conversation every 15 minutes while you are away." },
  { key: "push_notifications", label: "Push notifications", hint: "Pop-up alerts inside the app as things happen." },
  { key: "desktop_notifications", label: "Desktop notifications", hint: "Alerts from your browser while this tab is in the background." },
];

/** Email kinds a user can switch off (shared/email-kinds.ts); sign-in and security emails are always sent. */
const EMAIL_SETTINGS: Switch[] = [
  { key: "email_job_alerts", label: "Job alert emails", hint: "New jobs matching your saved searches, daily or weekly." },
  { key: "email_application_sent", label: "Application sent", hint: "A copy of each application as it goes to the employer." },
  { key: "email_decisions", label: "Employer decisions", hint: "When an employer moves you to interview, makes an offer or decides not to proceed." },
  { key: "email_drafts_waiting", label: "Auto-apply drafts waiting", hint: "One email per auto-apply run with drafts to review." },
  { key: "email_billing", label: "Payments and plan", hint: "Receipts, renewals and failed payments." },
];

type Permission = NotificationPermission | "unsupported";

function browserPermission(): Permission {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** Inbox › Settings: SPEC's 'Communication Settings': six switches in two groups and the email kinds, saved with 'Save Settings'. */
export function SettingsTab(_props: { userId: number }) {
  const [saved, setSaved] = useState<CommunicationSettingsView | null>(null);
  const [draft, setDraft] = useState<CommunicationSettingsView | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [permission, setPermission] = useState<Permission>("default");
  const { settingsChanged } = useNotificationCenter();
  const toast = useToast();

  const load = async () => {
    setFailed(false);
    const r = await fetchCommunicationSettings();
    if (!r.ok) {
      setFailed(true);
      toast("Failed to load settings", "danger");
      return;
    }
    setSaved(r.body);
    setDraft(r.body);
  };

  useEffect(() => {
    setPermission(browserPermission());
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once on mount
  }, []);

  const toggle = async (key: Key, on: boolean) => {
    setDraft((d) => (d ? { ...d, [key]: on } : d));
    // The browser asks only in answer to the user's own click, so ask as they turn it on.
    if (key === "desktop_notifications" && on && typeof Notification !== "undefined" && Notification.permission === "default") {
      setPermission(await Notification.requestPermission());
    }
  };

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    const r = await saveCommunicationSettings(draft);
    setSaving(false);
    if (!r.ok) return toast(r.body.detail ?? "Failed to save settings", "danger");
    setSaved(r.body);
    setDraft(r.body);
    settingsChanged(r.body);
    toast("Settings saved successfully!", "success");
  };

  const dirty = saved !== null && draft !== null && (Object.keys(saved) as Key[]).some((k) => saved[k] !== draft[k]);

  const group = (title: string, switches: Switch[]) => (
    <div className="vets-settings-group" role="group" aria-label={title}>
      <h3>{title}</h3>
      {switches.map((s) => (
        <Checkbox
          key={s.key}
          checked={draft?.[s.key] ?? false}
          disabled={!draft}
          className={draft ? undefined : Classes.SKELETON}
          onChange={(e) => void toggle(s.key, e.currentTarget.checked)}
          labelElement={
            <>
              {s.label}
              <span className="vets-settings-hint">{s.hint}</span>
            </>
          }
        />
      ))}
    </div>
  );

  return (
    <>
      <Card className="vets-inbox-panel" elevation={0} style={{ padding: 0 }}>
        <div className="vets-inbox-panel-head">
          <div>
            <h2>Communication Settings</h2>
            <p>Choose who can reach you and how you hear about new activity.</p>
          </div>
        </div>
        {failed ? (
          <Callout intent="danger" icon="error" title="Failed to load settings" style={{ margin: 20 }}>
            <p>Your settings could not be loaded just now.</p>
            <Button icon="refresh" text="Retry" onClick={() => void load()} />
          </Callout>
        ) : (
          <div className="vets-settings-groups">
            {group("Message Preferences", MESSAGE_PREFERENCES)}
            {group("Notification Settings", NOTIFICATION_SETTINGS)}
            {group("Emails", EMAIL_SETTINGS)}
          </div>
        )}
        {draft?.desktop_notifications && permission === "denied" && (
          <Callout intent="warning" icon="warning-sign" style={{ margin: "0 20px 16px", width: "auto" }}>
            Your browser blocks notifications from this site. Allow them in the browser's site settings to get desktop notifications.
          </Callout>
        )}
        {draft?.desktop_notifications && permission === "unsupported" && (
          <Callout intent="warning" icon="warning-sign" style={{ margin: "0 20px 16px", width: "auto" }}>
            This browser does not support desktop notifications.
          </Callout>
        )}
        <div className="vets-settings-foot">
          {dirty && <span className="vets-muted">You have unsaved changes</span>}
          <Button intent="primary" icon="floppy-disk" text="Save Settings" loading={saving} disabled={!draft} onClick={() => void save()} />
        </div>
      </Card>
      <div className="vets-settings-slot">
        <BlockedUsers />
      </div>
    </>
  );
}
