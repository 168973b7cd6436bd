import { Button, Callout } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";

interface ResendAnswer {
  intent: "resend" | "verify";
  ok: boolean;
  message?: string;
  error?: string;
}

/**
 * Shown on every screen of an account whose email is not verified: what it cannot do yet, and a
 * new link (posted to /verify-email, 3 an hour).
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useFetcher<ResendAnswer>();
  const answer = resend.state === "idle" ? resend.data : undefined;
  return (
    <Callout intent="warning" icon="envelope" className="vets-verify-banner" title="Confirm your email address">
      <p>
        Until you open the link we emailed to {email}, you can look around and build your profile, but not message people outside your
        connections, report jobs, post jobs or search talent.
      </p>
      {answer && (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? undefined : "bp6-intent-danger"}>
          {answer.ok ? answer.message : answer.error}
        </p>
      )}
      <resend.Form method="post" action="/verify-email">
        <input type="hidden" name="intent" value="resend" />
        <Button type="submit" size="small" icon="refresh" loading={resend.state !== "idle"} text="Send a new link" />
      </resend.Form>
    </Callout>
  );
}
