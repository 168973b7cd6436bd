import { Button, Card, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { countLabel } from "@shared/plural";
import { formatDate } from "~/components/common/format";
import { useOutcomeToast, type ActionOutcome } from "~/components/common/use-submit-settled";
import { TableScroll } from "~/components/common/table-scroll";

export interface ReportedJob {
  id: number;
  title: string;
  company: string;
  source: string;
  source_url: string | null;
  reports: number;
  first_reported_at: string | null;
  last_seen_at: string | null;
}

/**
 * Jobs hidden by "This job is gone" reports (decision 097): close for good (a re-import never brings
 * it back) or restore (its reports stop counting).
 */
export function ReportedJobsCard({ jobs }: { jobs: ReportedJob[] }) {
  const fetcher = useFetcher<ActionOutcome>();
  useOutcomeToast(fetcher, () => undefined);
  const busy = fetcher.state !== "idle";
  const decide = (jobId: number, decision: "confirm" | "restore") => fetcher.submit({ intent: "reported-job", job_id: String(jobId), decision }, { method: "post" });
  return (
    <Card elevation={1} data-testid="reported-jobs">
      <h3 className="vets-card-title">Jobs reported as gone</h3>
      <p className="vets-muted">
        {countLabel(jobs.length, "job")} hidden after reports from verified veterans. A hidden job its source still lists comes back at the next import unless you close it.
      </p>
      {jobs.length === 0 ? (
        <NonIdealState icon="endorsed" title="No hidden jobs" description="Jobs hidden by veterans' reports appear here." />
      ) : (
        <TableScroll label="Jobs reported as gone">
          <HTMLTable compact striped aria-label="Jobs reported as gone">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Source</th>
                <th scope="col">Reports</th>
                <th scope="col">First report</th>
                <th scope="col">Last seen at source</th>
                <th scope="col">Decision</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id}>
                  <td>
                    <strong>{job.title}</strong>
                    <div className="vets-muted">{job.company}</div>
                  </td>
                  <td>{job.source_url ? <a href={job.source_url} target="_blank" rel="noreferrer noopener">{job.source}</a> : job.source}</td>
                  <td>{job.reports}</td>
                  <td>{formatDate(job.first_reported_at)}</td>
                  <td>{formatDate(job.last_seen_at)}</td>
                  <td>
                    <div className="vets-row">
                      <Button size="small" intent="danger" icon="cross" text="Close job" disabled={busy} onClick={() => decide(job.id, "confirm")} />
                      <Button size="small" icon="undo" text="Restore" disabled={busy} onClick={() => decide(job.id, "restore")} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </TableScroll>
      )}
    </Card>
  );
}
