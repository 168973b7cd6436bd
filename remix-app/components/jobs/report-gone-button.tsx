import { Alert, Button, Tag } from "@blueprintjs/core";
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { apiCall } from "~/components/common/api-call";
import { useToast } from "~/components/shell/toaster";

/** "This job is gone": a veteran reports a ghost listing, once, after confirming. */
export function ReportGoneButton({ jobId, reported }: { jobId: number; reported: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  if (reported) {
    return (
      <Tag minimal icon="flag">
        You reported this job as gone
      </Tag>
    );
  }
  const send = async () => {
    setBusy(true);
    const result = await apiCall<{ message: string }>(`/api/jobs/${jobId}/gone`, { json: {} });
    setBusy(false);
    setConfirming(false);
    toast(result.ok ? result.body.message : (result.body.detail ?? "Could not send the report"), result.ok ? "success" : "danger");
    revalidator.revalidate();
  };
  return (
    <>
      <Button variant="minimal" icon="flag" text="This job is gone" onClick={() => setConfirming(true)} />
      <Alert
        isOpen={confirming}
        icon="flag"
        intent="warning"
        cancelButtonText="Cancel"
        confirmButtonText="Report it"
        loading={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        <p>Report that this job is no longer open (filled, removed or never real)? Listings reported by several veterans are closed.</p>
      </Alert>
    </>
  );
}
