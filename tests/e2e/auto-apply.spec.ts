import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb, unappliedEmployerJobId } from "./support";

// Runs write letters and applications; the shared 2-core machine can be slow.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("a paid veteran enables auto-apply, runs it and finds the applications with their letters in the tracker", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.navyVeteran, DEMO_PASSWORD);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Configure Auto-Apply" }).or(page.getByRole("button", { name: "Configure Auto-Apply" })).first().click();
  await expect(page).toHaveURL(/\/auto-apply$/);
  await expect(page.getByRole("heading", { name: "AI Auto-Apply" })).toBeVisible();
  await expect(page.getByText("Total Auto-Applied")).toBeVisible();
  await expect(page.getByText("Remaining This Month")).toBeVisible();
  await expect(page.getByText("PREMIUM PLAN")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade Plan" })).toHaveCount(0);
  await expect(page.getByText("70%").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Run Now" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/auto-apply-initial.png", fullPage: true });

  await page.getByRole("checkbox", { name: "Enable Auto-Apply" }).check({ force: true });
  await page.getByRole("slider").focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByText("75%").first()).toBeVisible();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  const [saved] = queryE2eDb<{ enabled: number; minMatchScore: number }>(
    "SELECT s.enabled, s.minMatchScore FROM AutoApplySettings s JOIN User u ON u.id = s.userId WHERE u.email = ?",
    DEMO_EMAILS.navyVeteran,
  );
  expect(saved).toEqual({ enabled: 1, minMatchScore: 75 });

  await page.getByRole("button", { name: "Run Now" }).click();
  await expect(page.getByText(/^Auto-apply complete! Created \d+ applications from \d+ jobs evaluated\.$/)).toBeVisible({ timeout: 60_000 });
  const message = await page.getByText(/^Auto-apply complete!/).textContent();
  const created = Number(/Created (\d+)/.exec(message ?? "")?.[1]);
  expect(created).toBeGreaterThan(0);
  const [{ total }] = queryE2eDb<{ total: number }>(
    "SELECT COUNT(*) AS total FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ? AND a.isAutoApplied = 1",
    DEMO_EMAILS.navyVeteran,
  );
  await expect(page.locator(".vets-stat", { hasText: "Total Auto-Applied" })).toContainText(String(total));
  await page.screenshot({ path: "test-results/auto-apply-after-run.png", fullPage: true });

  await page.goto("/applications");
  const card = page.locator(".vets-application-card", { hasText: "Auto-applied" }).first();
  await expect(card).toBeVisible();
  await card.getByText("Cover letter").click();
  await expect(card.locator(".vets-letter-text")).toContainText("Dana Brooks");
  await page.screenshot({ path: "test-results/auto-apply-tracker.png", fullPage: false });
});

test("a free-trial veteran is sent back to the dashboard with SPEC's message", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.marineVeteran, DEMO_PASSWORD);
  await page.goto("/auto-apply");
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText("Auto-apply is only available for paid subscribers")).toBeVisible();
});

test("Write cover letter on Apply Now: an editable letter that the application keeps", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.navyVeteran, DEMO_PASSWORD);
  const jobId = unappliedEmployerJobId(DEMO_EMAILS.navyVeteran);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole("button", { name: "Write cover letter" }).click();
  const letter = page.getByRole("textbox", { name: "Cover letter" });
  await expect(letter).toHaveValue(/Dana Brooks/);
  await letter.press("End");
  await letter.pressSequentially("\n\nP.S. I can start in two weeks.");
  await page.screenshot({ path: "test-results/auto-apply-letter-dialog.png" });
  await page.getByRole("button", { name: "Send Application" }).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  const [stored] = queryE2eDb<{ coverLetter: string }>(
    "SELECT a.coverLetter FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ? AND a.jobId = ?",
    DEMO_EMAILS.navyVeteran,
    jobId,
  );
  expect(stored.coverLetter).toContain("Dana Brooks");
  expect(stored.coverLetter).toContain("P.S. I can start in two weeks.");
});
