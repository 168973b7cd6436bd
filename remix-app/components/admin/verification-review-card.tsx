import { Button, Card, Tag } from "@blueprintjs/core";
import { formatDate } from "~/components/common/format";
import { initialsOf } from "@shared/navigation";
import { ExternalLink, orMissing, ReviewFieldGroup } from "./review-fields";
import type { VerificationItem } from "./review-types";

interface Props {
  request: VerificationItem;
  busy: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function VerificationReviewCard({ request: r, busy, disabled, onApprove, onReject }: Props) {
  return (
    <Card elevation={1} className="vets-review-card" aria-label={`Verification request from ${r.full_name}`}>
      <header className="vets-review-head">
        <div className="vets-review-avatar is-person" aria-hidden>
          {initialsOf(r.full_name)}
        </div>
        <div className="vets-review-title">
          <h3>{r.full_name}</h3>
          <div className="vets-review-meta">
            <Tag intent="warning" minimal round icon="time">
              Pending review
            </Tag>
            <span>Submitted {formatDate(r.submitted_at)}</span>
            {r.previous_rejections > 0 && (
              <Tag intent="danger" minimal round>
                {r.previous_rejections === 1 ? "1 earlier rejection" : `${r.previous_rejections} earlier rejections`}
              </Tag>
            )}
          </div>
        </div>
        <div className="vets-review-actions">
          <Button icon="disable" intent="danger" variant="outlined" text="Reject" onClick={onReject} disabled={disabled} />
          <Button icon="endorsed" intent="success" text="Approve" onClick={onApprove} loading={busy} disabled={disabled && !busy} />
        </div>
      </header>
      <div className="vets-review-grid">
        <ReviewFieldGroup
          title="Document"
          icon="document"
          fields={[
            { label: "Document type", value: r.document_label },
            { label: "Document", value: <ExternalLink href={r.document_url}>Open document</ExternalLink> },
          ]}
        />
        <ReviewFieldGroup
          title="Veteran"
          icon="person"
          fields={[
            { label: "Email", value: <a href={`mailto:${r.email}`}>{r.email}</a> },
            { label: "Profile", value: <a href={`/profile/${r.user_id}`} target="_blank" rel="noopener noreferrer">View profile</a> },
          ]}
        />
        <ReviewFieldGroup
          title="Service"
          icon="star"
          fields={[
            { label: "Branch", value: orMissing(r.military_branch) },
            { label: "Rank", value: orMissing(r.military_rank) },
            { label: "MOS / Rating", value: orMissing(r.mos_code) },
            { label: "Years of service", value: orMissing(r.years_of_service) },
          ]}
        />
      </div>
    </Card>
  );
}
