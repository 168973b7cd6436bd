import { Button, Callout, Card } from "@blueprintjs/core";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { readUnsubscribe, setSubscribed, type UnsubscribeState } from "~/domain/communication/unsubscribe.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Email preferences — VetCareer" }];

/** The token is in this page's URL: no other site learns it from a Referer. */
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

type Outcome = { ok: true; state: UnsubscribeState; token: string; changed: boolean } | { ok: false; error: string; token: string };

/** GET (the link in an email's body): what the link is about and whether it is on. Nothing changes on a GET. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const read = await actionResult(() => readUnsubscribe(token), "Could not read this link. Please try again.");
  const outcome: Outcome = read.ok ? { ok: true, state: read.value, token, changed: false } : { ok: false, error: read.error, token };
  return data(outcome, { status: read.ok ? 200 : read.status });
}

/**
 * POST, signed out: a mail client's RFC 8058 one-click (`List-Unsubscribe=One-Click`) or this
 * page's button turns the emails off; the page's "Turn back on" (intent=on) turns them on again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readFormFields(request);
  const on = form.intent === "on";
  const done = await actionResult(() => setSubscribed(token, on), "Could not change your email preferences. Please try again.");
  const outcome: Outcome = done.ok ? { ok: true, state: done.value, token, changed: true } : { ok: false, error: done.error, token };
  return data(outcome, { status: done.ok ? 200 : done.status });
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const outcome = posted ?? loaded;
  const submitting = useNavigation().state === "submitting";
  if (!outcome.ok) {
    return (
      <Shell title="This link does not work">
        <Callout intent="danger" role="alert" className="vets-form-error">
          {outcome.error}. You can switch emails off in Communication Settings after you <Link to="/login">log in</Link>.
        </Callout>
      </Shell>
    );
  }
  const { state, token } = outcome;
  const formAction = `/unsubscribe?token=${encodeURIComponent(token)}`;
  return (
    <Shell title={state.on ? `${state.what} are on` : `${state.what} are off`}>
      {outcome.changed && (
        <Callout intent="success" role="status" className="vets-form-error">
          {state.on ? "Turned back on." : "You are unsubscribed. We will not send these emails any more."}
        </Callout>
      )}
      <p>{state.on ? "We email you these. One click stops them." : "We no longer send you these emails. Changed your mind?"}</p>
      <Form method="post" action={formAction}>
        <input type="hidden" name="intent" value={state.on ? "off" : "on"} />
        <Button type="submit" intent={state.on ? "danger" : "primary"} fill size="large" loading={submitting} icon={state.on ? "disable" : "notifications"} text={state.on ? "Unsubscribe" : "Turn back on"} />
      </Form>
      <p className="vets-auth-footer">
        Every kind of email has its switch in Communication Settings (Inbox › Settings) once you <Link to="/login">log in</Link>.
      </p>
    </Shell>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="vets-page-narrow">
      <Card className="vets-auth-card" elevation={2}>
        <h1>{title}</h1>
        {children}
      </Card>
    </div>
  );
}
