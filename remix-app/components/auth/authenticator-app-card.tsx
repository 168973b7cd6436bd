import { Button, Callout, Card, FormGroup, InputGroup, Tag } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CodeInput } from "~/components/auth/code-input";
import { useToast } from "~/components/shell/toaster";
import type { TwoFactorActionData } from "~/routes/two-factor-auth";

/**
 * An authenticator app: set up from a QR code (or the secret typed in), turned on with its first
 * code, which shows ten recovery codes once; turned off with the password and a current code.
 */
export function AuthenticatorAppCard({ on, recoveryCodesLeft }: { on: boolean; recoveryCodesLeft: number }) {
  const fetcher = useFetcher<TwoFactorActionData>();
  const toast = useToast();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [offCode, setOffCode] = useState("");
  const [turningOff, setTurningOff] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const busy = fetcher.state !== "idle";
  const data = fetcher.data;
  const setup = data && data.intent === "totp-setup" && "qr" in data ? data : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data;
    if ("error" in result) toast(result.error, "danger");
    else if ("recovery_codes" in result) {
      setRecoveryCodes(result.recovery_codes);
      setCode("");
      toast(result.message, "success");
    } else if (result.intent === "totp-disable" && "message" in result) {
      toast(result.message, "success");
      setTurningOff(false);
      setPassword("");
      setOffCode("");
    }
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <Card elevation={1} className="vets-stack">
      <h2 style={{ margin: 0 }}>Authenticator app</h2>
      <div className="vets-row">
        <strong>Status</strong>
        <Tag intent={on ? "success" : "none"} size="large" icon={on ? "mobile-phone" : "unlock"}>
          {on ? "On" : "Off"}
        </Tag>
        {on && <span className="vets-muted">{recoveryCodesLeft} recovery codes left</span>}
      </div>

      {recoveryCodes && (
        <Callout intent="warning" icon="key" title="Your recovery codes (shown once)">
          <p>Each signs you in once if you lose your phone. Save or print them now; they are not shown again.</p>
          <ol aria-label="Recovery codes" className="vets-recovery-codes" style={{ columns: 2, fontFamily: "monospace", fontSize: 15 }}>
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
          <Button text="I have saved them" onClick={() => setRecoveryCodes(null)} />
        </Callout>
      )}

      {!on && !setup && (
        <>
          <p>Use an app such as Google Authenticator, 1Password or Authy. It gives a new 6-digit code every 30 seconds, even offline.</p>
          <Button intent="primary" icon="mobile-phone" text="Set up authenticator app" loading={busy} onClick={() => fetcher.submit({ intent: "totp-setup" }, { method: "post" })} />
        </>
      )}

      {!on && setup && (
        <div className="vets-stack">
          <p>Scan this QR code with your authenticator app, or type the key in by hand.</p>
          <img src={setup.qr} alt="QR code for your authenticator app" width={220} height={220} style={{ background: "#fff", borderRadius: 4 }} />
          <FormGroup label="Setup key" labelFor="totp-secret">
            <InputGroup id="totp-secret" readOnly value={setup.secret} style={{ fontFamily: "monospace" }} />
          </FormGroup>
          <p>Then enter the 6-digit code the app shows.</p>
          <CodeInput value={code} onChange={setCode} disabled={busy} />
          <Button intent="primary" text={busy ? "Processing..." : "Turn on authenticator app"} disabled={code.length !== 6 || busy} onClick={() => fetcher.submit({ intent: "totp-enable", code }, { method: "post" })} />
        </div>
      )}

      {on && !turningOff && <Button intent="danger" icon="unlock" text="Turn off authenticator app" onClick={() => setTurningOff(true)} />}
      {on && turningOff && (
        <div className="vets-stack">
          <FormGroup label="Current password" labelFor="totp-off-password">
            <InputGroup id="totp-off-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          </FormGroup>
          <FormGroup label="Code from your app, or a recovery code" labelFor="totp-off-code">
            <InputGroup id="totp-off-code" autoComplete="one-time-code" value={offCode} onChange={(e) => setOffCode(e.currentTarget.value)} />
          </FormGroup>
          <div className="vets-row">
            <Button
              intent="danger"
              text={busy ? "Processing..." : "Turn off"}
              disabled={!password || !offCode || busy}
              onClick={() => fetcher.submit({ intent: "totp-disable", password, otp_code: offCode }, { method: "post" })}
            />
            <Button variant="minimal" text="Cancel" onClick={() => setTurningOff(false)} />
          </div>
        </div>
      )}
    </Card>
  );
}
