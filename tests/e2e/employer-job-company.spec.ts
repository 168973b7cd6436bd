import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb } from "./support";

// Issue 54 item 8: a job an employer posts carries the company of their profile; the form shows it, not as a field to type.

test("the job form shows the profile's company read-only, and the posted job carries it", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await page.goto("/employer/create-job");
  const company = page.getByLabel(/^Company/);
  await expect(company).toHaveValue("Patriot Logistics Group");
  await expect(company).toHaveAttribute("readonly", "");
  await expect(page.getByText("From your company profile")).toBeVisible();
  await page.screenshot({ path: "test-results/job-form-company.png", fullPage: true });

  const title = `Yard Operations Lead ${Date.now()}`;
  await page.getByLabel(/^Job Title/).fill(title);
  await page.getByLabel(/^Location/).fill("San Antonio, TX");
  await page.getByLabel(/^Job Description/).fill("Run the yard: trailers, dock doors and a crew of six.");
  await page.getByRole("button", { name: "Post Job" }).last().click();
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  const [job] = queryE2eDb<{ id: number; company: string }>("SELECT id, company FROM Job WHERE title = ?", title);
  expect(job?.company).toBe("Patriot Logistics Group");
  await page.goto(`/jobs/${job!.id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Patriot Logistics Group").first()).toBeVisible();
});
