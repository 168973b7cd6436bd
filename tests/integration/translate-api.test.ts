import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { itJob } from "../fixtures/auto-apply-setup";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/** GET /api/translate: the public skills translator (issue 43 item 6). No sign-in, no cookie. */

let server: TestServer;
let api: ApiClient;
let ipCounter = 1;
const visitor = () => api.withIp(`10.43.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

interface Match {
  code: string;
  code_label: string;
  branch: string;
  military_title: string;
  careers: { title: string; reason: string }[];
  skills: string[];
  related: { title: string }[];
  federal_series: { series: string; title: string }[];
  jobs: { id: number; title: string }[];
}

const translate = async (q: string) => {
  const res = await visitor().get(`/api/translate?${new URLSearchParams({ q })}`);
  return { ...res, matches: (res.body.matches ?? []) as Match[], suggestions: (res.body.suggestions ?? []) as { code: string }[] };
};

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "true" });
  api = new ApiClient(server.baseUrl);
  await itJob({ title: "Regional Truck Driver (CDL-A)", onetCode: "53-3032.00", tags: ["CDL", "Logistics"] });
  await itJob({ title: "Fleet Dispatcher", onetCode: "43-5032.00", tags: ["Dispatch"] });
  await getDb().job.create({
    data: {
      title: "Closed Truck Driver Posting",
      company: "Gone Freight",
      location: "Austin, TX",
      description: "Closed.",
      source: "usajobs",
      externalId: "closed-translate-1",
      onetCode: "53-3032.00",
      status: "closed",
    },
  });
});
afterAll(async () => server?.close());

describe("GET /api/translate", () => {
  it("translates an Army MOS without sign-in: careers with reasons, skills, related occupations, federal series, open jobs", async () => {
    const res = await translate("88M");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("set-cookie")).toBeNull();
    const [match] = res.matches;
    expect(match).toMatchObject({ code: "88M", code_label: "MOS 88M", branch: "Army", military_title: "Motor Transport Operator" });
    expect(match.careers[0].title).toBe("Heavy and Tractor-Trailer Truck Drivers");
    expect(match.careers[0].reason).toBe(
      "The DoD crosswalk maps MOS 88M (Motor Transport Operator) to Heavy and Tractor-Trailer Truck Drivers.",
    );
    expect(match.skills.length).toBeGreaterThan(0);
    expect(match.related.length).toBeGreaterThan(0);
    expect(match.federal_series).toContainEqual({ series: "WG-5703", title: "Motor Vehicle Operating" });
    expect(match.jobs.map((job) => job.title)).toContain("Regional Truck Driver (CDL-A)");
    expect(match.jobs.map((job) => job.title)).not.toContain("Closed Truck Driver Posting");
    expect(res.body.attribution).toContain("USDOL/ETA");
  });

  it("resolves a Marine MOS, an Air Force AFSC and a Navy rating with pay grade", async () => {
    const marine = await translate("0311");
    expect(marine.status).toBe(200);
    expect(marine.matches[0]).toMatchObject({ code: "0311", branch: "Marine Corps", military_title: "Rifleman" });
    expect(marine.matches[0].careers.map((career) => career.title)).toContain("Security Management Specialists");
    expect(marine.matches[0].careers[0].reason).toMatch(/^The DoD crosswalk maps MOS 0311 \(Rifleman\) to .+, which has no civilian title/);

    const airman = await translate("3D1X2");
    expect(airman.matches[0]).toMatchObject({ code: "3D1X2", code_label: "AFSC 3D1X2", branch: "Air Force" });
    expect(airman.matches[0].careers.length).toBeGreaterThan(0);
    expect(airman.matches[0].federal_series.map((series) => series.series)).toContain("GS-2210");

    const sailor = await translate("IT2");
    expect(sailor.matches[0]).toMatchObject({ code: "IT", code_label: "rating IT", branch: "Navy", military_title: "Information Systems Technician" });
    expect(sailor.matches[0].careers.length).toBeGreaterThan(0);
  });

  it("is typo-tolerant: '88 M' resolves, '88J' and '8M8' suggest 88M, a misspelt title finds its codes; an exact hit is not second-guessed", async () => {
    expect((await translate("88 M")).matches[0]?.code).toBe("88M");
    expect((await translate(" 88m ")).matches[0]?.code).toBe("88M");
    const slip = await translate("88J");
    expect(slip.matches).toHaveLength(0);
    expect(slip.suggestions.map((s) => s.code)).toContain("88M");
    // 88N is a real MOS: it answers, with no "Did you mean 88M".
    const exact = await translate("88N");
    expect(exact.matches.map((m) => m.code)).toEqual(["88N"]);
    expect(exact.suggestions).toEqual([]);
    const transposed = await translate("8M8");
    expect(transposed.suggestions.map((s) => s.code)).toContain("88M");
    const title = await translate("motor transprt operator");
    expect(title.status).toBe(200);
    expect(title.suggestions.map((s) => s.code)).toContain("88M");
    const exactTitle = await translate("Motor Transport Operator");
    expect(exactTitle.matches.map((m) => m.code)).toContain("88M");
  });

  it("answers bad input with a 4xx and a detail, never a 500", async () => {
    for (const q of [null, "", "   ", "x".repeat(201), "88M\u0000", "88\nM", "\u001b[31m"]) {
      const res = await visitor().get(q === null ? "/api/translate" : `/api/translate?${new URLSearchParams({ q })}`);
      expect(res.status, JSON.stringify(q)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(q)).toBeLessThan(500);
      expect(res.body.detail, JSON.stringify(q)).toEqual(expect.any(String));
    }
    const unknown = await translate("qqqqzzzz");
    expect(unknown.status).toBe(200);
    expect(unknown.matches).toEqual([]);
  });

  it("limits each address: 429 with Retry-After once its translations are spent, others unaffected", async () => {
    const client = visitor();
    let last = await client.get("/api/translate?q=88M");
    for (let i = 0; i < 200 && last.status === 200; i++) last = await client.get("/api/translate?q=88M");
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.body.detail).toEqual(expect.any(String));
    expect((await visitor().get("/api/translate?q=88M")).status).toBe(200);
  });

  it("limits new questions tighter: made-up queries that each run the fuzzy search stop at 30 a minute, known ones still answer", async () => {
    const client = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.get(`/api/translate?q=zq${i}x${Date.now() % 997}`)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await client.get(`/api/translate?q=zqlast${Date.now() % 997}`);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toEqual(expect.any(String));
    // A question already answered (by anyone) is a cache read: the same address may still ask it.
    expect((await client.get("/api/translate?q=88M")).status).toBe(200);
  });
});
