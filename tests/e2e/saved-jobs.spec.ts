import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, unappliedEmployerJobId } from "./support";

const VETERAN = "marine.veteran@vets.local";

test("a veteran saves a job from its page with the keyboard and finds it under Saved jobs", async ({ page }) => {
  await logIn(page, VETERAN, DEMO_PASSWORD);
  const jobId = unappliedEmployerJobId(VETERAN);
  await page.goto(`/jobs/${jobId}`);
  const title = await page.locator("h1").innerText();
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("link", { name: "Saved jobs" }).first().click();
  await expect(page).toHaveURL(/\/jobs\/saved$/);
  const card = page.locator(".vets-job-card", { hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Saved", exact: true }).click();
  await expect(card.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.locator(".vets-job-card", { hasText: title })).toHaveCount(0);
});
