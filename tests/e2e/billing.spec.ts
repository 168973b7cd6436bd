import { expect as baseExpect, test } from "@playwright/test";
import { PAYMENT_SUCCESS_MESSAGE } from "@shared/billing";
import { employerRegistration } from "../fixtures/employer-registration";
import { linkFromOutbox, logIn, queryE2eDb, registerVeteran, unappliedEmployerJobId, uniqueEmail } from "./support";

// Full page loads through checkout; on the shared, often overloaded 2-core machine they can take seconds each.
const expect = baseExpect.configure({ timeout: 30_000 });

// Each test walks a whole purchase through several full page loads; the shared 2-core machine can be slow.
test.describe.configure({ timeout: 180_000 });

test("a free-trial veteran upgrades to Pro on the local checkout and gets the paid features", async ({ page }) => {
  const email = uniqueEmail("upgrade");
  await registerVeteran(page, "Casey Brooks", email);
  await expect(page.getByRole("heading", { name: "Welcome, Casey Brooks" })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText("AI Resume Builder")).toHaveCount(0);

  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole("heading", { name: "Billing & Subscriptions" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Billing" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No payments yet")).toBeVisible();

  // Two clicks: Upgrade to Pro, then Pay (the test card is filled in).
  await page.getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_/);
  await expect(page.getByText("Test checkout — no money moves")).toBeVisible();
  await page.getByRole("button", { name: "Pay $29.00" }).click();

  await expect(page.getByText(PAYMENT_SUCCESS_MESSAGE)).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/billing$/); // session_id removed from the address
  const current = page.locator(".bp6-card", { has: page.getByRole("heading", { name: "Current Subscription" }) });
  await expect(current.getByText("Pro", { exact: true })).toBeVisible();
  await expect(current.getByText("0 / 50")).toBeVisible();
  const history = page.getByRole("table", { name: "Billing history" });
  await expect(history.getByText("Pro plan — monthly subscription")).toBeVisible();
  await expect(history.getByText("$29.00")).toBeVisible();
  await expect(history.getByText("Paid")).toBeVisible();
  await expect(page.getByRole("button", { name: "Current Plan" })).toBeVisible();

  // One receipt by email (issue 55), whose link opens the receipt page.
  const receipts = queryE2eDb<{ subject: string; text: string }>("SELECT subject, text FROM EmailOutbox WHERE `to` = ? AND kind = 'billing'", email);
  expect(receipts.map((r) => r.subject)).toEqual(["Receipt for your Pro plan: $29.00"]);
  const receiptPath = /\/billing\/receipts\/\d+/.exec(receipts[0].text)?.[0];
  expect(receiptPath).toBeTruthy();
  await page.goto(receiptPath!);
  await expect(page.getByText("$29.00").first()).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByText("AI Resume Builder")).toBeVisible();
  await expect(page.getByText("Your Free Trial")).toHaveCount(0);
  await page.goto(`/jobs/${unappliedEmployerJobId(email)}`);
  await page.getByRole("button", { name: "Auto-Apply" }).click();
  await expect(page.getByText("Auto-Applied! Application submitted successfully.")).toBeVisible();
});

test("an employer who chose Growth at sign-up is on Starter until 'Complete payment' is paid", async ({ page }) => {
  const email = uniqueEmail("growth");
  const res = await page.request.post("/api/auth/employer/register", { data: employerRegistration(email, { plan: "growth", company_name: "Harbor Logistics" }) });
  // Sign-up answers 202 and emails a link (issue 54); the employer confirms it before signing in.
  expect(res.status()).toBe(202);
  const token = new URL(linkFromOutbox(email, "/verify-email"), "http://localhost").searchParams.get("token");
  expect((await page.request.post("/api/auth/email/verify", { data: { token } })).status()).toBe(200);
  await logIn(page, email, employerRegistration(email).password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByText("Your Growth plan is waiting for payment")).toBeVisible();
  await expect(page.getByText("You are on Starter until payment completes")).toBeVisible();

  await page.getByRole("button", { name: "Complete payment" }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_/);
  await page.getByRole("button", { name: "Pay $199.00" }).click();
  await expect(page.getByText(PAYMENT_SUCCESS_MESSAGE)).toBeVisible({ timeout: 45_000 });
  const current = page.locator(".bp6-card", { has: page.getByRole("heading", { name: "Current Subscription" }) });
  await expect(current.getByText("Growth", { exact: true })).toBeVisible();
  await expect(current.getByText("0 / 15")).toBeVisible();
  await page.goto("/employer/dashboard");
  await expect(page.getByText("Your Growth plan is waiting for payment")).toHaveCount(0);
});
