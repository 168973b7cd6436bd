import { isSafeHref, isStoredPreviewImage, type LinkPreview } from "@shared/social";
import { EXTERNAL_REL } from "./post-text";

/** A preview's text renders as text; the image only when it is the server's own copy, the link only when http(s). */
export function LinkPreviewCard({ preview, onRemove }: { preview: LinkPreview; onRemove?: () => void }) {
  const body = (
    <>
      {isStoredPreviewImage(preview.image) && <img src={preview.image} alt="" className="vets-link-preview-image" loading="lazy" referrerPolicy="no-referrer" />}
      <div className="vets-link-preview-text">
        <span className="vets-link-preview-domain">{preview.domain}</span>
        {preview.title && <strong className="vets-link-preview-title">{preview.title}</strong>}
        {preview.description && <span className="vets-link-preview-description">{preview.description}</span>}
      </div>
    </>
  );
  return (
    <div className="vets-link-preview" data-testid="link-preview">
      {isSafeHref(preview.url) ? (
        <a href={preview.url} target="_blank" rel={EXTERNAL_REL} className="vets-link-preview-link">
          {body}
        </a>
      ) : (
        <div className="vets-link-preview-link">{body}</div>
      )}
      {onRemove && (
        <button type="button" className="vets-link-preview-remove bp6-button bp6-minimal bp6-small" onClick={onRemove} aria-label="Remove link preview">
          ×
        </button>
      )}
    </div>
  );
}
