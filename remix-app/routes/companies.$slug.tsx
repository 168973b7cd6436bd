import { Card, Icon, NonIdealState, Tag, type IconName } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { countLabel } from "@shared/plural";
import { requirePageActor } from "~/domain/access/policy.server";
import { COMPANY_NOT_FOUND, getCompanyPage, parseCompanyPage } from "~/domain/employers/company-page.server";
import { isDomainError } from "~/lib/errors.server";
import { JobCard } from "~/components/jobs/job-card";
import { LinkButton } from "~/components/common/link-button";
import { RouteErrorState } from "~/components/common/route-error-state";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.company.name} — VetCareer` : "Company — VetCareer" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePageActor(request, "browse-jobs");
  try {
    return await getCompanyPage(params.slug ?? "", parseCompanyPage(new URL(request.url).searchParams.get("page")));
  } catch (e) {
    if (isDomainError(e) && (e.status === 404 || e.status === 400)) throw new Response(COMPANY_NOT_FOUND, { status: 404 });
    throw e;
  }
}

function Fact({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <div className="vets-fact">
      <span className="vets-stat-label">
        <Icon icon={icon} size={12} /> {label}
      </span>
      <strong>{value}</strong>
    </div>
  );
}

/** The answer to "Do you currently employ veterans?" as the page says it. */
const EMPLOYS_VETERANS: Record<string, string> = { Yes: "Yes", No: "No", "Not Sure": "Not stated" };

export default function CompanyPage() {
  const { company, jobs, total, page, per_page } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(total / per_page));
  const website = company.website ? (/^https?:\/\//i.test(company.website) ? company.website : `https://${company.website}`) : null;
  return (
    <div className="vets-page" style={{ maxWidth: 960 }}>
      <Card elevation={1} className="vets-company-header" style={{ padding: 28 }}>
        <div className="vets-row" style={{ alignItems: "center", flexWrap: "wrap" }}>
          <Icon icon="office" size={28} />
          <h1 style={{ margin: 0, fontSize: 26, flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>{company.name}</h1>
          {company.domain_verified && (
            <Tag intent="success" icon="endorsed" minimal title="The employer's work email is at the company website's domain">
              Domain verified
            </Tag>
          )}
        </div>
        {company.kind === "employer" ? (
          <>
            <div className="vets-facts">
              {company.industry && <Fact icon="layers" label="Industry" value={company.industry} />}
              {company.size && <Fact icon="people" label="Company size" value={company.size} />}
              {company.location && <Fact icon="map-marker" label="Location" value={company.location} />}
              {company.hiring_volume && <Fact icon="new-person" label="Hires" value={company.hiring_volume} />}
            </div>
            <h2 className="vets-card-title" style={{ marginTop: 16 }}>
              Veteran hiring
            </h2>
            <div className="vets-facts">
              {company.employs_veterans && (
                <Fact icon="star" label="Employs veterans" value={EMPLOYS_VETERANS[company.employs_veterans] ?? company.employs_veterans} />
              )}
              {company.security_clearance && (
                <Fact icon="shield" label="Clearance its roles require" value={company.security_clearance} />
              )}
            </div>
            <div className="vets-row" style={{ flexWrap: "wrap" }}>
              {website && (
                <a href={website} target="_blank" rel="noopener noreferrer nofollow">
                  <Icon icon="globe" size={12} /> {company.website}
                </a>
              )}
              {company.linkedin_url && (
                <a href={company.linkedin_url} target="_blank" rel="noopener noreferrer nofollow">
                  <Icon icon="link" size={12} /> LinkedIn
                </a>
              )}
            </div>
          </>
        ) : (
          <>
            <p className="vets-muted" style={{ marginTop: 12 }}>
              This company has no employer account here: what you see comes from its job postings.
            </p>
            {company.locations.length > 0 && (
              <div className="vets-row" style={{ flexWrap: "wrap" }} aria-label="Locations">
                {company.locations.map((place) => (
                  <Tag key={place} minimal icon="map-marker">
                    {place}
                  </Tag>
                ))}
              </div>
            )}
          </>
        )}
      </Card>
      <h2 className="vets-card-title" style={{ margin: "24px 0 12px" }}>
        Open jobs <Tag minimal round>{countLabel(total, "job")}</Tag>
      </h2>
      {jobs.length === 0 ? (
        <NonIdealState icon="briefcase" title="No open jobs" description="This company has no open jobs right now." />
      ) : (
        <div className="vets-stack">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} actions={null} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav className="vets-row" aria-label="Pages" style={{ marginTop: 16, justifyContent: "center" }}>
          <LinkButton to={`?page=${page - 1}`} icon="chevron-left" text="Newer" disabled={page <= 1} />
          <span className="vets-muted">
            Page {page} of {pages}
          </span>
          <LinkButton to={`?page=${page + 1}`} rightIcon="chevron-right" text="Older" disabled={page >= pages} />
        </nav>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorState
      notFound={{ title: "Company not found", description: "There is no company page at this address." }}
      failedTitle="Failed to load company"
      action={<LinkButton to="/jobs" intent="primary" text="Browse Jobs" />}
    />
  );
}
