import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { makePdf } from "../fixtures/resume-files";
import { logIn, logOut, queryE2eDb, registerVeteran, uniqueEmail } from "./support";

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
