import { Button, Callout, Card, FormGroup, InputGroup, Tag } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import { startRegistration } from "@simplewebauthn/browser";
import { useCallback, useEffect, useState } from "react";
import { useToast } from "~/components/shell/toaster";

interface PasskeyRow {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}
interface Summary {
  authenticator_app: boolean;
  recovery_codes_left: number;
  passkeys: PasskeyRow[];
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as T & { detail?: string };
  if (!res.ok) throw new Error(json.detail ?? "Something went wrong");
  return json;
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

/** Account Settings → Security: passkeys (add, name, remove) and the authenticator app's state. */
export function PasskeysCard() {
  const toast = useToast();
  const [summary, setSummary] = useState<Summary | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [newName, setNewName] = useState("");
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [removing, setRemoving] = useState<{ id: number; password: string; code: string; note: string | null } | null>(null);

  const reload = useCallback(async () => {
    try {
      setSummary(await call<Summary>("GET", "/api/auth/second-factors"));
      setLoadError(null);
    } catch (e) {
      setLoadError(e instanceof Error ? e.message : "Could not load your sign-in methods");
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  async function add() {
    setBusy(true);
    try {
      const options = await call<Parameters<typeof startRegistration>[0]["optionsJSON"]>("POST", "/api/auth/passkeys/register/options", {});
      const response = await startRegistration({ optionsJSON: options });
      await call("POST", "/api/auth/passkeys/register/verify", { response, name: newName.trim() });
      setNewName("");
      toast("Passkey added", "success");
      await reload();
    } catch (e) {
      toast(e instanceof Error && e.name === "NotAllowedError" ? "Adding the passkey was cancelled" : e instanceof Error ? e.message : "The passkey could not be added", "danger");
    } finally {
      setBusy(false);
    }
  }

  async function rename() {
    if (!renaming) return;
    try {
      await call("PATCH", `/api/auth/passkeys/${renaming.id}`, { name: renaming.name });
      setRenaming(null);
      await reload();
    } catch (e) {
      toast(e instanceof Error ? e.message : "Could not rename the passkey", "danger");
    }
  }

  async function remove() {
    if (!removing) return;
    try {
      await call("DELETE", `/api/auth/passkeys/${removing.id}`, { password: removing.password, otp_code: removing.code || undefined });
      setRemoving(null);
      toast("Passkey removed", "success");
      await reload();
    } catch (e) {
      setRemoving({ ...removing, note: e instanceof Error ? e.message : "Could not remove the passkey" });
    }
  }

  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Passkeys and authenticator app</h3>
      {loadError && <Callout intent="danger">{loadError}</Callout>}
      {summary && (
        <div className="vets-stack">
          <div className="vets-setting-row">
            <div>
              <strong>Authenticator app</strong>
              <p className="vets-muted">
                Codes from an app on your phone.{" "}
                <Tag minimal intent={summary.authenticator_app ? "success" : "none"}>
                  {summary.authenticator_app ? `On · ${summary.recovery_codes_left} recovery codes left` : "Off"}
                </Tag>
              </p>
            </div>
            <Link to="/two-factor-auth">{summary.authenticator_app ? "Turn off" : "Turn on"} on the 2FA page</Link>
          </div>
          <strong>Passkeys</strong>
          <p className="vets-muted">A passkey signs you in with your device&apos;s fingerprint, face or PIN, with no password or code.</p>
          {summary.passkeys.length === 0 && <p>No passkeys yet.</p>}
          <ul aria-label="Your passkeys" style={{ listStyle: "none", padding: 0, margin: 0 }} className="vets-stack">
            {summary.passkeys.map((p) => (
              <li key={p.id} className="vets-setting-row">
                {renaming?.id === p.id ? (
                  <InputGroup aria-label="Passkey name" value={renaming.name} onChange={(e) => setRenaming({ id: p.id, name: e.currentTarget.value })} />
                ) : (
                  <div>
                    <strong>{p.name}</strong>
                    <p className="vets-muted">
                      Added {day(p.created_at)}
                      {p.last_used_at ? ` · last used ${day(p.last_used_at)}` : " · not used yet"}
                    </p>
                  </div>
                )}
                <div className="vets-row">
                  {renaming?.id === p.id ? (
                    <Button text="Save name" intent="primary" disabled={!renaming.name.trim()} onClick={() => void rename()} />
                  ) : (
                    <Button text="Rename" icon="edit" onClick={() => setRenaming({ id: p.id, name: p.name })} />
                  )}
                  <Button text="Remove" icon="trash" intent="danger" variant="minimal" onClick={() => setRemoving({ id: p.id, password: "", code: "", note: null })} />
                </div>
              </li>
            ))}
          </ul>
          {removing && (
            <div className="vets-stack" role="group" aria-label="Remove passkey">
              <FormGroup label="Current password" labelFor="passkey-remove-password">
                <InputGroup id="passkey-remove-password" type="password" value={removing.password} onChange={(e) => setRemoving({ ...removing, password: e.currentTarget.value })} />
              </FormGroup>
              <FormGroup
                label="Verification code"
                labelFor="passkey-remove-code"
                helperText={summary.authenticator_app ? "From your authenticator app, or a recovery code." : "Leave empty and press Remove to get a code by email."}
              >
                <InputGroup id="passkey-remove-code" value={removing.code} onChange={(e) => setRemoving({ ...removing, code: e.currentTarget.value.trim() })} />
              </FormGroup>
              {removing.note && <Callout intent="warning">{removing.note}</Callout>}
              <div className="vets-row">
                <Button intent="danger" text="Remove passkey" disabled={!removing.password} onClick={() => void remove()} />
                <Button variant="minimal" text="Cancel" onClick={() => setRemoving(null)} />
              </div>
            </div>
          )}
          <FormGroup label="New passkey name" labelFor="passkey-name" helperText="For example: Work laptop, Phone.">
            <InputGroup id="passkey-name" value={newName} maxLength={60} onChange={(e) => setNewName(e.currentTarget.value)} />
          </FormGroup>
          <Button icon="add" intent="primary" text="Add a passkey" loading={busy} disabled={!newName.trim()} onClick={() => void add()} />
        </div>
      )}
    </Card>
  );
}
