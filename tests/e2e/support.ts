import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.join(root, "tmp/e2e");

/** Reads the newest email to `email` with the project's own CLI, as an operator would. */
export function latestCodeFromOutbox(email: string): string {
  const out = execFileSync("npx", ["tsx", "cli/main.ts", "outbox", "--to", email], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `file:${path.join(dataDir, "app.db")}`, DATA_DIR: dataDir, NODE_ENV: "production" },
    encoding: "utf8",
  });
  const code = /verification code is (\d{6})/.exec(out)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}:\n${out}`);
  return code;
}

/**
 * The path and query of the newest `/verify-email` or `/reset-password` link emailed to `email`, read
 * from the outbox table (the CLI's `outbox` prints only the newest email, and an employer's sign-up
 * sends "We received your employer registration" after the link). Waits up to 5 s for the row: a
 * reset link is written just after the answer.
 */
export function linkFromOutbox(email: string, linkPath: "/verify-email" | "/reset-password" | "/confirm-email-change"): string {
  const pattern = new RegExp(`${pathPattern(linkPath)}\\?token=[A-Za-z0-9_-]+`, "g");
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = queryE2eDb<{ text: string }>(
      `SELECT text FROM EmailOutbox WHERE "to" = ? AND text LIKE ? ORDER BY id DESC LIMIT 1`,
      email.toLowerCase(),
      `%${linkPath}?token=%`,
    );
    const link = [...(rows[0]?.text ?? "").matchAll(pattern)].at(-1)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no ${linkPath} link in the outbox for ${email}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}

const pathPattern = (p: string) => p.replace(/[/-]/g, (c) => `\\${c}`);

/**
 * After a sign-up form: "Check your email", then the emailed link, "Confirm email", and a sign-in.
 * Lands where a sign-in lands for the role.
 */
export async function finishSignUp(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(linkFromOutbox(email, "/verify-email"));
  await page.getByRole("button", { name: "Confirm email" }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, password);
}

/** Clicks the first of the six drawn slots, where a user starts typing; the real input lies over them. */
export async function clickFirstCodeSlot(page: Page): Promise<void> {
  const box = await page.locator(".vets-code-slot").first().boundingBox();
  if (!box) throw new Error("no code slots on the page");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await clickFirstCodeSlot(page);
  await page.keyboard.type(code);
}

/** Signs in through the form; waits for the redirect home unless a 2FA code step is expected. */
export async function logIn(page: Page, email: string, password: string, opts: { expectCodeStep?: boolean } = {}): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  if (opts.expectCodeStep) await expect(page.getByRole("button", { name: "Verify & Sign In" })).toBeVisible();
  else await page.waitForURL((url) => url.pathname !== "/login");
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Reads the e2e server's SQLite file directly, for facts a test needs to pick its data. */
export function queryE2eDb<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** An open employer-posted job (Apply Now, not an external site) that this user has not applied to. */
export function unappliedEmployerJobId(email: string): number {
  const rows = queryE2eDb<{ id: number }>(
    `SELECT j.id FROM Job j WHERE j.status = 'open' AND j.source = 'employer' AND j.employerId IS NOT NULL
       AND j.id NOT IN (SELECT a.jobId FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ?)
     ORDER BY j.id LIMIT 1`,
    email,
  );
  if (!rows[0]) throw new Error(`no unapplied employer job for ${email}`);
  return rows[0].id;
}

/** Signs up a veteran through the register form; the page lands on the dashboard signed in. */
export async function registerVeteran(page: Page, name: string, email: string): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByRole("button", { name: "Create Account" }).click();
  await finishSignUp(page, email, "Secret123!");
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * Signs up through the public API as a client does since issue 54: register (202), the emailed
 * link's token to POST /api/auth/email/verify, then a sign-in. Returns the sign-in's bearer token.
 */
export async function apiSignUp(
  request: APIRequestContext,
  data: { email: string; password: string; full_name: string; role?: string },
  registerPath = "/api/auth/register",
): Promise<{ access_token: string; user_id: number }> {
  const registered = await request.post(registerPath, { data });
  expect(registered.status()).toBe(202);
  const verified = await request.post("/api/auth/email/verify", { data: { token: new URL(linkFromOutbox(data.email, "/verify-email"), "http://e2e").searchParams.get("token") } });
  expect(verified.status()).toBe(200);
  const login = await request.post("/api/auth/login", { data: { email: data.email, password: data.password } });
  expect(login.status()).toBe(200);
  return (await login.json()) as { access_token: string; user_id: number };
}
