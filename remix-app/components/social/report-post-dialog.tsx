import { Button, Dialog, DialogBody, Radio, RadioGroup } from "@blueprintjs/core";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useEffect, useState } from "react";
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "@shared/social";

/** Reporting asks why, then sends only on "Report": the reason goes to the moderators with the post. */
export function ReportPostDialog({
  isOpen,
  busy,
  onReport,
  onClose,
}: {
  isOpen: boolean;
  busy: boolean;
  onReport: (reason: ReportReason) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  useEffect(() => {
    if (isOpen) setReason(null);
  }, [isOpen]);
  return (
    <Dialog isOpen={isOpen} onClose={busy ? undefined : onClose} title="Report post" icon="flag" className="vets-dialog-narrow">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) onReport(reason);
        }}
      >
        <DialogBody>
          <RadioGroup
            label="Why are you reporting this post?"
            selectedValue={reason ?? undefined}
            onChange={(e) => setReason(e.currentTarget.value as ReportReason)}
          >
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={REPORT_REASON_LABELS[r]} />
            ))}
          </RadioGroup>
          <p className="vets-muted">The moderators review it; the author is not told who reported it.</p>
        </DialogBody>
        <CancelFooter onCancel={onClose} busy={busy}>
          <Button type="submit" intent="danger" icon="flag" text="Report" loading={busy} disabled={!reason} />
        </CancelFooter>
      </form>
    </Dialog>
  );
}
