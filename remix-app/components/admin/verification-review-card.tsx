import { Card, Tag } from "@blueprintjs/core";
import { formatDate } from "~/components/common/format";
import { initialsOf } from "@shared/navigation";
import { ReviewCardHead } from "./review-card-head";
import { orMissing, ReviewFieldGrid } from "./review-fields";
import { VerificationDocumentLink } from "./verification-document-link";
import type { QueueCardProps } from "./review-queue";
import type { VerificationItem } from "./review-types";
import { countLabel } from "@shared/plural";

export function VerificationReviewCard({ request: r, ...card }: QueueCardProps & { request: VerificationItem }) {
  return (
    <Card elevation={1} className="vets-review-card" aria-label={`Verification request from ${r.full_name}`}>
      <ReviewCardHead avatar={initialsOf(r.full_name)} personAvatar title={r.full_name} approveIcon="endorsed" {...card}>
        <span>Submitted {formatDate(r.submitted_at)}</span>
        {r.previous_rejections > 0 && (
          <Tag intent="danger" minimal round>
            {countLabel(r.previous_rejections, "earlier rejection")}
          </Tag>
        )}
      </ReviewCardHead>
      <ReviewFieldGrid
        groups={[
          {
            title: "Document",
            icon: "document",
            fields: [
              { label: "Document type", value: r.document_label },
              { label: "Document", value: <VerificationDocumentLink request={r} /> },
            ],
          },
          {
            title: "Veteran",
            icon: "person",
            fields: [
              { label: "Email", value: <a href={`mailto:${r.email}`}>{r.email}</a> },
              {
                label: "Profile",
                value: (
                  <a href={`/profile/${r.user_id}`} target="_blank" rel="noopener noreferrer">
                    View profile
                  </a>
                ),
              },
            ],
          },
          {
            title: "Service",
            icon: "star",
            fields: [
              { label: "Branch", value: orMissing(r.military_branch) },
              { label: "Rank", value: orMissing(r.military_rank) },
              { label: "MOS / Rating", value: orMissing(r.mos_code) },
              { label: "Years of service", value: orMissing(r.years_of_service) },
            ],
          },
        ]}
      />
    </Card>
  );
}
