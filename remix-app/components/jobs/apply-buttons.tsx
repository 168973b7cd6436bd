import { AnchorButton, Button } from "@blueprintjs/core";
import { isExternalSource, JOB_SOURCE_LABELS, type JobSource } from "../../../shared/job-taxonomy";
import type { JobView } from "../../../shared/job-view";

interface Props {
  job: Pick<JobView, "id" | "source" | "apply_url">;
  busy: boolean;
  canAutoApply: boolean;
  onApply: (jobId: number) => void;
  onAutoApply: (jobId: number) => void;
}

/** SPEC §4: external jobs open their own site; ours apply here, directly or by auto-apply. */
export function ApplyButtons({ job, busy, canAutoApply, onApply, onAutoApply }: Props) {
  const external = Boolean(job.apply_url) && isExternalSource(job.source);
  const sourceLabel = JOB_SOURCE_LABELS[job.source as JobSource] ?? job.source;
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
        <Button intent="primary" icon="send-to" text="Apply Now" loading={busy} onClick={() => onApply(job.id)} />
      )}
      {canAutoApply && !external && <Button icon="predictive-analysis" text="Auto-Apply" disabled={busy} onClick={() => onAutoApply(job.id)} />}
    </div>
  );
}
