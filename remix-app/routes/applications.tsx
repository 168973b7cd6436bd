import { NonIdealState } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { approveDraftSchema, editDraftSchema } from "@shared/auto-apply-letter";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@shared/applications";
import { ApplicationCard } from "~/components/applications/application-card";
import { DraftReviewDialog } from "~/components/applications/draft-review-dialog";
import { LinkButton } from "~/components/common/link-button";
import { LoadFailure } from "~/components/common/load-failure";
import { StatCard } from "~/components/common/stat-card";
import { useToast } from "~/components/shell/toaster";
import { listApplicationsForUser } from "~/domain/applications/list-applications.server";
import { editDraftLetter, submitApplication } from "~/domain/applications/submit-application.server";
import { formId, readFormFields } from "~/lib/form.server";
import { actionResult, parseInput } from "~/lib/http.server";
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
  const id = formId(form, "application_id");
  if (form.intent === "edit") {
    const edited = await actionResult(
      async () =>
        editDraftLetter(auth.user.id, id, parseInput(editDraftSchema, { cover_letter: form.cover_letter ?? "" }).cover_letter),
      "Failed to save your letter",
    );
    return edited.ok
      ? { ok: true as const, intent: "edit" as const }
      : { ok: false as const, intent: "edit" as const, error: edited.error };
  }
  // A submit from the review dialog carries the letter as the veteran left it; from the card, none.
  const letter = form.cover_letter === undefined ? undefined : form.cover_letter;
  const result = await actionResult(
    async () => submitApplication(auth.user.id, id, parseInput(approveDraftSchema, { cover_letter: letter }).cover_letter),
    "Failed to submit application",
  );
  return result.ok
    ? { ok: true as const, intent: "submit" as const }
    : { ok: false as const, intent: "submit" as const, error: result.error };
}

export default function ApplicationTracker() {
  const load = useLoaderData<typeof loader>();
  const applications = load.data?.applications ?? [];
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const submittingId = fetcher.state !== "idle" ? Number(fetcher.formData?.get("application_id")) : null;
  const [reviewingId, setReviewingId] = useState<number | null>(null);
  const reviewing = applications.find((a) => a.id === reviewingId && a.status === "pending") ?? null;
  const busyIntent = fetcher.state !== "idle" ? (fetcher.formData?.get("intent") === "edit" ? "save" : "submit") : null;
  const dialogError = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && reviewing ? fetcher.data.error : null;

  // Each answer is shown once, however often the effect re-runs (closing the dialog re-runs it).
  const shown = useRef<typeof fetcher.data>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    if (fetcher.data.ok) {
      toast(fetcher.data.intent === "edit" ? "Draft saved." : "Application submitted!", "success");
      if (fetcher.data.intent === "submit") setReviewingId(null);
    } else if (reviewingId === null) toast(fetcher.data.error, "danger");
  }, [fetcher.state, fetcher.data, toast, reviewingId]);

  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, applications.filter((a) => a.status === s).length]));
  const drafts = counts.pending ?? 0;
  const sent = applications.length - drafts;

  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Application Tracker</h1>
          <p>Every job you applied to, and where it stands.</p>
          {applications.length > 0 && (
            <p className="vets-muted" data-testid="tracker-totals">
              {sent === 1 ? "1 application sent" : `${sent} applications sent`}
              {drafts > 0 ? ` · ${drafts === 1 ? "1 draft" : `${drafts} drafts`} not sent yet` : ""}
            </p>
          )}
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
              <StatCard key={s} label={s === "pending" ? "Drafts" : APPLICATION_STATUS_LABELS[s]} value={counts[s] ?? 0} icon="dot" />
            ))}
          </div>
          <div className="vets-stack">
            {applications.map((a) => (
              <ApplicationCard
                key={a.id}
                application={a}
                submitting={submittingId === a.id}
                onSubmit={(id) => fetcher.submit({ intent: "submit", application_id: String(id) }, { method: "post" })}
                onReview={setReviewingId}
              />
            ))}
          </div>
          <DraftReviewDialog
            application={reviewing}
            busy={busyIntent}
            error={dialogError}
            onClose={() => setReviewingId(null)}
            onSave={(id, letter) =>
              fetcher.submit({ intent: "edit", application_id: String(id), cover_letter: letter }, { method: "post" })
            }
            onSubmit={(id, letter) =>
              fetcher.submit({ intent: "submit", application_id: String(id), cover_letter: letter }, { method: "post" })
            }
          />
        </>
      )}
    </div>
  );
}
