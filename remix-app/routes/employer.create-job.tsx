import { Callout } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withFlash } from "@shared/messages";
import { requirePageActor } from "~/domain/access/policy.server";
import { JobForm } from "~/components/employer/job-form";
import { createEmployerJob, postingAllowance } from "~/domain/jobs/employer-jobs.server";
import { submitJobPosting } from "~/screens/job-posting-form.server";

export const meta: MetaFunction = () => [{ title: "Post a Job — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "post-job");
  return postingAllowance(auth.user.id);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "post-job");
  const refused = await submitJobPosting(request, (input) => createEmployerJob(auth.user.id, input), "Failed to post job");
  if (refused) return refused;
  return redirect(withFlash("/employer/dashboard", "job_posted"));
}

export default function PostJob() {
  const allowance = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const remaining = Math.max(0, allowance.limit - allowance.used);
  return (
    <div className="vets-page" style={{ maxWidth: 900 }}>
      <div className="vets-page-header">
        <div>
          <h1>Post a Job</h1>
          <p>Reach veterans whose experience fits the role. Jobs are searchable the moment you post them.</p>
        </div>
      </div>
      {!allowance.approved ? (
        <Callout intent="warning" icon="time" title="Your account is under review" className="vets-banner">
          You can post jobs as soon as our team approves your company, usually within 24-48 hours.
        </Callout>
      ) : (
        <Callout intent={remaining > 0 ? "primary" : "danger"} icon="info-sign" className="vets-banner">
          {allowance.planName} plan: {allowance.used} of {allowance.limit} job postings used this month
          {remaining === 0 ? ". Upgrade your plan to post more." : "."}
        </Callout>
      )}
      <JobForm
        values={{
          title: "",
          company: allowance.companyName,
          location: "",
          salary_min: null,
          salary_max: null,
          description: "",
          requirements: "",
          apply_url: "",
          remote: false,
          veteran_friendly: true,
          clearance_required: "",
          employment_type: "Full-time",
        }}
        lastResult={actionData?.reply}
        submitText="Post Job"
        busyText="Posting..."
        cancelTo="/employer/dashboard"
        disabled={!allowance.approved}
      />
    </div>
  );
}
