import { Card, FormGroup, HTMLSelect, Icon, InputGroup, type IconName } from "@blueprintjs/core";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { getFormProps } from "@conform-to/react";
import {
  COMPANY_SIZES,
  EMPLOY_VETERANS_OPTIONS,
  EMPLOYER_CLEARANCE_OPTIONS,
  HIRING_VOLUMES,
  INDUSTRIES,
  companySizeLabel,
  hiringVolumeLabel,
} from "@shared/schemas/employer-registration";
import { US_STATES } from "@shared/us-states";

export type FieldErrors = Record<string, string>;
export type CompanyValues = Partial<Record<string, string | null>>;

interface Option {
  value: string;
  label: string;
}

const options = (values: readonly string[], label: (v: string) => string = (v) => v): Option[] => values.map((value) => ({ value, label: label(value) }));
const STATE_OPTIONS: Option[] = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** A company section's card: its icon, then the heading (what the section holds). */
export function CompanySection({ icon, heading, children }: { icon: IconName; heading: ReactNode; children: ReactNode }) {
  return (
    <Card elevation={1} className="vets-emp-section">
      <div className="vets-emp-section-head">
        <span className="vets-emp-section-icon">
          <Icon icon={icon} />
        </span>
        {heading}
      </div>
      {children}
    </Card>
  );
}

export function FormSection({ title, icon, hint, children }: { title: string; icon: IconName; hint?: string; children: ReactNode }) {
  return (
    <CompanySection
      icon={icon}
      heading={
        <div>
          <h2>{title}</h2>
          {hint && <p>{hint}</p>}
        </div>
      }
    >
      <div className="vets-emp-grid">{children}</div>
    </CompanySection>
  );
}

interface FieldProps {
  name: string;
  label: string;
  values: CompanyValues;
  errors: FieldErrors;
  required?: boolean;
  helper?: string;
  wide?: boolean;
}

function fieldState({ name, errors, helper }: FieldProps) {
  const error = errors[name];
  return { error, intent: error ? ("danger" as const) : ("none" as const), helperText: error ?? helper };
}

export function TextField(props: FieldProps & { type?: string; placeholder?: string; autoComplete?: string; maxLength?: number; readOnly?: boolean }) {
  const { name, label, values, required, wide, type = "text", placeholder, autoComplete, maxLength, readOnly } = props;
  const { intent, helperText } = fieldState(props);
  return (
    <FormGroup className={wide ? "vets-emp-wide" : undefined} label={label} labelFor={`emp-${name}`} labelInfo={required ? "*" : undefined} intent={intent} helperText={helperText}>
      <InputGroup
        id={`emp-${name}`}
        name={name}
        type={type}
        intent={intent}
        defaultValue={values[name] ?? ""}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        readOnly={readOnly}
        disabled={readOnly}
        aria-required={required}
        aria-invalid={intent === "danger"}
        size="large"
      />
    </FormGroup>
  );
}

