import { Button, Callout, Card, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX } from "@shared/schemas/support";

export type ContactResult = { ok: true; message: string } | { ok: false; error: string } | undefined;

/**
 * The contact form: a plain POST that works without JavaScript. A signed-in person is answered at
 * their account's address (shown, not editable); a visitor types theirs.
 */
export function ContactForm({ accountEmail, result }: { accountEmail: string | null; result: ContactResult }) {
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);

  return (
    <Card elevation={1}>
      <Form method="post" ref={form} className="vets-stack">
        <FormGroup
          label="Your email"
          labelFor="contact-email"
          labelInfo={accountEmail ? undefined : "(required)"}
          helperText={accountEmail ? "We answer at your account's address." : "We answer at this address."}
        >
          {accountEmail ? (
            <InputGroup id="contact-email" value={accountEmail} readOnly />
          ) : (
            <InputGroup id="contact-email" name="email" type="email" autoComplete="email" required maxLength={254} />
          )}
        </FormGroup>
        <FormGroup label="Subject" labelFor="contact-subject" labelInfo="(required)">
          <InputGroup id="contact-subject" name="subject" required minLength={3} maxLength={SUPPORT_SUBJECT_MAX} />
        </FormGroup>
        <FormGroup label="Message" labelFor="contact-body" labelInfo="(required)" helperText={`At most ${SUPPORT_BODY_MAX} characters.`}>
          <TextArea id="contact-body" name="body" required minLength={10} maxLength={SUPPORT_BODY_MAX} rows={8} fill />
        </FormGroup>
        {result && (
          <Callout intent={result.ok ? "success" : "danger"} icon={result.ok ? "tick-circle" : "error"} role={result.ok ? "status" : "alert"}>
            {result.ok ? result.message : result.error}
          </Callout>
        )}
        <div>
          <Button type="submit" intent="primary" icon="send-message" text="Send Message" loading={busy} />
        </div>
      </Form>
    </Card>
  );
}
