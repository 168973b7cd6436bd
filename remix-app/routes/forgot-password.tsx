import { Button, Callout, Card, FormGroup, InputGroup } from "@blueprintjs/core";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { forgotPasswordSchema } from "@shared/schemas/auth";
import { requestPasswordReset } from "~/domain/accounts/password-reset.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo, parseInput } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Forgot password — VetCareer" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormFields(request);
  const result = await actionResult(
    () => requestPasswordReset(parseInput(forgotPasswordSchema, form).email, clientInfo(request, context)),
    "Could not send the reset link. Please try again.",
  );
  return result.ok ? { sent: true as const, message: result.value.message } : { sent: false as const, error: result.error };
}

/** "Forgot password?": the same answer for every address; the email carries a 30-minute link to /reset-password. */
export default function ForgotPasswordPage() {
  const data = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="vets-page-narrow">
      <Card className="vets-auth-card" elevation={2}>
        <h1>Forgot your password?</h1>
        <p className="vets-subtitle">Enter your account&apos;s email and we will send you a link to choose a new password.</p>
        {data?.sent ? (
          <Callout intent="success" icon="envelope" className="vets-form-error" role="status">
            {data.message}
          </Callout>
        ) : (
          <>
            {data && !data.sent && (
              <Callout intent="danger" className="vets-form-error" role="alert">
                {data.error}
              </Callout>
            )}
            <Form method="post">
              <FormGroup label="Email" labelFor="forgot-email">
                <InputGroup id="forgot-email" name="email" type="email" required autoComplete="email" size="large" autoFocus />
              </FormGroup>
              <Button type="submit" intent="primary" fill size="large" loading={submitting} text="Send reset link" />
            </Form>
          </>
        )}
        <p className="vets-auth-footer">
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </Card>
    </div>
  );
}
