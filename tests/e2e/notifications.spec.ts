import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiSignUp, registerVeteran, uniqueEmail } from "./support";

test.setTimeout(180_000); // two people and several screens on a shared 2-core machine

/** Another veteran, through the public API as any client would. */
async function apiVeteran(request: APIRequestContext, name: string) {
  const body = await apiSignUp(request, { email: uniqueEmail("notes.other"), password: "Secret123!", full_name: name });
  const headers = { Authorization: `Bearer ${body.access_token}` };
  return {
    follow: async (userId: number) => expect((await request.post(`/api/follow/${userId}`, { headers })).status()).toBe(200),
    unfollow: async (userId: number) => expect((await request.delete(`/api/follow/${userId}`, { headers })).status()).toBe(200),
  };
}

test("follows raise the bell live, the tab lists them, mark all read clears it; settings save, persist and silence toasts", async ({ page, request }) => {
  await registerVeteran(page, "Casey Morgan", uniqueEmail("notes.owner"));
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id?: number; user_id?: number };
  const myId = me.user_id ?? me.id ?? 0;
  expect(myId).toBeGreaterThan(0);
  const badge = page.getByTestId("notification-badge");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(badge).toHaveCount(0);

  // Two people follow; the badge counts up without a reload, and a toast says who. Follows collapse
  // into one unread notification (issue 44 item 2): the second one updates it, the badge stays at 1.
  const jamie = await apiVeteran(request, "Jamie Reyes");
  const taylor = await apiVeteran(request, "Taylor Brooks");
  await jamie.follow(myId);
  await expect(badge).toHaveText("1");
  await expect(page.locator(".bp6-toast").getByText("Jamie Reyes started following you")).toBeVisible();
  await taylor.follow(myId);
  await expect(page.locator(".bp6-toast").getByText("Jamie Reyes and 1 other followed you")).toBeVisible();
  await expect(badge).toHaveText("1");

  // The popover shows the collapsed notification with its count.
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const popover = page.getByTestId("notification-popover");
  await expect(popover.getByTestId("notification-item")).toHaveCount(1);
  await expect(popover.getByTestId("notification-item").first()).toContainText("Jamie Reyes and 1 other followed you");
  await expect(popover.getByTestId("notification-item").first().locator(".vets-notification-count")).toHaveText("2");
  await page.screenshot({ path: "test-results/notifications-bell.png" });
  await popover.getByRole("button", { name: "View all" }).click();

  await expect(page).toHaveURL(/\/inbox\?tab=notifications/);
  const items = page.locator(".vets-inbox-panel").getByTestId("notification-item");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Jamie Reyes and 1 other followed you");
  await expect(page.getByText("1 unread")).toBeVisible();
  await page.screenshot({ path: "test-results/notifications-tab.png", fullPage: true });
  // The tab's own button: the bell's popover (with one of the same name) may still be closing.
  await page.locator(".vets-inbox-panel").getByRole("button", { name: "Mark all read" }).click();
  await expect(badge).toHaveCount(0);
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await expect(page.locator(".vets-notification-unread")).toHaveCount(0);
  // Still read after a reload: the server has it.
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(badge).toHaveCount(0);
  // Once read, the next follow starts a new notification.
  const riley = await apiVeteran(request, "Riley Stone");
  await riley.follow(myId);
  await expect(badge).toHaveText("1");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Riley Stone started following you");

  // Settings: SPEC's defaults, saved and kept after a reload.
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Communication Settings" })).toBeVisible();
  const push = page.getByRole("checkbox", { name: /^Push notifications/ });
  await expect(page.getByRole("checkbox", { name: /^Allow messages from connections/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Allow messages from anyone/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Show when I'm online/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Email notifications for new messages/ })).toBeChecked();
  await expect(push).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Desktop notifications/ })).not.toBeChecked();
  await page.screenshot({ path: "test-results/notifications-settings.png", fullPage: true });
  await push.uncheck({ force: true });
  await page.getByRole("checkbox", { name: /^Allow messages from anyone/ }).check({ force: true });
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  await page.reload();
  await expect(push).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Allow messages from anyone/ })).toBeChecked();

  // Activity: the figures from real data (Casey has been viewed by nobody and wrote to nobody yet).
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { name: "Activity Feed" })).toBeVisible();
  await expect(page.getByTestId("activity-stats")).toContainText("Messages sent");
  await expect(page.getByText("You have not applied to any jobs yet.")).toBeVisible();
  await page.screenshot({ path: "test-results/notifications-activity.png", fullPage: true });

  // With push off the badge still counts, but no toast pops up.
  await page.goto("/dashboard");
  await jamie.unfollow(myId);
  await jamie.follow(myId);
  await expect(badge).toHaveText("1");
  await expect(page.locator(".bp6-toast").getByText("Jamie Reyes started following you")).toHaveCount(0);
});
