import { expect as baseExpect, test } from "@playwright/test";
import { registerVeteran } from "./desktop-support";
import { logIn } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Issue 53 item 7, tried as a new 88M would: the Federal tab names the OPM series of the MOS
 * ("2123 Motor Carrier Safety", not a bare "2123") and lists jobs or says why there are none,
 * linking to a USAJOBS search for those series when this site does not import USAJOBS.
 */
test("a new 88M's Federal tab names the series and shows jobs or the reason there are none", async ({ page, request }) => {
  const veteran = await registerVeteran(request, "federal88m", "Jordan Convoy");
  const profile = await request.put("/api/veteran/profile", {
    headers: { Authorization: `Bearer ${veteran.token}` },
    data: { military_branch: "Army", mos_code: "88M", military_rank: "E-5", clearance_level: "Secret", skills: ["CDL Class A"], location: "Killeen, TX" },
  });
  expect(profile.status()).toBe(200);

  await logIn(page, veteran.email, veteran.password);
  for (const [width, height, scheme] of [
    [1366, 900, "light"],
    [390, 844, "dark"],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height });
    await page.goto("/jobs");
    await page.getByRole("button", { name: "Federal jobs for your MOS" }).click();
    await expect(page).toHaveURL(/federal=mos/);
    const series = page.getByRole("list", { name: "Federal series for your MOS 88M" });
    await expect(series).toBeVisible();
    await expect(series.getByRole("listitem").filter({ hasText: /^2123\s+Motor Carrier Safety$/ })).toBeVisible();
    await expect(series.getByRole("listitem").filter({ hasText: /^0350\s+Equipment Operator$/ })).toBeVisible();
    for (const item of await series.getByRole("listitem").allInnerTexts()) expect(item, "a series is named, not a bare number").toMatch(/^\d{4}\s+\S/);

    // Jobs, or the reason there are none: never "Try adjusting your search terms or filters" with no filter set.
    await expect(page.getByText("Try adjusting your search terms or filters")).toHaveCount(0);
    const cards = page.locator(".vets-job-card");
    if ((await cards.count()) === 0) {
      await expect(page.getByText("Federal jobs are not imported on this site")).toBeVisible();
      // Blueprint's AnchorButton: an <a> drawn as a button.
      const usajobs = page.locator("a", { hasText: "Search USAJOBS for these series" }).first();
      await expect(usajobs).toHaveAttribute("href", /usajobs\.gov.*j=2123/);
    }
    // USAJOBS is off in this installation: the tab says so once and links to USAJOBS for the same series.
    await expect(page.getByText(/This site does not import USAJOBS/)).toHaveCount(1);
    await expect(page.locator("a", { hasText: "Search USAJOBS for these series" })).toHaveCount(1);
    await page.screenshot({ path: `/tmp/shots-translate/federal-tab-88M-${width}-${scheme}.png`, fullPage: true });
  }
});
