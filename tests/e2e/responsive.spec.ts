import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { clearStorageStates, everyScreen, settle, storageStateFor, type Screen } from "./screens";

// Every screen, as each role, fits a 390 px phone, a 768 px tablet and a 1366 px laptop: the page
// never scrolls sideways. One visit per screen; the viewport is resized in place.
test.describe.configure({ mode: "serial" });

const WIDTHS = [390, 768, 1366] as const;

test.beforeAll(() => clearStorageStates());

test("every screen fits 390, 768 and 1366 px without scrolling sideways", async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const rows: { role: string; path: string; widths: Record<number, number> }[] = [];
  const byRole = new Map<string, Screen[]>();
  for (const s of everyScreen()) byRole.set(s.role, [...(byRole.get(s.role) ?? []), s]);
  for (const [role, screens] of byRole) {
    const context = await browser.newContext({
      storageState: await storageStateFor(browser, screens[0].role),
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    for (const screen of screens) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(screen.path);
      await settle(page);
      const widths: Record<number, number> = {};
      for (const w of WIDTHS) {
        await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
        widths[w] = await page.evaluate(() => document.documentElement.scrollWidth);
      }
      rows.push({ role, path: screen.path, widths });
    }
    await context.close();
  }
  fs.mkdirSync("test-results", { recursive: true });
  fs.writeFileSync("test-results/page-widths.json", JSON.stringify(rows, null, 2));
  const tooWide = rows.filter((r) => WIDTHS.some((w) => r.widths[w] > w)).map((r) => `${r.role} ${r.path} ${JSON.stringify(r.widths)}`);
  expect(tooWide).toEqual([]);
});
