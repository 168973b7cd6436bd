import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { latestCodeFromOutbox, uniqueEmail, finishSignUp } from "./support";

async function registerVeteran(page: Page, name: string, email: string, password: string) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await finishSignUp(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#1c2a3d"/><circle cx="400" cy="260" r="150" fill="#d1a34a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test("a new veteran completes the profile, uploads a cropped avatar, requests verification, exports and deletes the account", async ({ page }) => {
  test.slow(); // sign-up, sign-in, two uploads and an export on a shared machine: near the 60 s default
  const email = uniqueEmail("profile");
  const password = "Secret123!";
  await registerVeteran(page, "Avery Johnson", email, password);

  // Profile: edit and save SPEC's key fields.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Avery Johnson" })).toBeVisible();
  await expect(page.getByText(/Member since \d{4}/)).toBeVisible();
  await page.getByRole("button", { name: "Edit Profile" }).first().click();
  await page.getByLabel("Branch", { exact: true }).selectOption("Army");
  await page.getByLabel("MOS/Rating").fill("25B");
  await page.getByLabel("Security Clearance").selectOption("Secret");
  await page.getByLabel("Years of Service").fill("8");
  await page.getByLabel("Skills").fill("Active Directory, Cisco IOS");
  await page.getByLabel("Skills").press("Enter");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Military Experience" })).toBeVisible();
  await expect(page.getByText("25B", { exact: true })).toBeVisible();
  await expect(page.getByText("Secret", { exact: true })).toBeVisible();
  await expect(page.getByText("8 years")).toBeVisible();
  await expect(page.getByText("Cisco IOS", { exact: true })).toBeVisible();

  // Avatar: a renamed text file is refused; a real picture is cropped, rotated and uploaded.
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByRole("button", { name: "Change profile picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Profile Picture" });
  await expect(dialog.getByText("Drag and drop a photo here")).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please select and crop an image first");
  await dialog.getByLabel("Choose a profile picture").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not really a picture\n") });
  await expect(dialog.getByRole("alert")).toHaveText("Please select an image file");
  await dialog.getByLabel("Choose a profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photo() });
  const cropBox = dialog.getByRole("group", { name: /Crop area/ });
  await expect(cropBox).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Preview of the new picture" })).toBeVisible();
  const box = await cropBox.boundingBox();
  if (!box) throw new Error("crop box not laid out");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2 - 10, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.press("Control+r");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile picture updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const avatar = page.locator("main img.vets-avatar").first();
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  await expect(page.getByRole("link", { name: "Your profile" }).locator("img")).toHaveAttribute("src", /^\/uploads\/avatars\//);
  await page.getByRole("button", { name: "Cancel" }).first().click();

  // Verification: submit, then the pending banner.
  await page.goto("/verification");
  await expect(page.getByRole("heading", { name: "Veteran Verification" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit for Verification" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Document Type").selectOption({ label: "DD-214 (Member-4 copy) — Certificate of Release or Discharge from Active Duty" });
  await expect(submit).toBeDisabled();
  // Verification takes an uploaded document now, not a link (issue 53): a photo of the form.
  await page.locator("#verification-document").setInputFiles({ name: "dd214.png", mimeType: "image/png", buffer: await photo() });
  await expect(page.getByText("dd214.png")).toBeVisible();
  await submit.click();
  await expect(page.getByText("Verification request submitted! You will be notified once reviewed.")).toBeVisible();
  await expect(page.getByText("Verification Pending")).toBeVisible();
  await expect(page.getByText(/typically takes 1-2 business days/)).toBeVisible();

  // Account settings: the export downloads a dated JSON file with the user's data.
  await page.goto("/account-settings");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Data" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^vetcareer-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as { account: { email: string }; veteran_profile: { mos_code: string } };
  expect(exported.account.email).toBe(email);
  expect(exported.veteran_profile.mos_code).toBe("25B");
  await expect(page.getByText("Data exported successfully!")).toBeVisible();

  // Delete with SPEC's two confirmations, the second with the password again (a wrong one is
  // refused in the dialog); the account cannot sign in afterwards.
  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByText("Are you sure you want to delete your account? This action cannot be undone.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page.getByText("Final confirmation: All your data, applications, and posts will be permanently deleted. Continue?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Everything" })).toBeDisabled();
  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Delete Everything" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("Current password is incorrect");
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Delete Everything" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account deletion initiated")).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});

test("another user's profile is read-only and an unknown one says 'Profile not found'", async ({ page }) => {
  await registerVeteran(page, "Jamie Target", uniqueEmail("target"), "Secret123!");
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  await page.context().clearCookies();
  await registerVeteran(page, "Casey Ortiz", uniqueEmail("viewer"), "Secret123!");
  await page.goto(`/profile/${me.id}`);
  await expect(page.getByRole("heading", { name: "Jamie Target" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toHaveCount(0);
  await page.goto("/profile/999999");
  await expect(page.getByText("Profile not found")).toBeVisible();
});

test("skills, desired roles and industries typed as comma-separated text are saved and shown after a reload", async ({ page }) => {
  await registerVeteran(page, "Morgan Lee", uniqueEmail("lists"), "Secret123!");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).first().click();
  // Typed, never confirmed with Enter: clicking Save is what a person does next.
  await page.getByLabel("Desired Roles").fill("Operations Manager ,  , Logistics Analyst");
  await page.getByLabel("Skills").fill("Leadership, Logistics Planning");
  await page.getByLabel("Industries").fill(" Logistics,Defense ,");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  const professional = page.locator(".vets-card-title", { hasText: "Professional Experience" }).locator("..");
  const shown = ["Operations Manager", "Logistics Analyst", "Leadership", "Logistics Planning", "Logistics", "Defense"];
  for (const item of shown) await expect(professional.getByText(item, { exact: true })).toBeVisible();
  await page.reload();
  for (const item of shown) await expect(professional.getByText(item, { exact: true })).toBeVisible();
  await expect(professional.getByText("Leadership, Logistics Planning")).toHaveCount(0);
  await page.screenshot({ path: "test-results/profile-lists.png", fullPage: true });
});

test("with 2FA on, deleting the account also asks for the code it emails for this step", async ({ page }) => {
  const email = uniqueEmail("delete.2fa");
  const password = "Secret123!";
  await registerVeteran(page, "Morgan Twofa", email, password);
  expect((await page.request.post("/api/auth/2fa/send", { data: { email } })).status()).toBe(200);
  expect((await page.request.post("/api/auth/2fa/verify", { data: { email, otp_code: latestCodeFromOutbox(email) } })).status()).toBe(200);

  await page.goto("/account-settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await page.getByLabel("Your password").fill(password);
  // Without the code the button stays off; asking for one emails it and says so.
  await expect(page.getByRole("button", { name: "Delete Everything" })).toBeDisabled();
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("Enter the 6-digit verification code we just emailed you");
  await page.getByLabel("Verification code").fill(latestCodeFromOutbox(email));
  await page.getByRole("button", { name: "Delete Everything" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account deletion initiated")).toBeVisible();
});
