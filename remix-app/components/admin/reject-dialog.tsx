import { Button, Callout, Dialog, DialogBody, FormGroup, TextArea } from "@blueprintjs/core";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useEffect, useState } from "react";
import { REVIEW_TEXT_MAX } from "@shared/schemas/admin-review";
import type { ReviewDecision } from "./review-types";

interface Props {
  target: ReviewDecision | null;
  error: string | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const COPY = {
  employer: {
    title: "Reject employer",
    help: "The employer sees this on their dashboard as 'Reason for rejection' and in the email we send.",
    placeholder: "e.g. We could not verify the company's EIN against the business address given.",
  },
  verification: {
    title: "Reject verification request",
    help: "The veteran sees this on the Veteran Verification page and in the email we send, and can submit a new document.",
    placeholder: "e.g. The DD-214 is unreadable. Please upload a clearer scan of the Member-4 copy.",
  },
} as const;

/** Rejecting always needs a reason the user can act on. */
export function RejectDialog({ target, error, busy, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState("");
  useEffect(() => {
    if (target) setReason("");
  }, [target]);
  const copy = COPY[target?.kind ?? "employer"];
  const trimmed = reason.trim();
  return (
    <Dialog isOpen={target !== null} onClose={onClose} title={copy.title} icon="disable" className="vets-dialog-narrow">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed) onConfirm(trimmed);
        }}
      >
        <DialogBody>
          <p>
            You are rejecting <strong>{target?.name}</strong>.
          </p>
          {error && (
            <Callout intent="danger" icon="error" role="alert" className="vets-form-error">
              {error}
            </Callout>
          )}
          <FormGroup label="Reason for rejection" labelFor="reject-reason" labelInfo="(required)" helperText={copy.help}>
            <TextArea
              id="reject-reason"
              fill
              autoFocus
              rows={4}
              maxLength={REVIEW_TEXT_MAX}
              placeholder={copy.placeholder}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <CancelFooter onCancel={onClose} busy={busy}>
          <Button type="submit" intent="danger" icon="disable" text="Reject" loading={busy} disabled={!trimmed} />
        </CancelFooter>
      </form>
    </Dialog>
  );
}
