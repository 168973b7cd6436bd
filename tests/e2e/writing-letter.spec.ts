import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("a Confidential-cleared 88M on a Secret job: the letter claims only Confidential, shows its sources and what it left out", async ({ page }) => {
  await logIn(page, DEMO_EMAILS.navyVeteran, DEMO_PASSWORD);
  const saved = await page.request.put("/api/veteran/profile", {
    data: {
      military_branch: "Army",
      military_rank: "Sergeant",
      mos_code: "88M",
      years_of_service: "6",
      clearance_level: "Confidential",
      skills: "Fleet Management, Route Planning, Hazmat Handling",
      desired_roles: ["Logistics Coordinator"],
      bio: "I led convoy teams moving fuel and supplies across 400 miles of desert roads.",
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(200);
  const [job] = queryE2eDb<{ id: number }>(
    `SELECT j.id FROM Job j WHERE j.status = 'open' AND j.source = 'employer' AND j.employerId IS NOT NULL AND j.clearanceRequired = 'Secret'
       AND j.id NOT IN (SELECT a.jobId FROM Application a JOIN User u ON u.id = a.userId WHERE u.email = ?)
     ORDER BY j.id LIMIT 1`,
    DEMO_EMAILS.navyVeteran,
  );
  test.skip(!job, "the demo seed has no open employer job requiring Secret");
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("button", { name: "Write cover letter" }).focus();
    await page.keyboard.press("Enter");
    const letter = page.getByRole("textbox", { name: "Cover letter" });
    await expect(letter).toHaveValue(/I hold a Confidential clearance\./);
    const text = await letter.inputValue();
    expect(text).not.toMatch(/meets this role's requirement|Secret clearance|SQL Server|Microsoft Excel/);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Where each claim comes from" })).toBeVisible();
    await expect(dialog.getByText("From your profile: Security clearance:")).toBeVisible();
    await expect(dialog.getByText("Left out of the letter")).toBeVisible();
    await expect(dialog.getByText("Requires Secret clearance; you hold Confidential")).toBeVisible();
    await page.screenshot({ path: `test-results/writing-letter-${width}.png`, fullPage: true });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByRole("button", { name: "Write cover letter" }).click();
  await expect(page.getByText("Left out of the letter")).toBeVisible();
  await page.screenshot({ path: "test-results/writing-letter-dark.png", fullPage: true });
});
