import { Tag, type IconName, type Intent } from "@blueprintjs/core";
import { companySizeLabel, hiringVolumeLabel } from "@shared/schemas/employer-registration";
import { US_STATES } from "@shared/us-states";
import { CompanySection, type CompanyValues } from "./company-form-sections";

type Row = [label: string, value: string | null | undefined, kind?: "link"];

function Value({ value, kind }: { value: string | null | undefined; kind?: "link" }) {
  if (!value) return <span className="vets-emp-empty">Not provided</span>;
  if (kind === "link") {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer">
        {value.replace(/^https?:\/\//, "")}
      </a>
    );
  }
  return <span>{value}</span>;
}

function Group({ title, icon, rows }: { title: string; icon: IconName; rows: Row[] }) {
  return (
    <CompanySection icon={icon} heading={<h2>{title}</h2>}>
      <dl className="vets-emp-details">
        {rows.map(([label, value, kind]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <Value value={value} kind={kind} />
            </dd>
          </div>
        ))}
      </dl>
    </CompanySection>
  );
}

const STATUS: Record<string, { label: string; intent: Intent; icon: IconName }> = {
  pending: { label: "Under review", intent: "warning", icon: "time" },
  rejected: { label: "Not approved", intent: "danger", icon: "disable" },
};

export function ApprovalTag({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: "Approved", intent: "success" as const, icon: "endorsed" as const };
  return (
    <Tag size="large" round minimal intent={s.intent} icon={s.icon}>
      {s.label}
    </Tag>
  );
}

export function CompanyProfileView({ company }: { company: CompanyValues }) {
  const state = US_STATES.find((s) => s.code === company.state);
  const cityLine = [company.city, [state?.name ?? company.state, company.zip_code].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <div className="vets-emp-form">
      <Group
        title="Company Information"
        icon="office"
        rows={[
          ["Company Name", company.company_name],
          ["Company Size", company.company_size ? companySizeLabel(company.company_size) : null],
          ["Industry", company.industry],
          ["Company Website", company.website, "link"],
        ]}
      />
      <Group
        title="Contact Information"
        icon="person"
        rows={[
          ["Contact Person", company.contact_person],
          ["Job Title", company.job_title],
          ["Work Email", company.email],
          ["Phone", company.phone],
        ]}
      />
      <Group title="Business Address" icon="map-marker" rows={[["Street Address", company.business_address], ["City, State, ZIP", cityLine]]} />
      <Group
        title="Business Credentials & Verification"
        icon="shield"
        rows={[
          ["CAGE Code", company.cage_code],
          ["DUNS Number", company.duns_number],
          ["Tax ID / EIN", company.tax_id_ein],
          ["Business License", company.business_license],
          ["LinkedIn Company URL", company.linkedin_company_url, "link"],
        ]}
      />
      <Group
        title="Hiring Information"
        icon="people"
        rows={[
          ["Annual Hiring Volume", company.hiring_volume_annually ? hiringVolumeLabel(company.hiring_volume_annually) : null],
          ["Currently Employ Veterans", company.currently_employ_veterans],
          ["Security Clearance Required", company.security_clearance_required],
        ]}
      />
    </div>
  );
}
