import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { withFlash } from "@shared/messages";
import { homePathForRole } from "@shared/roles";
import { PASSWORD_MIN_LENGTH, registerSchema } from "@shared/schemas/auth";
import { registerAccount } from "~/domain/accounts/register.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo, parseInput } from "~/lib/http.server";
import { getAuth, redirectWithNewSession } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Create your account — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await getAuth(request);
  if (auth) throw redirect(homePathForRole(auth.user.role));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormFields(request);
  const client = clientInfo(request, context);
  const result = await actionResult(() => registerAccount(parseInput(registerSchema, form), client), "Registration failed");
  if (!result.ok) return { error: result.error };
  // An employer's company details come next: without them there is nothing to review.
  const next = result.value.role === "employer" ? "/employer/company-details" : homePathForRole(result.value.role);
  return redirectWithNewSession(request, result.value.id, client, withFlash(next, "registered"));
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="vets-page-narrow">
      <Card className="vets-auth-card" elevation={2}>
        <h1>Create your account</h1>
        <p className="vets-subtitle">Start your 14-day free trial. No credit card required.</p>
        {actionData?.error && (
          <Callout intent="danger" className="vets-form-error" role="alert">
            {actionData.error}
          </Callout>
        )}
        <Form method="post">
          <FormGroup label="Full name" labelFor="full_name">
            <InputGroup id="full_name" name="full_name" required autoComplete="name" size="large" />
          </FormGroup>
          <FormGroup label="Email" labelFor="email">
            <InputGroup id="email" name="email" type="email" required autoComplete="email" size="large" />
          </FormGroup>
          <FormGroup label="Password" labelFor="password" helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
            <InputGroup id="password" name="password" type="password" required minLength={PASSWORD_MIN_LENGTH} autoComplete="new-password" size="large" />
          </FormGroup>
          <FormGroup label="I am a" labelFor="role">
            <HTMLSelect id="role" name="role" defaultValue="veteran" fill large>
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
