import { expect, test } from "@playwright/test";
import { DEMO_LOGINS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { finishSignUp, latestCodeFromOutbox, logIn, logOut, typeCode, uniqueEmail } from "./support";

const demo = (role: string) => {
  const login = DEMO_LOGINS.find((l) => l.role === role);
  if (!login) throw new Error(`no demo ${role}`);
  return login.email;
};

test("landing → register a veteran → dashboard, then logout guards the screens", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "From Service to Success" })).toBeVisible();
  await expect(page.getByText("MOST POPULAR")).toBeVisible();
  for (const plan of ["Pro", "Premium", "Elite"]) await expect(page.getByText(plan, { exact: true })).toBeVisible();
  await expect(page.getByText("Empowering Veterans with AI, Connection, and Career Opportunity")).toBeVisible();

  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/register$/);
  const email = uniqueEmail("riley");
  await page.getByLabel("Full name").fill("Riley Chen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByRole("button", { name: "Create Account" }).click();
  // Sign-up no longer signs in (issue 54): the emailed link confirms the address, then a sign-in.
  await finishSignUp(page, email, "Secret123!");

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Riley Chen" })).toBeVisible();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page.getByText("Your Free Trial")).toBeVisible();
  await expect(page.getByLabel("Riley Chen")).toHaveText("RC");

  await logOut(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
});

test("demo employer and admin land on their own home screens", async ({ page }) => {
  await logIn(page, demo("employer"), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByText("Total Jobs Posted")).toBeVisible();
  await logOut(page);

  await logIn(page, demo("admin"), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await logOut(page);

  await logIn(page, demo("veteran"), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("enable 2FA with an emailed code; the next login needs the code", async ({ page }) => {
  test.setTimeout(150_000); // sign-up now adds the emailed link and a sign-in: three scrypt sign-ins on a shared machine
  const email = uniqueEmail("twofa");
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Sam Patel");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByRole("button", { name: "Create Account" }).click();
  await finishSignUp(page, email, "Secret123!");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/two-factor-auth");
  await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Enable 2FA" }).click();
  await expect(page.getByText("Verification code sent to your email!")).toBeVisible();
  const submit = page.getByRole("button", { name: "Enable 2FA" });
  await expect(submit).toBeDisabled();
  await typeCode(page, latestCodeFromOutbox(email));
  await submit.click();
  await expect(page.getByText("Two-factor authentication enabled successfully")).toBeVisible();
  await expect(page.getByText("Enabled", { exact: true })).toBeVisible();
  await expect(page.getByText("Security Active")).toBeVisible();

  await logOut(page);
  await logIn(page, email, "Secret123!", { expectCodeStep: true });
  await expect(page.getByText("Two-factor authentication required. Please check your email for the verification code.")).toBeVisible();
  const code = latestCodeFromOutbox(email);
  await typeCode(page, code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify & Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid or expired verification code");

  // The wrong code stays in the field; this test is about the second step, not retyping over six digits
  // (code-entry.spec.ts covers that), so clear it as a user selecting it all would, and check what goes.
  const field = page.getByLabel("Verification code");
  await field.fill("");
  await typeCode(page, code);
  await expect(field).toHaveValue(code);
  await page.getByRole("button", { name: "Verify & Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Login successful!")).toBeVisible();
});
