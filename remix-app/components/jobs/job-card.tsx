import { Card, Tag } from "@blueprintjs/core";
import { FitReasonList } from "./fit-reasons";
import { Link, useLocation } from "@remix-run/react";
import { originalSalaryText } from "@shared/job-freshness";
import { formatSalaryRange, truncateDescription, type JobView } from "@shared/job-view";
import { FitScoreTag } from "./fit-score-tag";
import type { ReactNode } from "react";
import { JobMeta } from "./job-meta";
import { federalGrade } from "@shared/federal-hiring-paths";
import { AdzunaAttribution, JobProvenance } from "./job-provenance";
import { SaveJobButton } from "./save-job-button";

interface Props {
  job: JobView;
  actions: ReactNode;
}

export function JobCard({ job, actions }: Props) {
  const salary = formatSalaryRange(job.salary_min, job.salary_max);
  const statedSalary = originalSalaryText(job.salary_original ?? null, job.salary_min, job.salary_max);
  // The job page's "Back to jobs" returns to this search.
  const { search } = useLocation();
  const grade = federalGrade(job.tags);
  return (
    <Card elevation={1} className="vets-job-card">
      <div className="vets-row" style={{ alignItems: "flex-start" }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <h3 className="vets-job-title">
            <Link to={`/jobs/${job.id}`} state={{ jobsSearch: search }}>
              {job.title}
            </Link>
          </h3>
          <JobMeta company={job.company} companySlug={job.company_slug} location={job.location}>
            <JobProvenance job={job} />
          </JobMeta>
        </div>
        {job.fit_score !== undefined && <FitScoreTag score={job.fit_score} />}
      </div>
      <div className="vets-row vets-job-tags">
        <Tag minimal>{job.work_type}</Tag>
        <Tag minimal>{job.employment_type}</Tag>
        {salary && (
          <Tag minimal intent="success" icon="dollar" title={statedSalary ?? undefined}>
            {salary}
          </Tag>
        )}
        {statedSalary && <span className="vets-muted vets-stated-salary">{statedSalary}</span>}
        {job.clearance_required && job.clearance_required !== "none" && (
          <Tag minimal intent="warning" icon="shield">
            {job.clearance_required}
          </Tag>
        )}
        {job.veteran_friendly && (
          <Tag minimal intent="primary" icon="star">
            Veteran friendly
          </Tag>
        )}
        {grade && (
          <Tag minimal icon="bank-account">
            {grade}
          </Tag>
        )}
        {job.closes_at && (
          <Tag minimal icon="time">
            Closes{" "}
            {new Date(job.closes_at).toLocaleDateString("en-US", {
              month: "short",
              day: "numeric",
              year: "numeric",
              timeZone: "UTC",
            })}
          </Tag>
        )}
        {job.tags
          .filter((tag) => tag !== grade)
          .slice(0, 2)
          .map((tag) => (
            <Tag key={tag} round>
              {tag}
            </Tag>
          ))}
      </div>
      <p className="vets-job-description">{truncateDescription(job.description)}</p>
      <FitReasonList reasons={job.fit_reasons} kinds={job.fit_reason_kinds} max={2} />
      <div className="vets-row">
        <AdzunaAttribution source={job.source} />
        <span className="vets-spacer" />
        {job.saved !== undefined && <SaveJobButton jobId={job.id} saved={job.saved} />}
        {actions}
      </div>
    </Card>
  );
}
