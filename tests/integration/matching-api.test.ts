import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadVeteranScorer, type JobForScoring } from "~/domain/matching/fit-score.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

let server: TestServer;
let api: ApiClient;
let ipCounter = 1;
const freshClient = () => api.withIp(`10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

async function registerVeteran(email: string): Promise<{ client: ApiClient; userId: number }> {
  const res = await signUp(freshClient(), {
    email,
    password: "Secret123!",
    full_name: "Marcus Reyes",
    role: "veteran",
  });
  expect(res.status).toBe(201);
  return { client: freshClient().withToken(res.body.access_token as string), userId: res.body.user_id as number };
}

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

describe("GET /api/matching/translation", () => {
  it("requires authentication", async () => {
    const res = await freshClient().get("/api/matching/translation?branch=Army&code=25B");
    expect(res.status).toBe(401);
  });

  it("refuses employers", async () => {
    const res = await signUp(freshClient(), {
      email: "hr.match@example.com",
      password: "Secret123!",
      full_name: "Pat Hr",
      role: "employer",
    });
    const employer = freshClient().withToken(res.body.access_token as string);
    expect((await employer.get("/api/matching/translation?branch=Army&code=25B")).status).toBe(403);
  });

  it("translates any code given as branch and code", async () => {
    const { client } = await registerVeteran("translate.any@example.com");
    const res = await client.get("/api/matching/translation?branch=Army&code=25B");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["keywords", "skills", "titles"]);
    const titles = res.body.titles as { onet_code: string; title: string; score: number }[];
    expect(titles.map((title) => title.title)).toContain("Computer User Support Specialists");
    expect(titles[0]).toEqual({
      onet_code: expect.stringMatching(/^\d\d-\d{4}\.\d\d$/),
      title: expect.any(String),
      score: expect.any(Number),
    });
    expect((res.body.skills as string[]).length).toBeGreaterThan(0);
    expect((res.body.keywords as string[]).length).toBeGreaterThan(0);

    const marines = await client.get("/api/matching/translation?branch=Marines&code=0311");
    expect(marines.status).toBe(200);
    expect((marines.body.titles as { title: string }[]).map((title) => title.title)).toContain("Security Management Specialists");
  });

  it("answers 422 with a detail for a missing or unknown branch or an empty code", async () => {
    const { client } = await registerVeteran("translate.bad@example.com");
    for (const query of [
      "?code=25B",
      "?branch=&code=25B",
      "?branch=Starfleet&code=25B",
      "?branch=Army",
      "?branch=Army&code=",
      "?branch=Army&code=%20",
    ]) {
      const res = await client.get(`/api/matching/translation${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.detail, query).toEqual(expect.any(String));
    }
  });

  it("translates the caller's own profile, and gives empty lists without branch or code", async () => {
    const { client, userId } = await registerVeteran("translate.own@example.com");
    const db = getDb();
    await db.veteranProfile.deleteMany({ where: { userId } });
    const none = await client.get("/api/matching/translation");
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ titles: [], skills: [], keywords: [] });

    await db.veteranProfile.create({ data: { userId, militaryBranch: "Army", mosCode: null } });
    expect((await client.get("/api/matching/translation")).body).toEqual({ titles: [], skills: [], keywords: [] });

    await db.veteranProfile.update({
      where: { userId },
      data: {
        militaryBranch: "Army",
        mosCode: "25B",
        militaryRank: "Staff Sergeant (E-6)",
        yearsOfService: 8,
        clearanceLevel: "Secret",
        skills: ["Active Directory", "VMware"],
        desiredRoles: ["Network Administrator"],
      },
    });
    const own = await client.get("/api/matching/translation");
    expect(own.status).toBe(200);
    expect((own.body.titles as { onet_code: string }[]).map((title) => title.onet_code)).toContain("15-1232.00");
    expect(own.body.keywords).toContain("Secret clearance");
  });
});

describe("loadVeteranScorer", () => {
  it("scores from the stored profile and auto-apply minimum salary, or gives null without a profile", async () => {
    const { userId } = await registerVeteran("scorer.load@example.com");
    const db = getDb();
    await db.veteranProfile.deleteMany({ where: { userId } });
    expect(await loadVeteranScorer(userId)).toBeNull();

    await db.veteranProfile.create({
      data: {
        userId,
        militaryBranch: "Army",
        mosCode: "25B",
        yearsOfService: 8,
        clearanceLevel: "Secret",
        location: "San Antonio, TX",
        skills: ["Active Directory"],
        desiredRoles: [],
        industries: ["technology"],
      },
    });
    await db.autoApplySettings.upsert({
      where: { userId },
      create: { userId, minSalary: 90_000 },
      update: { minSalary: 90_000 },
    });
    const scorer = await loadVeteranScorer(userId);
    const job: JobForScoring = {
      id: 1,
      title: "IT Support Specialist",
      tags: ["Active Directory"],
      onetCode: "15-1232.00",
      clearanceRank: 2,
      salaryMin: 50_000,
      salaryMax: 60_000,
      state: "TX",
      workType: "On-site",
      experienceLevel: "senior",
      industry: "technology",
    };
    const result = scorer?.(job);
    expect(result?.reasons).toEqual(
      expect.arrayContaining([
        "Matches your MOS 25B → Computer User Support Specialists",
        "You listed Active Directory",
        "Salary below your minimum ($90,000)",
      ]),
    );
  });
});
