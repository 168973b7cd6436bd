import { expect as baseExpect, test, type Page } from "@playwright/test";
import { DEFAULT_COVER_LETTER } from "@shared/applications";
import { ALL_PLANS } from "@shared/plans";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb, unappliedEmployerJobId } from "./support";

// A run scores every open job; the shared 2-core machine can be slow.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const statValue = (page: Page, label: string) =>
  page.locator(".vets-stat", { has: page.locator(".vets-stat-label").getByText(label, { exact: true }) }).locator(".vets-stat-value").innerText();

test("Apply Now shows the letter that will be sent first, and can send without one", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.marineVeteran, DEMO_PASSWORD);
  const jobId = unappliedEmployerJobId(DEMO_EMAILS.marineVeteran);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox", { name: "Cover letter" })).toHaveValue(DEFAULT_COVER_LETTER);
  await expect(dialog.getByText("This is the letter the employer receives")).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/apply-now-letter-${width}.png` });
  }
  // Nothing was sent by opening it.
  const sentBefore = queryE2eDb<{ n: number }>(
    "SELECT COUNT(*) AS n FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ? AND a.jobId = ?",
    DEMO_EMAILS.marineVeteran,
    jobId,
  );
  expect(sentBefore[0].n).toBe(0);
  await dialog.getByRole("button", { name: "Send without a letter" }).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  const [stored] = queryE2eDb<{ status: string; coverLetter: string | null; additionalNotes: string | null }>(
    "SELECT a.status, a.coverLetter, a.additionalNotes FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ? AND a.jobId = ?",
    DEMO_EMAILS.marineVeteran,
    jobId,
  );
  expect(stored).toEqual({ status: "sent", coverLetter: null, additionalNotes: null });
});

test("a plan card lists only features the product has, each a link to its screen", async ({ page }) => {
  await page.goto("/");
  const pro = page.locator(".vets-plan-card", { hasText: "Pro" }).first();
  await expect(pro).toBeVisible();
  const listed = await pro.locator(".vets-plan-features li").allInnerTexts();
  expect(listed.map((t) => t.trim())).toEqual(ALL_PLANS.find((p) => p.id === "pro")?.features);
  for (const gone of ["Job alerts", "Career coaching", "Interview preparation", "VIP support", "Advanced analytics", "Email support"]) {
    await expect(page.getByText(gone, { exact: true })).toHaveCount(0);
  }
  await pro.getByRole("link", { name: "Resume builder" }).click();
  await expect(page).toHaveURL(/\/(resume-builder|login)/);

  await page.goto("/employer/pricing");
  await expect(page.locator(".vets-plan-card", { hasText: "Enterprise" })).toBeVisible();
  await expect(page.getByText("Dedicated account manager")).toHaveCount(0);
  await expect(page.getByText("Priority support")).toHaveCount(0);
});

test("a review-mode run leaves the month's AI applications and the dashboard total unchanged", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.armyVeteran, DEMO_PASSWORD);
  await page.goto("/dashboard");
  const totalBefore = await statValue(page, "Total Applications");
  await page.goto("/auto-apply");
  const monthBefore = await statValue(page, "This Month");
  const remainingBefore = await statValue(page, "Remaining This Month");

  await page.getByRole("checkbox", { name: "Enable Auto-Apply" }).check({ force: true });
  await page.getByRole("radio", { name: /Queue for my review/ }).check({ force: true });
  await page.getByRole("slider").focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
  await page.getByRole("button", { name: "Run Now" }).click();
  await expect(page.getByText(/^Auto-apply complete! Created \d+ applications? from \d+ jobs? evaluated\.$/)).toBeVisible({ timeout: 90_000 });
  const message = (await page.getByText(/^Auto-apply complete!/).textContent()) ?? "";
  const created = Number(/Created (\d+)/.exec(message)?.[1]);
  if (created > 0) await expect(page.getByText(/drafts? (is|are) waiting for your review/)).toBeVisible();
  else await expect(page.getByText("Why nothing was created")).toBeVisible();
  await page.reload();
  expect(await statValue(page, "This Month")).toBe(monthBefore);
  expect(await statValue(page, "Remaining This Month")).toBe(remainingBefore);
  await page.screenshot({ path: "test-results/auto-apply-after-review-run.png", fullPage: true });

  await page.goto("/dashboard");
  expect(await statValue(page, "Total Applications")).toBe(totalBefore);
  if (created > 0) {
    await page.goto("/applications");
    const draft = page.locator(".vets-application-card", { hasText: "Draft waiting for your review" }).first();
    await expect(draft.getByText("Draft", { exact: true })).toBeVisible();
    await expect(draft.getByText("Auto-applied")).toHaveCount(0);
  }
});
