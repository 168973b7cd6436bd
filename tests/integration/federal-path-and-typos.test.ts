import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFederalTab } from "~/domain/jobs/federal-path.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/** Issue 53 items 7 (federal path that leads somewhere) and 9 (search forgives typos). */

let server: TestServer;
let api: ApiClient;
let driver: TestAccount;
const stamp = Date.now();

async function federalJob(title: string, tags: string[], series: string) {
  const db = getDb();
  const job = await db.job.create({
    data: { title, company: "Department of the Army", location: "Fort Hood, TX", state: "TX", description: "Drive and dispatch.", source: "usajobs", externalId: `fed-${title}-${stamp}`, tags, closesAt: new Date(Date.now() + 20 * 86_400_000) },
  });
  await db.jobFederalSeries.create({ data: { jobId: job.id, series } });
  return job;
}

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  driver = await registerAccount(api, `federal.driver.${stamp}@example.com`);
  await getDb().veteranProfile.upsert({
    where: { userId: driver.userId },
    create: { userId: driver.userId, militaryBranch: "Army", mosCode: "88M", militaryRank: "Sergeant (E-5)" },
    update: { militaryBranch: "Army", mosCode: "88M", militaryRank: "Sergeant (E-5)" },
  });
  await federalJob("Motor Vehicle Operator (VEOA)", ["WG-07", "Hiring path: VEOA"], "5703");
  await federalJob("Motor Carrier Safety Specialist", ["GS-09 to GS-11", "Veterans' preference"], "2123");
  await getDb().job.create({
    data: { title: "Logistics Coordinator", company: `Typo Freight ${stamp}`, location: "Dallas, TX", state: "TX", description: "Coordinate shipments.", source: "lever", externalId: `typo-${stamp}` },
  });
});
afterAll(async () => server?.close());

describe("the Federal tab", () => {
  it("lists an 88M's series postings with grade and closing date, filtered by hiring path", async () => {
    const all = await driver.client.get("/api/jobs?federal=mos");
    expect(all.status).toBe(200);
    const titles = (all.body.jobs as { title: string }[]).map((j) => j.title);
    expect(titles).toEqual(expect.arrayContaining(["Motor Vehicle Operator (VEOA)", "Motor Carrier Safety Specialist"]));
    const safety = (all.body.jobs as { title: string; tags: string[]; closes_at: string | null }[]).find((j) => j.title === "Motor Carrier Safety Specialist");
    expect(safety?.tags).toContain("GS-09 to GS-11");
    expect(safety?.closes_at).toBeTruthy();

    const veoa = await driver.client.get("/api/jobs?federal=mos&hiring_path=veoa");
    expect((veoa.body.jobs as { title: string }[]).map((j) => j.title)).toEqual(["Motor Vehicle Operator (VEOA)"]);
    const preference = await driver.client.get("/api/jobs?federal=mos&hiring_path=preference");
    expect((preference.body.jobs as { title: string }[]).map((j) => j.title)).toEqual(["Motor Carrier Safety Specialist"]);
    const bad = await driver.client.get("/api/jobs?federal=mos&hiring_path=anyone");
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/hiring_path must be one of: preference, veoa, vra, disabled30/);
  });

  it("names the series and, with USAJOBS not imported, says so and links a USAJOBS search", async () => {
    const federal = await loadFederalTab(driver.userId);
    if (!federal) throw new Error("the 88M has no federal tab");
    expect(federal.series).toContainEqual({ series: "2123", title: "Motor Carrier Safety" });
    expect(federal.series).toContainEqual({ series: "0350", title: "Equipment Operator" });
    expect(federal.usajobs_on).toBe(false);
    expect(federal.usajobs_search_url).toMatch(/^https:\/\/www\.usajobs\.gov\/search\/results\/\?j=0350&.*j=2123/);
  });
});

describe("search forgives typos", () => {
  it("offers 'Did you mean logistics coordinator?' for 'logistcs coordinator', and nothing for a known word", async () => {
    const typo = await driver.client.get("/api/jobs?q=logistcs%20coordinator");
    expect(typo.status).toBe(200);
    expect(typo.body.total).toBe(0);
    expect(typo.body.did_you_mean).toBe("logistics coordinator");
    const corrected = await driver.client.get("/api/jobs?q=logistics%20coordinator");
    expect((corrected.body.jobs as { title: string }[]).map((j) => j.title)).toContain("Logistics Coordinator");
    expect(corrected.body.did_you_mean).toBeUndefined();
    const nonsense = await driver.client.get("/api/jobs?q=zzqxv");
    expect(nonsense.body.did_you_mean).toBeUndefined();
  });
});
