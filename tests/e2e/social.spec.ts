import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { startFakeSite, type FakeSite, XSS_TITLE } from "../fakes/fake-site";
import { logIn, uniqueEmail, finishSignUp } from "./support";

// The e2e server allows link previews from 127.0.0.1:E2E_PORT+1 only (scripts/e2e-server.mjs).
const SITE_PORT = Number(process.env.E2E_PORT ?? 3123) + 1;
let site: FakeSite;
test.setTimeout(240_000); // a long flow through three browsers; the shared 2-core machine makes each navigation take seconds

test.beforeAll(async () => {
  site = await startFakeSite("127.0.0.1", SITE_PORT);
});
test.afterAll(async () => site?.close());

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  return context.newPage();
}

async function registerVeteran(page: Page, name: string, email: string) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByRole("button", { name: "Create Account" }).click();
  await finishSignUp(page, email, "Secret123!");
  await expect(page).toHaveURL(/\/dashboard/);
}

function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#1c2a3d"/><circle cx="450" cy="300" r="180" fill="#d1a34a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test("a veteran posts text, an image and a link; another reacts, comments, replies, bookmarks, follows and reports; the admin hides it", async ({ browser }) => {
  const author = await newPage(browser);
  await registerVeteran(author, "Riley Carter", uniqueEmail("social.author"));
  await author.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Social" }).click();
  await expect(author).toHaveURL(/\/feed$/);
  await expect(author.getByRole("heading", { name: "Social Hub" })).toBeVisible();

  // Unique per attempt: a retry must not find the first attempt's post as well.
  const headline = `Day one at my first civilian job (${Date.now().toString(36)})!`;
  const text = `${headline} #FirstJob Guide that helped me: ${site.origin}/article`;
  await author.getByLabel("What's on your mind?").fill(text);
  await expect(author.locator(".vets-composer").getByTestId("link-preview")).toContainText("Transition Guide & Tips");
  await expect(author.getByText(`${text.length}/2000`)).toBeVisible();
  await author.getByTestId("composer-files").setInputFiles({ name: "first-day.png", mimeType: "image/png", buffer: await photo() });
  await author.getByLabel("Describe image 1 for people who can't see it").fill("My new desk with two monitors");
  await author.getByRole("button", { name: "Post", exact: true }).click();
  await expect(author.getByText("Post shared successfully!")).toBeVisible();
  const card = author.getByTestId("post-card").filter({ hasText: headline });
  await expect(card.locator("img.vets-post-image")).toBeVisible();
  await expect(card.locator("img.vets-post-image")).toHaveAttribute("alt", "My new desk with two monitors");
  await expect(card.getByTestId("link-preview")).toContainText("How veterans land civilian jobs.");
  const postId = await card.getAttribute("data-post-id");

  // Another veteran finds it in For You and engages.
  const reader = await newPage(browser);
  await logIn(reader, "navy.veteran@vets.local", "Demo1234!");
  await reader.goto("/feed");
  const seen = reader.locator(`[data-post-id="${postId}"]`);
  await expect(seen).toBeVisible();
  await seen.getByRole("button", { name: "On Target" }).click();
  await expect(seen.getByRole("button", { name: "On Target" })).toHaveAttribute("aria-pressed", "true");
  await expect(seen.getByRole("button", { name: "On Target" })).toContainText("1");
  await seen.getByRole("button", { name: /0 comments/ }).click();
  await seen.getByLabel("Write a comment…").fill("Congrats, Riley!");
  await seen.getByRole("button", { name: "Post", exact: true }).click();
  await expect(reader.getByText("Comment added!")).toBeVisible();
  await seen.getByRole("button", { name: "Reply" }).click();
  await seen.getByLabel("Reply to Dana Brooks…").fill("Proud of you.");
  await seen.getByRole("button", { name: "Post", exact: true }).first().click();
  await expect(reader.getByText("Reply added!")).toBeVisible();
  await expect(seen.getByTestId("comment")).toHaveCount(2);
  await seen.getByRole("button", { name: "Bookmark" }).click();
  await expect(reader.getByText("Post bookmarked")).toBeVisible();
  await seen.getByRole("button", { name: "Follow" }).click();
  await expect(reader.getByText("Following successfully")).toBeVisible();
  await seen.getByRole("button", { name: "Copy share link" }).click();
  await expect(reader.getByText("Link copied to clipboard!")).toBeVisible();
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/post/${postId}$`));

  await reader.getByRole("tab", { name: "Following" }).click();
  await expect(reader).toHaveURL(/tab=following/);
  await expect(reader.locator(`[data-post-id="${postId}"]`)).toBeVisible();
  await reader.getByRole("tab", { name: "Saved" }).click();
  await expect(reader.locator(`[data-post-id="${postId}"]`)).toBeVisible();

  // The share link shows the post with its comments; then a report.
  await reader.goto(`/post/${postId}`);
  await expect(reader.getByText("Proud of you.")).toBeVisible();
  await reader.getByRole("button", { name: "Post options" }).click();
  await reader.getByRole("menuitem", { name: "Report post" }).click();
  // Reporting asks why and sends only on Report.
  const reportDialog = reader.getByRole("dialog", { name: "Report post" });
  await expect(reportDialog.getByRole("button", { name: "Report" })).toBeDisabled();
  // A click while the dialog is still opening can miss; choosing a radio again is harmless.
  const reason = reportDialog.getByRole("radio", { name: "Inappropriate content" });
  await expect(async () => {
    await reportDialog.getByText("Inappropriate content", { exact: true }).click();
    await expect(reason).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await reportDialog.getByRole("button", { name: "Report" }).click();
  await expect(reader.getByText("Post reported. Thank you for keeping our community safe.")).toBeVisible();

  // The admin sees it in the moderation queue and hides it.
  const admin = await newPage(browser);
  await logIn(admin, "admin@vets.local", "Demo1234!");
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Moderation" }).click();
  const item = admin.getByTestId("moderation-item").filter({ hasText: headline });
  await expect(item).toContainText("inappropriate content");
  await expect(item).toContainText("by Dana Brooks");
  await item.getByRole("button", { name: "Hide post" }).click();
  // Its own words per run, so a retry finds this run's entry in the audit log, not the last one's.
  const justification = `Test of the moderation flow ${Date.now()}`;
  await admin.getByLabel("Justification (recorded in the audit log)").fill(justification);
  await admin.getByRole("button", { name: "Confirm" }).click();
  await expect(admin.getByText("Post hidden")).toBeVisible();
  await expect(item).toHaveCount(0);

  await reader.goto(`/post/${postId}`);
  await expect(reader.getByText("Post not found")).toBeVisible();
  await author.goto("/feed");
  await expect(author.locator(`[data-post-id="${postId}"]`)).toHaveCount(0);
  await admin.goto("/admin/audit");
  await expect(admin.getByText(justification)).toBeVisible();
});

test("XSS payloads in the name, post, comment and link preview render as text", async ({ browser }) => {
  const page = await newPage(browser);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const name = `<img src=x onerror="window.__xss='name'">Eve`;
  await registerVeteran(page, name, uniqueEmail("social.xss"));
  await page.goto("/feed");
  const payload = [
    `<script>window.__xss='script'</script>`,
    `<img src=x onerror="window.__xss='img'">`,
    `"><svg onload="window.__xss='svg'">`,
    `javascript:window.__xss='js'`,
    `[x](javascript:alert(1))`,
    `#tag<b>bold</b> @"><i>`,
    `${site.origin}/xss`,
  ].join(" ");
  await page.getByLabel("What's on your mind?").fill(payload);
  await expect(page.locator(".vets-composer").getByTestId("link-preview")).toContainText(XSS_TITLE);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Post shared successfully!")).toBeVisible();
  const card = page.getByTestId("post-card").filter({ hasText: "window.__xss='script'" });
  const postId = await card.getAttribute("data-post-id");
  await card.getByRole("button", { name: /0 comments/ }).click();
  await card.getByLabel("Write a comment…").fill(`<img src=x onerror="window.__xss='comment'"><script>window.__xss='c2'</script>`);
  await card.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Comment added!")).toBeVisible();

  // Server-rendered and hydrated again from scratch.
  await page.goto(`/post/${postId}`);
  const post = page.getByTestId("post-card");
  await expect(post.getByTestId("comment")).toHaveCount(1);
  await expect(post).toContainText(`<script>window.__xss='script'</script>`);
  await expect(post).toContainText(name);
  await expect(post.getByTestId("comment")).toContainText(`<img src=x onerror="window.__xss='comment'">`);
  await expect(post.getByTestId("link-preview")).toContainText(XSS_TITLE);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await post.locator("script, svg[onload], [onerror], [onload], b, i, iframe").count()).toBe(0);
  expect(await post.locator("img[src='x']").count()).toBe(0);
  const anchors = await post.locator("a").evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href") ?? "", rel: a.getAttribute("rel") ?? "" })));
  for (const a of anchors) {
    expect(a.href, a.href).toMatch(/^(https?:\/\/|\/)/);
    if (/^https?:/.test(a.href)) expect(a.rel).toBe("noopener noreferrer nofollow ugc");
  }
  expect(anchors.some((a) => a.href.startsWith(`${site.origin}/xss`))).toBe(true);
});
