import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn } from "./support";

// A browser with JavaScript off posts plain HTML forms. Under `Referrer-Policy: no-referrer` such
// a post carries `Origin: null`, which the CSRF check must refuse; the app's own policy keeps the
// real origin on same-origin posts, so signed-in forms work without JavaScript.
test.use({ javaScriptEnabled: false });

test("signs in and out with JavaScript disabled: the signed-in form post keeps its Origin", async ({ page }) => {
  const origins: Array<string | null> = [];
  page.on("request", (request) => {
    if (request.method() === "POST") origins.push(request.headers()["origin"] ?? null);
  });
  await logIn(page, DEMO_EMAILS.armyVeteran, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login\?flash=logged_out/);
  await expect(page.getByText("Cross-site request refused")).toHaveCount(0);
  const base = new URL(page.url()).origin;
  expect(origins.length).toBeGreaterThanOrEqual(2);
  expect(origins.every((origin) => origin === base)).toBe(true);
});
