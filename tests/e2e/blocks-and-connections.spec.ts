import { expect, test, type Browser, type Page } from "@playwright/test";
import { queryE2eDb, registerVeteran, uniqueEmail } from "./support";

// Issue 44 items 3 and 4 in two browsers: a follow is not yet a connection; following back makes
// one ("Connected"), which opens connections-only posts and messages; a block then takes each one's
// posts and profile away from the other.

test.setTimeout(300_000); // two browsers on a loaded 2-core machine

async function newVeteran(browser: Browser, name: string, email: string): Promise<{ page: Page; id: number }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await registerVeteran(page, name, email);
  const [row] = queryE2eDb<{ id: number }>("SELECT id FROM User WHERE email = ?", email);
  return { page, id: row.id };
}

async function post(page: Page, text: string, privacy: "public" | "connections") {
  await page.goto("/feed");
  await page.getByLabel("What's on your mind?").fill(text);
  await page.getByLabel("Who can see this post").selectOption(privacy);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Post shared successfully!")).toBeVisible();
}

test("follow, follow back: Connected and can message; a block takes posts and profile away", async ({ browser }) => {
  const tag = Date.now().toString(36);
  const aName = `Avery Follower ${tag}`;
  const bName = `Blair Author ${tag}`;
  const a = await newVeteran(browser, aName, uniqueEmail("conn.a"));
  const b = await newVeteran(browser, bName, uniqueEmail("conn.b"));
  const publicText = `Blair's open post ${tag}`;
  const privateText = `Blair's connections-only post ${tag}`;
  await post(b.page, publicText, "public");
  await post(b.page, privateText, "connections");

  // A follows B: Following, not yet connected; B's connections-only post stays closed.
  await a.page.goto(`/profile/${b.id}`);
  await a.page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(a.page.getByText("Following successfully")).toBeVisible();
  await expect(a.page.getByRole("button", { name: "Following", exact: true })).toBeVisible();
  await expect(a.page.getByText(`You'll be connected once ${bName} follows you back.`)).toBeVisible();
  // The profile's Message button waits for the connection.
  await expect(a.page.getByRole("button", { name: `Message ${bName}` })).toBeDisabled();
  await a.page.goto("/feed?tab=following");
  await expect(a.page.getByText(publicText)).toBeVisible();
  await expect(a.page.getByText(privateText)).toHaveCount(0);

  // B's default is 'connections only': the dialog says who can be messaged and how to connect, and B is not offered.
  await a.page.goto("/inbox");
  await a.page.getByRole("button", { name: "New", exact: true }).click();
  const dialog = a.page.getByRole("dialog", { name: "New conversation" });
  await expect(dialog.getByText("To message someone who accepts connections only, follow each other")).toBeVisible();
  await dialog.getByLabel("To").fill(bName);
  await expect(dialog.getByText("No one you can message matches that name.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // B follows back: Connected on both profiles.
  await b.page.goto(`/profile/${a.id}`);
  await expect(b.page.getByText("Follows you")).toBeVisible();
  await b.page.getByRole("button", { name: "Follow back" }).click();
  await expect(b.page.getByText("You are now connected")).toBeVisible();
  await expect(b.page.getByRole("button", { name: "Connected" })).toBeVisible();
  await a.page.goto(`/profile/${b.id}`);
  await expect(a.page.getByRole("button", { name: "Connected" })).toBeVisible();
  await expect(a.page.getByRole("button", { name: `Message ${bName}` })).toBeEnabled();
  await a.page.screenshot({ path: "test-results/connections-profile-1366.png" });
  await a.page.setViewportSize({ width: 390, height: 844 });
  await a.page.screenshot({ path: "test-results/connections-profile-390.png" });
  await a.page.setViewportSize({ width: 1366, height: 900 });

  // Connected: the connections-only post opens, and A can message B.
  await a.page.goto("/feed?tab=following");
  await expect(a.page.getByText(privateText)).toBeVisible();
  await a.page.goto("/inbox");
  await a.page.getByRole("button", { name: "New", exact: true }).click();
  await dialog.getByLabel("To").fill(bName);
  await dialog.getByRole("button", { name: new RegExp(bName) }).click();
  await a.page.screenshot({ path: "test-results/connections-new-dialog.png" });
  await dialog.getByRole("button", { name: "Start conversation" }).click();
  await expect(a.page.getByText("Conversation started!")).toBeVisible();
  const box = a.page.getByLabel("Message", { exact: true });
  await box.fill(`Hello ${bName}`);
  await box.press("Enter");
  await expect(a.page.locator(".vets-dm-bubble", { hasText: `Hello ${bName}` })).toBeVisible();

  // B blocks A from the conversation.
  await b.page.goto("/inbox");
  await b.page.getByRole("button", { name: `Actions for ${aName}` }).click();
  await b.page.getByRole("menuitem", { name: "Block" }).click();
  await b.page.getByRole("button", { name: "Block", exact: true }).click();
  await expect(b.page.getByText(`${aName} blocked`)).toBeVisible();

  // A no longer finds B's posts in any feed tab, nor B's profile; B no longer finds A's.
  for (const tab of ["for-you", "following", "trending"]) {
    await a.page.goto(`/feed?tab=${tab}`);
    await expect(a.page.getByRole("tab", { selected: true })).toBeVisible();
    await expect(a.page.getByText(publicText)).toHaveCount(0);
  }
  await a.page.goto(`/profile/${b.id}`);
  await expect(a.page.getByText("Profile not found")).toBeVisible();
  await b.page.goto(`/profile/${a.id}`);
  await expect(b.page.getByText("Profile not found")).toBeVisible();
  // B still reads their own post.
  await b.page.goto("/feed");
  await expect(b.page.getByText(publicText)).toBeVisible();
});
