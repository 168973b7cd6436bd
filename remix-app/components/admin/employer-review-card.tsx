import { Callout, Card } from "@blueprintjs/core";
import { formatDate } from "~/components/common/format";
import { ReviewCardHead } from "./review-card-head";
import { ExternalLink, orMissing, ReviewFieldGrid } from "./review-fields";
import type { QueueCardProps } from "./review-queue";
import type { EmployerItem } from "./review-types";

/** Every registration field, grouped as the registration form groups them. */
export function EmployerReviewCard({ employer: e, ...card }: QueueCardProps & { employer: EmployerItem }) {
  return (
    <Card elevation={1} className="vets-review-card" aria-label={`Employer ${e.company_name}`}>
      <ReviewCardHead avatar={e.company_name.slice(0, 1).toUpperCase()} title={e.company_name} approveIcon="tick" {...card}>
        <span>Registered {formatDate(e.submitted_at)}</span>
        <span>·</span>
        <span>{e.email}</span>
      </ReviewCardHead>
      {!e.email_domain_matches_website && (
        <Callout intent="warning" icon="warning-sign" compact style={{ margin: "8px 0" }}>
          Email domain does not match the company website: {e.email.slice(e.email.lastIndexOf("@") + 1)} vs{" "}
          {e.website ?? "no website"}. Check that this person works for {e.company_name}.
        </Callout>
      )}
      <ReviewFieldGrid
        groups={[
          {
            title: "Company Information",
            icon: "office",
            fields: [
              { label: "Industry", value: e.industry },
              { label: "Company size", value: e.company_size },
              { label: "Website", value: <ExternalLink href={e.website} /> },
              { label: "LinkedIn", value: <ExternalLink href={e.linkedin_company_url} /> },
            ],
          },
          {
            title: "Contact Information",
            icon: "person",
            fields: [
              { label: "Contact person", value: e.contact_person },
              { label: "Job title", value: e.job_title },
              { label: "Phone", value: orMissing(e.phone) },
            ],
          },
          {
            title: "Business Address",
            icon: "map-marker",
            fields: [
              { label: "Street", value: e.business_address },
              { label: "City", value: e.city },
              { label: "State / ZIP", value: `${e.state} ${e.zip_code}` },
            ],
          },
          {
            title: "Credentials & Verification",
            icon: "id-number",
            fields: [
              { label: "CAGE code", value: orMissing(e.cage_code) },
              { label: "DUNS number", value: orMissing(e.duns_number) },
              { label: "Tax ID (EIN)", value: orMissing(e.tax_id_ein) },
              { label: "Business license", value: orMissing(e.business_license) },
            ],
          },
          {
            title: "Hiring Information",
            icon: "people",
            fields: [
              { label: "Hires per year", value: e.hiring_volume_annually },
              { label: "Employs veterans", value: e.currently_employ_veterans },
              { label: "Clearance required", value: e.security_clearance_required },
            ],
          },
          {
            title: "Account",
            icon: "key",
            fields: [
              { label: "Account holder", value: e.account_name },
              { label: "Sign-in email", value: <a href={`mailto:${e.email}`}>{e.email}</a> },
              { label: "Plan", value: e.plan_id },
              { label: "Registered", value: formatDate(e.submitted_at) },
            ],
          },
        ]}
      />
    </Card>
  );
}
