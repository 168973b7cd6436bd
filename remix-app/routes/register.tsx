import { Button, Callout, Card, FormGroup, HTMLSelect } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { withFlash } from "@shared/messages";
import { homePathForRole } from "@shared/roles";
import { PASSWORD_MIN_LENGTH, registerSchema } from "@shared/schemas/auth";
import { formMessages } from "~/components/forms/field-feedback";
import { FormField } from "~/components/forms/form-field";
import { registerAccount } from "~/domain/accounts/register.server";
import { readSubmission } from "~/lib/form-submission.server";
import { actionResult, clientInfo } from "~/lib/http.server";
import { getAuth, redirectWithNewSession } from "~/lib/session.server";
import { roleMay } from "~/domain/access/policy.server";

export const meta: MetaFunction = () => [{ title: "Create your account — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await getAuth(request);
  if (auth) throw redirect(homePathForRole(auth.user.role));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, registerSchema);
  // Every field's message at once; the password is never sent back into the page.
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  const client = clientInfo(request, context);
  const result = await actionResult(() => registerAccount(submission.value, client), "Registration failed");
  if (!result.ok) return submission.reply({ formErrors: [result.error], hideFields: ["password"] });
  // An employer's company details come next: without them there is nothing to review.
  const next = roleMay(result.value, "edit-company") ? "/employer/company-details" : homePathForRole(result.value.role);
  return redirectWithNewSession(request, result.value.id, client, withFlash(next, "registered"));
}

export default function RegisterPage() {
  const lastResult = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = formMessages(form.errors);
  return (
    <div className="vets-page-narrow">
      <Card className="vets-auth-card" elevation={2}>
        <h1>Create your account</h1>
        <p className="vets-subtitle">Start your 14-day free trial. No credit card required.</p>
        {formError && (
          <Callout intent="danger" className="vets-form-error" role="alert" id={form.errorId}>
            {formError}
          </Callout>
        )}
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate}>
          <FormField
            label="Full name"
            field={fields.full_name}
            key={fields.full_name.key}
            defaultValue={fields.full_name.initialValue}
            required
            autoComplete="name"
            size="large"
          />
          <FormField
            label="Email"
            field={fields.email}
            key={fields.email.key}
            defaultValue={fields.email.initialValue}
            type="email"
            required
            autoComplete="email"
            size="large"
          />
          <FormField
            label="Password"
            field={fields.password}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            key={fields.password.key}
            type="password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            size="large"
          />
          <FormGroup label="I am a" labelFor="role">
            <HTMLSelect
              id="role"
              name="role"
              key={fields.role.key}
              defaultValue={fields.role.initialValue ?? "veteran"}
              fill
              large
            >
              <option value="veteran">Veteran</option>
              <option value="employer">Employer</option>
            </HTMLSelect>
          </FormGroup>
          <Button type="submit" intent="primary" fill size="large" loading={submitting} text="Create Account" />
        </Form>
        <p className="vets-auth-footer">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </Card>
    </div>
  );
}
