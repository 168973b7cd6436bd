import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { clearStorageStates, everyScreen, settle, storageStateFor, type Screen } from "./screens";

// WCAG 2.1 AA on every screen, light and dark: axe-core finds no serious or critical violation.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

test.beforeAll(() => clearStorageStates());

for (const scheme of ["light", "dark"] as const)
  test(`axe finds no serious or critical violation on any screen in ${scheme} mode`, async ({ browser }) => {
    test.setTimeout(10 * 60_000);
    const byRole = new Map<string, Screen[]>();
    for (const s of everyScreen()) byRole.set(s.role, [...(byRole.get(s.role) ?? []), s]);
    const report: { role: string; path: string; violations: { id: string; impact: string | null | undefined; nodes: number; sample: string }[] }[] = [];
    for (const [role, screens] of byRole) {
      const context = await browser.newContext({ storageState: await storageStateFor(browser, screens[0].role), colorScheme: scheme });
      const page = await context.newPage();
      for (const screen of screens) {
        await page.goto(screen.path);
        await settle(page);
        if (scheme === "dark") await expect(page.locator("html")).toHaveClass(/bp6-dark/);
        const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        report.push({
          role,
          path: screen.path,
          violations: bad.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, sample: v.nodes[0]?.target.join(" ") ?? "" })),
        });
      }
      await context.close();
    }
    fs.mkdirSync("test-results", { recursive: true });
    fs.writeFileSync(`test-results/axe-${scheme}.json`, JSON.stringify(report, null, 2));
    const failing = report.filter((r) => r.violations.length > 0).map((r) => `${r.role} ${r.path}: ${r.violations.map((v) => `${v.id}×${v.nodes} (${v.sample})`).join(", ")}`);
    expect(failing).toEqual([]);
  });
