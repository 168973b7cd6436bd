import { Button, Callout, Card, FormGroup, InputGroup, Tag } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { twoFactorCodeSchema, twoFactorSendSchema } from "@shared/schemas/auth";
import { requirePageActor } from "~/domain/access/policy.server";
import { CodeInput } from "~/components/auth/code-input";
import { useToast } from "~/components/shell/toaster";
import { disableTwoFactor, enableTwoFactor, sendTwoFactorCode, twoFactorStatus } from "~/domain/accounts/two-factor.server";
import { invalid } from "~/lib/errors.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo, parseInput } from "~/lib/http.server";

/** SPEC §5 (2FA): the wording of twoFactorSendSchema, shown at the field before anything is sent. */
const EMAIL_REQUIRED = "Please enter your email address";
const TWO_FACTOR_OWN_EMAIL = "Codes are sent to the email of the account you are signed in with";

export const meta: MetaFunction = () => [{ title: "Two-Factor Authentication — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "use-account");
  return { email: auth.user.email, status: await twoFactorStatus(auth.user.email) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "use-account");
  const form = await readFormFields(request);
  // The page acts on the signed-in account only: the email field (SPEC §2) must be filled and name it.
  const email = auth.user.email;
  switch (form.intent) {
    case "send": {
      const r = await actionResult(() => {
        const typed = parseInput(twoFactorSendSchema, { email: form.email }).email;
        if (typed.toLowerCase() !== email.toLowerCase()) throw invalid(TWO_FACTOR_OWN_EMAIL);
        return sendTwoFactorCode(email, clientInfo(request, context));
      }, "Failed to send verification code");
      return r.ok ? { intent: "send", message: r.value.message } : { intent: "send", error: r.error };
    }
    case "enable":
    case "disable": {
      const input = { email, otp_code: form.otp_code };
      const fallback = `Failed to ${form.intent} two-factor authentication`;
      const r = await actionResult(() => {
        const { otp_code } = parseInput(twoFactorCodeSchema, input);
        return form.intent === "enable" ? enableTwoFactor(email, otp_code) : disableTwoFactor(email, otp_code);
      }, fallback);
      return r.ok ? { intent: form.intent, message: r.value.message } : { intent: form.intent, error: r.error };
    }
    default:
      return { intent: "unknown", error: "Unknown action" };
  }
}

export default function TwoFactorPage() {
  const { email, status } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const busy = fetcher.state !== "idle";
  const enabled = status.two_factor_enabled;
  const verb = enabled ? "disable" : "enable";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const data = fetcher.data;
    if ("error" in data && data.error) {
      toast(data.error, "danger");
      return;
    }
    if (!("message" in data) || !data.message) return;
    toast(data.message, "success");
    if (data.intent === "send") setCodeSent(true);
    else {
      setCodeSent(false);
      setCode("");
    }
  }, [fetcher.state, fetcher.data, toast]);

  const [emailField, setEmailField] = useState(email);
  const emailMissing = emailField.trim() === "";
  const sendCode = () => {
    if (!emailMissing) fetcher.submit({ intent: "send", email: emailField }, { method: "post" });
  };

  return (
    <div className="vets-page" style={{ maxWidth: 640 }}>
      <div className="vets-page-header">
        <div>
          <h1>Two-Factor Authentication</h1>
          <p>Add a second step to sign-in: a 6-digit code sent to your email.</p>
        </div>
      </div>
      <Card elevation={1} className="vets-stack">
        <div className="vets-row">
          <strong>Status</strong>
          <Tag intent={enabled ? "success" : "none"} size="large" icon={enabled ? "lock" : "unlock"}>
            {enabled ? "Enabled" : "Disabled"}
          </Tag>
          {enabled && status.enabled_at && (
            <span className="vets-muted">Enabled on {new Date(status.enabled_at).toLocaleDateString("en-US", { dateStyle: "medium" })}</span>
          )}
        </div>
        <FormGroup
          label="Email"
          labelFor="tfa-email"
          intent={emailMissing ? "danger" : "none"}
          helperText={emailMissing ? EMAIL_REQUIRED : "Codes are sent to this address."}
        >
          <InputGroup
            id="tfa-email"
            name="email"
            type="email"
            value={emailField}
            onChange={(e) => setEmailField(e.currentTarget.value)}
            intent={emailMissing ? "danger" : "none"}
            readOnly
          />
        </FormGroup>
        {!codeSent ? (
          <Button
            intent={enabled ? "danger" : "primary"}
            icon={enabled ? "unlock" : "lock"}
            text={enabled ? "Disable 2FA" : "Enable 2FA"}
            loading={busy}
            onClick={sendCode}
          />
        ) : (
          <div>
            <p>Enter the 6-digit code we sent to {email}. It expires in 5 minutes.</p>
            <CodeInput value={code} onChange={setCode} autoFocus disabled={busy} />
            <div className="vets-row">
              <Button
                intent={enabled ? "danger" : "primary"}
                text={busy ? "Processing..." : enabled ? "Disable 2FA" : "Enable 2FA"}
                disabled={code.length !== 6 || busy}
                onClick={() => fetcher.submit({ intent: verb, otp_code: code }, { method: "post" })}
              />
              <Button variant="minimal" icon="refresh" text="Resend Code" disabled={busy} onClick={sendCode} />
            </div>
          </div>
        )}
      </Card>
      {enabled && (
        <Callout intent="success" icon="shield" title="Security Active" style={{ marginTop: 16 }}>
          <ul style={{ margin: "8px 0 0", paddingLeft: 18 }}>
            <li>Verification codes are sent to {email} each time you sign in.</li>
            <li>Codes expire after 5 minutes and work once.</li>
            <li>You can disable two-factor authentication at any time.</li>
          </ul>
        </Callout>
      )}
    </div>
  );
}
