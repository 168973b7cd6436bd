import { expect, test, type Page } from "@playwright/test";

/** Issue 43 item 6: a signed-out visitor translates codes from four services on /translate. */

const CODES = [
  { q: "88M", heading: "Army MOS 88M: Motor Transport Operator", career: "Heavy and Tractor-Trailer Truck Drivers" },
  { q: "0311", heading: "Marine Corps MOS 0311: Rifleman", career: "Security Management Specialists" },
  { q: "3D1X2", heading: "Air Force AFSC 3D1X2: Cyber Transport Systems", career: null },
  { q: "IT2", heading: "Navy rating IT: Information Systems Technician", career: null },
] as const;

async function translate(page: Page, q: string) {
  const box = page.getByLabel("Military code or title");
  await box.fill(q);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(q)}`));
}

test("a signed-out visitor finds the translator on the landing page and translates codes from four services", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Translate Your Military Skills" }).click();
  await expect(page).toHaveURL(/\/translate$/);
  await expect(page.getByRole("heading", { name: "Military skills translator", level: 1 })).toBeVisible();
  await expect(page.getByText(/O\*NET 27\.0 Database by the U\.S\. Department of Labor/)).toBeVisible();

  for (const code of CODES) {
    await translate(page, code.q);
    const match = page.getByRole("region", { name: code.heading });
    await expect(match).toBeVisible();
    await expect(page.getByRole("status")).toContainText(code.heading.split(":")[0]);
    const careers = match.getByRole("list", { name: /Civilian careers/ });
    await expect(careers.getByRole("listitem").first()).toContainText("The DoD crosswalk maps");
    if (code.career) await expect(careers).toContainText(code.career);
    await expect(match.getByRole("link", { name: "Sign up to see your fit" })).toHaveAttribute("href", "/register");
    await expect(page.getByText(/USDOL\/ETA has not approved, endorsed, or tested these modifications/)).toBeVisible();
  }
});

test("a slip of the key is met with 'Did you mean', and the suggestion translates", async ({ page }) => {
  await page.goto("/translate");
  await translate(page, "88Q");
  const suggestions = page.getByRole("navigation", { name: "Did you mean" });
  await suggestions.getByRole("link", { name: /MOS 88M/ }).click();
  await expect(page.getByRole("region", { name: "Army MOS 88M: Motor Transport Operator" })).toBeVisible();
});

for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const)
  for (const scheme of ["light", "dark"] as const)
    test(`the translator fits ${width} px in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height });
      await page.goto("/translate?q=88M");
      await expect(page.getByRole("region", { name: "Army MOS 88M: Motor Transport Operator" })).toBeVisible();
      if (scheme === "dark") await expect(page.locator("main.vets-translate")).toHaveClass(/bp6-dark/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/translate-shots/translate-${width}-${scheme}.png`, fullPage: true });
    });
