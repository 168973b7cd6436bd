import { AnchorButton, Button, Card, NonIdealState, Tag, type Intent } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { APPLICATION_STATUS_LABELS, type EmployerDecision } from "@shared/applications";
import { requirePageActor } from "~/domain/access/policy.server";
import { formatDate } from "~/components/common/format";
import { LinkButton } from "~/components/common/link-button";
import { MessageCandidateButton } from "~/components/inbox/messages/message-candidate-button";
import { FitScoreTag } from "~/components/jobs/fit-score-tag";
import { UserAvatar } from "~/components/shell/user-avatar";
import { useToast } from "~/components/shell/toaster";
import { decideApplication, listApplicantsForJob } from "~/domain/applications/applicant-pipeline.server";
import { isDomainError } from "~/lib/errors.server";
import { formId, readFormFields } from "~/lib/form.server";
import { actionResult } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { FitReasonList } from "~/components/jobs/fit-reasons";
import { countLabel } from "@shared/plural";
import { APPLICATION_STATUS_INTENT } from "~/components/applications/status-intent";

export const meta: MetaFunction = () => [{ title: "Applicants — VetCareer" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "review-applicants");
  try {
    return await listApplicantsForJob(auth.user.id, parseIdParam(params.id, "Job not found"));
  } catch (e) {
    // Not approved (pending, rejected, details missing): the dashboard explains where the account stands.
    if (isDomainError(e) && e.status === 403) throw redirect("/employer/dashboard");
    if (isDomainError(e)) throw new Response(e.detail, { status: e.status });
    throw e;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "review-applicants");
  const form = await readFormFields(request);
  const status = String(form.status) as EmployerDecision;
  const result = await actionResult(() => decideApplication(auth.user.id, formId(form, "application_id"), status), "Failed to update application");
  return result.ok ? { ok: true as const, status } : { ok: false as const, error: result.error };
}

const DECISION_BUTTONS: Record<EmployerDecision, { text: string; intent: Intent; icon: "chat" | "endorsed" | "cross" }> = {
  interview: { text: "Move to Interview", intent: "primary", icon: "chat" },
  offer: { text: "Make Offer", intent: "success", icon: "endorsed" },
  rejected: { text: "Reject", intent: "danger", icon: "cross" },
};


export default function Applicants() {
  const { job, applicants } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const busyId = fetcher.state !== "idle" ? Number(fetcher.formData?.get("application_id")) : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast(`Applicant moved to ${APPLICATION_STATUS_LABELS[fetcher.data.status]}`, "success");
    else toast(fetcher.data.error, "danger");
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <div className="vets-page">
      <LinkButton to="/employer/jobs" variant="minimal" icon="arrow-left" text="Your jobs" />
      <div className="vets-page-header" style={{ marginTop: 8 }}>
        <div>
          <h1>Applicants</h1>
          <p>
            {job.title} · {countLabel(applicants.length, "applicant")}
          </p>
        </div>
      </div>
      {applicants.length === 0 ? (
        <Card elevation={1}>
          <NonIdealState icon="people" title="No applicants yet" description="Veterans who apply to this job appear here with their fit score." />
        </Card>
      ) : (
        <div className="vets-stack">
          {applicants.map((a) => (
            <Card key={a.application_id} id={`application-${a.application_id}`} elevation={1} className="vets-applicant-card">
              <div className="vets-row" style={{ alignItems: "flex-start" }}>
                <UserAvatar name={a.full_name} pictureUrl={a.profile_pic_url} size={48} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <h3 className="vets-card-title" style={{ marginBottom: 2 }}>
                    <Link to={`/profile/${a.user_id}`}>{a.full_name}</Link>
                    {a.verified && (
                      <Tag minimal intent="success" icon="endorsed" style={{ marginLeft: 8 }}>
                        Verified
                      </Tag>
                    )}
                  </h3>
                  {a.headline && <div>{a.headline}</div>}
                  <div className="vets-muted">
                    {[a.military_branch, a.military_rank, a.mos_code].filter(Boolean).join(" · ") || "Service details not shared"}
                    {" · "}Applied {formatDate(a.applied_at)}
                  </div>
                </div>
                <div className="vets-row" style={{ gap: 8 }}>
                  <MessageCandidateButton userId={a.user_id} name={a.full_name} />
                  {a.fit_score !== null && <FitScoreTag score={a.fit_score} label="when applied" />}
                  {a.fit_score_now !== null && a.fit_score_now !== a.fit_score && <FitScoreTag score={a.fit_score_now} label="today" />}
                  <Tag intent={APPLICATION_STATUS_INTENT[a.status]} round size="large">
                    {APPLICATION_STATUS_LABELS[a.status]}
                  </Tag>
                </div>
              </div>
              <div style={{ marginTop: 10 }}>
                <FitReasonList reasons={a.fit_reasons} kinds={a.fit_reason_kinds} max={3} />
              </div>
              {a.resume_url && (
                <div style={{ marginTop: 8 }}>
                  <AnchorButton size="small" icon="document" href={a.resume_url} download text="Resume" aria-label={`Download ${a.full_name}'s resume`} />
                </div>
              )}
              {a.cover_letter && (
                <details className="vets-application-letter">
                  <summary>Cover letter</summary>
                  <p className="vets-letter-text">{a.cover_letter}</p>
                </details>
              )}
              {a.allowed_statuses.length > 0 && (
                <div className="vets-row" style={{ justifyContent: "flex-end", marginTop: 8 }}>
                  {a.allowed_statuses.map((next) => {
                    const b = DECISION_BUTTONS[next as EmployerDecision];
                    return (
                      <Button
                        key={next}
                        intent={b.intent}
                        icon={b.icon}
                        variant={next === "rejected" ? "minimal" : "solid"}
                        text={b.text}
                        loading={busyId === a.application_id && fetcher.formData?.get("status") === next}
                        disabled={busyId === a.application_id}
                        onClick={() => fetcher.submit({ application_id: String(a.application_id), status: next }, { method: "post" })}
                      />
                    );
                  })}
                </div>
              )}
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
