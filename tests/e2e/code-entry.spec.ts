import { expect, test, type Page } from "@playwright/test";
import { clickFirstCodeSlot, latestCodeFromOutbox, registerVeteran, typeCode, uniqueEmail } from "./support";

/** A new account on the 2FA screen with a code just emailed; returns that code. */
async function newAccountWithCodeSent(page: Page): Promise<string> {
  const email = uniqueEmail("codeentry");
  await registerVeteran(page, "Robin Hale", email);
  await page.goto("/two-factor-auth");
  await page.getByRole("button", { name: "Enable 2FA" }).click();
  await expect(page.getByText("Verification code sent to your email!")).toBeVisible();
  return latestCodeFromOutbox(email);
}

const codeField = (page: Page) => page.getByLabel("Verification code");
const enable = (page: Page) => page.getByRole("button", { name: "Enable 2FA" });

async function expectEnabled(page: Page) {
  await enable(page).click();
  await expect(page.getByText("Two-factor authentication enabled successfully")).toBeVisible();
}

test("five digits, then the whole code typed again from the first slot, is the code", async ({ page }) => {
  const code = await newAccountWithCodeSent(page);
  await typeCode(page, code.slice(0, 5));
  await expect(enable(page)).toBeDisabled();

  await typeCode(page, code);
  await expect(codeField(page)).toHaveValue(code);
  await expect(enable(page)).toBeEnabled();
  await expectEnabled(page);
});

test("a pasted code with a space replaces digits already typed", async ({ page }) => {
  const code = await newAccountWithCodeSent(page);
  await typeCode(page, "999");
  await clickFirstCodeSlot(page);
  await codeField(page).evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, `${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(codeField(page)).toHaveValue(code);
  await expectEnabled(page);
});

test("the field offers itself to one-time-code autofill and takes a filled-in code", async ({ page }) => {
  const code = await newAccountWithCodeSent(page);
  await expect(codeField(page)).toHaveAttribute("autocomplete", "one-time-code");
  await codeField(page).fill(code);
  await expectEnabled(page);
});

test("letters are refused and Backspace takes back the last digit", async ({ page }) => {
  const code = await newAccountWithCodeSent(page);
  await typeCode(page, `${code.slice(0, 2)}ab`);
  await expect(codeField(page)).toHaveValue(code.slice(0, 2));
  await page.keyboard.press("Backspace");
  await expect(codeField(page)).toHaveValue(code.slice(0, 1));
  await page.keyboard.type(code.slice(1));
  await expectEnabled(page);
});
