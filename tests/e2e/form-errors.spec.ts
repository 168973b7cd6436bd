import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support";

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
});
