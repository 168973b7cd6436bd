import { Button, Card, HTMLTable, NonIdealState, Tag } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { formatDate } from "~/components/common/format";
import { LinkButton } from "~/components/common/link-button";
import { useToast } from "~/components/shell/toaster";
import { listEmployerJobs, setEmployerJobStatus } from "~/domain/jobs/employer-jobs.server";
import { formId, readFormFields } from "~/lib/form.server";
import { actionResult } from "~/lib/http.server";
import { TableHead } from "~/components/common/table-head";
import { requirePageActor } from "~/domain/access/policy.server";
import { countLabel } from "@shared/plural";

export const meta: MetaFunction = () => [{ title: "Your Jobs — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "manage-jobs");
  return { jobs: await listEmployerJobs(auth.user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "manage-jobs");
  const form = await readFormFields(request);
  const status = form.status === "closed" ? "closed" : "open";
  const result = await actionResult(() => setEmployerJobStatus(auth.user.id, formId(form, "job_id"), status), "Failed to update job");
  return result.ok ? { ok: true as const, status } : { ok: false as const, error: result.error };
}

export default function EmployerJobs() {
  const { jobs } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const busyId = fetcher.state !== "idle" ? Number(fetcher.formData?.get("job_id")) : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast(fetcher.data.status === "closed" ? "Job closed" : "Job reopened", "success");
    else toast(fetcher.data.error, "danger");
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Your Jobs</h1>
          <p>Every job you posted, with views and applicants.</p>
        </div>
        <LinkButton to="/employer/create-job" intent="primary" icon="add" text="Post New Job" />
      </div>
      <Card elevation={1}>
        {jobs.length === 0 ? (
          <NonIdealState
            icon="briefcase"
            title="No jobs posted yet"
            action={<LinkButton to="/employer/create-job" intent="primary" icon="add" text="Post Your First Job" />}
          />
        ) : (
          <HTMLTable striped style={{ width: "100%" }}>
            <TableHead columns={["Title", "Status", "Posted", "Views", "Applicants", { ariaLabel: "Actions" }]} />
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id}>
                  <td>
                    <Link to={`/jobs/${job.id}`}>
                      <strong>{job.title}</strong>
                    </Link>
                    <div className="vets-muted">{job.location ?? "—"}</div>
                  </td>
                  <td>
                    <Tag minimal intent={job.status === "open" ? "success" : "none"}>
                      {job.status === "open" ? "Open" : "Closed"}
                    </Tag>
                  </td>
                  <td>{formatDate(job.posted_at)}</td>
                  <td>{job.views.toLocaleString("en-US")}</td>
                  <td>
                    <Link to={`/employer/jobs/${job.id}/applicants`}>{countLabel(job.applicants, "applicant")}</Link>
                  </td>
                  <td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                    <LinkButton to={`/employer/jobs/${job.id}/edit`} variant="minimal" icon="edit" text="Edit" />
                    <Button
                      variant="minimal"
                      icon={job.status === "open" ? "disable" : "refresh"}
                      intent={job.status === "open" ? "danger" : "success"}
                      text={job.status === "open" ? "Close" : "Reopen"}
                      loading={busyId === job.id}
                      onClick={() =>
                        fetcher.submit({ job_id: String(job.id), status: job.status === "open" ? "closed" : "open" }, { method: "post" })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
    </div>
  );
}
