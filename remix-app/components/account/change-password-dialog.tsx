import { Button, Callout, Dialog, DialogBody, FormGroup, InputGroup } from "@blueprintjs/core";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { PASSWORD_MIN_LENGTH } from "@shared/schemas/auth";
import { useToast } from "~/components/shell/toaster";
import { useSubmitSettled } from "~/components/common/use-submit-settled";

type Result = { intent: string; ok: true; message: string } | { intent: string; ok: false; error: string };

const EMPTY = { current: "", next: "", confirm: "" };

/** Current + new password; the server signs out every other session on success. */
export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const fetcher = useFetcher<Result>();
  const toast = useToast();
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";

  function close() {
    if (busy) return;
    setFields(EMPTY);
    setError(null);
    onClose();
  }

  useSubmitSettled(fetcher.state, () => {
    const data = fetcher.data;
    if (data?.ok) {
      toast(data.message, "success");
      setFields(EMPTY);
      setError(null);
      onClose();
    } else {
      setError(data && !data.ok ? data.error : "Failed to change password");
    }
  });

  function submit() {
    if (fields.next !== fields.confirm) {
      setError("New passwords do not match");
      return;
    }
    setError(null);
    fetcher.submit(
      { intent: "change-password", current_password: fields.current, new_password: fields.next },
      { method: "post" },
    );
  }

  const field = (key: keyof typeof EMPTY, id: string, autoComplete: string) => ({
    id,
    type: "password",
    autoComplete,
    value: fields[key],
    onValueChange: (v: string) => setFields((f) => ({ ...f, [key]: v })),
  });

  return (
    <Dialog isOpen={isOpen} onClose={close} title="Change Password" icon="key" className="vets-dialog-narrow">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          {error && (
            <Callout intent="danger" icon="error" role="alert" className="vets-form-error">
              {error}
            </Callout>
          )}
          <FormGroup label="Current password" labelFor="current-password">
            <InputGroup {...field("current", "current-password", "current-password")} required autoFocus />
          </FormGroup>
          <FormGroup label="New password" labelFor="new-password" helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
            <InputGroup {...field("next", "new-password", "new-password")} required minLength={PASSWORD_MIN_LENGTH} />
          </FormGroup>
          <FormGroup label="Confirm new password" labelFor="confirm-password">
            <InputGroup {...field("confirm", "confirm-password", "new-password")} required />
          </FormGroup>
          <p className="vets-muted">You stay signed in here; every other device and app session is signed out.</p>
        </DialogBody>
        <CancelFooter onCancel={close} busy={busy}>
          <Button
            type="submit"
            intent="primary"
            text="Change Password"
            loading={busy}
            disabled={!fields.current || !fields.next || !fields.confirm}
          />
        </CancelFooter>
      </form>
    </Dialog>
  );
}
