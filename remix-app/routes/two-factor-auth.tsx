import { Callout } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { factorChangeSchema, totpEnableSchema, twoFactorCodeSchema, twoFactorSendSchema } from "@shared/schemas/auth";
import { requirePageActor } from "~/domain/access/policy.server";
import { AuthenticatorAppCard } from "~/components/auth/authenticator-app-card";
import { EmailCodesCard } from "~/components/auth/email-codes-card";
import { enableAuthenticatorApp, otpauthQrDataUrl, setUpAuthenticatorApp } from "~/domain/accounts/authenticator-app.server";
import { secondFactorSummary, turnOffAuthenticatorApp } from "~/domain/accounts/factor-changes.server";
import { disableTwoFactor, enableTwoFactor, OWN_EMAIL_ONLY_MESSAGE, sendTwoFactorCode, twoFactorStatus } from "~/domain/accounts/two-factor.server";
import { invalid } from "~/lib/errors.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo, parseInput } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Two-Factor Authentication — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "manage-second-factors");
  const [status, factors] = await Promise.all([twoFactorStatus(auth.user.email), secondFactorSummary(auth.user.id)]);
  return { email: auth.user.email, status, factors };
}

export type TwoFactorActionData =
  | { intent: string; error: string }
  | { intent: "send" | "enable" | "disable" | "totp-disable"; message: string }
  | { intent: "totp-setup"; secret: string; otpauth_url: string; qr: string }
  | { intent: "totp-enable"; message: string; recovery_codes: string[] };

export async function action({ request, context }: ActionFunctionArgs): Promise<TwoFactorActionData> {
  const auth = await requirePageActor(request, "manage-second-factors");
  const form = await readFormFields(request);
  const user = auth.user;
  const email = user.email;
  const fail = (intent: string, error: string) => ({ intent, error });
  switch (form.intent) {
    case "send": {
      const r = await actionResult(() => {
        const typed = parseInput(twoFactorSendSchema, { email: form.email }).email;
        if (typed.toLowerCase() !== email.toLowerCase()) throw invalid(OWN_EMAIL_ONLY_MESSAGE);
        return sendTwoFactorCode(email, clientInfo(request, context), "settings");
      }, "Failed to send verification code");
      return r.ok ? { intent: "send", message: r.value.message } : fail("send", r.error);
    }
    case "enable": {
      const r = await actionResult(() => enableTwoFactor(email, parseInput(twoFactorCodeSchema, { email, otp_code: form.otp_code }).otp_code), "Failed to enable two-factor authentication");
      return r.ok ? { intent: "enable", message: r.value.message } : fail("enable", r.error);
    }
    case "disable": {
      const r = await actionResult(() => {
        const { otp_code } = parseInput(twoFactorCodeSchema, { email, otp_code: form.otp_code });
        return disableTwoFactor(user, { otp_code, password: form.password ?? "" });
      }, "Failed to disable two-factor authentication");
      return r.ok ? { intent: "disable", message: r.value.message } : fail("disable", r.error);
    }
    case "totp-setup": {
      const r = await actionResult(async () => {
        const setup = await setUpAuthenticatorApp(user);
        return { ...setup, qr: await otpauthQrDataUrl(setup.otpauth_url) };
      }, "Failed to start the authenticator app setup");
      return r.ok ? { intent: "totp-setup", ...r.value } : fail("totp-setup", r.error);
    }
    case "totp-enable": {
      const r = await actionResult(() => enableAuthenticatorApp(user.id, parseInput(totpEnableSchema, { code: form.code }).code), "Failed to turn on the authenticator app");
      return r.ok ? { intent: "totp-enable", ...r.value } : fail("totp-enable", r.error);
    }
    case "totp-disable": {
      const r = await actionResult(
        () => turnOffAuthenticatorApp(user, parseInput(factorChangeSchema, { password: form.password, otp_code: form.otp_code })),
        "Failed to turn off the authenticator app",
      );
      return r.ok ? { intent: "totp-disable", message: r.value.message } : fail("totp-disable", r.error);
    }
    default:
      return fail("unknown", "Unknown action");
  }
}

export default function TwoFactorPage() {
  const { email, status, factors } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="vets-page" style={{ maxWidth: 640 }}>
      <div className="vets-page-header">
        <div>
          <h1>Two-Factor Authentication</h1>
          <p>Add a second step to sign-in: a code from an authenticator app, or a 6-digit code sent to your email.</p>
        </div>
      </div>
      {(params.get("required") === "admin" || factors.admin_factor_required) && (
        <Callout intent="warning" icon="shield" title="Admin tools need a second factor" style={{ marginBottom: 16 }}>
          Turn on an authenticator app below, or add a passkey in Account Settings, to use the admin screens again.
        </Callout>
      )}
      <AuthenticatorAppCard on={factors.authenticator_app} recoveryCodesLeft={factors.recovery_codes_left} />
      <EmailCodesCard email={email} enabled={status.two_factor_enabled} enabledAt={status.enabled_at} />
    </div>
  );
}
