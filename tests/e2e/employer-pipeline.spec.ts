import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { applicationStatus, applyTo, demoEmployerJob, registerVeteran } from "./desktop-support";
import { logIn } from "./support";

// Issue 14 item 4 in Chromium: the pipeline across all jobs, bulk moves, keyboard selection, sorting, CSV.
test("an employer moves several applicants at once from the pipeline table", async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 100000;
  const job = demoEmployerJob();
  const a = await registerVeteran(request, "pipe.a", `Avery Pipeline ${stamp}`);
  const b = await registerVeteran(request, "pipe.b", `Blake Pipeline ${stamp}`);
  const c = await registerVeteran(request, "pipe.c", `Casey Pipeline ${stamp}`);
  const appA = await applyTo(request, a.token, job.id);
  const appB = await applyTo(request, b.token, job.id);
  const appC = await applyTo(request, c.token, job.id);

  await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pipeline" }).click();
  await expect(page).toHaveURL(/\/employer\/pipeline$/);
  await expect(page.getByRole("heading", { name: "Applicant pipeline" })).toBeVisible();
  const checkbox = (name: string) => page.getByRole("checkbox", { name: `Select ${name} for ${job.title}` });
  await expect(checkbox(a.name)).toBeVisible();

  // Two by checkbox, then Move to Interview.
  // Blueprint draws its own box over the input: click the label as a person does.
  await checkbox(a.name).locator("..").click();
  await checkbox(b.name).locator("..").click();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.screenshot({ path: "test-results/employer-pipeline.png", fullPage: true });
  await page.getByRole("button", { name: /^Move to Interview \(2\)$/ }).click();
  await expect(page.getByText("2 applicants moved to Interview")).toBeVisible();
  expect(applicationStatus(appA)).toBe("interview");
  expect(applicationStatus(appB)).toBe("interview");
  expect(applicationStatus(appC)).toBe("sent");
  await expect(checkbox(a.name)).not.toBeChecked();

  // Keyboard: focus a cell of Casey's row, Space selects the row, then reject with confirmation.
  const caseCell = checkbox(c.name).locator("xpath=ancestor::div[contains(@class,'bp6-table-cell-row-')]");
  const rowClass = ((await caseCell.getAttribute("class")) ?? "").match(/bp6-table-cell-row-\d+/)?.[0];
  expect(rowClass).toBeTruthy();
  await page.locator(`.${rowClass}.bp6-table-cell-col-4`).click();
  await page.keyboard.press("Space");
  await expect(checkbox(c.name)).toBeChecked();
  await page.getByRole("button", { name: /^Reject \(1\)$/ }).click();
  await page.getByRole("button", { name: "Reject 1" }).click();
  await expect(page.getByText("1 applicant moved to Rejected")).toBeVisible();
  expect(applicationStatus(appC)).toBe("rejected");

  // Fit score sorts both ways from its header.
  // (Table2 draws its header in two quadrants; the top one is the one on screen.)
  const fitHeader = () => page.locator(".bp6-table-quadrant-top").getByRole("button", { name: /^Sort by Fit score/ });
  await expect(fitHeader()).toHaveAccessibleName("Sort by Fit score, highest first");
  await fitHeader().click();
  await expect(fitHeader()).toHaveAccessibleName("Sort by Fit score, lowest first");

  // Export table as CSV (a download in the browser; the save dialog in the desktop app).
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export table as CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pipeline-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toBe("\uFEFFApplicant,Job,Branch,MOS,Verified,Fit score,Status,Applied");
  expect(csv).toContain(`${c.name},${job.title}`);
  expect(csv).toMatch(new RegExp(`${a.name},[^\\r\\n]*,Interview,`));

  // The view lives in the address: after a reload the same filter and order are shown.
  await page.getByLabel("Filter by status").selectOption("interview");
  await expect(checkbox(c.name)).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]status=interview/);
  await page.reload();
  await expect(page.getByLabel("Filter by status")).toHaveValue("interview");
  await expect(fitHeader()).toHaveAccessibleName("Sort by Fit score, lowest first");
  await expect(checkbox(a.name)).toBeVisible();
  await expect(checkbox(c.name)).toHaveCount(0);
});

test("a deep link to one applicant selects and highlights that row", async ({ page, request }) => {
  const job = demoEmployerJob();
  const v = await registerVeteran(request, "pipe.deep", `Drew Deeplink ${Date.now() % 100000}`);
  const id = await applyTo(request, v.token, job.id);
  await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await page.goto(`/employer/pipeline?application=${id}`);
  await expect(page.getByRole("checkbox", { name: `Select ${v.name} for ${job.title}` })).toBeChecked();
  await expect(page.getByText("1 selected")).toBeVisible();
});
