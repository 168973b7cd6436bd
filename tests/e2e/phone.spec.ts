import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO_EMAILS } from "../../seed/demo-logins";
import { clearStorageStates, settle, storageStateFor } from "./screens";
import { queryE2eDb } from "./support";

// A veteran on a 390 px phone: the menu, /jobs with results first, and a dark theme that stays.
const PHONE = { width: 390, height: 844 };

test.beforeAll(() => clearStorageStates());

test("on a phone the nav is a menu of real links, the header keeps one row, and /jobs shows results before filters", async ({ browser }) => {
  const context = await browser.newContext({ storageState: await storageStateFor(browser, "veteran"), viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/jobs");
  const bar = page.locator(".vets-navbar");
  expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(51);
  await expect(page.getByRole("link", { name: "Applications" })).toBeHidden();

  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Jobs", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Jobs", exact: true })).toHaveAttribute("href", "/jobs");
  await expect(menu.getByRole("link", { name: "Social" })).toHaveAttribute("href", "/feed");
  await expect(menu.getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Applications" }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(menu).toBeHidden();

  // Results first: the count and the first job are on the first screen, the filters behind a button.
  await page.goto("/jobs");
  await expect(page.locator(".vets-job-card").first()).toBeInViewport();
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeHidden();
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeVisible();
  await page.getByLabel("Location").fill("TX");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/location=TX/);
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeHidden();

  // Someone else's profile does not mark "Profile" as the current page.
  const other = queryE2eDb<{ id: number }>("SELECT id FROM User WHERE email = ?", DEMO_EMAILS.navyVeteran)[0].id;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/profile/${other}`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current", "page");
  await page.goto("/profile");
  await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await context.close();
});

test("dark mode follows the system until chosen, then stays on every screen and is drawn before the page hydrates", async ({ browser }) => {
  const context = await browser.newContext({ storageState: await storageStateFor(browser, "veteran"), colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/dashboard");
  await expect(page.locator("html")).toHaveClass(/bp6-dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/bp6-dark/);

  await page.getByRole("button", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/bp6-dark/);
  // The server's HTML is light; the inline script in <head> darkens it before the body is drawn.
  await page.goto("/jobs", { waitUntil: "commit" });
  await page.waitForSelector("body", { state: "attached" });
  expect(await page.evaluate(() => document.documentElement.classList.contains("bp6-dark"))).toBe(true);
  await settle(page);
  await expect(page.locator("html")).toHaveClass(/bp6-dark/);
  await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/feed");
  await expect(page.locator("html")).toHaveClass(/bp6-dark/);
  // The feed loads its posts after the page: the switch works once the page has settled (hydrated).
  await settle(page);
  await page.getByRole("button", { name: "Dark mode" }).first().click();
  await expect(page.locator("html")).not.toHaveClass(/bp6-dark/);
  await context.close();
});

// Pictures to look at, not assertions: five key screens at 390 px in light and dark, in test-results/.
test("screenshots of five key screens at 390 px, light and dark", async ({ browser }) => {
  const job = queryE2eDb<{ id: number }>("SELECT id FROM Job WHERE status = 'open' ORDER BY id LIMIT 1")[0].id;
  const shots = [
    { role: "veteran", path: "/dashboard", name: "veteran-dashboard" },
    { role: "veteran", path: "/jobs", name: "jobs" },
    { role: "veteran", path: `/jobs/${job}`, name: "job" },
    { role: "employer", path: "/employer/pipeline", name: "employer-pipeline" },
    { role: "admin", path: "/admin", name: "admin-dashboard" },
  ] as const;
  fs.mkdirSync("test-results/phone-shots", { recursive: true });
  for (const scheme of ["light", "dark"] as const)
    for (const role of ["veteran", "employer", "admin"] as const) {
      const context = await browser.newContext({ storageState: await storageStateFor(browser, role), viewport: PHONE, colorScheme: scheme });
      const page = await context.newPage();
      for (const shot of shots.filter((s) => s.role === role)) {
        await page.goto(shot.path);
        await settle(page);
        // The first screen, as the phone shows it, and the whole page below it.
        await page.screenshot({ path: `test-results/phone-shots/${shot.name}-${scheme}.png` });
        await page.screenshot({ path: `test-results/phone-shots/${shot.name}-${scheme}-full.png`, fullPage: true });
      }
      await context.close();
    }
});
