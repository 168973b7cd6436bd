import { AnchorButton, Button } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { isExternalSource, JOB_SOURCE_LABELS, type JobSource } from "@shared/job-taxonomy";
import type { JobView } from "@shared/job-view";
import { AppliedState } from "./applied-state";
import { CoverLetterDialog } from "./cover-letter-dialog";

interface Props {
  job: Pick<JobView, "id" | "source" | "apply_url" | "application">;
  busy: boolean;
  canAutoApply: boolean;
  /** The letter exactly as the veteran saw it, or null: no letter. */
  onApply: (jobId: number, coverLetter: string | null, resume: string | null) => void;
  onAutoApply: (jobId: number) => void;
  /** Paid veterans may have a letter written for the job and edit it before applying. */
  canWriteLetter?: boolean;
}

/**
 * SPEC §4: external jobs open their own site; ours apply here, directly or by auto-apply. Apply
 * Now opens the letter that will be sent first (issue 52): nothing goes to an employer unseen.
 */
export function ApplyButtons({ job, busy, canAutoApply, onApply, onAutoApply, canWriteLetter = false }: Props) {
  const [letterOpen, setLetterOpen] = useState<false | "default" | "write">(false);
  // "sending" → "busy" → closed: the dialog stays open until the application it sent has been answered.
  const [sending, setSending] = useState<"no" | "sent" | "busy">("no");
  useEffect(() => {
    if (sending === "sent" && busy) setSending("busy");
    if (sending === "busy" && !busy) {
      setLetterOpen(false);
      setSending("no");
    }
  }, [sending, busy]);
  const external = Boolean(job.apply_url) && isExternalSource(job.source);
  const sourceLabel = JOB_SOURCE_LABELS[job.source as JobSource] ?? job.source;
  if (job.application) return <AppliedState application={job.application} />;
  return (
    <div className="vets-row">
      {external ? (
        <AnchorButton
          intent="primary"
          icon="share"
          href={job.apply_url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          text={`Apply on ${sourceLabel}`}
        />
      ) : (
        <Button intent="primary" icon="send-to" text="Apply Now" loading={busy} onClick={() => setLetterOpen("default")} />
      )}
      {canWriteLetter && !external && <Button icon="edit" text="Write cover letter" disabled={busy} onClick={() => setLetterOpen("write")} />}
      {!external && (
        <CoverLetterDialog
          jobId={job.id}
          isOpen={letterOpen !== false}
          start={letterOpen === "write" ? "write" : "default"}
          canWriteLetter={canWriteLetter}
          busy={busy}
          onClose={() => setLetterOpen(false)}
          onSend={(letter, resume) => {
            setSending("sent");
            onApply(job.id, letter, resume);
          }}
        />
      )}
      {canAutoApply && !external && <Button icon="predictive-analysis" text="Auto-Apply" disabled={busy} onClick={() => onAutoApply(job.id)} />}
    </div>
  );
}
