import { expect, test, type Page } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, logOut, registerVeteran, uniqueEmail } from "./support";

const PENDING_COMPANY = "Blue Line Cyber Defense";
const MINIMAL_PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

async function openApprovals(page: Page) {
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Approvals" }).click();
  await expect(page).toHaveURL(/\/admin\/approvals/);
  await expect(page.getByRole("heading", { name: "Approvals", level: 1 })).toBeVisible();
}

test("an admin approves the pending demo employer, who then gets the full dashboard", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.pendingEmployer, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Account Under Review" })).toBeVisible();
  await logOut(page);

  await logIn(page, DEMO_EMAILS.admin, DEMO_PASSWORD);
  await openApprovals(page);
  const card = page.getByLabel(`Employer ${PENDING_COMPANY}`);
  await expect(card).toBeVisible();
  await expect(card.getByText("Contact person")).toBeVisible();
  const website = card.locator('a[href^="https://"]').first();
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("rel", /noopener/);

  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`${PENDING_COMPANY} approved. The employer has been emailed and now has full access.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("table").getByText(PENDING_COMPANY)).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit Logs" }).click();
  await expect(page.getByText("Recent Admin Actions")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Employer approved" }).first();
  await expect(row).toContainText(DEMO_EMAILS.admin);
  await expect(row).toContainText("Employer approved after review");
  await logOut(page);

  await logIn(page, DEMO_EMAILS.pendingEmployer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  await expect(page.getByText("Total Jobs Posted")).toBeVisible();
});

test("an admin rejects a verification with a reason the veteran sees and can act on", async ({ page }) => {
  const email = uniqueEmail("verify");
  const password = "Secret123!";
  // The shared sign-up: the form, the emailed link, then a sign-in (password "Secret123!").
  await registerVeteran(page, "Casey Ortega", email);
  await page.goto("/verification");
  await page.getByLabel("Document Type").selectOption("DD-214");
  await page.locator("#verification-document").setInputFiles({ name: "dd214.pdf", mimeType: "application/pdf", buffer: Buffer.from(MINIMAL_PDF) });
  await page.getByRole("button", { name: "Submit for Verification" }).click();
  await expect(page.getByText("Verification Pending")).toBeVisible();
  await logOut(page);

  await logIn(page, DEMO_EMAILS.admin, DEMO_PASSWORD);
  await openApprovals(page);
  await page.getByRole("tab", { name: /Veteran verifications/ }).click();
  const card = page.getByLabel("Verification request from Casey Ortega");
  await expect(card.getByText(/Certificate of Release or Discharge/)).toBeVisible();
  await expect(card.getByRole("link", { name: /Download PDF/ })).toHaveAttribute("href", /^\/admin\/verifications\/\d+\/document$/);

  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: "Reject", exact: true });
  await expect(confirm).toBeDisabled();
  const reason = "The scan is unreadable. Please upload a clearer copy of the DD-214 Member-4.";
  await dialog.getByLabel(/Reason for rejection/).fill(reason);
  await confirm.click();
  await expect(page.getByText("Verification for Casey Ortega rejected. The veteran has been emailed the reason.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await logOut(page);

  await logIn(page, email, password);
  await page.goto("/verification");
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit for Verification" })).toBeVisible();
});

test("a non-admin is sent to their own home from the review screens", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await page.goto("/admin/approvals");
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  await page.goto("/admin/audit");
  await expect(page).toHaveURL(/\/employer\/dashboard/);
});
