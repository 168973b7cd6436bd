import { AnchorButton, Callout, Card, Icon, Tag } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { CLEARANCE_LABELS, parseClearance } from "@shared/clearance";
import { industryLabel } from "@shared/job-taxonomy";
import { formatSalaryRange } from "@shared/job-view";
import { jobSourceLabel, originalSalaryText } from "@shared/job-freshness";
import { requirePageActor, roleMay } from "~/domain/access/policy.server";
import { formatDate } from "~/components/common/format";
import { federalGrade } from "@shared/federal-hiring-paths";
import { LinkButton } from "~/components/common/link-button";
import { ApplyButtons } from "~/components/jobs/apply-buttons";
import { FitScoreTag } from "~/components/jobs/fit-score-tag";
import { FitReasonList } from "~/components/jobs/fit-reasons";
import { useApply } from "~/components/jobs/use-apply";
import { planHints } from "~/domain/billing/allowances.server";
import { getJobById, recordJobView } from "~/domain/jobs/job-detail.server";
import { handleApplyAction } from "~/screens/job-apply-action.server";
import { isDomainError } from "~/lib/errors.server";
import { parseIdParam } from "~/lib/params.server";
import { JobMeta } from "~/components/jobs/job-meta";
import { AdzunaAttribution, JobProvenance } from "~/components/jobs/job-provenance";
import { ReportGoneButton } from "~/components/jobs/report-gone-button";
import { SaveJobButton } from "~/components/jobs/save-job-button";
import { RouteErrorState } from "~/components/common/route-error-state";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.job.title} — VetCareer` : "Job — VetCareer" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "browse-jobs");
  const viewer = auth.user;
  try {
    const id = parseIdParam(params.id, "Job not found");
    const job = await getJobById(id, viewer);
    await recordJobView(id, auth.user.id);
    const hints = await planHints(auth.user.id, auth.user.role);
    return { job, hints, mayApply: roleMay(viewer, "apply-to-job"), mayReportGone: roleMay(viewer, "report-job-gone") };
  } catch (e) {
    if (isDomainError(e) && e.status === 404) throw new Response("Job not found", { status: 404 });
    throw e;
  }
}

export const action = ({ request }: ActionFunctionArgs) => handleApplyAction(request);

function Fact({ icon, label, value }: { icon: "dollar" | "shield" | "time" | "briefcase" | "map-marker" | "office" | "globe" | "layers"; label: string; value: string }) {
  return (
    <div className="vets-fact">
      <span className="vets-stat-label">
        <Icon icon={icon} size={12} /> {label}
      </span>
      <strong>{value}</strong>
    </div>
  );
}

export default function JobDetail() {
  const { job, mayApply, mayReportGone, hints } = useLoaderData<typeof loader>();
  const { busyJobId, apply, autoApply } = useApply(`/jobs/${job.id}`, hints);
  const clearance = parseClearance(job.clearance_required);
  const closed = job.status !== "open";
  const statedSalary = originalSalaryText(job.salary_original ?? null, job.salary_min, job.salary_max);
  const location = useLocation();
  const navigate = useNavigate();
  // A card's link carries the search it came from; going back to it restores that search and,
  // through the history entry, its scroll position (ScrollRestoration).
  const fromSearch = (location.state as { jobsSearch?: string } | null)?.jobsSearch;
  return (
    <div className="vets-page" style={{ maxWidth: 960 }}>
      <AnchorButton
        variant="minimal"
        icon="arrow-left"
        text="Back to jobs"
        role="link"
        href={`/jobs${fromSearch ?? ""}`}
        onClick={(e) => {
          if (fromSearch === undefined || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          navigate(-1);
        }}
      />
      <Card elevation={1} style={{ marginTop: 12, padding: 28 }}>
        <div className="vets-row" style={{ alignItems: "flex-start" }}>
          <div style={{ flex: 1 }}>
            <h1 style={{ margin: "0 0 6px", fontSize: 26 }}>{job.title}</h1>
            <JobMeta company={job.company} companySlug={job.company_slug} location={job.location}>
              <span>{formatDate(job.posted_at)}</span>
              <JobProvenance job={job} />
            </JobMeta>
          </div>
          {job.fit_score !== undefined && <FitScoreTag score={job.fit_score} />}
        </div>
        <div className="vets-facts">
          <Fact icon="dollar" label="Salary" value={statedSalary ?? formatSalaryRange(job.salary_min, job.salary_max) ?? "Not listed"} />
          <Fact icon="shield" label="Clearance" value={clearance ? CLEARANCE_LABELS[clearance] : "None required"} />
          <Fact icon="briefcase" label="Type" value={`${job.employment_type} · ${job.work_type}`} />
          <Fact icon="globe" label="Source" value={job.demo ? "Demo (sample data)" : jobSourceLabel(job.source)} />
          {federalGrade(job.tags) && <Fact icon="office" label="Grade" value={federalGrade(job.tags) ?? ""} />}
          {job.closes_at && <Fact icon="time" label="Closes" value={formatDate(job.closes_at)} />}
          {job.industry && <Fact icon="layers" label="Industry" value={industryLabel(job.industry)} />}
        </div>
        <div className="vets-row" style={{ margin: "8px 0 16px" }}>
          {job.veteran_friendly && (
            <Tag intent="primary" icon="star" minimal>
              Veteran friendly
            </Tag>
          )}
          {job.employer_domain_verified && (
            <Tag intent="success" icon="endorsed" minimal title="The employer's work email is at the company website's domain">
              Domain verified
            </Tag>
          )}
          {job.tags.map((tag) => (
            <Tag key={tag} round>
              {tag}
            </Tag>
          ))}
        </div>
        {closed && (
          <Callout intent="warning" icon="disable" className="vets-job-closed">
            This job is closed
          </Callout>
        )}
        {mayApply && !closed && (
          <ApplyButtons job={job} busy={busyJobId === job.id} canAutoApply canWriteLetter={hints !== null && hints.cover_letter === null} onApply={apply} onAutoApply={autoApply} />
        )}
        <div className="vets-row" style={{ marginTop: 12 }}>
          <AdzunaAttribution source={job.source} />
          {job.source_url && (
            <a className="vets-muted" href={job.source_url} target="_blank" rel="noopener noreferrer">
              See it on {jobSourceLabel(job.source)}
            </a>
          )}
          <span className="vets-spacer" />
          {job.saved !== undefined && (job.saved || !closed) && <SaveJobButton key={job.id} jobId={job.id} saved={job.saved} />}
          {mayReportGone && !closed && <ReportGoneButton jobId={job.id} reported={job.reported_gone === true} />}
        </div>
      </Card>
      {job.fit_reasons && job.fit_reasons.length > 0 && (
        <Card elevation={1} style={{ marginTop: 16 }}>
          <h3 className="vets-card-title">Why this job fits you</h3>
          <FitReasonList reasons={job.fit_reasons} kinds={job.fit_reason_kinds} iconSize={14} className="vets-fit-reasons vets-fit-reasons-large" />
        </Card>
      )}
      <Card elevation={1} style={{ marginTop: 16 }}>
        <h3 className="vets-card-title">About the role</h3>
        <div className="vets-prose">{job.description}</div>
        {job.requirements && (
          <>
            <h3 className="vets-card-title" style={{ marginTop: 20 }}>
              Requirements
            </h3>
            <div className="vets-prose">{job.requirements}</div>
          </>
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorState
      notFound={{ title: "Job not found", description: "This job was removed or is no longer open." }}
      failedTitle="Failed to load job"
      action={<LinkButton to="/jobs" intent="primary" text="Browse Jobs" />}
    />
  );
}
