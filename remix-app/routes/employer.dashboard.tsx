import { Button, Card, HTMLTable, NonIdealState, Tag } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { isScreenBuilt } from "@shared/navigation";
import { formatDate } from "~/components/common/format";
import { StatCard } from "~/components/common/stat-card";
import { BillingNotices } from "~/components/billing/billing-notices";
import { PendingReview, RejectedReview } from "~/components/employer/review-status";
import { subscriptionNotice } from "~/domain/billing/subscription-notice.server";
import { getEmployerDashboard, getEmployerProfileSummary } from "~/domain/employers/employer-summary.server";
import { TableHead } from "~/components/common/table-head";
import { CardHeading } from "~/components/common/card-heading";
import { requirePageActor } from "~/domain/access/policy.server";
import { clearStoredExceptTheme } from "~/components/shell/theme";

export const meta: MetaFunction = () => [{ title: "Employer Dashboard — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "view-employer-dashboard");
  const profile = await getEmployerProfileSummary(auth.user.id);
  if (!profile.details_complete) throw redirect("/employer/company-details");
  const approved = profile.approval_status !== "pending" && profile.approval_status !== "rejected";
  const [dashboard, billing] = await Promise.all([approved ? getEmployerDashboard(auth.user.id) : null, subscriptionNotice(auth.user.id)]);
  return { profile, dashboard, billing };
}

export default function EmployerDashboard() {
  const { profile, dashboard, billing } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const notices = billing.awaitingPayment || billing.pastDue ? (
    <div className="vets-page" style={{ maxWidth: 720, paddingBottom: 0 }}>
      <BillingNotices notice={billing} />
    </div>
  ) : null;
  if (profile.approval_status === "pending") {
    return (
      <>
        {notices}
        <PendingReview companyName={profile.company_name} />
      </>
    );
  }
  if (profile.approval_status === "rejected" || !dashboard) return <RejectedReview notes={profile.approval_notes} />;
  const { stats, recent_jobs } = dashboard;
  const go = (to: string) => () => navigate(to);
  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>{profile.company_name ?? "Welcome back"}</h1>
          <p>Hire veterans who have already proven they deliver.</p>
        </div>
        <div className="vets-row">
          {isScreenBuilt("/employer/profile") && <Button icon="office" text="Company Profile" onClick={go("/employer/profile")} />}
          <Button icon="credit-card" text="Billing" onClick={go("/billing")} />
          <Form method="post" action="/logout" className="vets-inline-form" onSubmit={clearStoredExceptTheme}>
            <Button type="submit" icon="log-out" text="Logout" />
          </Form>
        </div>
      </div>
      <BillingNotices notice={billing} />
      <div className="vets-grid-4" style={{ marginBottom: 24 }}>
        <StatCard label="Total Jobs Posted" value={stats.total_jobs} icon="briefcase" />
        <StatCard label="Active Jobs" value={stats.active_jobs} icon="tick-circle" />
        <StatCard label="Total Applications" value={stats.total_applications} icon="document" />
        <StatCard label="Views This Month" value={stats.views_this_month} icon="eye-open" />
      </div>
      <div className="vets-grid-2-1">
        <Card elevation={1}>
          <CardHeading title="Recent Job Posts" gap={12}>
            {isScreenBuilt("/employer/jobs") && <Button variant="minimal" text="View All Jobs" rightIcon="arrow-right" onClick={go("/employer/jobs")} />}
          </CardHeading>
          {recent_jobs.length === 0 ? (
            <NonIdealState
              icon="briefcase"
              title="No jobs posted yet"
              action={
                isScreenBuilt("/employer/create-job") ? (
                  <Button intent="primary" icon="add" text="Post Your First Job" onClick={go("/employer/create-job")} />
                ) : undefined
              }
            />
          ) : (
            <HTMLTable striped interactive style={{ width: "100%" }}>
              <TableHead columns={["Title", "Status", "Posted", "Views", "Applicants"]} />
              <tbody>
                {recent_jobs.map((job) => (
                  <tr key={job.id}>
                    <td>
                      <strong>{job.title}</strong>
                      <div className="vets-muted">{job.location ?? "—"}</div>
                    </td>
                    <td>
                      <Tag intent={job.status === "open" ? "success" : "none"} minimal>
                        {job.status === "open" ? "Open" : "Closed"}
                      </Tag>
                    </td>
                    <td>{formatDate(job.posted_at)}</td>
                    <td>{job.views}</td>
                    <td>
                      <Link to={`/employer/jobs/${job.id}/applicants`}>{job.applicants}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
        <Card elevation={1} className="vets-stack">
          <h3 className="vets-card-title">Quick Actions</h3>
          <Button fill alignText="start" icon="add" intent="primary" disabled={!isScreenBuilt("/employer/create-job")} onClick={go("/employer/create-job")}>
            <strong>Post New Job</strong>
            <div className="vets-quick-hint">Find qualified veterans</div>
          </Button>
          <Button fill alignText="start" icon="search" disabled={!isScreenBuilt("/employer/veterans/search")} onClick={go("/employer/veterans/search")}>
            <strong>Search Veterans</strong>
            <div className="vets-quick-hint">Browse talent profiles</div>
          </Button>
        </Card>
      </div>
    </div>
  );
}
