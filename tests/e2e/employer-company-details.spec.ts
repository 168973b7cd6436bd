import { expect as baseExpect, test, type Page } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { field } from "./employer-form";
import { finishSignUp, logIn, uniqueEmail } from "./support";

// Page loads on the shared 2-core machine can take several seconds each.
const expect = baseExpect.configure({ timeout: 30_000 });

async function openEmployerQueue(page: Page) {
  await page.goto("/admin/approvals");
  await expect(page.getByRole("heading", { name: "Approvals", level: 1 })).toBeVisible();
}

test("an employer who signs up through /register completes company details, waits for review, and reaches the admin queue", async ({ browser }) => {
  test.setTimeout(240_000); // two signed-in browsers and a dozen page loads on a shared 2-core machine
  const email = uniqueEmail("general.employer");
  const company = `Harbor Point Logistics ${Date.now() % 100000}`;
  const employer = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();

  await employer.goto("/register");
  await employer.getByLabel("Full name").fill("Riley Navarro");
  await employer.getByLabel("Email").fill(email);
  await employer.getByLabel("Password").fill("Harbor2024!");
  await employer.getByLabel("I am a").selectOption("employer");
  await employer.getByRole("button", { name: "Create Account" }).click();
  // Sign-up no longer signs in (issue 54): the emailed link, then the first sign-in opens the step.
  await finishSignUp(employer, email, "Harbor2024!");

  // The step, prefilled with what is known.
  await expect(employer).toHaveURL(/\/employer\/company-details/);
  await expect(employer.getByRole("heading", { name: "Complete your company details" })).toBeVisible();
  await expect(field(employer, "Contact Person")).toHaveValue("Riley Navarro");
  await expect(field(employer, "Work Email")).toHaveValue(email);
  // The dashboard of an incomplete employer sends them back to the step.
  await employer.goto("/employer/dashboard");
  await expect(employer).toHaveURL(/\/employer\/company-details/);

  // Not in the queue yet: listed apart as an incomplete sign-up.
  await logIn(admin, DEMO_EMAILS.admin, DEMO_PASSWORD);
  await openEmployerQueue(admin);
  const incomplete = admin.locator(".vets-incomplete-signups");
  await expect(incomplete).toContainText("Incomplete sign-ups");
  await incomplete.getByText("Incomplete sign-ups").click();
  await expect(incomplete.getByRole("table", { name: "Incomplete sign-ups" })).toContainText(email);
  await expect(admin.getByLabel(`Employer ${company}`)).toHaveCount(0);

  // Identifiers typed as people type them (SPEC §5's formats are hints).
  await field(employer, "Company Name").fill(company);
  await field(employer, "Company Size").selectOption("51-200");
  await field(employer, "Industry").selectOption("Transportation");
  await field(employer, "Company Website").fill("https://www.harborpoint.example.com");
  await field(employer, "Job Title").fill("Head of Recruiting");
  await field(employer, "Street Address").fill("88 Pier Road");
  await field(employer, "City").fill("Norfolk");
  await field(employer, "State").selectOption("VA");
  await field(employer, "ZIP Code").fill("23510");
  await field(employer, "CAGE Code").fill("7x 2k4");
  await field(employer, "Tax ID / EIN").fill("741234567");
  await field(employer, "Annual Hiring Volume").selectOption("6-25");
  await field(employer, "Currently Employ Veterans").selectOption("Yes");
  await field(employer, "Security Clearance Required").selectOption("None");
  await employer.getByRole("button", { name: "Submit for Review" }).click();

  await expect(employer).toHaveURL(/\/employer\/dashboard/);
  await expect(employer.getByRole("heading", { name: "Account Under Review" })).toBeVisible();
  await expect(employer.getByText(company)).toBeVisible();
  // The step is done: it does not open again.
  await employer.goto("/employer/company-details");
  await expect(employer).toHaveURL(/\/employer\/dashboard/);

  await openEmployerQueue(admin);
  const card = admin.getByLabel(`Employer ${company}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText("Riley Navarro");
  await expect(card).toContainText("7X2K4");
  await expect(card).toContainText("74-1234567");
  const stillIncomplete = admin.locator(".vets-incomplete-signups");
  if (await stillIncomplete.count()) {
    await stillIncomplete.getByText("Incomplete sign-ups").click();
    await expect(stillIncomplete).not.toContainText(email);
  }
});
