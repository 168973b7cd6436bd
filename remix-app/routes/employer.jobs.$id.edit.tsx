import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withFlash } from "@shared/messages";
import { requirePageActor } from "~/domain/access/policy.server";
import { JobForm } from "~/components/employer/job-form";
import { getEmployerJobForEdit, updateEmployerJob } from "~/domain/jobs/employer-jobs.server";
import { submitJobPosting } from "~/screens/job-posting-form.server";
import { isDomainError } from "~/lib/errors.server";
import { parseIdParam } from "~/lib/params.server";

export const meta: MetaFunction = () => [{ title: "Edit Job — VetCareer" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "manage-jobs");
  try {
    return await getEmployerJobForEdit(auth.user.id, parseIdParam(params.id, "Job not found"));
  } catch (e) {
    // Not approved (pending, rejected, details missing): the dashboard explains where the account stands.
    if (isDomainError(e) && e.status === 403) throw redirect("/employer/dashboard");
    if (isDomainError(e)) throw new Response(e.detail, { status: e.status });
    throw e;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "manage-jobs");
  const jobId = parseIdParam(params.id, "Job not found");
  const refused = await submitJobPosting(request, (input) => updateEmployerJob(auth.user.id, jobId, input), "Failed to update job");
  if (refused) return refused;
  return redirect(withFlash("/employer/jobs", "job_updated"));
}

export default function EditJob() {
  const job = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="vets-page" style={{ maxWidth: 900 }}>
      <div className="vets-page-header">
        <div>
          <h1>Edit Job</h1>
          <p>{job.title}</p>
        </div>
      </div>
      <JobForm values={job} lastResult={actionData?.reply} submitText="Save Changes" busyText="Saving..." cancelTo="/employer/jobs" />
    </div>
  );
}
