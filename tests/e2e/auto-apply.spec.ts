import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb, unappliedEmployerJobId } from "./support";

// Runs write letters and applications; the shared 2-core machine can be slow.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("Run Now in \"Queue for my review\" leaves pending drafts in the tracker; approving one submits it", async ({ page }) => {
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
  await expect(page.getByRole("radio", { name: /Queue for my review/ })).toBeChecked();
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/auto-apply-screen-${width}.png`, fullPage: true });
  }

  // Run Now appears as soon as auto-apply is switched on, before any save (SPEC).
  await page.getByRole("checkbox", { name: "Enable Auto-Apply" }).check({ force: true });
  await expect(page.getByRole("button", { name: "Run Now" })).toBeVisible();
  await page.getByRole("slider").focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByText("75%").first()).toBeVisible();

  // "Send with my approved letter" without a letter is refused with the reason.
  await page.getByRole("radio", { name: /Send with my approved letter/ }).check({ force: true });
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText('Write and save your approved letter before choosing "Send with my approved letter".')).toBeVisible();
  await page.getByRole("radio", { name: /Queue for my review/ }).check({ force: true });
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  const [saved] = queryE2eDb<{ enabled: number; minMatchScore: number; applyMode: string }>(
    "SELECT s.enabled, s.minMatchScore, s.applyMode FROM AutoApplySettings s JOIN User u ON u.id = s.userId WHERE u.email = ?",
    DEMO_EMAILS.navyVeteran,
  );
  expect(saved).toEqual({ enabled: 1, minMatchScore: 75, applyMode: "review" });
  const before = queryE2eDb<{ id: number }>(
    "SELECT a.id FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ?",
    DEMO_EMAILS.navyVeteran,
  ).map((row) => row.id);

  await page.getByRole("button", { name: "Run Now" }).click();
  await expect(page.getByText(/^Auto-apply complete! Created \d+ applications? from \d+ jobs? evaluated\.$/)).toBeVisible({ timeout: 60_000 });
  const message = await page.getByText(/^Auto-apply complete!/).textContent();
  const created = Number(/Created (\d+)/.exec(message ?? "")?.[1]);
  expect(created).toBeGreaterThan(0);
  await expect(page.getByText(/waiting for your review\. Nothing is sent until you approve it\./)).toBeVisible();
  const drafts = queryE2eDb<{ id: number; status: string; submittedAt: number | null; coverLetter: string | null; fitScore: number }>(
    "SELECT a.id, a.status, a.submittedAt, a.coverLetter, a.fitScore FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ? AND a.isAutoApplied = 1",
    DEMO_EMAILS.navyVeteran,
  ).filter((row) => !before.includes(row.id));
  expect(drafts).toHaveLength(created);
  // Queued without letters: each draft's letter is written when the veteran opens it.
  for (const draft of drafts) {
    expect(draft).toMatchObject({ status: "pending", submittedAt: null, coverLetter: null });
    expect(draft.fitScore).toBeGreaterThanOrEqual(75);
  }
  await page.screenshot({ path: "test-results/auto-apply-after-run.png", fullPage: true });

  await page.getByRole("link", { name: "Review drafts" }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const card = page.locator(".vets-application-card", { hasText: "Draft waiting for your review" }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await expect(card.getByText("Auto-applied")).toHaveCount(0);
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/auto-apply-tracker-${width}.png`, fullPage: false });
  }
  await card.getByRole("button", { name: "Review letter" }).click();
  const letter = page.getByRole("textbox", { name: "Draft cover letter" });
  await expect(letter).toHaveValue(/Dana Brooks/);
  const written = queryE2eDb<{ id: number }>(
    `SELECT a.id FROM Application a WHERE a.coverLetter LIKE '%Dana Brooks%' AND a.id IN (${drafts.map((d) => d.id).join(",")})`,
  );
  expect(written).toHaveLength(1);
  await letter.press("Control+End");
  await letter.pressSequentially("\n\nI am glad to talk any weekday.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await page.screenshot({ path: "test-results/auto-apply-review-dialog.png" });
  await page.getByRole("dialog").getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted!")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const approved = queryE2eDb<{ id: number; status: string; submittedAt: number | null; coverLetter: string }>(
    `SELECT a.id, a.status, a.submittedAt, a.coverLetter FROM Application a WHERE a.id IN (${drafts.map((d) => d.id).join(",")})`,
  );
  const sent = approved.filter((row) => row.status === "sent");
  expect(sent).toHaveLength(1);
  expect(sent[0].submittedAt).not.toBeNull();
  expect(sent[0].coverLetter).toContain("I am glad to talk any weekday.");
  expect(approved.filter((row) => row.status === "pending")).toHaveLength(created - 1);
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
