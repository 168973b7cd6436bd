import { Alert, Button } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/shell/toaster";
import { useSubmitSettled } from "~/components/common/use-submit-settled";

export const DELETE_CONFIRM_FIRST = "Are you sure you want to delete your account? This action cannot be undone.";
export const DELETE_CONFIRM_FINAL = "Final confirmation: All your data, applications, and posts will be permanently deleted. Continue?";

type Result = { intent: string; ok: false; error: string };

/** SPEC §5: two confirmations, then the server deletes and redirects to / with the flash. */
export function DeleteAccountFlow() {
  const fetcher = useFetcher<Result>();
  const toast = useToast();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const busy = fetcher.state !== "idle";

  useSubmitSettled(fetcher.state, () => {
    // Success is a redirect away from this page; landing here means it failed.
    setStep(0);
    toast(fetcher.data?.error ?? "Failed to delete account", "danger");
  });

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
      <Alert
        isOpen={step === 2}
        intent="danger"
        icon="trash"
        cancelButtonText="Cancel"
        confirmButtonText="Delete Everything"
        loading={busy}
        onCancel={() => setStep(0)}
        onConfirm={() => fetcher.submit({ intent: "delete-account" }, { method: "post" })}
      >
        <p>{DELETE_CONFIRM_FINAL}</p>
      </Alert>
    </>
  );
}
