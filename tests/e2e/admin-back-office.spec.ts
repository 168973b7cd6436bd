import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { apiSignUp, logIn, queryE2eDb, uniqueEmail } from "./support";

test("an admin reads the metrics, changes a tier, suspends and reactivates a user, and finds it in the audit log", async ({ page, request }) => {
  test.setTimeout(180_000);
  // A veteran of this test's own: other specs rely on the demo veterans' plans.
  const marine = uniqueEmail("tier.change");
  await apiSignUp(request, { email: marine, password: DEMO_PASSWORD, full_name: "Riley Tierchange", role: "veteran" });
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
  const tierOf = () => queryE2eDb<{ tier: string }>("SELECT s.tier FROM Subscription s JOIN User u ON u.id = s.userId WHERE u.email = ?", marine)[0]?.tier ?? "free_trial";
  const statusOf = () => queryE2eDb<{ status: string }>("SELECT status FROM User WHERE email = ?", marine)[0]?.status;
  const auditRows = () => queryE2eDb<{ n: number }>("SELECT COUNT(*) AS n FROM AuditLog WHERE metadata LIKE ?", `%${marine}%`)[0]?.n ?? 0;

  // A tier change asks first; cancelling changes nothing and the select shows the old tier again.
  await tierSelect.selectOption("elite");
  const tierDialog = page.getByRole("dialog", { name: "Change subscription tier" });
  await expect(tierDialog).toContainText(`Riley Tierchange (${marine}): Free Trial → Elite`);
  await tierDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(tierDialog).toBeHidden();
  await expect(tierSelect).not.toHaveValue("elite");
  expect(tierOf()).toBe("free_trial");
  expect(auditRows()).toBe(0);

  await tierSelect.selectOption("elite");
  await tierDialog.getByLabel("Justification").fill("Goodwill upgrade after the outage");
  await tierDialog.getByRole("button", { name: "Change tier" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  await expect.poll(tierOf).toBe("elite");

  // Suspend asks first too.
  await page.getByRole("button", { name: `Suspend ${marine}` }).click();
  const suspendDialog = page.getByRole("dialog", { name: "Suspend account" });
  await suspendDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(suspendDialog).toBeHidden();
  expect(statusOf()).toBe("active");
  await page.getByRole("button", { name: `Suspend ${marine}` }).click();
  await suspendDialog.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByRole("button", { name: `Activate ${marine}` })).toBeVisible();
  expect(statusOf()).toBe("suspended");
  await page.getByRole("button", { name: `Activate ${marine}` }).click();
  await page.getByRole("dialog", { name: "Activate account" }).getByRole("button", { name: "Activate" }).click();
  await expect(page.getByRole("button", { name: `Suspend ${marine}` })).toBeVisible();
  expect(auditRows()).toBe(3);

  // The log names the user and shows old → new.
  await page.goto("/admin/audit?action=user_suspended");
  const row = page.getByRole("row").filter({ hasText: marine }).first();
  await expect(row).toContainText(DEMO_EMAILS.admin);
  await expect(row).toContainText("Riley Tierchange");
  await expect(row).toContainText("Account: Active → Suspended");
  await expect(row).toContainText("Account suspended by admin");
  await page.goto("/admin/audit?action=subscription_tier_changed");
  const tierRow = page.getByRole("row").filter({ hasText: marine }).first();
  await expect(tierRow).toContainText("Tier: Free Trial → Elite");
  await expect(tierRow).toContainText("Goodwill upgrade after the outage");
});
