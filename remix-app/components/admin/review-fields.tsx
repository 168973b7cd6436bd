import { Icon } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import type { ReactNode } from "react";

export interface ReviewField {
  label: string;
  value: ReactNode;
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value);
}

/** "https://www.example.com/" reads as "www.example.com"; the link keeps the full address. */
function displayUrl(href: string): string {
  return href.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

/** Opens in a new tab without giving the opened page a handle on ours. Non-http values stay plain text. */
export function ExternalLink({ href, children }: { href: string | null; children?: ReactNode }) {
  if (!href) return <span className="vets-muted">Not provided</span>;
  if (!isHttpUrl(href)) return <span>{href}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="vets-external-link">
      {children ?? displayUrl(href)}
      <Icon icon="share" size={11} />
    </a>
  );
}

export function orMissing(value: string | number | null | undefined): ReactNode {
  return value === null || value === undefined || value === "" ? <span className="vets-muted">Not provided</span> : value;
}

/** A titled group of label/value pairs inside a review card. */
export function ReviewFieldGroup({ title, icon, fields }: { title: string; icon: IconName; fields: ReviewField[] }) {
  return (
    <section className="vets-review-group">
      <h4>
        <Icon icon={icon} size={12} />
        {title}
      </h4>
      <dl>
        {fields.map((field) => (
          <div key={field.label} className="vets-review-field">
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A review card's groups, in the card's grid. */
export function ReviewFieldGrid({ groups }: { groups: Array<{ title: string; icon: IconName; fields: ReviewField[] }> }) {
  return (
    <div className="vets-review-grid">
      {groups.map((group) => (
        <ReviewFieldGroup key={group.title} {...group} />
      ))}
    </div>
  );
}
