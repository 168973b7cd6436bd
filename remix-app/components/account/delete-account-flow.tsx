import { Alert, Button, Callout, Dialog, DialogBody, FormGroup, InputGroup } from "@blueprintjs/core";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/shell/toaster";
import { useSubmitSettled } from "~/components/common/use-submit-settled";

export const DELETE_CONFIRM_FIRST = "Are you sure you want to delete your account? This action cannot be undone.";
export const DELETE_CONFIRM_FINAL =
  "Final confirmation: All your data, applications, and posts will be permanently deleted. Continue?";

type Result = { intent: string; ok: false; error: string; codeSent?: boolean };

/**
 * SPEC §5: two confirmations, then the server deletes and redirects to / with the flash. The final
 * one asks for the password again (and, with 2FA on, the code the server emails for this step), so
 * a borrowed session cannot delete the account.
 */
export function DeleteAccountFlow({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const fetcher = useFetcher<Result>();
  const toast = useToast();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<{ intent: "danger" | "primary"; text: string } | null>(null);
  const busy = fetcher.state !== "idle";

  useSubmitSettled(fetcher.state, () => {
    // Success is a redirect away from this page; landing here means it was refused or failed.
    const data = fetcher.data;
    if (data?.codeSent) return setNotice({ intent: "primary", text: data.error });
    setNotice({ intent: "danger", text: data?.error ?? "Failed to delete account" });
    toast(data?.error ?? "Failed to delete account", "danger");
  });

  const close = () => {
    if (busy) return;
    setStep(0);
    setPassword("");
    setCode("");
    setNotice(null);
  };
  const submit = (withCode: boolean) =>
    fetcher.submit({ intent: "delete-account", password, ...(withCode ? { otp_code: code } : {}) }, { method: "post" });

  return (
    <>
      <Button intent="danger" icon="trash" text="Delete Account" onClick={() => setStep(1)} loading={busy} />
      <Alert
        isOpen={step === 1}
        intent="danger"
        icon="warning-sign"
        cancelButtonText="Cancel"
        confirmButtonText="Yes, delete my account"
        onCancel={() => setStep(0)}
        onConfirm={() => setStep(2)}
      >
        <p>{DELETE_CONFIRM_FIRST}</p>
      </Alert>
      <Dialog isOpen={step === 2} onClose={close} title="Delete Account" icon="trash" className="vets-dialog-narrow">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit(twoFactorEnabled);
          }}
        >
          <DialogBody>
            <p>{DELETE_CONFIRM_FINAL}</p>
            {notice && (
              <Callout
                intent={notice.intent}
                icon={notice.intent === "danger" ? "error" : "envelope"}
                role="alert"
                className="vets-form-error"
              >
                {notice.text}
              </Callout>
            )}
            <FormGroup label="Your password" labelFor="delete-password" helperText="Enter it again to confirm it is you.">
              <InputGroup
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onValueChange={setPassword}
                required
                autoFocus
              />
            </FormGroup>
            {twoFactorEnabled && (
              <FormGroup
                label="Verification code"
                labelFor="delete-code"
                helperText="Two-factor authentication is on: we email you a 6-digit code for this step."
              >
                <div className="vets-row">
                  <InputGroup
                    id="delete-code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onValueChange={(v) => setCode(v.replace(/\D/g, ""))}
                  />
                  <Button text="Email me a code" icon="envelope" disabled={!password || busy} onClick={() => submit(false)} />
                </div>
              </FormGroup>
            )}
          </DialogBody>
          <CancelFooter onCancel={close} busy={busy}>
            <Button
              type="submit"
              intent="danger"
              icon="trash"
              text="Delete Everything"
              loading={busy}
              disabled={!password || (twoFactorEnabled && code.length !== 6)}
            />
          </CancelFooter>
        </form>
      </Dialog>
    </>
  );
}
