import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, uniqueEmail } from "./support";

// Every field's message in place, from the browser's own check and from the server's answer.

test("sign-up shows every field's message at once, each under its field", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  // Fixing one field clears its message only.
  await page.getByLabel("Full name").fill("Jordan Reyes");
  await expect(page.getByText("Full name is required")).toHaveCount(0);
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("sign-in shows the email's and the password's messages in place, and a refusal above the form", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password").fill("Wrong-pass-1");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByText("Email is required")).toHaveCount(0);
});

test("the job form shows each field's message under it, and nothing is posted until they are fixed", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await page.goto("/employer/create-job");
  // The company is the profile's, not the poster's to type (issue 54 item 8).
  await expect(page.getByLabel(/^Company/)).toHaveAttribute("readonly", "");
  await expect(page.getByLabel(/^Company/)).not.toHaveValue("");
  await page.getByRole("button", { name: "Post Job" }).last().click();
  await expect(page.getByText("Job Title is required")).toBeVisible();
  await expect(page.getByText("Job Description is required")).toBeVisible();
  await expect(page.getByLabel(/^Job Title/)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(/^Salary Min/).fill("90000");
  await page.getByLabel(/^Salary Max/).fill("50000");
  await page.getByLabel(/^Salary Max/).blur();
  await expect(page.getByText("Salary Min must not be more than Salary Max")).toBeVisible();
  await page.getByLabel(/^Job Title/).fill("Fleet Coordinator");
  await expect(page.getByText("Job Title is required")).toHaveCount(0);
  await expect(page).toHaveURL(/\/employer\/create-job$/);
});

test("employer sign-up marks each missing company field under it, and a fixed field clears alone", async ({ page }) => {
  await page.goto("/employer/register");
  await page.getByRole("button", { name: "Create Employer Account" }).click();
  await expect(page.getByText("Company name is required").first()).toBeVisible();
  await expect(page.getByText("Contact person is required").first()).toBeVisible();
  await expect(page.getByLabel(/^Company Name/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toContainText("Please fix the following");
  await page.getByLabel(/^Company Name/).fill("Acme Defense Systems");
  await expect(page.getByLabel(/^Company Name/)).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Contact person is required").first()).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/register/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers a sign-up with every field's message, and keeps what was typed except the password", async ({ page }) => {
    await page.goto("/register");
    // Both pass the browser's own checks; the shared schema refuses both.
    await page.getByLabel("Full name").fill("   ");
    await page.getByLabel("Email").fill("jordan@localhost");
    await page.getByLabel("Password").fill("Secret123!");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("jordan@localhost");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("the server answers an employer sign-up with each field's message and keeps what was typed except the password", async ({ page }) => {
    await page.goto("/employer/register");
    await page.getByLabel(/^Company Name/).fill("Acme Defense Systems");
    await page.getByLabel(/^CAGE Code/).fill("12");
    await page.getByLabel(/^Password/).fill("Secret123!");
    await page.getByRole("button", { name: "Create Employer Account" }).click();
    await expect(page.getByText("CAGE code must be 5 letters or digits (e.g. 1ABC5)")).toBeVisible();
    await expect(page.getByText("Contact person is required").first()).toBeVisible();
    await expect(page.getByLabel(/^Company Name/)).toHaveValue("Acme Defense Systems");
    await expect(page.getByLabel(/^Password/)).toHaveValue("");
  });

  test("the server answers the job form with each field's message and keeps what was typed", async ({ page }) => {
    await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
    await page.goto("/employer/create-job");
    await page.getByLabel(/^Job Title/).fill("Fleet Coordinator");
    await page.getByLabel(/^Salary Min/).fill("90000");
    await page.getByLabel(/^Salary Max/).fill("50000");
    await page.getByLabel(/^Job Description/).fill("   ");
    await page.getByRole("button", { name: "Post Job" }).last().click();
    await expect(page.getByText("Salary Min must not be more than Salary Max")).toBeVisible();
    await expect(page.getByText("Job Description is required")).toBeVisible();
    await expect(page.getByLabel(/^Job Title/)).toHaveValue("Fleet Coordinator");
  });
});
