import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../../seed/demo-logins";
import { logIn, queryE2eDb } from "./support";

const VETERAN = "marine.veteran@vets.local";

/** The company pages of approved demo employers. */
function employerSlugs(): string[] {
  return queryE2eDb<{ slug: string }>(`SELECT slug FROM EmployerProfile WHERE approvalStatus = 'approved' AND slug IS NOT NULL`).map((r) => r.slug);
}

test("from a job card a veteran opens the company's page and sees its facts and open jobs", async ({ page }) => {
  await logIn(page, VETERAN, DEMO_PASSWORD);
  await page.goto("/jobs");
  // The first card on the list that names an approved employer.
  const employerLink = employerSlugs()
    .map((slug) => `a.vets-company-link[href="/companies/${slug}"]`)
    .join(", ");
  const card = page.locator(".vets-job-card", { has: page.locator(employerLink) }).first();
  const link = card.locator(employerLink);
  await expect(link).toBeVisible();
  const job = {
    title: await card.locator(".vets-job-title").innerText(),
    company: await link.innerText(),
    slug: (await link.getAttribute("href"))!.replace("/companies/", ""),
  };
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/companies/${job.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: job.company })).toBeVisible();
  await expect(page.getByText("Employs veterans")).toBeVisible();
  await expect(page.getByText("Clearance its roles require")).toBeVisible();
  const jobLink = page.locator(".vets-job-title").getByRole("link", { name: job.title, exact: true }).first();
  await expect(jobLink).toBeVisible();

  // The job's own page links to the same company page.
  await jobLink.click();
  await expect(page.getByRole("heading", { level: 1, name: job.title, exact: true })).toBeVisible();
  await page.locator(".vets-job-meta").getByRole("link", { name: job.company }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${job.slug}$`));

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole("heading", { level: 1, name: job.company })).toBeVisible();
    await page.screenshot({ path: `test-results/company-page-${width}.png` });
  }
});

test("an unknown company is Company not found", async ({ page }) => {
  await logIn(page, VETERAN, DEMO_PASSWORD);
  const res = await page.goto("/companies/no-such-company-here");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Company not found")).toBeVisible();
});
