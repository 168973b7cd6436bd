import fs from "node:fs";
import { expect as baseExpect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { RESUME_MESSAGES } from "@shared/resume";
import { logIn } from "./support";

// Generating and downloading go through full server round trips on a shared, loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("a Pro veteran builds a resume from the dashboard banner, downloads the PDF and the text, and deletes it", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.armyVeteran, DEMO_PASSWORD);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Build Resume" }).click();
  await expect(page).toHaveURL(/\/resume-builder$/);
  await expect(page.getByRole("heading", { name: "AI Resume Builder" })).toBeVisible();
  await expect(page.getByText("No resume selected")).toBeVisible();
  await expect(page.getByLabel("Template Style")).toHaveValue("professional");

  await page.getByLabel("Template Style").selectOption("modern");
  await page.getByLabel("Target Job/Industry").fill("IT Support Manager");
  await page.getByRole("button", { name: "Add education and certifications" }).click();
  await page.getByLabel("Certifications").fill("CompTIA Security+");
  await page.getByRole("button", { name: "Generate Resume" }).click();
  await expect(page.getByText(RESUME_MESSAGES.generated)).toBeVisible();

  const item = page.getByTestId("resume-item").filter({ hasText: "IT Support Manager" });
  await expect(item).toContainText("Modern");
  const preview = page.getByTestId("resume-preview");
  await expect(preview).toContainText("Marcus Reyes");
  await expect(preview).toContainText("Seeking an IT Support Manager role");
  await expect(preview).toContainText("CompTIA Security+");
  await page.screenshot({ path: "test-results/resume-builder.png", fullPage: true });

  const [pdfDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  expect(pdfDownload.suggestedFilename()).toMatch(/^marcus-reyes-resume-\d+\.pdf$/);
  const pdfBytes = new Uint8Array(fs.readFileSync(await pdfDownload.path()));
  const { text: pdfText, totalPages } = await extractText(await getDocumentProxy(pdfBytes), { mergePages: true });
  expect(totalPages).toBeLessThanOrEqual(2);
  expect(pdfText).toContain("Marcus Reyes");
  expect(pdfText).toContain("IT Support Manager");

  const [textDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Text" }).click()]);
  expect(textDownload.suggestedFilename()).toMatch(/^marcus-reyes-resume-\d+\.txt$/);
  const text = fs.readFileSync(await textDownload.path(), "utf8");
  expect(text.startsWith("Marcus Reyes\n")).toBe(true);
  expect(text).toContain("Professional Summary");

  await item.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(RESUME_MESSAGES.deleteConfirm)).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).last().click();
  await expect(page.getByText(RESUME_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByTestId("resume-item").filter({ hasText: "IT Support Manager" })).toHaveCount(0);
});

test("a free-trial veteran sees the upsell and goes to billing", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.marineVeteran, DEMO_PASSWORD);
  await page.goto("/resume-builder");
  await expect(page.getByText(RESUME_MESSAGES.paidOnly)).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("FREE TRIAL");
  await expect(page.getByRole("button", { name: "Generate Resume" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/resume-builder-upsell.png", fullPage: true });
  await page.getByRole("link", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/billing$/);
});
