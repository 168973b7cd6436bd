import { createDb } from "~/lib/db.server";

/**
 * A bench's own account on a server it started: sign up (202, no token since verified email), open
 * the emailed link from the server's outbox, sign in, and return the bearer token.
 */
export async function signUpAndSignIn(base: string, databaseUrl: string, account: { email: string; password: string; full_name: string }): Promise<string> {
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const registered = await post("/api/auth/register", account);
  if (registered.status !== 202) throw new Error(`sign-up of ${account.email}: ${registered.status} ${await registered.text()}`);
  const db = createDb(databaseUrl);
  let token: string | undefined;
  try {
    for (let attempt = 0; attempt < 100 && !token; attempt++) {
      const mail = await db.emailOutbox.findFirst({ where: { to: account.email.toLowerCase(), text: { contains: "/verify-email?token=" } }, orderBy: { id: "desc" } });
      token = mail ? /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await db.$disconnect();
  }
  if (!token) throw new Error(`no verification link for ${account.email}`);
  const verified = await post("/api/auth/email/verify", { token });
  if (!verified.ok) throw new Error(`verification of ${account.email}: ${verified.status}`);
  const login = await post("/api/auth/login", { email: account.email, password: account.password });
  const body = (await login.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${account.email}: ${login.status}`);
  return body.access_token;
}
