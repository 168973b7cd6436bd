import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { makePdf } from "../fixtures/resume-files";
import { logIn, logOut, queryE2eDb, registerVeteran, unappliedEmployerJobId, uniqueEmail } from "./support";

// Issue 55 item 4, as a new user would: a new veteran applies with an uploaded PDF from the
// Apply Now dialog, and the employer downloads exactly that file from the job's applicants page.
test("apply with an uploaded PDF; the employer opens it from the applicants page", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("resume.apply");
  await registerVeteran(page, "Riley Carter", email);
  const [job] = queryE2eDb<{ id: number; title: string }>(
    `SELECT j.id, j.title FROM Job j JOIN User u ON u.id = j.employerId
      WHERE j.status = 'open' AND j.source = 'employer' AND u.email = ? ORDER BY j.id LIMIT 1`,
    DEMO_EMAILS.approvedEmployer,
  );
  expect(job).toBeTruthy();

  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog");
  const pdf = makePdf();
  await dialog.getByLabel("Upload a resume").setInputFiles({ name: "riley-carter.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf.bytes) });
  await expect(dialog.getByLabel("Resume", { exact: true })).toHaveValue(/^uploaded:\d+$/);
  await expect(dialog.getByLabel("Resume", { exact: true }).locator("option:checked")).toHaveText("riley-carter.pdf");
  await page.screenshot({ path: "test-results/resume-apply-dialog.png" });
  await dialog.getByRole("button", { name: "Send Application" }).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  await logOut(page);

  await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await page.goto(`/employer/jobs/${job.id}/applicants`);
  const applicant = page.locator(".vets-applicant-card", { hasText: "Riley Carter" });
  const download = page.waitForEvent("download");
  await applicant.getByRole("button", { name: "Download Riley Carter's resume" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("riley-carter.pdf");
  const saved = await file.path();
  const { readFileSync } = await import("node:fs");
  expect(Buffer.from(readFileSync(saved))).toEqual(Buffer.from(pdf.bytes));
});

const SHOTS = "/tmp/shots-daily-rest";

/** The page at 390 px dark and 1366 px light, for a person to look at (not an assertion). */
async function shoot(page: import("@playwright/test").Page, name: string) {
  for (const [width, height, scheme] of [[390, 844, "dark"], [1366, 900, "light"]] as const) {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
  }
}

// Issue 55 items 3 and 4 end to end: the resume files screen, applying with what it holds, the
// application-sent email naming it, the employer opening it from the pipeline and moving to Interview.
test("upload on Your resume files, apply with it, the employer opens it from the pipeline, Interview arrives by email", async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Morgan Ellis ${Date.now() % 100000}`;
  const email = uniqueEmail("resume.files");
  await registerVeteran(page, name, email);

  await page.goto("/resume-builder");
  await shoot(page, "resume-builder");
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByRole("link", { name: /^(Upload a resume file|Upload it as a PDF or Word file)$/ }).click();
  await expect(page).toHaveURL(/\/resumes$/);
  await expect(page.getByRole("heading", { name: "Your resume files" })).toBeVisible();
  await expect(page.getByText("No resume files yet")).toBeVisible();

  const pdf = makePdf();
  await page.getByLabel("Upload a resume").setInputFiles({ name: "morgan-ellis.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf.bytes) });
  await expect(page.getByText("Resume uploaded")).toBeVisible();
  const item = page.getByTestId("resume-file").filter({ hasText: "morgan-ellis.pdf" });
  await expect(item).toContainText(/PDF · \d+ (bytes|KB) · Uploaded \w{3} \d+, \d{4}/);
  const own = page.waitForEvent("download");
  await item.getByRole("button", { name: "Download morgan-ellis.pdf" }).click();
  expect((await own).suggestedFilename()).toBe("morgan-ellis.pdf");
  await shoot(page, "resumes");
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: "light" });

  const jobId = unappliedEmployerJobId(email);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Resume", { exact: true }).locator("option:checked")).toHaveText("morgan-ellis.pdf");
  await dialog.getByRole("button", { name: "Send Application" }).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  const [sent] = queryE2eDb<{ text: string }>("SELECT text FROM EmailOutbox WHERE `to` = ? AND kind = 'application-sent' ORDER BY id DESC LIMIT 1", email);
  expect(sent.text).toContain("The resume that went with it: morgan-ellis.pdf");
  await logOut(page);

  await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await page.goto("/employer/pipeline");
  // The table draws only the rows on screen, and other tests' applicants to this job may outrank a
  // new profile's fit: narrow to the job and put the newest application first, as an employer would.
  await page.getByLabel("Filter by job").selectOption(String(jobId));
  const appliedHeader = page.locator(".bp6-table-quadrant-top").getByRole("button", { name: /^Sort by Applied/ });
  // By keyboard: under load Blueprint's header sometimes takes a mouse click as a cell focus.
  await appliedHeader.press("Enter");
  await expect(appliedHeader).toHaveAccessibleName("Sort by Applied, newest first");
  // The table's body is the main quadrant; Blueprint may draw a second copy of a row for its
  // frozen/scrolling quadrants while it re-renders, so the test reads the main one.
  const body = page.locator(".bp6-table-quadrant-main");
  const open = page.waitForEvent("download");
  await body.getByRole("link", { name: `Download ${name}'s resume` }).first().click();
  const file = await open;
  expect(file.suggestedFilename()).toBe("morgan-ellis.pdf");
  const { readFileSync } = await import("node:fs");
  expect(Buffer.from(readFileSync(await file.path()))).toEqual(Buffer.from(pdf.bytes));

  // The employer's Interview decision reaches the veteran as an email naming the job and company.
  await body.getByRole("checkbox", { name: new RegExp(`^Select ${name} for `) }).first().locator("..").click();
  await page.getByRole("button", { name: /^Move to Interview \(1\)$/ }).click();
  await expect(page.getByText("1 applicant moved to Interview")).toBeVisible();
  // Last, as the screenshots reload the page (which resets the job filter and the sort).
  await shoot(page, "pipeline");
  const [interview] = queryE2eDb<{ subject: string; text: string }>("SELECT subject, text FROM EmailOutbox WHERE `to` = ? AND kind = 'decision' ORDER BY id DESC LIMIT 1", email);
  expect(interview.subject).toMatch(/^Interview: /);
  (await import("node:fs")).writeFileSync(`${SHOTS}/interview-email.txt`, `${interview.subject}\n\n${interview.text}\n`);
});

test("a Pro veteran's Resume Builder links to the resume files screen", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.armyVeteran, DEMO_PASSWORD);
  await page.goto("/resume-builder");
  await shoot(page, "resume-builder-pro");
  await page.getByRole("link", { name: "Upload a resume file" }).click();
  await expect(page).toHaveURL(/\/resumes$/);
  await expect(page.getByRole("heading", { name: "Your resume files" })).toBeVisible();
});
