import { Button, Callout } from "@blueprintjs/core";
import { useSubmit } from "@remix-run/react";
import { startAuthentication } from "@simplewebauthn/browser";
import { useState } from "react";

/**
 * "Sign in with a passkey": asks the server for a challenge, lets the browser's passkey sign it,
 * and posts the signed response to the login action, which starts the session. A passkey is both
 * factors, so no password or code follows.
 */
export function PasskeySignInButton({ action }: { action: string }) {
  const submit = useSubmit();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setProblem(null);
    try {
      const res = await fetch("/api/auth/passkeys/login/options", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      const body = (await res.json()) as { detail?: string };
      if (!res.ok) throw new Error(body.detail ?? "Passkey sign-in is not available right now");
      const response = await startAuthentication({ optionsJSON: body as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
      submit({ intent: "passkey", response: JSON.stringify(response) }, { method: "post", action });
    } catch (e) {
      const cancelled = e instanceof Error && e.name === "NotAllowedError";
      setProblem(cancelled ? "Passkey sign-in was cancelled." : e instanceof Error ? e.message : "Passkey sign-in failed");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ marginTop: 12 }}>
      <Button fill size="large" icon="key" variant="outlined" loading={busy} text="Sign in with a passkey" onClick={() => void signIn()} />
      {problem && (
        <Callout intent="warning" style={{ marginTop: 8 }} role="status">
          {problem}
        </Callout>
      )}
    </div>
  );
}
