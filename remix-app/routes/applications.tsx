import { Alert, Button, FormGroup, HTMLSelect, NonIdealState } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useFetcher, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { approveDraftSchema, editDraftSchema } from "@shared/auto-apply-letter";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, TRACKER_SORT_LABELS, TRACKER_SORTS } from "@shared/applications";
import { privateNoteSchema, trackerParams, trackerQuerySchema } from "@shared/schemas/applications";
import { ApplicationCard } from "~/components/applications/application-card";
import { DraftReviewDialog } from "~/components/applications/draft-review-dialog";
import { LinkButton } from "~/components/common/link-button";
import { LoadFailure } from "~/components/common/load-failure";
import { StatCard } from "~/components/common/stat-card";
import { useToast } from "~/components/shell/toaster";
import { listApplicationsForUser } from "~/domain/applications/list-applications.server";
import { editDraftLetter, submitApplication } from "~/domain/applications/submit-application.server";
import { savePrivateNote, withdrawApplication } from "~/domain/applications/application-states.server";
import { formId, readFormFields } from "~/lib/form.server";
import { actionResult, parseInput } from "~/lib/http.server";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { requirePageActor } from "~/domain/access/policy.server";

export const meta: MetaFunction = () => [{ title: "Applications — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "track-applications");
  // A hand-edited address with an unknown status or sort shows everything in the default order.
  const parsed = trackerQuerySchema.safeParse(trackerParams(new URL(request.url).searchParams));
  const sort = parsed.success ? parsed.data.sort : undefined;
  // Every application in the chosen order: the counts and the drafts section need them all; the filter applies below.
  return loadScreenData(LOAD_FAILURES.applications, async () => ({ applications: await listApplicationsForUser(auth.user.id, { sort }) }));
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "track-applications");
  const form = await readFormFields(request);
  const id = formId(form, "application_id");
  if (form.intent === "withdraw") {
    const withdrawn = await actionResult(async () => withdrawApplication(auth.user.id, id), "Failed to withdraw the application");
    return withdrawn.ok
      ? { ok: true as const, intent: "withdraw" as const }
      : { ok: false as const, intent: "withdraw" as const, error: withdrawn.error };
  }
  if (form.intent === "note") {
    const saved = await actionResult(
      async () => savePrivateNote(auth.user.id, id, parseInput(privateNoteSchema, { note: form.note ?? "" }).note),
      "Failed to save your note",
    );
    return saved.ok ? { ok: true as const, intent: "note" as const } : { ok: false as const, intent: "note" as const, error: saved.error };
  }
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

/** The sent statuses the filter offers; drafts have their own section. */
const SENT_STATUSES = APPLICATION_STATUSES.filter((s) => s !== "pending");

export default function ApplicationTracker() {
  const load = useLoaderData<typeof loader>();
  const applications = load.data?.applications ?? [];
  const [params] = useSearchParams();
  const submitFilters = useSubmit();
  const statusFilter = (APPLICATION_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? params.get("status") : null;
  const sortValue = (TRACKER_SORTS as readonly string[]).includes(params.get("sort") ?? "") ? (params.get("sort") as string) : "applied";
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const submittingId = fetcher.state !== "idle" ? Number(fetcher.formData?.get("application_id")) : null;
  const [reviewingId, setReviewingId] = useState<number | null>(null);
  const [withdrawingId, setWithdrawingId] = useState<number | null>(null);
  const reviewing = applications.find((a) => a.id === reviewingId && a.status === "pending") ?? null;
  const withdrawing = applications.find((a) => a.id === withdrawingId) ?? null;
  const busyIntent = fetcher.state !== "idle" ? (fetcher.formData?.get("intent") === "edit" ? "save" : "submit") : null;
  const dialogError = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && reviewing ? fetcher.data.error : null;

  // Each answer is shown once, however often the effect re-runs (closing the dialog re-runs it).
  const shown = useRef<typeof fetcher.data>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    if (fetcher.data.ok) {
      const done = { edit: "Draft saved.", submit: "Application submitted!", withdraw: "Application withdrawn. The employer sees it as Withdrawn.", note: "Note saved." };
      toast(done[fetcher.data.intent], "success");
      if (fetcher.data.intent === "submit") setReviewingId(null);
      if (fetcher.data.intent === "withdraw") setWithdrawingId(null);
    } else if (reviewingId === null) {
      toast(fetcher.data.error, "danger");
      setWithdrawingId(null);
    }
  }, [fetcher.state, fetcher.data, toast, reviewingId]);

  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, applications.filter((a) => a.status === s).length]));
  const drafts = applications.filter((a) => a.status === "pending");
  const sentAll = applications.filter((a) => a.status !== "pending");
  const sentShown = statusFilter === null ? sentAll : sentAll.filter((a) => a.status === statusFilter);
  const showDrafts = drafts.length > 0 && (statusFilter === null || statusFilter === "pending");
  const showSent = statusFilter !== "pending";

  const card = (a: (typeof applications)[number]) => (
    <ApplicationCard
      key={a.id}
      application={a}
      submitting={submittingId === a.id && fetcher.formData?.get("intent") === "submit"}
      onSubmit={(id) => fetcher.submit({ intent: "submit", application_id: String(id) }, { method: "post" })}
      onWithdraw={setWithdrawingId}
      onReview={setReviewingId}
    />
  );

  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Application Tracker</h1>
          <p>Every job you applied to, and where it stands.</p>
          {applications.length > 0 && (
            <p className="vets-muted" data-testid="tracker-totals">
              {sentAll.length === 1 ? "1 application sent" : `${sentAll.length} applications sent`}
              {drafts.length > 0 ? ` · ${drafts.length === 1 ? "1 draft" : `${drafts.length} drafts`} not sent yet` : ""}
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
            {SENT_STATUSES.map((s) => (
              <StatCard key={s} label={APPLICATION_STATUS_LABELS[s]} value={counts[s] ?? 0} icon="dot" />
            ))}
          </div>
          <Form
            method="get"
            className="vets-filter-bar vets-tracker-filters"
            aria-label="Filter and sort applications"
            onChange={(e) => {
              // Only the chosen values go in the address: "All" and the default order leave it clean.
              const chosen = new URLSearchParams();
              for (const [key, value] of new FormData(e.currentTarget)) {
                if (typeof value === "string" && value !== "" && !(key === "sort" && value === "applied")) chosen.set(key, value);
              }
              submitFilters(chosen, { method: "get", replace: true, preventScrollReset: true });
            }}
          >
            <FormGroup label="Status" labelFor="tracker-status" inline>
              <HTMLSelect id="tracker-status" name="status" defaultValue={statusFilter ?? ""} key={`s-${statusFilter ?? ""}`}>
                <option value="">All</option>
                <option value="pending">Drafts only</option>
                {SENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {APPLICATION_STATUS_LABELS[s]}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label="Sort by" labelFor="tracker-sort" inline>
              <HTMLSelect id="tracker-sort" name="sort" defaultValue={sortValue} key={`o-${sortValue}`}>
                {TRACKER_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {TRACKER_SORT_LABELS[s]}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <noscript>
              <Button type="submit" text="Apply" />
            </noscript>
          </Form>
          {showDrafts && (
            <section id="drafts" aria-labelledby="drafts-heading" className="vets-tracker-section">
              <h2 id="drafts-heading" className="vets-section-heading">
                Drafts — not sent yet ({drafts.length})
              </h2>
              <p className="vets-muted">No employer has seen these. Review each letter, then submit it when it says what you want.</p>
              <div className="vets-stack">{drafts.map(card)}</div>
            </section>
          )}
          {showSent && (
            <section id="sent" aria-labelledby="sent-heading" className="vets-tracker-section">
              <h2 id="sent-heading" className="vets-section-heading">
                {statusFilter ? `${APPLICATION_STATUS_LABELS[statusFilter as keyof typeof APPLICATION_STATUS_LABELS]} applications` : "Sent applications"} ({sentShown.length})
              </h2>
              {sentShown.length === 0 ? (
                <p className="vets-muted">
                  {statusFilter ? "None with this status. " : "You have not sent any application yet. "}
                  {statusFilter && <a href="/applications">Show all</a>}
                </p>
              ) : (
                <div className="vets-stack">{sentShown.map(card)}</div>
              )}
            </section>
          )}
          {statusFilter === "pending" && drafts.length === 0 && <p className="vets-muted">No drafts waiting.</p>}
          <Alert
            isOpen={withdrawing !== null}
            icon="undo"
            intent="danger"
            cancelButtonText="Keep it"
            confirmButtonText="Withdraw application"
            loading={fetcher.state !== "idle" && fetcher.formData?.get("intent") === "withdraw"}
            onCancel={() => setWithdrawingId(null)}
            onConfirm={() => withdrawing && fetcher.submit({ intent: "withdraw", application_id: String(withdrawing.id) }, { method: "post" })}
          >
            <p>
              Withdraw your application to <strong>{withdrawing?.job.title}</strong> at {withdrawing?.job.company}? The employer will see it as
              Withdrawn and can no longer move it. This cannot be undone.
            </p>
          </Alert>
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
