import { AnchorButton, Button, Card, Icon, Tag } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import { APPLICATION_STATUS_LABELS, WITHDRAWABLE_STATUSES } from "@shared/applications";
import type { TrackedApplication } from "@shared/views/tracked-application";
import { formatDate } from "~/components/common/format";
import { PrivateNote } from "./private-note";
import { APPLICATION_STATUS_INTENT } from "./status-intent";
import { FitScoreTag } from "~/components/jobs/fit-score-tag";

interface Props {
  application: TrackedApplication;
  submitting: boolean;
  onSubmit: (id: number) => void;
  /** Asks to withdraw a sent application (the screen confirms first). */
  onWithdraw: (id: number) => void;
  /** Opens the draft letter for editing: pending applications with a letter, or auto-apply drafts whose letter is written on opening. */
  onReview: (id: number) => void;
}

export function ApplicationCard({ application: a, submitting, onSubmit, onWithdraw, onReview }: Props) {
  const draft = a.status === "pending" && (a.cover_letter !== null || a.is_auto_applied);
  return (
    <Card elevation={1} className="vets-application-card" id={`application-${a.id}`} data-testid="application-card">
      <div className="vets-row" style={{ alignItems: "flex-start" }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <h3 className="vets-card-title" style={{ marginBottom: 4 }}>
            <Link to={`/jobs/${a.job.id}`}>{a.job.title}</Link>
          </h3>
          <div className="vets-muted">
            <Icon icon="office" size={12} /> {a.job.company}
            {a.job.location ? ` · ${a.job.location}` : ""}
          </div>
        </div>
        <Tag intent={APPLICATION_STATUS_INTENT[a.status]} size="large" round>
          {/* A pending application is a draft nobody has received (issue 52). */}
          {a.status === "pending" ? "Draft" : APPLICATION_STATUS_LABELS[a.status]}
        </Tag>
      </div>
      <div className="vets-row" style={{ marginTop: 12 }}>
        {a.fit_score !== null && <FitScoreTag score={a.fit_score} label={a.status === "pending" ? "when drafted" : "when you applied"} />}
        {a.fit_score_now !== null && a.fit_score_now !== a.fit_score && <FitScoreTag score={a.fit_score_now} label="match today" />}
        {a.is_auto_applied && a.status !== "pending" && (
          <Tag minimal icon="send-message" intent="primary">
            Auto-applied
          </Tag>
        )}
        <span className="vets-muted">Created {formatDate(a.created_at)}</span>
        {a.submitted_at && <span className="vets-muted">· Submitted {formatDate(a.submitted_at)}</span>}
        {a.status_changed_at && a.status !== "pending" && a.status !== "sent" && (
          <span className="vets-muted">
            · {APPLICATION_STATUS_LABELS[a.status]} {formatDate(a.status_changed_at)}
          </span>
        )}
        <span className="vets-spacer" />
        {draft && <Button icon="edit" text="Review letter" onClick={() => onReview(a.id)} />}
        {a.status === "pending" && a.is_auto_applied && a.job.apply_url && (
          <AnchorButton
            icon="share"
            text="Open employer's site"
            href={a.job.apply_url}
            target="_blank"
            rel="noopener noreferrer"
          />
        )}
        {a.status === "pending" && (
          <Button intent="primary" icon="send-to" text="Submit Application" loading={submitting} onClick={() => onSubmit(a.id)} />
        )}
        {(WITHDRAWABLE_STATUSES as readonly string[]).includes(a.status) && (
          <Button variant="minimal" icon="undo" text="Withdraw" aria-label={`Withdraw application to ${a.job.title}`} onClick={() => onWithdraw(a.id)} />
        )}
      </div>
      {draft && a.is_auto_applied && (
        <p className="vets-application-draft-note">
          <Icon icon="eye-open" size={12} />{" "}
          {a.job.apply_url
            ? "Draft waiting for your review: send it on the employer's site, then mark it submitted here."
            : "Draft waiting for your review: the employer has not seen it. Submit it when the letter says what you want."}
        </p>
      )}
      {(a.cover_letter || a.fit_reasons.length > 0) && (
        <details className="vets-application-letter">
          <summary>{a.cover_letter ? (draft ? "Draft cover letter" : "Cover letter") : "Why it matched"}</summary>
          {a.fit_reasons.length > 0 && (
            <ul className="vets-muted">
              {a.fit_reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {a.cover_letter && <p className="vets-letter-text">{a.cover_letter}</p>}
        </details>
      )}
      <PrivateNote applicationId={a.id} note={a.private_note} />
    </Card>
  );
}
