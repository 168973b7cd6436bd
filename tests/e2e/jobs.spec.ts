import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, unappliedEmployerJobId } from "./support";

const PRO_VETERAN = "veteran@vets.local";
const TRIAL_VETERAN = "marine.veteran@vets.local";

async function totalJobs(page: import("@playwright/test").Page): Promise<number> {
  const text = await page.locator(".vets-results-head strong").innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

test("search narrows with the query and the MOS-match filter, and the filters live in the URL", async ({ page }) => {
  await logIn(page, PRO_VETERAN, DEMO_PASSWORD);
  await page.goto("/jobs");
  const all = await totalJobs(page);
  expect(all).toBeGreaterThan(0);

  await page.getByLabel("Search jobs").fill("network");
  await page.getByLabel("Search jobs").press("Enter");
  await expect(page).toHaveURL(/q=network/);
  await expect.poll(() => totalJobs(page)).toBeLessThan(all);
  expect(await totalJobs(page)).toBeGreaterThan(0);
  await expect(page.locator(".vets-job-card").first()).toContainText(/network/i);

  await page.goto("/jobs?mos_match=high");
  expect(await totalJobs(page)).toBeLessThan(all);
  await page.reload();
  await expect(page.getByLabel("MOS match")).toHaveValue("high");

  await page.goto("/jobs?q=zzzznotaword");
  await expect(page.getByText("No jobs found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms or filters")).toBeVisible();
});

test("Apply Now and Auto-Apply create applications the tracker shows; pending ones can be submitted", async ({ page }) => {
  await logIn(page, PRO_VETERAN, DEMO_PASSWORD);
  const applyId = unappliedEmployerJobId(PRO_VETERAN);
  await page.goto(`/jobs/${applyId}`);
  await expect(page.getByText("Why this job fits you")).toBeVisible();
  await page.getByRole("button", { name: "Apply Now" }).click();
  // Apply Now shows the letter that will be sent first (issue 52).
  await page.getByRole("dialog").getByRole("button", { name: "Send Application" }).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  const appliedTitle = await page.locator("h1").innerText();

  const autoId = unappliedEmployerJobId(PRO_VETERAN);
  await page.goto(`/jobs/${autoId}`);
  await page.getByRole("button", { name: "Auto-Apply" }).click();
  await expect(page.getByText("Auto-Applied! Application submitted successfully.")).toBeVisible();

  await page.goto("/applications");
  const card = page.locator(".vets-application-card", { hasText: appliedTitle });
  await expect(card).toContainText("Submitted");
  await expect(page.locator(".vets-application-card", { hasText: "Auto-applied" }).first()).toBeVisible();

  const pending = page.locator(".vets-application-card", { has: page.getByRole("button", { name: "Submit Application" }) }).first();
  const pendingTitle = await pending.locator("h3").innerText();
  await pending.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted!", { exact: true })).toBeVisible();
  await expect(page.locator(".vets-application-card", { hasText: pendingTitle })).toContainText("Submitted");
});

test("a free-trial veteran is told auto-apply is for paid plans and sent to billing", async ({ page }) => {
  await logIn(page, TRIAL_VETERAN, DEMO_PASSWORD);
  await page.goto(`/jobs/${unappliedEmployerJobId(TRIAL_VETERAN)}`);
  await page.getByRole("button", { name: "Auto-Apply" }).click();
  await expect(page.getByText("Auto-Apply is only available for Pro, Premium, and Elite subscribers. Upgrade now!")).toBeVisible();
  // SPEC sends this to /profile; every upsell leads to /billing (README).
  await expect(page).toHaveURL(/\/billing$/, { timeout: 5_000 });
});

test("the Army 25B opens /jobs sorted by fit, network administrator matches first; the order stays in the URL", async ({ page }) => {
  await logIn(page, PRO_VETERAN, DEMO_PASSWORD);
  await page.goto("/jobs");
  await expect(page.getByLabel("Sort jobs")).toHaveValue("best_match");
  const cards = page.locator(".vets-job-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator(".vets-job-title")).toContainText(/network|system|administrator/i);
  const scores = await cards.locator("text=/\\d+% match/").allInnerTexts();
  const numbers = scores.map((text) => Number(text.replace(/[^\d]/g, "")));
  expect(numbers.length).toBeGreaterThan(1);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

  // A search keeps the fit order, and says so in the URL.
  await page.getByLabel("Search jobs").fill("network");
  await page.getByLabel("Search jobs").press("Enter");
  await expect(page).toHaveURL(/sort=best_match/);
  await expect(page.getByLabel("Sort jobs")).toHaveValue("best_match");

  // Recency stays one choice away.
  await page.getByLabel("Sort jobs").selectOption({ label: "Newest" });
  await expect(page).toHaveURL(/sort=recent/);
  await expect(page.getByLabel("Sort jobs")).toHaveValue("recent");
});
