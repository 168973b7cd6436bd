import { Button, Callout, Card } from "@blueprintjs/core";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { withFlash } from "@shared/messages";
import { homePathForRole } from "@shared/roles";
import { verifyEmailSchema } from "@shared/schemas/auth";
import { resendVerificationEmail, verifyEmail } from "~/domain/accounts/email-verification.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo, parseInput } from "~/lib/http.server";
import { getAuth } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Confirm your email — VetCareer" }];

/** The link's token is in this page's URL: no other site learns it from a Referer. */
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const auth = await getAuth(request);
  return {
    token: url.searchParams.get("token") ?? "",
    sent: url.searchParams.get("sent") === "1",
    signedIn: auth ? { email: auth.user.email, verified: auth.user.emailVerified } : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormFields(request);
  const auth = await getAuth(request);
  if (form.intent === "resend") {
    if (!auth) throw redirect("/login?next=%2Fverify-email");
    const sent = await actionResult(() => resendVerificationEmail(auth.user.id), "Could not send a new link. Please try again.");
    return sent.ok ? { intent: "resend" as const, ok: true as const, message: sent.value.message } : { intent: "resend" as const, ok: false as const, error: sent.error };
  }
  const verified = await actionResult(() => verifyEmail(parseInput(verifyEmailSchema, form).token, clientInfo(request, context)), "Could not confirm the email. Please try again.");
  if (!verified.ok) return { intent: "verify" as const, ok: false as const, error: verified.error };
  // Signed in already (an older account confirming): back home, the banner gone. Otherwise sign in.
  if (auth?.user.id === verified.value.userId) throw redirect(homePathForRole(auth.user.role));
  throw redirect(withFlash("/login", "email_verified"));
}

/**
 * The emailed link's page. The link is confirmed by a button, not by opening the page, so a mail
 * scanner that fetches links does not spend it. Also the "check your email" page after sign-up.
 */
export default function VerifyEmailPage() {
  const { token, sent, signedIn } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const error = data && !data.ok ? data.error : null;

  if (token) {
    return (
      <AuthCard title="Confirm your email address" subtitle="One click and your account is ready.">
        {error && (
          <Callout intent="danger" className="vets-form-error" role="alert">
            {error} {signedIn ? "Send yourself a new link from the banner." : <Link to="/login">Log in to ask for a new link</Link>}
          </Callout>
        )}
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" intent="primary" fill size="large" loading={submitting} text="Confirm email" icon="tick" />
        </Form>
      </AuthCard>
    );
  }
  if (sent) {
    return (
      <AuthCard title="Check your email" subtitle="We sent a link to finish signing up. It works for 24 hours.">
        <Callout intent="primary" icon="envelope" className="vets-form-error">
          Open the email from VetCareer and click the link. Nothing arrived after a few minutes? Look in your spam folder, or sign up again to get a new link.
          If you already have an account, the email tells you how to get back in.
        </Callout>
        <p className="vets-auth-footer">
          Already confirmed? <Link to="/login">Log in</Link>
        </p>
      </AuthCard>
    );
  }
  if (signedIn && !signedIn.verified) {
    return (
      <AuthCard title="Confirm your email address" subtitle={`We send the link to ${signedIn.email}.`}>
        {data?.intent === "resend" && (
          <Callout intent={data.ok ? "success" : "danger"} className="vets-form-error" role={data.ok ? "status" : "alert"}>
            {data.ok ? data.message : data.error}
          </Callout>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" intent="primary" fill size="large" loading={submitting} text="Send a new link" icon="envelope" />
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Nothing to confirm" subtitle={signedIn ? "Your email address is verified." : "Open the link from your email to confirm your address."}>
      <p className="vets-auth-footer">{signedIn ? <Link to="/">Go home</Link> : <Link to="/login">Log in</Link>}</p>
    </AuthCard>
  );
}

function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="vets-page-narrow">
      <Card className="vets-auth-card" elevation={2}>
        <h1>{title}</h1>
        <p className="vets-subtitle">{subtitle}</p>
        {children}
      </Card>
    </div>
  );
}
