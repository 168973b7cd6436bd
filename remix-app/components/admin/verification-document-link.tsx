import { Icon } from "@blueprintjs/core";
import type { VerificationItem } from "./review-types";
import { ExternalLink } from "./review-fields";

/**
 * The reviewer's way to the document: the uploaded image (shown small, opens full size) or PDF
 * (downloads), served to admins only; an old request's shared link; or a note that it is gone.
 */
export function VerificationDocumentLink({ request: r }: { request: VerificationItem }) {
  if (!r.document_url) return <span className="vets-muted">Deleted after review</span>;
  if (r.document_kind === "link") return <ExternalLink href={r.document_url}>Open shared link</ExternalLink>;
  if (r.document_kind === "pdf") {
    return (
      <a href={r.document_url} download className="vets-external-link">
        Download PDF <Icon icon="download" size={11} />
      </a>
    );
  }
  return (
    <a href={r.document_url} target="_blank" rel="noopener noreferrer" className="vets-verification-document">
      <img src={r.document_url} alt={`${r.document_label} uploaded by ${r.full_name}`} loading="lazy" />
      <span className="vets-external-link">
        Open image <Icon icon="share" size={11} />
      </span>
    </a>
  );
}
