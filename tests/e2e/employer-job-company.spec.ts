import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { employerRegistration } from "../fixtures/employer-registration";
import { apiSignUp, logIn, logOut, queryE2eDb } from "./support";

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

test("an employer at their company's domain shows Domain verified; the queue flags one that is not", async ({ page, request }) => {
  const stamp = Date.now();
  const company = `Harborpoint Marine ${stamp}`;
  const odd = `Driftwood Supply ${stamp}`;
  const password = "Secret123!";
  const match = `talent.${stamp}@harborpoint-marine.com`;
  await apiSignUp(request, { ...employerRegistration(match, { company_name: company, website: "https://www.harborpoint-marine.com", password }), full_name: "Dana Cole" }, "/api/auth/employer/register");
  await apiSignUp(request, { ...employerRegistration(`driftwood.${stamp}@gmail.com`, { company_name: odd, website: "https://driftwood-supply.com", password }), full_name: "Lee Park" }, "/api/auth/employer/register");

  await logIn(page, DEMO_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/approvals");
  const flagged = page.getByLabel(`Employer ${odd}`);
  await expect(flagged.getByText(/Email domain does not match the company website/)).toBeVisible();
  await flagged.screenshot({ path: "test-results/approval-domain-mismatch.png" });
  const matching = page.getByLabel(`Employer ${company}`);
  await expect(matching.getByText(/Email domain does not match/)).toHaveCount(0);
  await matching.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`${company} approved.`, { exact: false })).toBeVisible();
  await logOut(page);

  await logIn(page, match, password);
  await page.goto("/employer/profile");
  await expect(page.getByText("Domain verified")).toBeVisible();
  await page.goto("/employer/create-job");
  await expect(page.getByLabel(/^Company/)).toHaveValue(company);
  const title = `Marine Electrician ${stamp}`;
  await page.getByLabel(/^Job Title/).fill(title);
  await page.getByLabel(/^Job Description/).fill("Install and repair shipboard electrical systems.");
  await page.getByRole("button", { name: "Post Job" }).last().click();
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  const [job] = queryE2eDb<{ id: number }>("SELECT id FROM Job WHERE title = ?", title);
  await page.goto(`/jobs/${job!.id}`);
  await expect(page.getByText("Domain verified")).toBeVisible();
  await page.screenshot({ path: "test-results/job-domain-verified.png", fullPage: true });
});
