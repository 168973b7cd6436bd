import { Button, Callout, Card, FormGroup, InputGroup } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useFetcher, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { TWO_FACTOR_REQUIRED_INFO, withFlash } from "@shared/messages";
import { homePathForRole } from "@shared/roles";
import { loginSchema, twoFactorSendSchema } from "@shared/schemas/auth";
import { CodeInput } from "~/components/auth/code-input";
import { formMessages } from "~/components/forms/field-feedback";
import { FormField } from "~/components/forms/form-field";
import { useToast } from "~/components/shell/toaster";
import { authenticate } from "~/domain/accounts/login.server";
import { sendTwoFactorCode } from "~/domain/accounts/two-factor.server";
import { signInWithPasskey } from "~/domain/accounts/passkeys.server";
import { PasskeySignInButton } from "~/components/auth/passkey-sign-in-button";
import { passkeySignInSchema } from "@shared/schemas/passkeys";
import { fieldsSubmission } from "~/lib/form-submission.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo, parseInput } from "~/lib/http.server";
import { safeNextPath } from "~/lib/safe-next-path";
import { getAuth, redirectWithNewSession } from "~/lib/session.server";
import { SupportText } from "~/components/common/support-text";

export const meta: MetaFunction = () => [{ title: "Log in — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await getAuth(request);
  if (auth) throw redirect(homePathForRole(auth.user.role));
  return null;
}

/** The code step's hint when the account's second step is an authenticator app. */
const APP_CODE_INFO = "Enter the 6-digit code from your authenticator app, or one of your recovery codes.";

type ActionData =
  | { step: "code"; info: string; error?: string; method?: "authenticator" | "email" }
  | { step: "credentials"; passkeyError: string }
  | { step: "credentials"; reply: SubmissionResult<string[]> }
  | { resent: true; error?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormFields(request);
  const client = clientInfo(request, context);

  if (form.intent === "resend") {
    const sent = await actionResult(
      () => sendTwoFactorCode(parseInput(twoFactorSendSchema, form).email, client, "sign-in"),
      "Failed to send verification code",
    );
    return { resent: true, error: sent.ok ? undefined : sent.error } satisfies ActionData;
  }

  if (form.intent === "passkey") {
    // A passkey is both factors: its signed challenge alone signs in.
    const result = await actionResult(async () => {
      let response: unknown;
      try {
        response = JSON.parse(form.response ?? "");
      } catch {
        response = null;
      }
      return signInWithPasskey(parseInput(passkeySignInSchema, { response }).response, request.url, client);
    }, "Passkey sign-in failed");
    if (!result.ok) return { step: "credentials", passkeyError: result.error } satisfies ActionData;
    const next = safeNextPath(new URL(request.url).searchParams.get("next"));
    return redirectWithNewSession(request, result.value.id, client, withFlash(next ?? homePathForRole(result.value.role), "login"));
  }

  const submission = fieldsSubmission(form, loginSchema);
  // The password is never sent back into the page.
  const refused = (formErrors?: string[]) =>
    form.otp_code
      ? ({
          step: "code",
          info: form.method === "authenticator" ? APP_CODE_INFO : TWO_FACTOR_REQUIRED_INFO,
          method: form.method === "authenticator" ? "authenticator" : "email",
          error: formErrors?.join(" ") ?? allMessages(submission.status === "error" ? submission.error : undefined),
        } satisfies ActionData)
      : ({ step: "credentials", reply: submission.reply({ formErrors, hideFields: ["password"] }) } satisfies ActionData);
  if (submission.status !== "success") return refused();

  // A password-verified attempt of a 2FA account gets its sign-in code from authenticate itself.
  const result = await actionResult(() => authenticate(submission.value, client), "Login failed");
  if (!result.ok) return refused([result.error]);
  if (result.value.kind === "requires_2fa") {
    const method = result.value.method;
    return { step: "code", info: method === "authenticator" ? APP_CODE_INFO : TWO_FACTOR_REQUIRED_INFO, method } satisfies ActionData;
  }
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const home = homePathForRole(result.value.user.role);
  return redirectWithNewSession(request, result.value.user.id, client, withFlash(next ?? home, "login"));
}

const allMessages = (errors: Record<string, string[] | null> | null | undefined) =>
  Object.values(errors ?? {})
    .flat()
    .join(" ");

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const resend = useFetcher<typeof action>();
  const toast = useToast();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"credentials" | "code">("credentials");
  const [useRecovery, setUseRecovery] = useState(false);
  const submitting = navigation.state === "submitting";

  useEffect(() => {
    if (actionData && "step" in actionData) setStep(actionData.step);
  }, [actionData]);

  useEffect(() => {
    if (resend.state !== "idle" || !resend.data || !("resent" in resend.data)) return;
    if (resend.data.error) toast(resend.data.error, "danger");
    else toast("Verification code sent to your email!", "success");
  }, [resend.state, resend.data, toast]);

  const [form, fields] = useForm({
    lastResult: actionData && "reply" in actionData ? actionData.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const error =
    actionData && "error" in actionData
      ? actionData.error
      : actionData && "passkeyError" in actionData
        ? actionData.passkeyError
        : step === "credentials"
          ? formMessages(form.errors)
          : undefined;
  const method = actionData && "method" in actionData ? actionData.method : undefined;
  const appStep = method === "authenticator";
  const info = actionData && "info" in actionData ? actionData.info : undefined;
  const next = safeNextPath(params.get("next"));
  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : "";

  if (step === "code") {
    return (
      <div className="vets-page-narrow">
        <Card className="vets-auth-card" elevation={2}>
          <h1>Enter verification code</h1>
          <p className="vets-subtitle">{appStep ? "Open your authenticator app." : `We sent a 6-digit code to ${email}.`}</p>
          {info && !error && (
            <Callout intent="primary" icon="envelope" className="vets-form-error">
              {info}
            </Callout>
          )}
          {error && (
            <Callout intent="danger" className="vets-form-error" role="alert">
              <SupportText text={error} />
            </Callout>
          )}
          <Form method="post" action={`/login${nextQuery}`}>
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="password" value={password} />
            <input type="hidden" name="otp_code" value={code} />
            <input type="hidden" name="method" value={method ?? "email"} />
            {useRecovery ? (
              <FormGroup label="Recovery code" labelFor="recovery-code" helperText="Each recovery code works once.">
                <InputGroup id="recovery-code" autoComplete="off" autoFocus value={code} onChange={(e) => setCode(e.currentTarget.value.trim())} />
              </FormGroup>
            ) : (
              <CodeInput value={code} onChange={setCode} autoFocus />
            )}
            <Button
              type="submit"
              intent="primary"
              fill
              size="large"
              loading={submitting}
              disabled={useRecovery ? code.replace("-", "").length !== 10 : code.length !== 6}
              text="Verify & Sign In"
            />
          </Form>
          <div className="vets-row" style={{ justifyContent: "space-between", marginTop: 16 }}>
            {appStep ? (
              <Button
                variant="minimal"
                icon="key"
                text={useRecovery ? "Use the app's code" : "Use a recovery code"}
                onClick={() => {
                  setCode("");
                  setUseRecovery(!useRecovery);
                }}
              />
            ) : (
            <Button
              variant="minimal"
              icon="refresh"
              text="Resend Code"
              loading={resend.state !== "idle"}
              onClick={() => resend.submit({ intent: "resend", email }, { method: "post", action: "/login" })}
            />
            )}
            <Button
              variant="minimal"
              icon="arrow-left"
              text="Back to Login"
              onClick={() => {
                setCode("");
                setStep("credentials");
              }}
            />
          </div>
        </Card>
      </div>
    );
  }

  return (
    <div className="vets-page-narrow">
      <Card className="vets-auth-card" elevation={2}>
        <h1>Welcome back</h1>
        <p className="vets-subtitle">Log in to continue your mission.</p>
        {error && (
          <Callout intent="danger" className="vets-form-error" role="alert">
            <SupportText text={error} />
          </Callout>
        )}
        <Form method="post" action={`/login${nextQuery}`} id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate}>
          <FormField
            label="Email"
            field={fields.email}
            type="email"
            required
            autoComplete="email"
            size="large"
            value={email}
            onValueChange={setEmail}
          />
          <FormField
            label="Password"
            field={fields.password}
            type="password"
            required
            autoComplete="current-password"
            size="large"
            value={password}
            onValueChange={setPassword}
          />
          <Button type="submit" intent="primary" fill size="large" loading={submitting} text="Log In" />
        </Form>
        <PasskeySignInButton action={`/login${nextQuery}`} />
        <p className="vets-auth-footer">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <p className="vets-auth-footer">
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </p>
      </Card>
    </div>
  );
}