export function SelectField(props: FieldProps & { options: Option[]; placeholder: string }) {
  const { name, label, values, required, wide, placeholder } = props;
  const { intent, helperText } = fieldState(props);
  return (
    <FormGroup className={wide ? "vets-emp-wide" : undefined} label={label} labelFor={`emp-${name}`} labelInfo={required ? "*" : undefined} intent={intent} helperText={helperText}>
      <HTMLSelect id={`emp-${name}`} name={name} defaultValue={values[name] ?? ""} fill large aria-required={required} aria-invalid={intent === "danger"}>
        <option value="">{placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/**
 * The company's details in SPEC's sections (all but Account Security), shared by the
 * registration form and the company profile editor. `email` is the contact email field.
 */
export function CompanyFormSections({ values, errors, email }: { values: CompanyValues; errors: FieldErrors; email: ReactNode }) {
  const f = { values, errors };
  return (
    <>
      <FormSection title="Company Information" icon="office" hint="How veterans and our review team will know you.">
        <TextField {...f} name="company_name" label="Company Name" required wide autoComplete="organization" maxLength={200} placeholder="e.g. Acme Defense Systems" />
        <SelectField {...f} name="company_size" label="Company Size" required options={options(COMPANY_SIZES, companySizeLabel)} placeholder="Select company size" />
        <SelectField {...f} name="industry" label="Industry" required options={options(INDUSTRIES)} placeholder="Select industry" />
        <TextField {...f} name="website" label="Company Website" type="url" wide autoComplete="url" placeholder="https://www.example.com" helper="A website or a LinkedIn company page is required for verification." />
      </FormSection>

      <FormSection title="Contact Information" icon="person" hint="The person our team and candidates talk to.">
        <TextField {...f} name="contact_person" label="Contact Person" required autoComplete="name" maxLength={120} placeholder="Full name" />
        <TextField {...f} name="job_title" label="Job Title" required autoComplete="organization-title" maxLength={120} placeholder="e.g. Talent Acquisition Manager" />
        {email}
        <TextField {...f} name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={40} placeholder="(555) 555-0100" />
      </FormSection>

      <FormSection title="Business Address" icon="map-marker">
        <TextField {...f} name="business_address" label="Street Address" required wide autoComplete="street-address" maxLength={200} placeholder="123 Main Street, Suite 400" />
        <TextField {...f} name="city" label="City" required autoComplete="address-level2" maxLength={100} />
        <div className="vets-emp-pair">
          <SelectField {...f} name="state" label="State" required options={STATE_OPTIONS} placeholder="Select state" />
          <TextField {...f} name="zip_code" label="ZIP Code" required autoComplete="postal-code" maxLength={10} placeholder="12345" />
        </div>
      </FormSection>

      <FormSection title="Business Credentials & Verification" icon="shield" hint="Optional identifiers speed up review, especially for government contractors.">
        <TextField {...f} name="cage_code" label="CAGE Code" maxLength={12} placeholder="5 characters" />
        <TextField {...f} name="duns_number" label="DUNS Number" maxLength={16} placeholder="9 digits" />
        <TextField {...f} name="tax_id_ein" label="Tax ID / EIN" maxLength={16} placeholder="XX-XXXXXXX" />
        <TextField {...f} name="business_license" label="Business License" maxLength={100} placeholder="License number" />
        <TextField {...f} name="linkedin_company_url" label="LinkedIn Company URL" type="url" wide placeholder="https://www.linkedin.com/company/your-company" />
      </FormSection>

      <FormSection title="Hiring Information" icon="people" hint="Helps us match you with the right veterans.">
        <SelectField {...f} name="hiring_volume_annually" label="Annual Hiring Volume" required options={options(HIRING_VOLUMES, hiringVolumeLabel)} placeholder="Select hiring volume" />
        <SelectField {...f} name="currently_employ_veterans" label="Currently Employ Veterans?" required options={options(EMPLOY_VETERANS_OPTIONS)} placeholder="Select an answer" />
        <SelectField {...f} name="security_clearance_required" label="Security Clearance Required" required wide options={options(EMPLOYER_CLEARANCE_OPTIONS)} placeholder="Select clearance level" />
      </FormSection>
    </>
  );
}

/**
 * The form an existing employer edits their company in (first-time details and the profile editor): the sections with the
 * sign-in email shown read-only, then the screen's own actions row.
 */
export function CompanyEditForm({
  values,
  errors,
  formProps,
  actions,
}: {
  values: CompanyValues;
  errors: FieldErrors;
  formProps: ReturnType<typeof getFormProps>;
  actions: ReactNode;
}) {
  return (
    <Form method="post" {...formProps} className="vets-emp-form">
      <CompanyFormSections
        values={values}
        errors={errors}
        email={<TextField values={values} errors={{}} name="email" label="Work Email" helper="Your sign-in email." type="email" readOnly />}
      />
      <div className="vets-emp-actions">{actions}</div>
    </Form>
  );
}
