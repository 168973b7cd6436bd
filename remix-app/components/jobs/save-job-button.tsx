import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { apiCall } from "~/components/common/api-call";
import { useToast } from "~/components/shell/toaster";

interface Props {
  jobId: number;
  saved: boolean;
  /** Called with the new state once the server kept it (the Saved jobs screen drops the card). */
  onChange?: (saved: boolean) => void;
}

/** Save / Saved toggle for a veteran: a real button with aria-pressed, so keyboard and screen readers use it. */
export function SaveJobButton({ jobId, saved: initial, onChange }: Props) {
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const toggle = async () => {
    setBusy(true);
    const result = await apiCall<{ saved: boolean; message: string }>(`/api/jobs/${jobId}/save`, { method: saved ? "DELETE" : "POST", json: {} });
    setBusy(false);
    if (!result.ok) {
      toast(result.body.detail ?? "Could not save the job", "danger");
      return;
    }
    setSaved(result.body.saved);
    onChange?.(result.body.saved);
  };
  return (
    <Button
      variant="minimal"
      icon={saved ? "bookmark" : "add-to-artifact"}
      intent={saved ? "primary" : "none"}
      aria-pressed={saved}
      loading={busy}
      text={saved ? "Saved" : "Save"}
      title={saved ? "Remove from saved jobs" : "Save this job"}
      onClick={() => void toggle()}
    />
  );
}
