import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb, uniqueEmail } from "./support";

test("an admin reads the metrics, changes a tier, suspends and reactivates a user, and finds it in the audit log", async ({ page }) => {
  test.setTimeout(180_000);
  // A veteran of this test's own: other specs rely on the demo veterans' plans.
  const marine = uniqueEmail("tier.change");
  const registered = await page.request.post("/api/auth/register", { data: { email: marine, password: DEMO_PASSWORD, full_name: "Riley Tierchange", role: "veteran" } });
  expect(registered.status()).toBe(201);
  await logIn(page, DEMO_EMAILS.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  for (const label of ["Monthly Active Users", "Monthly Recurring Revenue", "Trial Conversion Rate", "Active Job Listings", "API Response Time", "Error Rate", "Applications Rate"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("img", { name: /Sign-ups per day, last 30 days/ })).toBeVisible();
  await page.screenshot({ path: "test-results/admin-dashboard.png", fullPage: true });

  await page.getByRole("tab", { name: "Billing & Revenue" }).click();
  await expect(page.getByText("Average Revenue Per User")).toBeVisible();
  await expect(page.getByText("Subscription Tier Distribution")).toBeVisible();

  await page.goto(`/admin/users?q=${encodeURIComponent(marine.split("@")[0])}`);
  const tierSelect = page.getByLabel(`Tier for ${marine}`);
  await expect(tierSelect).toBeVisible();
  await page.screenshot({ path: "test-results/admin-users.png", fullPage: true });
  // 'Export table as CSV': the filtered rows, without the controls column.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv.split("\n")[0]).not.toContain("Tier / Account");
  expect(csv).toContain(marine);
  await tierSelect.selectOption("elite");
  await expect(page.getByText("User updated successfully")).toBeVisible();
  await expect
    .poll(() => queryE2eDb<{ tier: string }>("SELECT s.tier FROM Subscription s JOIN User u ON u.id = s.userId WHERE u.email = ?", marine)[0]?.tier)
    .toBe("elite");

  await page.getByRole("button", { name: `Suspend ${marine}` }).click();
  await expect(page.getByRole("button", { name: `Activate ${marine}` })).toBeVisible();
  await page.getByRole("button", { name: `Activate ${marine}` }).click();
  await expect(page.getByRole("button", { name: `Suspend ${marine}` })).toBeVisible();

  await page.goto("/admin/audit?action=user_suspended");
  const row = page.getByRole("row").filter({ hasText: "Account suspended by admin" }).first();
  await expect(row).toContainText(DEMO_EMAILS.admin);
  await page.goto("/admin/audit");
  await expect(page.getByRole("row").filter({ hasText: "Subscription tier changed to Elite by admin" }).first()).toBeVisible();
});
