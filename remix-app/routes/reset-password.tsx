import { Button, Callout, Card, FormGroup, InputGroup } from "@blueprintjs/core";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { withFlash } from "@shared/messages";
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from "@shared/schemas/auth";
import { resetPassword } from "~/domain/accounts/password-reset.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo, parseInput } from "~/lib/http.server";
import { clearSessionCookieHeader } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Choose a new password — VetCareer" }];

/** The link's token is in this page's URL: no other site learns it from a Referer. */
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormFields(request);
  const result = await actionResult(
    () => {
      const input = parseInput(resetPasswordSchema, form);
      return resetPassword(input.token, input.password, clientInfo(request, context));
    },
    "Could not reset the password. Please try again.",
  );
  if (!result.ok) return { error: result.error };
  // Every session ended, this browser's too: its cookie goes with them.
  throw redirect(withFlash("/login", "password_reset"), { headers: { "Set-Cookie": await clearSessionCookieHeader(request) } });
}

/** The emailed link's page: a new password (the rules shown), then every session is signed out. */
export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const mismatch = confirm.length > 0 && confirm !== password;
  return (
    <div className="vets-page-narrow">
      <Card className="vets-auth-card" elevation={2}>
        <h1>Choose a new password</h1>
        <p className="vets-subtitle">Saving it signs your account out everywhere, this browser included.</p>
        {!token ? (
          <Callout intent="danger" className="vets-form-error" role="alert">
            This link is invalid or has expired. <Link to="/forgot-password">Ask for a new one</Link>.
          </Callout>
        ) : (
          <>
            {data?.error && (
              <Callout intent="danger" className="vets-form-error" role="alert">
                {data.error} <Link to="/forgot-password">Ask for a new link</Link>.
              </Callout>
            )}
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <FormGroup label="New password" labelFor="reset-password" helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
                <InputGroup
                  id="reset-password"
                  name="password"
                  type="password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  autoComplete="new-password"
                  size="large"
                  value={password}
                  onValueChange={setPassword}
                />
              </FormGroup>
              <FormGroup
                label="Confirm new password"
                labelFor="reset-confirm"
                intent={mismatch ? "danger" : "none"}
                helperText={mismatch ? "The passwords do not match" : undefined}
              >
                <InputGroup
                  id="reset-confirm"
                  type="password"
                  required
                  autoComplete="new-password"
                  size="large"
                  intent={mismatch ? "danger" : "none"}
                  value={confirm}
                  onValueChange={setConfirm}
                />
              </FormGroup>
              <Button
                type="submit"
                intent="primary"
                fill
                size="large"
                loading={submitting}
                disabled={password.length < PASSWORD_MIN_LENGTH || password !== confirm}
                text="Set new password"
              />
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
