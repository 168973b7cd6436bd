import { expect, test, type Page } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb, registerVeteran, uniqueEmail } from "./support";

// Issue 11's messaging story in two browsers: the employer starts from an applicant, the veteran
// answers live; pin, archive, delete (and it coming back) and block behave as described.

const EMPLOYER = "Karen Whitfield";

function employerJobNotAppliedBy(veteranEmail: string, employerEmail: string): number {
  const rows = queryE2eDb<{ id: number }>(
    `SELECT j.id FROM Job j JOIN User e ON e.id = j.employerId
      WHERE e.email = ? AND j.status = 'open'
        AND j.id NOT IN (SELECT a.jobId FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ?)
      ORDER BY j.id LIMIT 1`,
    employerEmail,
    veteranEmail,
  );
  if (!rows[0]) throw new Error("no open job of the demo employer left to apply to");
  return rows[0].id;
}

async function send(page: Page, text: string) {
  const box = page.getByLabel("Message", { exact: true });
  await box.fill(text);
  await box.press("Enter");
  await expect(page.locator(".vets-dm-bubble", { hasText: text })).toBeVisible();
  await expect(box).toHaveValue("");
}

async function threadMenu(page: Page, name: string, item: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/**
 * A thread action that asks first (Delete, Block): picks it from the thread's menu and confirms.
 * On a loaded machine a live list update can land as the menu closes and swallow the pick, so the
 * menu is picked again while no confirmation is showing.
 */
async function confirmThreadAction(page: Page, name: string, item: "Delete" | "Block") {
  const confirm = page.getByRole("button", { name: item, exact: true });
  await expect(async () => {
    if (!(await confirm.isVisible())) {
      await page.getByRole("button", { name: `Actions for ${name}` }).click({ timeout: 10_000 });
      await page.getByRole("menuitem", { name: item }).click({ timeout: 10_000 });
    }
    await expect(confirm).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await confirm.click();
  await expect(confirm).toBeHidden();
}

test("employer messages an applicant; the veteran answers live; pin, archive, delete and block", async ({ browser }) => {
  test.setTimeout(300_000); // two browsers on a loaded 2-core machine
  const employerContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const veteranContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const employer = await employerContext.newPage();
  const veteran = await veteranContext.newPage();

  // A new veteran each try, so a retry starts with no conversation between the two.
  const VETERAN = `Marcus Reyes ${Date.now() % 100000}`;
  const veteranEmail = uniqueEmail("messaging");
  await registerVeteran(veteran, VETERAN, veteranEmail);
  // The veteran applies to one of the employer's jobs, which makes them connections.
  const jobId = employerJobNotAppliedBy(veteranEmail, DEMO_EMAILS.approvedEmployer);
  await veteran.goto(`/jobs/${jobId}`);
  await veteran.getByRole("button", { name: "Apply Now" }).click();
  // Apply Now shows the letter that will be sent first (issue 52).
  await veteran.getByRole("dialog").getByRole("button", { name: "Send Application" }).click();
  await expect(veteran.getByText("Application submitted successfully!")).toBeVisible();

  // The veteran waits in the inbox: 'Loading your messages...' then the (empty) list.
  await veteran.goto("/inbox");
  await expect(veteran.getByRole("heading", { name: "Conversations" })).toBeVisible();

  await logIn(employer, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await employer.goto(`/employer/jobs/${jobId}/applicants`);
  await employer.locator(".vets-applicant-card", { hasText: VETERAN }).getByRole("button", { name: `Message ${VETERAN}` }).click();
  await expect(employer).toHaveURL(/\/inbox\?thread=\d+/);
  await expect(employer.getByText(`Say hello to ${VETERAN}.`)).toBeVisible();
  await send(employer, "Hello Marcus, thanks for applying. Are you free for a call on Tuesday?");

  // Live: the conversation appears for the veteran with an unread badge, without reloading.
  const row = veteran.getByRole("button", { name: `Conversation with ${EMPLOYER}` });
  await expect(row).toBeVisible();
  await expect(veteran.getByLabel("1 unread", { exact: true })).toBeVisible();
  await row.click();
  await expect(veteran.locator(".vets-dm-bubble", { hasText: "free for a call on Tuesday" })).toBeVisible();
  await expect(veteran.getByLabel("1 unread", { exact: true })).toHaveCount(0);
  await expect(employer.getByText("Seen", { exact: true })).toBeVisible(); // read receipt, live

  // Typing indicator, then the answer arrives live; Shift+Enter makes a new line, whitespace is not sent.
  const box = veteran.getByLabel("Message", { exact: true });
  await box.pressSequentially("Tues");
  await expect(employer.getByText(`${VETERAN} is typing...`)).toBeVisible();
  await box.fill("   ");
  await box.press("Enter");
  await box.fill("Yes, Tuesday works.");
  await box.press("Shift+Enter");
  await box.pressSequentially("Any time after 10am.");
  await box.press("Enter");
  await expect(employer.locator(".vets-dm-bubble", { hasText: "Any time after 10am." })).toBeVisible();
  await expect(employer.locator(".vets-dm-bubble", { hasText: "Any time after 10am." })).toContainText("Yes, Tuesday works.");
  await employer.screenshot({ path: "test-results/messaging-employer.png" });

  // Pin, filters, archive (closes the open thread), unarchive.
  await threadMenu(veteran, EMPLOYER, "Pin");
  await expect(veteran.getByText("Thread pinned")).toBeVisible();
  await veteran.getByRole("tab", { name: "Pinned" }).click();
  await expect(row).toBeVisible();
  await veteran.getByRole("tab", { name: "All" }).click();
  await threadMenu(veteran, EMPLOYER, "Archive");
  await expect(veteran.getByText("Thread archived")).toBeVisible();
  await expect(veteran).not.toHaveURL(/thread=/);
  await expect(row).toHaveCount(0);
  await veteran.getByRole("tab", { name: "Archived" }).click();
  await threadMenu(veteran, EMPLOYER, "Unarchive");
  await expect(veteran.getByText("Thread unarchived")).toBeVisible();
  await veteran.getByRole("tab", { name: "All" }).click();
  await expect(row).toBeVisible();
  await veteran.screenshot({ path: "test-results/messaging-veteran.png" });

  // Delete: gone for the veteran only; it comes back when the employer writes again.
  await confirmThreadAction(veteran, EMPLOYER, "Delete");
  // The server's answer can take a while on a loaded 2-core machine; the toast waits for it.
  await expect(veteran.getByText("Conversation deleted")).toBeVisible({ timeout: 30_000 });
  await expect(row).toHaveCount(0);
  await expect(employer.locator(".vets-dm-bubble", { hasText: "Any time after 10am." })).toBeVisible();
  await send(employer, "Great, I'll send an invite.");
  await expect(row).toBeVisible();
  await row.click();
  await expect(veteran.locator(".vets-dm-bubble", { hasText: "I'll send an invite" })).toBeVisible();
  await expect(veteran.locator(".vets-dm-bubble", { hasText: "free for a call" })).toHaveCount(0);

  // Block: the employer can no longer send; like the veteran's profile, the conversation reads "not found".
  await confirmThreadAction(veteran, EMPLOYER, "Block");
  await expect(veteran.getByText(`${EMPLOYER} blocked`)).toBeVisible({ timeout: 30_000 });
  const employerBox = employer.getByLabel("Message", { exact: true });
  await employerBox.fill("Hello?");
  await employerBox.press("Enter");
  await expect(employer.getByText("Failed to send message: User not found")).toBeVisible();

  // Unblock from the blocked-people list.
  await veteran.getByRole("button", { name: "Blocked people" }).click();
  await veteran.getByRole("dialog").getByRole("button", { name: "Unblock" }).click();
  await expect(veteran.getByText(`${EMPLOYER} unblocked`)).toBeVisible();

  await employerContext.close();
  await veteranContext.close();
});

test("new conversation dialog: search and 'Please select at least one user'", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.navyVeteran, DEMO_PASSWORD);
  await page.goto("/inbox");
  await page.getByRole("button", { name: "New", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New conversation" });
  await dialog.getByRole("button", { name: "Start conversation" }).click();
  await expect(dialog.getByText("Please select at least one user")).toBeVisible();
  await dialog.getByLabel("To").fill("zz");
  await expect(dialog.getByText("No one you can message matches that name.")).toBeVisible();
  await page.screenshot({ path: "test-results/messaging-new-dialog.png" });
});
