import { Card, NonIdealState } from "@blueprintjs/core";
import { AppliedState } from "~/components/jobs/applied-state";
import { FitReasonList } from "~/components/jobs/fit-reasons";
import { Link } from "@remix-run/react";
import { formatSalaryRange, type JobView } from "@shared/job-view";
import { LinkButton } from "~/components/common/link-button";
import { FitScoreTag } from "~/components/jobs/fit-score-tag";
import { CardHeading } from "~/components/common/card-heading";

/** The best-fitting open jobs for this veteran, each with its first reason. */
export function RecommendedJobs({ jobs }: { jobs: JobView[] }) {
  return (
    <Card elevation={1}>
      <CardHeading title="Recommended for you" gap={8}>
        <LinkButton to="/jobs?sort=best_match" variant="minimal" rightIcon="arrow-right" text="All matches" />
      </CardHeading>
      {jobs.length === 0 ? (
        <NonIdealState icon="search" title="No recommendations yet" description="Add your branch, MOS and skills to your profile to get matched." />
      ) : (
        <ul className="vets-recommended">
          {jobs.map((job) => (
            <li key={job.id}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Link to={`/jobs/${job.id}`} className="vets-recommended-title">
                  {job.title}
                </Link>
                <div className="vets-muted">
                  {job.company}
                  {job.location ? ` · ${job.location}` : ""}
                  {formatSalaryRange(job.salary_min, job.salary_max) ? ` · ${formatSalaryRange(job.salary_min, job.salary_max)}` : ""}
                </div>
                <FitReasonList reasons={job.fit_reasons} kinds={job.fit_reason_kinds} max={1} />
                {job.application && <AppliedState application={job.application} />}
              </div>
              {job.fit_score !== undefined && <FitScoreTag score={job.fit_score} />}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
