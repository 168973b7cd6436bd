import { Button, Card, Tag } from "@blueprintjs/core";
import { PasskeysCard } from "~/components/account/passkeys-card";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { withFlash } from "@shared/messages";
import { changeEmailSchema, changePasswordSchema } from "@shared/schemas/auth";
import { requirePageActor } from "~/domain/access/policy.server";
import { ChangeEmailDialog } from "~/components/account/change-email-dialog";
import { ChangePasswordDialog } from "~/components/account/change-password-dialog";
import { DeleteAccountFlow } from "~/components/account/delete-account-flow";
import { ExportDataButton } from "~/components/account/export-data-button";
import { SessionsCard } from "~/components/account/sessions-card";
import { endOtherSessions, endSession, listSessions } from "~/domain/accounts/sessions-list.server";
import { formatDate } from "~/components/common/format";
import { LinkButton } from "~/components/common/link-button";
import { changePassword } from "~/domain/accounts/change-password.server";
import { requestEmailChange } from "~/domain/accounts/email-change.server";
import { deleteAccount } from "~/domain/accounts/delete-account.server";
import { CODE_REQUIRED_MESSAGE } from "~/domain/accounts/two-factor.server";
import { accountSettingsFor } from "~/domain/accounts/account-settings.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, parseInput } from "~/lib/http.server";
import { clearSessionCookieHeader } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Account Settings — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "use-account");
  return { ...(await accountSettingsFor(auth.user)), email: auth.user.email, sessions: (await listSessions(auth.user.id, auth.sessionId)).sessions };
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "use-account");
  const form = await readFormFields(request);
  if (form.intent === "change-password") {
    const r = await actionResult(
      () => changePassword(auth.user.id, auth.sessionId, parseInput(changePasswordSchema, form)),
      "Failed to change password",
    );
    return r.ok ? { intent: "change-password", ok: true as const, message: r.value.message } : { intent: "change-password", ok: false as const, error: r.error };
  }
  if (form.intent === "change-email") {
    const r = await actionResult(() => requestEmailChange(auth.user.id, parseInput(changeEmailSchema, form)), "Failed to change email");
    return r.ok ? { intent: "change-email", ok: true as const, message: r.value.message } : { intent: "change-email", ok: false as const, error: r.error };
  }
  if (form.intent === "delete-account") {
    const r = await actionResult(() => deleteAccount(auth.user.id, { password: form.password, otp_code: form.otp_code }), "Failed to delete account");
    if (r.ok) throw redirect(withFlash("/", "account_deleted"), { headers: { "Set-Cookie": await clearSessionCookieHeader(request) } });
    // A call without the code (2FA on) emails one: the dialog says so instead of reporting a failure.
    return { intent: "delete-account", ok: false as const, error: r.error, codeSent: r.error === CODE_REQUIRED_MESSAGE };
  }
  if (form.intent === "end-session") {
    const r = await actionResult(() => endSession(auth.user.id, Number(form.session_id)), "Failed to sign out the session");
    return r.ok ? { intent: "end-session", ok: true as const, message: r.value.message } : { intent: "end-session", ok: false as const, error: r.error };
  }
  if (form.intent === "end-other-sessions") {
    const r = await actionResult(() => endOtherSessions(auth.user.id, auth.sessionId), "Failed to sign out the other sessions");
    return r.ok ? { intent: "end-other-sessions", ok: true as const, message: r.value.message } : { intent: "end-other-sessions", ok: false as const, error: r.error };
  }
  return { intent: "unknown", ok: false as const, error: "Unknown action" };
}

function SettingRow({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <div className="vets-setting-row">
      <div>
        <strong>{title}</strong>
        <p className="vets-muted">{text}</p>
      </div>
      <div className="vets-row">{children}</div>
    </div>
  );
}

export default function AccountSettingsPage() {
  const { mayDeleteAccount, passwordUpdatedAt, twoFactorEnabled, sessions, email } = useLoaderData<typeof loader>();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>Account Settings</h1>
          <p>Your data, your sign-in security and your account.</p>
        </div>
      </div>
      <div className="vets-stack">
        <Card elevation={1}>
          <h3 className="vets-card-title">Export Your Data</h3>
          <SettingRow
            title="Download a copy of your data"
            text="Your profile, applications, posts, messages and settings as a JSON file. Passwords and security codes are never included."
          >
            <ExportDataButton href="/account-settings/export" />
          </SettingRow>
        </Card>
        <Card elevation={1}>
          <h3 className="vets-card-title">Security</h3>
          <SettingRow title="Email" text={email}>
            <Button icon="envelope" text="Change Email" onClick={() => setEmailOpen(true)} />
          </SettingRow>
          <SettingRow title="Password" text={passwordUpdatedAt ? `Last changed ${formatDate(passwordUpdatedAt)}` : "Set when you registered"}>
            <Button icon="key" text="Change Password" onClick={() => setPasswordOpen(true)} />
          </SettingRow>
          <SettingRow
            title="Two-factor authentication"
            text={<>A 6-digit code by email each time you sign in. <Tag minimal intent={twoFactorEnabled ? "success" : "none"}>{twoFactorEnabled ? "Enabled" : "Disabled"}</Tag></>}
          >
            <LinkButton to="/two-factor-auth" icon="shield" text="Manage 2FA" />
          </SettingRow>
        </Card>
        <PasskeysCard />
        <SessionsCard sessions={sessions} />
        <Card elevation={1} className="vets-danger-zone">
          <h3 className="vets-card-title">Danger Zone</h3>
          {!mayDeleteAccount ? (
            <SettingRow title="Delete Account" text="Admin accounts cannot be deleted from the app.">
              {null}
            </SettingRow>
          ) : (
            <SettingRow title="Delete Account" text="Permanently delete your account, profile, applications and posts. This cannot be undone.">
              <DeleteAccountFlow twoFactorEnabled={twoFactorEnabled} />
            </SettingRow>
          )}
        </Card>
      </div>
      <ChangePasswordDialog isOpen={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <ChangeEmailDialog isOpen={emailOpen} onClose={() => setEmailOpen(false)} currentEmail={email} />
    </div>
  );
}
