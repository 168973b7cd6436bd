import fs from "node:fs";
import { expect as baseExpect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { RESUME_MESSAGES } from "@shared/resume";
import { logIn } from "./support";

// Generating and downloading go through full server round trips on a shared, loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("a Pro veteran adds experience, ticks what they did, and gets a resume of their own facts with sources shown", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.armyVeteran, DEMO_PASSWORD);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Build Resume" }).click();
  await expect(page).toHaveURL(/\/resume-builder$/);
  await expect(page.getByRole("heading", { name: "AI Resume Builder" })).toBeVisible();
  await expect(page.getByText("No resume selected")).toBeVisible();

  // An experience entry in the veteran's own words; a weak opener becomes a verb, the numbers stay.
  await page.getByRole("button", { name: "Add experience" }).click();
  await page.getByLabel("Job title").fill("Help Desk Supervisor");
  await page.getByLabel("Organization or unit").fill("U.S. Army, 1st Armored Division");
  await page.getByLabel("Start").fill("2017-03");
  await page.getByLabel("End").fill("Present");
  await page.getByLabel("What you did").fill("Responsible for a 12-person help desk serving 3,000 users\nCut ticket backlog by 40% in six months");
  await page.getByRole("button", { name: "Add entry" }).click();
  const entry = page.getByTestId("experience-entry").filter({ hasText: "Help Desk Supervisor" });
  await expect(entry).toContainText("2 bullets");

  // A bad line is refused with the reason, nothing saved.
  await page.getByRole("button", { name: "Add experience" }).click();
  await page.getByLabel("Job title").fill("Team Member");
  await page.getByLabel("Organization or unit").fill("U.S. Army");
  await page.getByLabel("What you did").fill("Great team player");
  await page.getByRole("button", { name: "Add entry" }).click();
  await expect(page.getByText(/start with an action verb/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("experience-entry")).toHaveCount(1);

  // "Did you do this?": a bio sentence and a tool, each reaching the resume only once ticked.
  await expect(page.getByRole("heading", { name: "Did you do this?" })).toBeVisible();
  const bioLine = page.getByTestId("resume-suggestion").filter({ hasText: "Ran a 12-person help desk" });
  // Ticked by keyboard, as anyone may.
  await bioLine.getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  await expect(bioLine.getByRole("checkbox")).toBeChecked();
  await expect(entry).toContainText("3 bullets");
  const tool = page.getByTestId("resume-suggestion").filter({ hasText: "(O*NET tools" }).first();
  const toolName = (await tool.innerText()).replace(/\s*\(O\*NET tools.*$/s, "").trim();
  const untickedTool = page.getByTestId("resume-suggestion").filter({ hasText: "(O*NET tools" }).nth(1);
  const untickedName = (await untickedTool.innerText()).replace(/\s*\(O\*NET tools.*$/s, "").trim();
  await tool.getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  await expect(tool.getByRole("checkbox")).toBeChecked();

  await page.getByLabel("Template Style").selectOption("modern");
  await page.getByLabel("Target Job/Industry").fill("IT Support Manager");
  await page.getByRole("button", { name: "Add education and certifications" }).click();
  await page.getByLabel("Certifications").fill("CompTIA Security+");
  await page.getByRole("button", { name: "Generate Resume" }).click();
  await expect(page.getByText(RESUME_MESSAGES.generated)).toBeVisible();

  const item = page.getByTestId("resume-item").filter({ hasText: "IT Support Manager" });
  await expect(item).toContainText("Modern");
  const preview = page.getByTestId("resume-preview");
  await expect(preview).toHaveAttribute("data-template", "modern");
  await expect(preview.getByRole("complementary", { name: "Skills and details" })).toContainText("Active Directory");
  await expect(preview).toContainText("Marcus Reyes");
  await expect(preview).toContainText("seeking an IT Support Manager role");
  await expect(preview).toContainText("Oversaw a 12-person help desk serving 3,000 users.");
  await expect(preview).toContainText("Ran a 12-person help desk");
  await expect(preview).toContainText("Staff Sergeant (E-6)");
  await expect(preview).toContainText("2nd Brigade Combat Team, 1st Armored Division, Fort Bliss, TX");
  await expect(preview).toContainText("Operation Spartan Shield, Kuwait (2020)");
  await expect(preview).toContainText(toolName);
  await expect(preview).not.toContainText(untickedName);
  await expect(preview.locator('[title="From your profile: Skills"]').first()).toBeVisible();
  await expect(preview.locator('[title="You confirmed this"]').first()).toBeVisible();
  await page.getByText("Show where each line came from").click();
  await expect(preview.getByText("(You confirmed this)").first()).toBeVisible();
  await page.screenshot({ path: "test-results/resume-builder.png", fullPage: true });
  for (const [width, name] of [[390, "phone"], [768, "tablet"]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/resume-builder-${name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  const [pdfDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  expect(pdfDownload.suggestedFilename()).toMatch(/^marcus-reyes-resume-\d+\.pdf$/);
  const pdfBytes = new Uint8Array(fs.readFileSync(await pdfDownload.path()));
  fs.mkdirSync("test-results", { recursive: true });
  fs.writeFileSync("test-results/resume-modern.pdf", pdfBytes);
  const { text: pdfText, totalPages } = await extractText(await getDocumentProxy(pdfBytes), { mergePages: true });
  expect(totalPages).toBeLessThanOrEqual(2);
  const flat = pdfText.replace(/\s+/g, " ");
  expect(flat).toContain("Marcus Reyes");
  expect(flat).toContain("Staff Sergeant (E-6)");
  expect(flat).toContain("Oversaw a 12-person help desk serving 3,000 users.");
  expect(flat).not.toContain(untickedName);

  const [textDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Text" }).click()]);
  expect(textDownload.suggestedFilename()).toMatch(/^marcus-reyes-resume-\d+\.txt$/);
  const text = fs.readFileSync(await textDownload.path(), "utf8");
  expect(text.startsWith("Marcus Reyes\n")).toBe(true);
  expect(text).toContain("Military Service");

  // Reorder and delete entries, by keyboard-reachable buttons.
  await page.getByRole("button", { name: "Delete Help Desk Supervisor" }).click();
  await expect(page.getByTestId("experience-entry")).toHaveCount(0);

  await item.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(RESUME_MESSAGES.deleteConfirm)).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).last().click();
  await expect(page.getByText(RESUME_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByTestId("resume-item").filter({ hasText: "IT Support Manager" })).toHaveCount(0);
});

test("the three templates differ in layout, in the preview and the PDF", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.navyVeteran, DEMO_PASSWORD);
  await page.goto("/resume-builder");
  for (const template of ["professional", "creative"] as const) {
    await page.getByLabel("Template Style").selectOption(template);
    await page.getByRole("button", { name: "Generate Resume" }).click();
    await expect(page.getByTestId("resume-preview")).toHaveAttribute("data-template", template);
    await expect(page.getByTestId("resume-preview").getByRole("complementary")).toHaveCount(0);
    await page.screenshot({ path: `test-results/resume-${template}.png`, fullPage: true });
    const [pdfDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    fs.writeFileSync(`test-results/resume-${template}.pdf`, fs.readFileSync(await pdfDownload.path()));
  }
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
