import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb } from "./support";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.join(root, "tmp/e2e");
const VETERAN = "marine.veteran@vets.local";

/** The project's CLI against the e2e server's database, as an operator runs it. */
const cli = (...args: string[]) =>
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["cli/main.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, "app.db")}`, LOG_LEVEL: "error" },
    encoding: "utf8",
  });

/** The search was saved a day and a half ago, so a daily alert is due (written in the column's own format). */
function makeDue(searchId: number): void {
  const db = new Database(path.join(dataDir, "app.db"));
  try {
    const row = db.prepare("SELECT alertedThrough AS t FROM SavedSearch WHERE id = ?").get(searchId) as { t: number | string };
    const earlier = Date.now() - 36 * 3_600_000;
    // As the SQLite adapter writes DateTime (lib/db.server.ts sqliteParam), or epoch milliseconds.
    const value = typeof row.t === "number" ? earlier : new Date(earlier).toISOString().replace("Z", "+00:00");
    db.prepare("UPDATE SavedSearch SET alertedThrough = ? WHERE id = ?").run(value, searchId);
  } finally {
    db.close();
  }
}

test("save a search, a matching job is imported, the alert email links to it, and one click signed out unsubscribes", async ({ page, browser }) => {
  const word = `zephyr${Date.now().toString(36)}`;
  await logIn(page, VETERAN, DEMO_PASSWORD);
  await page.goto(`/jobs?q=${word}&location=TX`);
  await expect(page.getByLabel("Email new matches")).toHaveValue("daily");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText("Search saved. New matches are emailed daily.")).toBeVisible();

  await page.getByRole("link", { name: "Saved searches" }).click();
  await expect(page).toHaveURL(/\/jobs\/searches$/);
  await expect(page.getByRole("link", { name: `“${word}” · TX` })).toBeVisible();
  await page.screenshot({ path: "test-results/saved-searches.png", fullPage: true });
  const [search] = queryE2eDb<{ id: number }>("SELECT s.id FROM SavedSearch s JOIN User u ON u.id = s.userId WHERE u.email = ? AND s.name LIKE ?", VETERAN, `%${word}%`);

  // A matching job arrives through the importer; then the search is due and the alerts run. (The
  // server's scheduler may take the run first, at a 10-minute boundary: either way one email goes.)
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "alerts-e2e-")), "jobs.json");
  fs.writeFileSync(file, JSON.stringify([{ title: `Senior ${word} Coordinator`, company: "Alert Freight", location: "Austin, TX", description: `Coordinate ${word} operations.`, external_id: word }]));
  cli("import-jobs", "--file", file);
  makeDue(search.id);
  expect(cli("alerts", "--run")).toMatch(/^\d+ alert emails sent/);

  const mails = queryE2eDb<{ text: string; subject: string }>("SELECT text, subject FROM EmailOutbox WHERE \"to\" = ? AND kind = 'alerts' AND subject LIKE ?", VETERAN, `%${word}%`);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toBe(`New job: Senior ${word} Coordinator`);
  const jobLink = /https?:\/\/\S+\/jobs\/(\d+)\n/.exec(mail.text);
  expect(jobLink).not.toBeNull();
  await page.goto(`/jobs/${jobLink?.[1]}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Senior ${word} Coordinator`);

  // Signed out, in another browser: open the link from the email and unsubscribe in one click.
  const unsubscribe = new URL(/Stop alerts for this saved search: (\S+)/.exec(mail.text)?.[1] ?? "http://x/");
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedOut = await stranger.newPage();
  await signedOut.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(signedOut.getByRole("heading", { level: 1 })).toHaveText(`Job alerts for “${word}” · TX are on`);
  await signedOut.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(signedOut.getByText("You are unsubscribed.")).toBeVisible();
  await expect(signedOut.getByRole("button", { name: "Turn back on" })).toBeVisible();
  await signedOut.screenshot({ path: "test-results/unsubscribe.png", fullPage: true });
  await stranger.close();
  expect(queryE2eDb<{ frequency: string }>("SELECT frequency FROM SavedSearch WHERE id = ?", search.id)[0].frequency).toBe("off");
});
