import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from "@blueprintjs/core";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { EMPLOYMENT_TYPES } from "@shared/job-taxonomy";
import { jobPostingFormSchema, type JobPostingInput } from "@shared/schemas/job-posting";
import { LinkButton } from "~/components/common/link-button";
import { fieldFeedback, formMessages } from "~/components/forms/field-feedback";

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

/** The form's raw fields, as the browser sends them. */
type JobFormFields = Record<keyof JobFormValues, string | undefined>;

interface Props {
  values: JobFormValues;
  /** The action's Conform reply: each field's messages and the server's refusal. */
  lastResult?: SubmissionResult<string[]>;
  submitText: string;
  busyText: string;
  cancelTo: string;
  disabled?: boolean;
}

/** SPEC's Post a Job fields and switches; also used to edit a job. */
export function JobForm({ values, lastResult, submitText, busyText, cancelTo, disabled }: Props) {
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<JobFormFields, JobPostingInput>({
    lastResult,
    // What the server answers with (lastResult) wins over these, so a refused post keeps what was typed.
    defaultValue: {
      ...values,
      salary_min: values.salary_min?.toString() ?? "",
      salary_max: values.salary_max?.toString() ?? "",
      remote: values.remote ? "on" : undefined,
      veteran_friendly: values.veteran_friendly ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobPostingFormSchema, disableAutoCoercion: true }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const error = formMessages(form.errors);
  const field = (name: keyof typeof fields) => fieldFeedback(fields[name]);
  const title = field("title");
  const company = fieldFeedback(fields.company, "From your company profile");
  const location = field("location");
  const clearance = field("clearance_required");
  const salaryMin = field("salary_min");
  const salaryMax = field("salary_max");
  const applyUrl = field("apply_url");
  const description = field("description");
  const requirements = field("requirements");
  return (
    <Card elevation={1} style={{ padding: 28 }}>
      {error && (
        <Callout intent="danger" className="vets-form-error" role="alert">
          {error}
        </Callout>
      )}
      <Form method="post" {...getFormProps(form)}>
        <fieldset disabled={disabled} className="vets-fieldset">
          <div className="vets-grid-2">
            <FormGroup label="Job Title" labelInfo="(required)" labelFor={title.input.id} {...title.group}>
              <InputGroup {...title.input} required defaultValue={fields.title.initialValue} placeholder="e.g. Network Administrator" />
            </FormGroup>
            <FormGroup label="Company" labelFor={company.input.id} {...company.group}>
              {/* Not editable: a job carries the company of the employer's profile (the server ignores any other). */}
              <InputGroup {...company.input} readOnly defaultValue={values.company} />
            </FormGroup>
            <FormGroup label="Location" labelFor={location.input.id} {...location.group}>
              <InputGroup {...location.input} defaultValue={fields.location.initialValue} placeholder="City, ST" />
            </FormGroup>
            <FormGroup label="Clearance Required" labelFor={clearance.input.id} {...clearance.group}>
              <InputGroup {...clearance.input} defaultValue={fields.clearance_required.initialValue} placeholder="e.g. Secret" />
            </FormGroup>
            <FormGroup label="Salary Min" labelFor={salaryMin.input.id} {...salaryMin.group}>
              <InputGroup {...salaryMin.input} type="number" min={0} step={1000} leftIcon="dollar" defaultValue={fields.salary_min.initialValue} />
            </FormGroup>
            <FormGroup label="Salary Max" labelFor={salaryMax.input.id} {...salaryMax.group}>
              <InputGroup {...salaryMax.input} type="number" min={0} step={1000} leftIcon="dollar" defaultValue={fields.salary_max.initialValue} />
            </FormGroup>
            <FormGroup label="Employment Type" labelFor="employment_type">
              <HTMLSelect id="employment_type" name="employment_type" fill defaultValue={fields.employment_type.initialValue} options={[...EMPLOYMENT_TYPES]} />
            </FormGroup>
            <FormGroup label="Application URL" labelFor={applyUrl.input.id} {...applyUrl.group}>
              <InputGroup {...applyUrl.input} type="url" defaultValue={fields.apply_url.initialValue} placeholder="https://" />
            </FormGroup>
          </div>
          <FormGroup label="Job Description" labelInfo="(required)" labelFor={description.input.id} {...description.group}>
            <TextArea {...description.input} required fill rows={8} defaultValue={fields.description.initialValue} />
          </FormGroup>
          <FormGroup label="Requirements" labelFor={requirements.input.id} {...requirements.group}>
            <TextArea {...requirements.input} fill rows={5} defaultValue={fields.requirements.initialValue} />
          </FormGroup>
          <div className="vets-row" style={{ gap: 24, marginBottom: 16 }}>
            <Switch name="remote" label="Remote Position" defaultChecked={fields.remote.initialValue === "on"} />
            <Switch name="veteran_friendly" label="Veteran Friendly" defaultChecked={fields.veteran_friendly.initialValue === "on"} />
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
