import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { applicationStatus, applyTo, bearerLogin, registerVeteran } from "./desktop-support";
import { logIn, queryE2eDb } from "./support";

// Issue 55 items 5 and 7 in Chromium: a veteran opens the employer's decision from the bell and
// lands on that application, filters and sorts the tracker, keeps a private note, withdraws an
// application, and the employer sees "Withdrawn" with no step left; the tools sit in the menus.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test("withdraw, filter, note, and a notification that opens its application", async ({ browser, request }) => {
  const stamp = Date.now() % 100000;
  const jobs = queryE2eDb<{ id: number; title: string }>(
    `SELECT j.id, j.title FROM Job j JOIN User u ON u.id = j.employerId WHERE u.email = ? AND j.status = 'open' ORDER BY j.id LIMIT 2`,
    DEMO_EMAILS.approvedEmployer,
  );
  expect(jobs).toHaveLength(2);
  const vet = await registerVeteran(request, "manage", `Morgan Tracker ${stamp}`);
  const keep = await applyTo(request, vet.token, jobs[0].id);
  const leave = await applyTo(request, vet.token, jobs[1].id);
  // The employer moves one to Interview: the veteran's notification is about that application.
  const employerToken = await bearerLogin(request, DEMO_EMAILS.approvedEmployer);
  const moved = await request.patch(`/api/employer/applications/${keep}`, { data: { status: "interview" }, headers: { Authorization: `Bearer ${employerToken}` } });
  expect(moved.status()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await logIn(page, vet.email, vet.password);

  // The bell's notification opens the tracker at that application's card.
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const item = page.getByTestId("notification-popover").getByTestId("notification-item").first();
  await expect(item).toContainText(`Interview — ${jobs[0].title}`);
  await item.getByRole("button").first().click();
  await expect(page).toHaveURL(new RegExp(`/applications#application-${keep}$`));
  const keepCard = page.locator(`#application-${keep}`);
  await expect(keepCard).toBeInViewport();
  await expect(keepCard.getByText("Interview", { exact: true })).toBeVisible();

  // Filter by status and sort, both kept in the address.
  const cards = page.getByTestId("application-card");
  await expect(cards).toHaveCount(2);
  await page.getByLabel("Status").selectOption("interview");
  await expect(page).toHaveURL(/status=interview/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Interview applications (1)" })).toBeVisible();
  await page.getByLabel("Sort by").selectOption("status");
  await expect(page).toHaveURL(/status=interview.*sort=status|sort=status.*status=interview/);
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("interview");
  await expect(cards).toHaveCount(1);
  await page.getByLabel("Status").selectOption("");
  await expect(cards).toHaveCount(2);

  // A private note on the other application, kept after a reload.
  const leaveCard = page.locator(`#application-${leave}`);
  await leaveCard.getByText("Add a private note").click();
  const note = `Spoke to Dana in HR on Tuesday — follow up Friday ${stamp}`;
  await leaveCard.getByLabel("Private note").fill(note);
  await leaveCard.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Note saved. Only you can see it.")).toBeVisible();
  await page.reload();
  await expect(page.locator(`#application-${leave}`).getByLabel("Private note")).toHaveValue(note);
  await page.screenshot({ path: "test-results/applications-manage-1366.png", fullPage: true });

  // Withdraw it, after confirming.
  await page.locator(`#application-${leave}`).getByRole("button", { name: `Withdraw application to ${jobs[1].title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Withdraw application", exact: true }).click();
  await expect(page.getByText("Application withdrawn. The employer sees it as Withdrawn.")).toBeVisible();
  await expect(page.locator(`#application-${leave}`).getByText("Withdrawn", { exact: true })).toBeVisible();
  await expect(page.locator(`#application-${leave}`).getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
  expect(applicationStatus(leave)).toBe("withdrawn");

  // The tools, one click away on a wide screen…
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tools" }).click();
  await expect(page.getByRole("menuitem", { name: "Resume Builder" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Auto-Apply" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Translator" }).click();
  await expect(page).toHaveURL(/\/translate$/);

  // …and on a phone, in the menu; the tracker at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/applications");
  await page.screenshot({ path: "test-results/applications-manage-390.png", fullPage: true });
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Resume Builder", exact: true })).toHaveAttribute("href", "/resume-builder");
  await expect(menu.getByRole("link", { name: "Auto-Apply", exact: true })).toHaveAttribute("href", "/auto-apply");
  await expect(menu.getByRole("link", { name: "Translator", exact: true })).toHaveAttribute("href", "/translate");
  await page.screenshot({ path: "test-results/applications-manage-menu-390.png" });
  await page.keyboard.press("Escape");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/applications?sort=status");
  await expect(page.locator("html")).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: "test-results/applications-manage-dark-1366.png", fullPage: true });
  await context.close();

  // The employer sees "Withdrawn" with no step left, and never the note.
  const employer = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const ep = await employer.newPage();
  await logIn(ep, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  const nav = ep.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Search Veterans" })).toHaveAttribute("href", "/employer/veterans/search");
  await nav.getByRole("link", { name: "Your Jobs" }).click();
  await expect(ep).toHaveURL(/\/employer\/jobs$/);
  await ep.goto(`/employer/jobs/${jobs[1].id}/applicants#application-${leave}`);
  const applicant = ep.locator(`#application-${leave}`);
  await expect(applicant).toContainText(vet.name);
  await expect(applicant.getByText("Withdrawn", { exact: true })).toBeVisible();
  await expect(applicant.getByRole("button", { name: /Move to Interview|Make Offer|Reject/ })).toHaveCount(0);
  await expect(ep.getByText(note)).toHaveCount(0);
  await ep.screenshot({ path: "test-results/applications-manage-employer-1366.png", fullPage: true });
  await employer.close();
});
