import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from "@blueprintjs/core";
import { Form, useNavigation } from "@remix-run/react";
import { EMPLOYMENT_TYPES } from "@shared/job-taxonomy";
import { LinkButton } from "~/components/common/link-button";

export interface JobFormValues {
  title: string;
  company: string;
  location: string;
  salary_min: number | null;
  salary_max: number | null;
  description: string;
  requirements: string;
  apply_url: string;
  remote: boolean;
  veteran_friendly: boolean;
  clearance_required: string;
  employment_type: string;
}

interface Props {
  values: JobFormValues;
  error?: string;
  submitText: string;
  busyText: string;
  cancelTo: string;
  disabled?: boolean;
}

/** SPEC's Post a Job fields and switches; also used to edit a job. */
export function JobForm({ values, error, submitText, busyText, cancelTo, disabled }: Props) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Card elevation={1} style={{ padding: 28 }}>
      {error && (
        <Callout intent="danger" className="vets-form-error" role="alert">
          {error}
        </Callout>
      )}
      <Form method="post">
        <fieldset disabled={disabled} className="vets-fieldset">
          <div className="vets-grid-2">
            <FormGroup label="Job Title" labelInfo="(required)" labelFor="title">
              <InputGroup id="title" name="title" required defaultValue={values.title} placeholder="e.g. Network Administrator" />
            </FormGroup>
            <FormGroup label="Company" labelInfo="(required)" labelFor="company">
              <InputGroup id="company" name="company" required defaultValue={values.company} />
            </FormGroup>
            <FormGroup label="Location" labelFor="location">
              <InputGroup id="location" name="location" defaultValue={values.location} placeholder="City, ST" />
            </FormGroup>
            <FormGroup label="Clearance Required" labelFor="clearance_required">
              <InputGroup id="clearance_required" name="clearance_required" defaultValue={values.clearance_required} placeholder="e.g. Secret" />
            </FormGroup>
            <FormGroup label="Salary Min" labelFor="salary_min">
              <InputGroup id="salary_min" name="salary_min" type="number" min={0} step={1000} leftIcon="dollar" defaultValue={values.salary_min?.toString() ?? ""} />
            </FormGroup>
            <FormGroup label="Salary Max" labelFor="salary_max">
              <InputGroup id="salary_max" name="salary_max" type="number" min={0} step={1000} leftIcon="dollar" defaultValue={values.salary_max?.toString() ?? ""} />
            </FormGroup>
            <FormGroup label="Employment Type" labelFor="employment_type">
              <HTMLSelect id="employment_type" name="employment_type" fill defaultValue={values.employment_type} options={[...EMPLOYMENT_TYPES]} />
            </FormGroup>
            <FormGroup label="Application URL" labelFor="apply_url">
              <InputGroup id="apply_url" name="apply_url" type="url" defaultValue={values.apply_url} placeholder="https://" />
            </FormGroup>
          </div>
          <FormGroup label="Job Description" labelInfo="(required)" labelFor="description">
            <TextArea id="description" name="description" required fill rows={8} defaultValue={values.description} />
          </FormGroup>
          <FormGroup label="Requirements" labelFor="requirements">
            <TextArea id="requirements" name="requirements" fill rows={5} defaultValue={values.requirements} />
          </FormGroup>
          <div className="vets-row" style={{ gap: 24, marginBottom: 16 }}>
            <Switch name="remote" label="Remote Position" defaultChecked={values.remote} />
            <Switch name="veteran_friendly" label="Veteran Friendly" defaultChecked={values.veteran_friendly} />
          </div>
          <div className="vets-row">
            <Button type="submit" intent="primary" icon="tick" text={submitting ? busyText : submitText} loading={false} disabled={submitting} />
            <LinkButton to={cancelTo} variant="minimal" text="Cancel" />
          </div>
        </fieldset>
      </Form>
    </Card>
  );
}
