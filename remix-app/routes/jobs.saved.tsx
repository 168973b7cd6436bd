import { Callout, NonIdealState, Tag } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requirePageActor } from "~/domain/access/policy.server";
import { listSavedJobs } from "~/domain/jobs/saved-jobs.server";
import { LoadFailure } from "~/components/common/load-failure";
import { JobCard } from "~/components/jobs/job-card";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { countLabel } from "@shared/plural";
import type { SavedJobView } from "@shared/saved-jobs";

export const meta: MetaFunction = () => [{ title: "Saved jobs — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "save-job");
  const load = await loadScreenData(LOAD_FAILURES.jobs, () => listSavedJobs(auth.user.id));
  return { jobs: load.data?.jobs ?? [], loadError: load.loadError };
}

function SavedState({ job }: { job: SavedJobView }) {
  if (job.state === "closed") {
    return (
      <Callout intent="warning" icon="disable" compact>
        This job is closed
      </Callout>
    );
  }
  return (
    <div className="vets-row">
      {job.state === "applied" && (
        <Tag minimal intent="success" icon="tick">
          Applied
        </Tag>
      )}
      {job.closing_soon && job.closes_at && (
        <Tag intent="danger" icon="time">
          Closes soon: {new Date(job.closes_at).toLocaleDateString()}
        </Tag>
      )}
    </div>
  );
}

export default function SavedJobs() {
  const { jobs, loadError } = useLoaderData<typeof loader>();
  return (
    <div className="vets-page">
      <h1>Saved jobs</h1>
      {loadError ? (
        <LoadFailure message={loadError} />
      ) : jobs.length === 0 ? (
        <NonIdealState
          icon="bookmark"
          title="No saved jobs yet"
          description="Press Save on a job to keep it here."
          action={<Link to="/jobs">Find jobs</Link>}
        />
      ) : (
        <>
          <p className="vets-muted">{countLabel(jobs.length, "saved job")}</p>
          <div className="vets-stack">
            {jobs.map((job) => (
              <div key={job.id} className="vets-saved-job">
                <SavedState job={job} />
                <JobCard job={job} actions={null} />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
