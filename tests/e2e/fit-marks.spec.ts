import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { postDemoEmployerJob, registerVeteran } from "./desktop-support";
import { logIn, logOut } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test("an unmet clearance is a red cross on the card, the job page and the applicant card; after Apply Now both say Applied", async ({
  page,
  request,
}) => {
  // The approved demo employer posts a TS/SCI job; the demo 25B (verified) holds Secret.
  const title = `Quasar TS/SCI Network Administrator ${Date.now()}`;
  const jobId = await postDemoEmployerJob(request, {
    title,
    location: "Austin, TX",
    description: "Run the classified network.",
    salary_min: 80000,
    salary_max: 100000,
    clearance_required: "TS/SCI",
  });

  await logIn(page, DEMO_EMAILS.armyVeteran, DEMO_PASSWORD);
  const search = `?q=${encodeURIComponent("Quasar")}`;
  const card = page.locator(".vets-job-card", { hasText: title });
  const notMet = "Not met: Requires TS/SCI clearance; you hold Secret";
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/jobs${search}`);
    const cross = card.locator('[data-fit-kind="not_met"]');
    await expect(cross).toHaveText(notMet);
    await expect(cross.locator(".bp6-icon-cross-circle")).toBeVisible();
    await page.screenshot({ path: `test-results/fit-marks-card-${width}.png`, fullPage: true });
  }

  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.locator('[data-fit-kind="not_met"]', { hasText: "Requires TS/SCI clearance" })).toHaveText(notMet);
  await page.getByRole("button", { name: "Apply Now" }).click();
  // Apply Now shows the letter that will be sent first (issue 52).
  await page.getByRole("dialog").getByRole("button", { name: "Send Application" }).click();
  await expect(page.getByText("Applied · Submitted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/fit-marks-job-390.png", fullPage: true });

  // Back to jobs returns to the same search, where the card now says Applied too.
  await page.getByRole("link", { name: "Back to jobs" }).click();
  await expect(page).toHaveURL(/\/jobs\?q=Quasar/);
  await expect(card.getByText("Applied · Submitted")).toBeVisible();
  await expect(card.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText("Applied · Submitted")).toBeVisible();
  await page.screenshot({ path: "test-results/fit-marks-job-1366.png", fullPage: true });

  // The employer's applicant card reads the same shortfall in the third person.
  await logOut(page);
  await logIn(page, DEMO_EMAILS.approvedEmployer, DEMO_PASSWORD);
  await page.goto(`/employer/jobs/${jobId}/applicants`);
  await expect(page.locator('[data-fit-kind="not_met"]', { hasText: "Holds Secret" })).toHaveText(
    "Not met: Holds Secret; the job requires TS/SCI",
  );
  await expect(page.getByText(/\byou hold\b|\byour MOS\b/)).toHaveCount(0);
  await page.screenshot({ path: "test-results/fit-marks-applicant-1366.png", fullPage: true });
});

test("a rifleman's police lead is marked as a lead (⚠), never ticked as a match the crosswalk did not make", async ({
  page,
  request,
}) => {
  // The crosswalk maps 0311 only to a military occupation; police work is a curated civilian field for it.
  const title = `Nebula County Police Officer ${Date.now()}`;
  await postDemoEmployerJob(request, {
    title,
    location: "Raleigh, NC",
    description: "Patrol an assigned district, respond to calls and write reports.",
    salary_min: 52000,
    salary_max: 64000,
    clearance_required: "None",
  });
  const vet = await registerVeteran(request, "rifleman", "Riley Marsh");
  const profiled = await request.put("/api/veteran/profile", {
    headers: { Authorization: `Bearer ${vet.token}` },
    data: {
      military_branch: "Marine Corps",
      military_rank: "Sergeant",
      mos_code: "0311",
      years_of_service: "6",
      skills: "Team leadership, Land navigation",
    },
  });
  expect(profiled.status()).toBe(200);

  await logIn(page, vet.email, vet.password);
  const lead = "A common civilian field for your MOS 0311: Police and Sheriff's Patrol Officers";
  const card = page.locator(".vets-job-card", { hasText: title });
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/jobs?q=${encodeURIComponent("Nebula")}`);
    const mark = card.locator('[data-fit-kind="partial"]', { hasText: lead });
    await expect(mark).toHaveText(`Partly met: ${lead}`);
    await expect(mark.locator(".bp6-icon-warning-sign")).toBeVisible();
    await expect(card.locator('[data-fit-kind="met"]', { hasText: /MOS 0311/ })).toHaveCount(0);
    await page.screenshot({ path: `test-results/fit-marks-lead-card-${width}.png`, fullPage: true });
  }
});
