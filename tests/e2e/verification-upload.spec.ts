import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, logOut, queryE2eDb, registerVeteran, uniqueEmail } from "./support";

const privateDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../tmp/e2e/private/verifications");

/** A phone photo of a form: a JPEG with camera metadata, as it would come off a phone. */
async function documentPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 240, g: 236, b: 226 } } })
    .composite([{ input: Buffer.from('<svg width="900" height="1200"><rect x="60" y="80" width="780" height="90" fill="#333"/><text x="80" y="140" font-size="48" fill="#fff">DD FORM 214</text></svg>') }])
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: "PhoneCo", Model: "Camera 12" } } })
    .toBuffer();
}

function requestOf(email: string) {
  return queryE2eDb<{ id: number; status: string; documentFile: string | null }>(
    "SELECT v.id, v.status, v.documentFile FROM VerificationRequest v JOIN User u ON u.id = v.userId WHERE u.email = ? ORDER BY v.id DESC LIMIT 1",
    email,
  )[0];
}

test("a veteran uploads a DD-214 photo, an admin sees it in the queue and approves, and the file is gone", async ({ page }) => {
  test.slow(); // three sign-ins and an upload on a shared machine
  const email = uniqueEmail("upload");
  await registerVeteran(page, "Riley Brooks", email);
  await page.goto("/verification");
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await page.getByLabel("Document Type").selectOption("DD-214");
  await page.locator("#verification-document").setInputFiles({ name: "IMG_2044.jpg", mimeType: "image/jpeg", buffer: await documentPhoto() });
  await expect(page.getByText("IMG_2044.jpg")).toBeVisible();
  await page.getByRole("button", { name: "Submit for Verification" }).click();
  await expect(page.getByText("Verification Pending")).toBeVisible();

  const pending = requestOf(email);
  expect(pending.status).toBe("pending");
  const stored = path.join(privateDir, String(pending.documentFile));
  expect(fs.existsSync(stored)).toBe(true);
  const documentPath = `/admin/verifications/${pending.id}/document`;
  // The uploader cannot read it back: it is not there for anyone but an admin.
  expect((await page.request.get(documentPath)).status()).toBe(404);
  await logOut(page);

  await logIn(page, DEMO_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/approvals?tab=verifications");
  const card = page.getByLabel("Verification request from Riley Brooks");
  await expect(card.getByText(/Certificate of Release or Discharge/)).toBeVisible();
  const image = card.getByRole("img", { name: /uploaded by Riley Brooks/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByRole("link", { name: /Open image/ })).toHaveAttribute("href", documentPath);

  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Riley Brooks is now a Verified Veteran. We emailed them the news.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect.poll(() => fs.existsSync(stored)).toBe(false);
  expect(requestOf(email)).toMatchObject({ status: "approved", documentFile: null });
  expect((await page.request.get(documentPath)).status()).toBe(404);
});
