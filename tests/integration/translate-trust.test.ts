import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { itJob } from "../fixtures/auto-apply-setup";
import { registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/** Issue 53 item 6: a translator a veteran can trust (plain skills, the right branch, the dashboard's careers). */

let server: TestServer;
let api: ApiClient;
let ipCounter = 1;
const visitor = () => api.withIp(`10.53.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

interface Match {
  code: string;
  branch: string;
  military_title: string;
  careers: { onet_code: string; title: string }[];
  skills: string[];
  related: { title: string }[];
  jobs: { title: string }[];
}
interface Answer {
  status: number;
  matches: Match[];
  other_branches: { code: string; branch: string; military_title: string }[];
  suggestions: { code: string }[];
  detail?: string;
}

async function translate(q: string, branch?: string): Promise<Answer> {
  const res = await visitor().get(`/api/translate?${new URLSearchParams(branch ? { q, branch } : { q })}`);
  return { status: res.status, ...(res.body as Omit<Answer, "status">) };
}

const text = (match: Match) => [...match.skills, ...match.careers.map((c) => c.title), ...match.related.map((r) => r.title)].join(" | ");

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  await itJob({ title: "Linehaul Driver CDL-A", onetCode: "53-3032.00", tags: ["CDL"] });
  // A job of an occupation the 88M's careers do not name: never shown as the code's job.
  await itJob({ title: "Underground Shuttle Car Operator", onetCode: "53-7033.00", tags: ["Mining"] });
});
afterAll(async () => server?.close());

describe("the translator you can trust", () => {
  it("gives combat arms plain recruiter skills, not technology lists of police occupations", async () => {
    for (const q of ["11B", "0311"]) {
      const [match] = (await translate(q)).matches;
      expect(text(match)).not.toMatch(/NCIC|Guardian RFID|3M Electronic Monitoring|crime.mapping/i);
      expect(match.skills).toEqual(expect.arrayContaining(["Leading and training small teams", "Operations planning and mission coordination"]));
      expect(match.careers.map((c) => c.title)).toEqual(expect.arrayContaining(["Security Management Specialists", "Training and Development Specialists"]));
    }
    // 0302 is a Marine MOS and a Navy NEC: both answer, labelled, the MOS first.
    const both = (await translate("0302")).matches;
    expect(both.map((m) => `${m.branch} ${m.code}`)).toEqual(["Marine Corps 0302", "Navy 0302"]);
    const [officer] = both;
    expect(officer.careers.slice(0, 4).map((c) => c.title)).toEqual(expect.arrayContaining(["Security Managers", "General and Operations Managers"]));
    expect(officer.careers.map((c) => c.title)).not.toContain("Security Guards");
    expect(officer.skills).toContain("Operations planning and project coordination");
  });

  it("names a driver's work for 88M, with no vague O*NET skills or mining occupations, and only its careers' jobs", async () => {
    const [match] = (await translate("88M")).matches;
    expect(text(match)).not.toMatch(/Operations Monitoring|\bMonitoring\b|Operation and Control|Underground Mining/);
    expect(match.skills).toEqual(expect.arrayContaining(["Route planning and navigation", "Pre-trip inspections and preventive maintenance"]));
    expect(match.jobs.map((j) => j.title)).toContain("Linehaul Driver CDL-A");
    expect(match.jobs.map((j) => j.title)).not.toContain("Underground Shuttle Car Operator");
  });

  it("answers 11B with the Army's infantryman and offers the Air Force's 11B1A apart, labelled; ?branch picks one", async () => {
    const army = await translate("11B");
    expect(army.matches.map((m) => `${m.branch} ${m.code}`)).toEqual(["Army 11B"]);
    expect(army.other_branches).toContainEqual(expect.objectContaining({ branch: "Air Force", code: "11B1A" }));
    expect(army.suggestions).toEqual([]);
    const air = await translate("11B", "air_force");
    expect(air.matches.map((m) => `${m.branch} ${m.code}`)).toEqual(["Air Force 11B1A"]);
    const bad = await translate("11B", "Starfleet");
    expect(bad.status).toBe(422);
    expect(bad.detail).toMatch(/Unknown branch/);
  });

  it("keeps doctorate-only careers out of a corpsman's list", async () => {
    const [hm] = (await translate("HM")).matches;
    expect(hm.careers.map((c) => c.title).join(" ")).not.toMatch(/Physicians/);
    expect(hm.skills).toContain("Patient assessment and vital signs");
  });

  it("shows the dashboard the same careers, in the same order and number, as the public page", async () => {
    const veteran = await registerAccount(api, `translate.same.${Date.now()}@example.com`);
    await getDb().veteranProfile.upsert({
      where: { userId: veteran.userId },
      create: { userId: veteran.userId, militaryBranch: "Army", mosCode: "88M", militaryRank: "Sergeant (E-5)", clearanceLevel: "Secret", skills: ["CDL Class A"], desiredRoles: ["Dispatcher"] },
      update: { militaryBranch: "Army", mosCode: "88M", militaryRank: "Sergeant (E-5)", clearanceLevel: "Secret", skills: ["CDL Class A"], desiredRoles: ["Dispatcher"] },
    });
    const own = await veteran.client.get("/api/matching/translation");
    expect(own.status).toBe(200);
    const [publicMatch] = (await translate("88M")).matches;
    expect((own.body.titles as { title: string }[]).map((t) => t.title)).toEqual(publicMatch.careers.map((c) => c.title));
    expect(own.body.skills).toEqual(publicMatch.skills);
  });
});
