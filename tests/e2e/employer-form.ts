import type { Page } from "@playwright/test";

/** The employer registration form, filled with every field as a real company would. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()?/]/g, "\\$&")}`));

export async function fillRegistration(page: Page, email: string, { withUrls = true } = {}) {
  await field(page, "Company Name").fill("Liberty Logistics Group");
  await field(page, "Company Size").selectOption("201-1000");
  await field(page, "Industry").selectOption("Transportation");
  if (withUrls) await field(page, "Company Website").fill("https://www.libertylogistics.example.com");
  await field(page, "Contact Person").fill("Morgan Reyes");
  await field(page, "Job Title").fill("Director of Talent");
  await field(page, "Work Email").fill(email);
  await field(page, "Phone").fill("(210) 555-0147");
  await field(page, "Street Address").fill("400 Commerce Street");
  await field(page, "City").fill("San Antonio");
  await field(page, "State").selectOption("TX");
  await field(page, "ZIP Code").fill("78205-1234");
  await field(page, "CAGE Code").fill("7X2K4");
  await field(page, "DUNS Number").fill("987654321");
  await field(page, "Tax ID / EIN").fill("74-1234567");
  await field(page, "Business License").fill("TX-4411-22");
  if (withUrls) await field(page, "LinkedIn Company URL").fill("https://www.linkedin.com/company/liberty-logistics");
  await field(page, "Annual Hiring Volume").selectOption("26-100");
  await field(page, "Currently Employ Veterans").selectOption("Yes");
  await field(page, "Security Clearance Required").selectOption("Secret");
  await field(page, "Password").fill("Convoy2024");
}

