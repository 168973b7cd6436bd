import fs from "node:fs";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb } from "./support";

export type ScreenRole = "public" | "veteran" | "employer" | "admin";

export interface Screen {
  role: ScreenRole;
  path: string;
}

const LOGIN: Record<Exclude<ScreenRole, "public">, string> = {
  veteran: DEMO_EMAILS.armyVeteran,
  employer: DEMO_EMAILS.approvedEmployer,
  admin: DEMO_EMAILS.admin,
};

function firstId(sql: string, ...params: unknown[]): number {
  const row = queryE2eDb<{ id: number }>(sql, ...params)[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}

/** Every screen a person reaches, by who reaches it, with ids picked from the demo seed. */
export function everyScreen(): Screen[] {
  const jobId = firstId("SELECT id FROM Job WHERE status = 'open' ORDER BY id LIMIT 1");
  const otherVeteran = firstId("SELECT id FROM User WHERE email = ?", DEMO_EMAILS.navyVeteran);
  const postId = firstId("SELECT id FROM Post ORDER BY id LIMIT 1");
  const employerJob = firstId(
    "SELECT j.id FROM Job j JOIN User u ON u.id = j.employerId WHERE u.email = ? ORDER BY j.id LIMIT 1",
    DEMO_EMAILS.approvedEmployer,
  );
  const pub = ["/", "/login", "/register", "/employer/register", "/employer/pricing"];
  const veteran = [
    "/dashboard",
    "/jobs",
    `/jobs/${jobId}`,
    "/applications",
    "/feed",
    `/post/${postId}`,
    "/inbox",
    "/billing",
    "/profile",
    `/profile/${otherVeteran}`,
    "/resume-builder",
    "/resumes",
    "/auto-apply",
    "/translate",
    "/verification",
    "/account-settings",
  ];
  const employer = [
    "/employer/dashboard",
    "/employer/create-job",
    "/employer/jobs",
    `/employer/jobs/${employerJob}/applicants`,
    `/employer/jobs/${employerJob}/edit`,
    "/employer/pipeline",
    "/employer/veterans/search",
    "/employer/profile",
    "/inbox",
    "/account-settings",
  ];
  const admin = ["/admin", "/admin/approvals", "/admin/moderation", "/admin/users", "/admin/billing", "/admin/jobs", "/admin/audit"];
  return [
    ...pub.map((p) => ({ role: "public" as const, path: p })),
    ...veteran.map((p) => ({ role: "veteran" as const, path: p })),
    ...employer.map((p) => ({ role: "employer" as const, path: p })),
    ...admin.map((p) => ({ role: "admin" as const, path: p })),
  ];
}

const stateDir = path.resolve("test-results/.auth");

/** One sign-in per role per run; every later page of that role reuses its cookies. */
export async function storageStateFor(browser: Browser, role: ScreenRole): Promise<string | undefined> {
  if (role === "public") return undefined;
  const file = path.join(stateDir, `${role}.json`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(stateDir, { recursive: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, LOGIN[role], DEMO_PASSWORD);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** Forgets the sign-ins of an earlier run (the e2e server's database is new each run). */
export function clearStorageStates(): void {
  fs.rmSync(stateDir, { recursive: true, force: true });
}

/** Waits until the screen has drawn what its loader streamed (no spinner or skeleton left). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expect(page.locator(".bp6-skeleton, main .bp6-spinner")).toHaveCount(0);
}
