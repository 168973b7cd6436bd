import { Button, Callout, Card, FormGroup, InputGroup, Tag } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CodeInput } from "~/components/auth/code-input";
import { useToast } from "~/components/shell/toaster";
import type { TwoFactorActionData } from "~/routes/two-factor-auth";

/** SPEC §5 (2FA): the wording of twoFactorSendSchema, shown at the field before anything is sent. */
const EMAIL_REQUIRED = "Please enter your email address";

/** Emailed sign-in codes: on with a code; off with the password and a code (issue 54). */
export function EmailCodesCard({ email, enabled, enabledAt }: { email: string; enabled: boolean; enabledAt: string | null }) {
  const fetcher = useFetcher<TwoFactorActionData>();
  const toast = useToast();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [emailField, setEmailField] = useState(email);
  const busy = fetcher.state !== "idle";
  const verb = enabled ? "disable" : "enable";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const data = fetcher.data;
    if ("error" in data) {
      toast(data.error, "danger");
      return;
    }
    if (!("message" in data)) return;
    toast(data.message, "success");
    if (data.intent === "send") setCodeSent(true);
    else {
      setCodeSent(false);
      setCode("");
      setPassword("");
    }
  }, [fetcher.state, fetcher.data, toast]);

  const emailMissing = emailField.trim() === "";
  const sendCode = () => {
    if (!emailMissing) fetcher.submit({ intent: "send", email: emailField }, { method: "post" });
  };
  const ready = code.length === 6 && (!enabled || password.length > 0);

  return (
    <>
      <Card elevation={1} className="vets-stack" style={{ marginTop: 16 }}>
        <h2 style={{ margin: 0 }}>Codes by email</h2>
        <div className="vets-row">
          <strong>Status</strong>
          <Tag intent={enabled ? "success" : "none"} size="large" icon={enabled ? "lock" : "unlock"}>
            {enabled ? "Enabled" : "Disabled"}
          </Tag>
          {enabled && enabledAt && <span className="vets-muted">Enabled on {new Date(enabledAt).toLocaleDateString("en-US", { dateStyle: "medium" })}</span>}
        </div>
        <FormGroup label="Email" labelFor="tfa-email" intent={emailMissing ? "danger" : "none"} helperText={emailMissing ? EMAIL_REQUIRED : "Codes are sent to this address."}>
          <InputGroup id="tfa-email" name="email" type="email" value={emailField} onChange={(e) => setEmailField(e.currentTarget.value)} readOnly />
        </FormGroup>
        {!codeSent ? (
          <Button intent={enabled ? "danger" : "primary"} icon={enabled ? "unlock" : "lock"} text={enabled ? "Disable 2FA" : "Enable 2FA"} loading={busy} onClick={sendCode} />
        ) : (
          <div>
            <p>Enter the 6-digit code we sent to {email}. It expires in 5 minutes.</p>
            <CodeInput value={code} onChange={setCode} autoFocus disabled={busy} />
            {enabled && (
              <FormGroup label="Current password" labelFor="tfa-password" helperText="Turning 2FA off needs your password too.">
                <InputGroup id="tfa-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
              </FormGroup>
            )}
            <div className="vets-row">
              <Button
                intent={enabled ? "danger" : "primary"}
                text={busy ? "Processing..." : enabled ? "Disable 2FA" : "Enable 2FA"}
                disabled={!ready || busy}
                onClick={() => fetcher.submit({ intent: verb, otp_code: code, password }, { method: "post" })}
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
    </>
  );
}
