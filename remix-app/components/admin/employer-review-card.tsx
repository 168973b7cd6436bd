import { Button, Card, Tag } from "@blueprintjs/core";
import { formatDate } from "~/components/common/format";
import { ExternalLink, orMissing, ReviewFieldGroup } from "./review-fields";
import type { EmployerItem } from "./review-types";

interface Props {
  employer: EmployerItem;
  busy: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Every registration field, grouped as the registration form groups them. */
export function EmployerReviewCard({ employer: e, busy, disabled, onApprove, onReject }: Props) {
  return (
    <Card elevation={1} className="vets-review-card" aria-label={`Employer ${e.company_name}`}>
      <header className="vets-review-head">
        <div className="vets-review-avatar" aria-hidden>
          {e.company_name.slice(0, 1).toUpperCase()}
        </div>
        <div className="vets-review-title">
          <h3>{e.company_name}</h3>
          <div className="vets-review-meta">
            <Tag intent="warning" minimal round icon="time">
              Pending review
            </Tag>
            <span>Registered {formatDate(e.submitted_at)}</span>
            <span>·</span>
            <span>{e.email}</span>
          </div>
        </div>
        <div className="vets-review-actions">
          <Button icon="disable" intent="danger" variant="outlined" text="Reject" onClick={onReject} disabled={disabled} />
          <Button icon="tick" intent="success" text="Approve" onClick={onApprove} loading={busy} disabled={disabled && !busy} />
        </div>
      </header>
      <div className="vets-review-grid">
        <ReviewFieldGroup
          title="Company Information"
          icon="office"
          fields={[
            { label: "Industry", value: e.industry },
            { label: "Company size", value: e.company_size },
            { label: "Website", value: <ExternalLink href={e.website} /> },
            { label: "LinkedIn", value: <ExternalLink href={e.linkedin_company_url} /> },
          ]}
        />
        <ReviewFieldGroup
          title="Contact Information"
          icon="person"
          fields={[
            { label: "Contact person", value: e.contact_person },
            { label: "Job title", value: e.job_title },
            { label: "Phone", value: orMissing(e.phone) },
          ]}
        />
        <ReviewFieldGroup
          title="Business Address"
          icon="map-marker"
          fields={[
            { label: "Street", value: e.business_address },
            { label: "City", value: e.city },
            { label: "State / ZIP", value: `${e.state} ${e.zip_code}` },
          ]}
        />
        <ReviewFieldGroup
          title="Credentials & Verification"
          icon="id-number"
          fields={[
            { label: "CAGE code", value: orMissing(e.cage_code) },
            { label: "DUNS number", value: orMissing(e.duns_number) },
            { label: "Tax ID (EIN)", value: orMissing(e.tax_id_ein) },
            { label: "Business license", value: orMissing(e.business_license) },
          ]}
        />
        <ReviewFieldGroup
          title="Hiring Information"
          icon="people"
          fields={[
            { label: "Hires per year", value: e.hiring_volume_annually },
            { label: "Employs veterans", value: e.currently_employ_veterans },
            { label: "Clearance required", value: e.security_clearance_required },
          ]}
        />
        <ReviewFieldGroup
          title="Account"
          icon="key"
          fields={[
            { label: "Account holder", value: e.account_name },
            { label: "Sign-in email", value: <a href={`mailto:${e.email}`}>{e.email}</a> },
            { label: "Plan", value: e.plan_id },
            { label: "Registered", value: formatDate(e.submitted_at) },
          ]}
        />
      </div>
    </Card>
  );
}
