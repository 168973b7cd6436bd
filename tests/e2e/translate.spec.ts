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

/**
 * Issue 53 item 6: what a career coach would tell each of five codes, and nothing they would not
 * (no mining machines for a truck driver, no bomber pilot or crime-mapping software for an infantryman).
 */
const ADVICE = [
  {
    q: "11B",
    heading: "Army MOS 11B: Infantryman",
    careers: ["Security Management Specialists", "Police and Sheriff's Patrol Officers", "Training and Development Specialists", "Logisticians", "Project Management Specialists"],
    skills: ["Leading and training small teams", "Operations planning and mission coordination"],
    never: ["Bomber", "NCIC", "Guardian RFID", "crime-mapping", "no civilian equivalent"],
  },
  {
    q: "0311",
    heading: "Marine Corps MOS 0311: Rifleman",
    careers: ["Security Management Specialists", "Police and Sheriff's Patrol Officers", "Training and Development Specialists", "Logisticians", "Project Management Specialists"],
    skills: ["Security, patrolling and access control"],
    never: ["NCIC", "3M Electronic Monitoring", "no civilian equivalent"],
  },
  {
    q: "88M",
    heading: "Army MOS 88M: Motor Transport Operator",
    careers: ["Heavy and Tractor-Trailer Truck Drivers", "Dispatchers, Except Police, Fire, and Ambulance", "First-Line Supervisors of Material-Moving Machine and Vehicle Operators", "Logisticians"],
    skills: ["Route planning and navigation", "Pre-trip inspections and preventive maintenance"],
    never: ["Mining", "Operations Monitoring", "Operation and Control"],
  },
  {
    q: "HM",
    heading: "Navy rating HM: Hospital Corpsman",
    careers: ["Emergency Medical Technicians", "Paramedics", "Medical Assistants", "Licensed Practical and Licensed Vocational Nurses", "Surgical Technologists"],
    skills: ["Patient assessment and vital signs", "Emergency and trauma care"],
    never: ["Physicians", "Surgeons"],
  },
  {
    q: "0302",
    heading: "Marine Corps MOS 0302: Infantry Officer",
    careers: ["General and Operations Managers", "Project Management Specialists", "Security Managers", "Training and Development Managers"],
    skills: ["Leading organizations of 30 to 150 people", "Operations planning and project coordination"],
    never: ["Security Guards", "Police and Sheriff's Patrol Officers", "Correctional Officers"],
  },
] as const;

test("/translate reads like advice for 11B, 0311, 88M, HM and 0302: the careers a coach names, skills in recruiter words, nothing unrelated", async ({ page }) => {
  for (const code of ADVICE) {
    await page.goto(`/translate?q=${code.q}`);
    const match = page.getByRole("region", { name: code.heading });
    await expect(match).toBeVisible();
    // An exact hit is not second-guessed.
    await expect(page.getByRole("navigation", { name: "Did you mean" })).toHaveCount(0);
    const careers = match.getByRole("list", { name: /Civilian careers/ });
    for (const career of code.careers) await expect(careers.getByText(career, { exact: true }), `${code.q}: ${career}`).toBeVisible();
    for (const skill of code.skills) await expect(match.getByText(skill, { exact: true })).toBeVisible();
    const text = await match.innerText();
    for (const wrong of code.never) expect(text, `${code.q} shows ${wrong}`).not.toContain(wrong);
    // The status line counts the careers the card lists (the dashboard card reads the same list).
    const count = await careers.getByRole("listitem").count();
    await expect(page.getByRole("status")).toContainText(`${count} civilian careers`);
  }
  // 88M's next steps say why, not "which has no civilian title".
  await page.goto("/translate?q=88M");
  await expect(page.getByText(/A common next step from MOS 88M: convoy drivers already plan routes/)).toBeVisible();
  // 0302 is a code in two branches: it asks which, and the Navy's is labelled an NEC, not a rating.
  await page.goto("/translate?q=0302");
  const which = page.getByRole("navigation", { name: "Which branch" });
  await expect(which).toContainText("0302 is a code in 2 branches");
  await expect(which.getByRole("link", { name: /Navy NEC 0302/ })).toBeVisible();
});

test("the 88M translation at 390 px dark and 1366 px light", async ({ page }) => {
  for (const [width, height, scheme] of [
    [390, 844, "dark"],
    [1366, 900, "light"],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height });
    await page.goto("/translate?code=88M");
    await expect(page.getByRole("region", { name: "Army MOS 88M: Motor Transport Operator" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/shots-translate/translate-88M-${width}-${scheme}.png`, fullPage: true });
  }
});
