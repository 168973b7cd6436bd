import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, logOut } from "./support";

test("an admin adds a Greenhouse board and runs it now; a veteran finds federal jobs for their MOS and an imported job's last check", async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  const greenhouse = page.locator('tr[data-source="greenhouse"]');
  await expect(greenhouse).toContainText("Never");
  // USAJOBS has no key in this server: the panel says why it is off.
  await expect(page.getByText("USAJOBS is off: USAJOBS_API_KEY", { exact: false })).toBeVisible();

  await greenhouse.getByRole("button", { name: "Edit Greenhouse boards" }).click();
  await page.getByLabel("One board token, site name or page URL a line").fill("northwind");
  await page.getByRole("button", { name: "Save boards" }).click();
  await expect(greenhouse).toContainText("northwind");

  await greenhouse.getByRole("button", { name: "Run Greenhouse now" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Run now" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Greenhouse run finished: \d+ added/ })).toBeVisible({ timeout: 60_000 });
  await expect(greenhouse).toContainText("admin · succeeded");
  const added = Number(await greenhouse.locator("td").nth(3).innerText());
  expect(added).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/admin-job-sources.png", fullPage: true });
  await logOut(page);

  await logIn(page, DEMO_EMAILS.armyVeteran, DEMO_PASSWORD);
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Federal jobs for your MOS" }).click();
  await expect(page).toHaveURL(/federal=mos/);
  await expect(page.getByRole("status").filter({ hasText: "OPM series of your MOS" })).toBeVisible();

  await page.goto(`/jobs?q=${encodeURIComponent("Logistics Coordinator")}&posted_days=all`);
  const card = page.locator(".vets-job-card").filter({ hasText: "via Greenhouse" }).first();
  await expect(card).toContainText("Last checked");
  await card.getByRole("link").first().click();
  await expect(page.getByText(/Last checked (just now|\d+ minutes? ago)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "This job is gone" })).toBeVisible();
});
