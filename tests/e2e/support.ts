import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";

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

export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Digit 1").click();
  await page.keyboard.type(code);
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
