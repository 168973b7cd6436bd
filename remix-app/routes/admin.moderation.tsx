import { Button, Card, Dialog, DialogBody, DialogFooter, FormGroup, NonIdealState, Tag, TextArea } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useOutcomeToast } from "~/components/common/use-submit-settled";
import { LinkButton } from "~/components/common/link-button";
import { LinkPreviewCard } from "~/components/social/link-preview-card";
import { PostText } from "~/components/social/post-text";
import { timeAgo } from "~/components/social/time-ago";
import { UserAvatar } from "~/components/shell/user-avatar";
import { MODERATION_DECISIONS, type ModerationDecision } from "@shared/social";
import { decideReportedPost, listModerationQueue } from "~/domain/social/moderation.server";
import { decideReportedJob, listReportedJobs } from "~/domain/jobs/gone-reports.server";
import { ReportedJobsCard } from "~/components/admin/reported-jobs-card";
import { actionResult } from "~/lib/http.server";
import { formId, readFormFields } from "~/lib/form.server";
import { requirePageActor } from "~/domain/access/policy.server";
import { countLabel } from "@shared/plural";

export const meta: MetaFunction = () => [{ title: "Moderation — VetCareer Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "moderate-post");
  const [queue, reported] = await Promise.all([listModerationQueue(auth.user), listReportedJobs(auth.user)]);
  return { ...queue, reportedJobs: reported.jobs };
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "moderate-post");
  const form = await readFormFields(request);
  if (form.intent === "reported-job") {
    const jobDecision = form.decision === "confirm" || form.decision === "restore" ? form.decision : null;
    if (!jobDecision) return { ok: false as const, error: "Unknown decision" };
    const decided = await actionResult(() => decideReportedJob(auth.user, formId(form, "job_id"), jobDecision), "Failed to update job");
    return decided.ok ? { ok: true as const, message: decided.value.message } : { ok: false as const, error: decided.error };
  }
  const decision = form.decision as ModerationDecision;
  if (!MODERATION_DECISIONS.includes(decision)) return { ok: false as const, error: "Unknown decision" };
  const result = await actionResult(
    () => decideReportedPost(auth.user, formId(form, "post_id"), decision, form.justification ?? null),
    "Failed to update post",
  );
  return result.ok ? { ok: true as const, message: result.value.message } : { ok: false as const, error: result.error };
}

const DECISION_LABELS: Record<ModerationDecision, { title: string; intent: "danger" | "none" | "warning"; icon: "eye-off" | "tick" | "disable" }> = {
  hide: { title: "Hide post", intent: "warning", icon: "eye-off" },
  dismiss: { title: "Dismiss reports", intent: "none", icon: "tick" },
  suspend: { title: "Suspend author", intent: "danger", icon: "disable" },
};

export default function AdminModeration() {
  const { items, total, reportedJobs } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const [pending, setPending] = useState<{ postId: number; decision: ModerationDecision } | null>(null);
  const [justification, setJustification] = useState("");

  useOutcomeToast(fetcher, () => {
    setPending(null);
    setJustification("");
  });

  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Moderation</h1>
          <p>Reported posts, oldest report first. Every decision is recorded in the audit log with its justification.</p>
        </div>
        <LinkButton to="/admin/audit" icon="history" text="Audit Logs" />
      </div>
      <ReportedJobsCard jobs={reportedJobs} />
      <p className="vets-muted">
        {countLabel(total, "post")} waiting for review
      </p>
      {items.length === 0 ? (
        <Card elevation={1}>
          <NonIdealState icon="endorsed" title="No reported posts" description="Reports from the community will appear here." />
        </Card>
      ) : (
        <div className="vets-stack">
          {items.map(({ post, reports, author_status }) => (
            <Card key={post.id} elevation={1} className="vets-moderation-item" data-testid="moderation-item">
              <div className="vets-moderation-grid">
                <div>
                  <div className="vets-post-head">
                    <UserAvatar name={post.author_name} pictureUrl={post.author_profile_pic} size={36} />
                    <div className="vets-post-author">
                      <strong>{post.author_name}</strong>
                      <div className="vets-muted" suppressHydrationWarning>
                        {timeAgo(post.created_at)} · {post.privacy} {author_status !== "active" && <Tag intent="danger">{author_status}</Tag>}
                      </div>
                    </div>
                  </div>
                  {post.content && <PostText text={post.content} mentions={post.mentions} />}
                  {post.media.length > 0 && (
                    <div className="vets-post-media vets-post-media-4">
                      {post.media.map((m) =>
                        m.type === "video" ? <video key={m.url} src={m.url} controls preload="metadata" className="vets-post-video" /> : <img key={m.url} src={m.url} alt="" className="vets-post-image" />,
                      )}
                    </div>
                  )}
                  {post.link_preview && <LinkPreviewCard preview={post.link_preview} />}
                </div>
                <div className="vets-moderation-side">
                  <h4 className="vets-card-title">
                    {countLabel(reports.length, "report")}
                  </h4>
                  <ul className="vets-report-list">
                    {reports.map((r) => (
                      <li key={r.id}>
                        <Tag minimal intent="danger">
                          {r.reason.replace(/_/g, " ")}
                        </Tag>{" "}
                        by {r.reporter_name}{" "}
                        <span className="vets-muted" suppressHydrationWarning>
                          {timeAgo(r.created_at)}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <div className="vets-stack">
                    {MODERATION_DECISIONS.map((d) => (
                      <Button key={d} fill alignText="start" intent={DECISION_LABELS[d].intent} icon={DECISION_LABELS[d].icon} text={DECISION_LABELS[d].title} onClick={() => setPending({ postId: post.id, decision: d })} />
                    ))}
                  </div>
                </div>
              </div>
            </Card>
          ))}
        </div>
      )}
      <Dialog isOpen={pending !== null} onClose={() => setPending(null)} title={pending ? DECISION_LABELS[pending.decision].title : ""} className="vets-dialog-narrow">
        <DialogBody>
          <FormGroup label="Justification (recorded in the audit log)" labelFor="justification">
            <TextArea id="justification" name="justification" fill rows={3} required value={justification} onChange={(e) => setJustification(e.currentTarget.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={() => setPending(null)} />
              <Button
                intent={pending ? DECISION_LABELS[pending.decision].intent : "none"}
                text="Confirm"
                disabled={!justification.trim()}
                loading={fetcher.state !== "idle"}
                onClick={() => pending && fetcher.submit({ post_id: String(pending.postId), decision: pending.decision, justification }, { method: "post" })}
              />
            </>
          }
        />
      </Dialog>
    </div>
  );
}
