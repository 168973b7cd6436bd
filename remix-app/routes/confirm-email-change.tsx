import { Button, Callout, Card } from "@blueprintjs/core";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { verifyEmailSchema } from "@shared/schemas/auth";
import { confirmEmailChange } from "~/domain/accounts/email-change.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo, parseInput } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Confirm your new email — VetCareer" }];

/** The link's token is in this page's URL: no other site learns it from a Referer. */
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormFields(request);
  const r = await actionResult(() => confirmEmailChange(parseInput(verifyEmailSchema, form).token, clientInfo(request, context)), "Could not change the email. Please try again.");
  return r.ok ? { ok: true as const, message: r.value.message, email: r.value.email } : { ok: false as const, error: r.error };
}

/** The link emailed to a new address: confirmed by a button, so a mail scanner that opens links does not spend it. */
export default function ConfirmEmailChangePage() {
  const { token } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="vets-page-narrow">
      <Card className="vets-auth-card" elevation={2}>
        <h1>Confirm your new email</h1>
        {data?.ok ? (
          <>
            <Callout intent="success" icon="tick" className="vets-form-error" role="status">
              {data.message} ({data.email})
            </Callout>
            <p className="vets-auth-footer">
              <Link to="/account-settings">Account settings</Link> · <Link to="/login">Log in</Link>
            </p>
          </>
        ) : (
          <>
            <p className="vets-subtitle">Your VetCareer account will use this address from now on.</p>
            {data && !data.ok && (
              <Callout intent="danger" className="vets-form-error" role="alert">
                {data.error}
              </Callout>
            )}
            {token ? (
              <Form method="post">
                <input type="hidden" name="token" value={token} />
                <Button type="submit" intent="primary" fill size="large" loading={submitting} text="Confirm new email" icon="tick" />
              </Form>
            ) : (
              <Callout intent="warning">Open the link from the email we sent to your new address.</Callout>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
