import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { CLEARANCE_LABELS, CLEARANCE_LEVELS } from "@shared/clearance";
import { MILITARY_BRANCHES } from "@shared/military-branches";
import { ListInput } from "./list-input";
import type { ProfileFormValues } from "./profile-types";

interface Props {
  values: ProfileFormValues;
  email: string | null;
  onChange: (patch: Partial<ProfileFormValues>) => void;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  error: string | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">{title}</h3>
      {children}
    </Card>
  );
}

export function ProfileForm({ values, email, onChange, onCancel, onSave, saving, error }: Props) {
  const text = (key: keyof ProfileFormValues) => ({
    id: `profile-${key}`,
    value: values[key] as string,
    onChange: (e: { currentTarget: { value: string } }) => onChange({ [key]: e.currentTarget.value }),
  });

  return (
    <form
      className="vets-stack"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Section title="Bio">
        <div className="vets-form-grid vets-form-grid-name">
          <FormGroup label="Full Name" labelFor="profile-full_name" labelInfo="(required)">
            <InputGroup {...text("full_name")} required maxLength={120} />
          </FormGroup>
          <FormGroup label="Headline" labelFor="profile-headline">
            <InputGroup {...text("headline")} maxLength={200} placeholder="e.g. Army IT Specialist | Network Administration" />
          </FormGroup>
        </div>
        <FormGroup label="Bio" labelFor="profile-bio">
          <TextArea {...text("bio")} fill rows={5} maxLength={5000} placeholder="Tell employers about your service and what you want to do next." />
        </FormGroup>
      </Section>

      <Section title="Contact & Location">
        <div className="vets-form-grid">
          <FormGroup label="Email" labelFor="profile-email" helperText="Your sign-in email. Only approved employers see it.">
            <InputGroup id="profile-email" value={email ?? ""} readOnly disabled />
          </FormGroup>
          <FormGroup label="Phone" labelFor="profile-phone" helperText="Only approved employers see it.">
            <InputGroup {...text("phone")} type="tel" maxLength={40} placeholder="(555) 555-0100" />
          </FormGroup>
          <FormGroup label="Location" labelFor="profile-location">
            <InputGroup {...text("location")} maxLength={120} placeholder="City, State" />
          </FormGroup>
        </div>
      </Section>

      <Section title="Military Experience">
        <div className="vets-form-grid">
          <FormGroup label="Branch" labelFor="profile-military_branch">
            <HTMLSelect {...text("military_branch")} fill>
              <option value="">Select branch</option>
              {MILITARY_BRANCHES.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Rank" labelFor="profile-military_rank">
            <InputGroup {...text("military_rank")} maxLength={80} placeholder="e.g. Staff Sergeant (E-6)" />
          </FormGroup>
          <FormGroup label="MOS/Rating" labelFor="profile-mos_code">
            <InputGroup {...text("mos_code")} maxLength={20} placeholder="e.g. 25B, LS, 3D0X2" />
          </FormGroup>
          <FormGroup label="Years of Service" labelFor="profile-years_of_service">
            <InputGroup {...text("years_of_service")} type="number" min={0} max={60} step={1} inputMode="numeric" />
          </FormGroup>
          <FormGroup label="Security Clearance" labelFor="profile-clearance_level">
            <HTMLSelect {...text("clearance_level")} fill>
              <option value="">Select clearance</option>
              {CLEARANCE_LEVELS.map((c) => (
                <option key={c} value={c}>
                  {CLEARANCE_LABELS[c]}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Unit/Command" labelFor="profile-unit">
            <InputGroup {...text("unit")} maxLength={200} placeholder="e.g. 1st Cavalry Division" />
          </FormGroup>
        </div>
        <FormGroup label="Deployments" labelFor="profile-deployments">
          <TextArea {...text("deployments")} fill rows={3} maxLength={2000} placeholder="e.g. Operation Inherent Resolve, Iraq (2017–2018)" />
        </FormGroup>
      </Section>

      <Section title="Professional Experience">
        <FormGroup label="Current Position" labelFor="profile-current_position">
          <InputGroup {...text("current_position")} maxLength={200} placeholder="e.g. Transitioning service member" />
        </FormGroup>
        <FormGroup label="Desired Roles" labelFor="profile-desired_roles" helperText="Separate with commas.">
          <ListInput id="profile-desired_roles" values={values.desired_roles} onChange={(v) => onChange({ desired_roles: v })} placeholder="e.g. Network Administrator, IT Support Specialist" />
        </FormGroup>
        <FormGroup label="Skills" labelFor="profile-skills" helperText="Separate with commas.">
          <ListInput id="profile-skills" values={values.skills} onChange={(v) => onChange({ skills: v })} placeholder="e.g. Active Directory, Cisco IOS, Leadership" />
        </FormGroup>
        <FormGroup label="Industries" labelFor="profile-industries" helperText="Separate with commas.">
          <ListInput id="profile-industries" values={values.industries} onChange={(v) => onChange({ industries: v })} placeholder="e.g. Technology, Defense, Government" />
        </FormGroup>
      </Section>

      {error && (
        <Callout intent="danger" icon="error" role="alert">
          {error}
        </Callout>
      )}
      <div className="vets-form-actions">
        <span className="vets-muted vets-form-actions-hint">Editing your profile</span>
        <Button text="Cancel" onClick={onCancel} disabled={saving} />
        <Button type="submit" intent="primary" icon="floppy-disk" text="Save Profile" loading={saving} />
      </div>
    </form>
  );
}
