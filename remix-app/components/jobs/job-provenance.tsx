import { Icon } from "@blueprintjs/core";
import { ADZUNA_ATTRIBUTION, ADZUNA_ATTRIBUTION_URL, jobSourceLabel, jobSourceLine, lastCheckedText, postedAgo } from "@shared/job-freshness";
import type { JobView } from "@shared/job-view";

type ProvenanceJob = Pick<JobView, "source" | "company" | "posted_at" | "last_seen_at" | "also_on" | "demo">;

/** Where a job came from and how fresh it is: source, posted, last checked, other sources (cards and the job page). */
export function JobProvenance({ job }: { job: ProvenanceJob }) {
  return (
    <>
      <span>
        <Icon icon="time" size={12} /> {postedAgo(job.posted_at)}
      </span>
      <span className="vets-muted">{jobSourceLine(job.source, job.company, job.demo)}</span>
      {job.last_seen_at && <span className="vets-muted">{lastCheckedText(job.last_seen_at)}</span>}
      {job.also_on && job.also_on.length > 0 && <span className="vets-muted">Also on: {job.also_on.map(jobSourceLabel).join(", ")}</span>}
    </>
  );
}

/** Adzuna's terms: every Adzuna listing carries "Jobs by Adzuna" with a link to Adzuna. */
export function AdzunaAttribution({ source }: { source: string }) {
  if (source !== "adzuna") return null;
  return (
    <a className="vets-muted vets-attribution" href={ADZUNA_ATTRIBUTION_URL} target="_blank" rel="noopener noreferrer">
      {ADZUNA_ATTRIBUTION}
    </a>
  );
}
