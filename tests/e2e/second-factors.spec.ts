import { expect, test, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { logIn, logOut, registerVeteran, typeCode, uniqueEmail } from "./support";

const PASSWORD = "Secret123!";

/** The shared sign-up (form, emailed link, first sign-in); it sets the password PASSWORD. */
const register = (page: Page, email: string) => registerVeteran(page, "Casey Rivera", email);

/** The code the app shows `stepsAhead` 30-second steps from now (a step already used is refused). */
const appCode = (secret: string, stepsAhead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

test("an authenticator app turned on from the QR's secret signs in with its code, and a recovery code works once", async ({ page }) => {
  // Four password sign-ins (scrypt) on a shared machine.
  test.setTimeout(180_000);
  const email = uniqueEmail("totp");
  await register(page, email);
  await page.goto("/two-factor-auth");
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = await page.getByLabel("Setup key").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await typeCode(page, appCode(secret));
  await page.getByRole("button", { name: "Turn on authenticator app" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("On", { exact: true })).toBeVisible();

  await logOut(page);
  await logIn(page, email, PASSWORD, { expectCodeStep: true });
  await expect(page.getByText("Enter the 6-digit code from your authenticator app, or one of your recovery codes.")).toBeVisible();
  await typeCode(page, appCode(secret, 1));
  await page.getByRole("button", { name: "Verify & Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);

  for (const expectSuccess of [true, false]) {
    await logOut(page);
    await logIn(page, email, PASSWORD, { expectCodeStep: true });
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(recovery[0]);
    await page.getByRole("button", { name: "Verify & Sign In" }).click();
    if (expectSuccess) await expect(page).toHaveURL(/\/dashboard(\?|$)/);
    else await expect(page.getByRole("alert")).toHaveText("Invalid or expired verification code");
  }
});

test("a passkey added in Account Settings signs in alone with Chromium's virtual authenticator", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const email = uniqueEmail("passkey");
  await register(page, email);
  await page.goto("/account-settings");
  await page.getByLabel("New passkey name").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Test laptop")).toBeVisible();

  await list.getByRole("button", { name: "Rename" }).click();
  await page.getByLabel("Passkey name", { exact: true }).fill("Work laptop");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(list.getByText("Work laptop")).toBeVisible();

  await logOut(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await page.goto("/account-settings");
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText(/last used/)).toBeVisible();
});
