import { Button, Callout, Dialog, DialogBody, FormGroup, InputGroup } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useSubmitSettled } from "~/components/common/use-submit-settled";

type Result = { intent: string; ok: true; message: string } | { intent: string; ok: false; error: string };

const EMPTY = { email: "", password: "" };

/** New address + password; the server emails a link to the new address, which must be opened before it takes effect. */
export function ChangeEmailDialog({ isOpen, onClose, currentEmail }: { isOpen: boolean; onClose: () => void; currentEmail: string }) {
  const fetcher = useFetcher<Result>();
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";

  function close() {
    if (busy) return;
    setFields(EMPTY);
    setError(null);
    setSent(null);
    onClose();
  }

  useSubmitSettled(fetcher.state, () => {
    const data = fetcher.data;
    if (data?.ok) {
      setSent(data.message);
      setFields(EMPTY);
      setError(null);
    } else {
      setError(data && !data.ok ? data.error : "Failed to change email");
    }
  });

  return (
    <Dialog isOpen={isOpen} onClose={close} title="Change Email" icon="envelope" className="vets-dialog-narrow">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          fetcher.submit({ intent: "change-email", new_email: fields.email, password: fields.password }, { method: "post" });
        }}
      >
        <DialogBody>
          {sent ? (
            <Callout intent="success" icon="envelope" role="status">
              {sent}
            </Callout>
          ) : (
            <>
              {error && (
                <Callout intent="danger" icon="error" role="alert" className="vets-form-error">
                  {error}
                </Callout>
              )}
              <p className="vets-muted">Now: {currentEmail}</p>
              <FormGroup label="New email" labelFor="new-email">
                <InputGroup
                  id="new-email"
                  type="email"
                  autoComplete="email"
                  value={fields.email}
                  onValueChange={(v) => setFields((f) => ({ ...f, email: v }))}
                  required
                  autoFocus
                />
              </FormGroup>
              <FormGroup label="Password" labelFor="change-email-password">
                <InputGroup
                  id="change-email-password"
                  type="password"
                  autoComplete="current-password"
                  value={fields.password}
                  onValueChange={(v) => setFields((f) => ({ ...f, password: v }))}
                  required
                />
              </FormGroup>
              <p className="vets-muted">We send a link to the new address. Your email changes when you open it.</p>
            </>
          )}
        </DialogBody>
        <CancelFooter onCancel={close} busy={busy} cancelText={sent ? "Done" : undefined}>
          {sent ? null : <Button type="submit" intent="primary" text="Send confirmation link" loading={busy} disabled={!fields.email || !fields.password} />}
        </CancelFooter>
      </form>
    </Dialog>
  );
}
