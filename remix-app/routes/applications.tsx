import { NonIdealState } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@shared/applications";
import { ApplicationCard } from "~/components/applications/application-card";
import { LinkButton } from "~/components/common/link-button";
import { LoadFailure } from "~/components/common/load-failure";
import { StatCard } from "~/components/common/stat-card";
import { useToast } from "~/components/shell/toaster";
import { listApplicationsForUser } from "~/domain/applications/list-applications.server";
import { submitApplication } from "~/domain/applications/submit-application.server";
import { formId, readFormFields } from "~/lib/form.server";
import { actionResult } from "~/lib/http.server";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { requirePageActor } from "~/domain/access/policy.server";

export const meta: MetaFunction = () => [{ title: "Applications — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "track-applications");
  return loadScreenData(LOAD_FAILURES.applications, async () => ({ applications: await listApplicationsForUser(auth.user.id) }));
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "track-applications");
  const form = await readFormFields(request);
  const result = await actionResult(() => submitApplication(auth.user.id, formId(form, "application_id")), "Failed to submit application");
  return result.ok ? { ok: true as const } : { ok: false as const, error: result.error };
}

export default function ApplicationTracker() {
  const load = useLoaderData<typeof loader>();
  const applications = load.data?.applications ?? [];
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const submittingId = fetcher.state !== "idle" ? Number(fetcher.formData?.get("application_id")) : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast("Application submitted!", "success");
    else toast(fetcher.data.error, "danger");
  }, [fetcher.state, fetcher.data, toast]);

  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, applications.filter((a) => a.status === s).length]));

  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Application Tracker</h1>
          <p>Every job you applied to, and where it stands.</p>
        </div>
        <LinkButton to="/jobs" icon="search" text="Find more jobs" />
      </div>
      {load.loadError !== null ? (
        <LoadFailure message={load.loadError} />
      ) : applications.length === 0 ? (
        <NonIdealState
          className="vets-empty"
          icon="document"
          title="No applications yet"
          description="When you apply to jobs, they show up here with their status."
          action={<LinkButton to="/jobs" intent="primary" icon="search" text="Browse Jobs" />}
        />
      ) : (
        <>
          <div className="vets-grid-5" style={{ marginBottom: 20 }}>
            {APPLICATION_STATUSES.map((s) => (
              <StatCard key={s} label={APPLICATION_STATUS_LABELS[s]} value={counts[s] ?? 0} icon="dot" />
            ))}
          </div>
          <div className="vets-stack">
            {applications.map((a) => (
              <ApplicationCard
                key={a.id}
                application={a}
                submitting={submittingId === a.id}
                onSubmit={(id) => fetcher.submit({ application_id: String(id) }, { method: "post" })}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
