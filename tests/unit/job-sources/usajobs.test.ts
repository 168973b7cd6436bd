import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import { SourceFetchError } from "~/domain/jobs/sources/source-types";
import { FAKE_USAJOBS_EMAIL, FAKE_USAJOBS_KEY, startFakeJobBoards, type FakeJobBoards } from "../../fakes/job-boards";
import { configFor, FAST, fetchAll } from "./helpers";

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(() => fake?.close());

const usajobs = () => sourceConnector("usajobs", configFor(fake.env), FAST);

describe("USAJOBS connector against the fake Search API", () => {
  it("sends the key, the registered email as User-Agent and the Host, and asks for full fields", async () => {
    await fetchAll(usajobs());
    const request = fake.requests.findLast((r) => r.path === "/api/search")!;
    expect(request.headers["authorization-key"]).toBe(FAKE_USAJOBS_KEY);
    expect(request.headers["user-agent"]).toBe(FAKE_USAJOBS_EMAIL);
    expect(request.headers.host).toBe(new URL(fake.origin).host);
    expect(request.query.get("Fields")).toBe("Full");
    expect(request.query.get("ResultsPerPage")).toBe("500");
  });

  it("maps an announcement: series, grades, hiring paths, veterans' preference, clearance, salary, dates", async () => {
    const { postings } = await fetchAll(usajobs());
    const cyber = postings.find((p) => p.external_id === "812345600")!;
    expect(cyber).toMatchObject({
      source: "usajobs",
      title: "IT Specialist (INFOSEC)",
      company: "U.S. Cyber Command",
      location: "Washington, District of Columbia",
      country: "US",
      work_type: "Hybrid",
      employment_type: "Full-time",
      salary_min: 99200,
      salary_max: 155700,
      salary_original: { min: 99200, max: 155700, currency: "USD", period: "year" },
      clearance_required: "TS/SCI",
      posted_at: new Date("2026-11-20T00:00:00Z").toISOString(),
      apply_url: "https://www.usajobs.gov:443/GetJob/ViewDetails/812345600?PostingChannelID=",
      source_url: "https://www.usajobs.gov:443/GetJob/ViewDetails/812345600",
      federal_series: ["2210"],
    });
    expect(cyber.closes_at).toMatch(/^2030-12-18T23:59:59/);
    expect(cyber.tags).toEqual(
      expect.arrayContaining([
        "Veterans' preference",
        "Hiring path: vet",
        "Hiring path: fed-transition",
        "GS-12 to GS-13",
        "Department of Defense",
      ]),
    );
    expect(cyber.description).toBe(
      "Defend Department of Defense networks.\n\nThis position is open to veterans under special hiring authorities.\n\nMajor duties\n- Monitor intrusion detection systems.\n- Lead incident response.",
    );
    expect(cyber.requirements).toBe(
      "You must have one year of specialized experience equivalent to GS-11.\n\n- Incident response\n- Network defense",
    );
  });

  it("turns hourly and monthly pay into yearly dollars and keeps the original; reads remote, part-time and temporary", async () => {
    const { postings } = await fetchAll(usajobs());
    const driver = postings.find((p) => p.external_id === "812345601")!;
    expect(driver).toMatchObject({
      salary_min: 46800,
      salary_max: 54600,
      salary_original: { min: 22.5, max: 26.25, period: "hour" },
      employment_type: "Temporary",
      work_type: "On-site",
      clearance_required: null,
    });
    expect(driver.tags).toContain("Veterans' preference"); // stated in the summary
    expect(driver.tags).toContain("Hiring path: public");
    const analyst = postings.find((p) => p.external_id === "812345602")!;
    expect(analyst).toMatchObject({
      salary_min: 73200,
      salary_max: 94800,
      work_type: "Remote",
      employment_type: "Part-time",
      clearance_required: null,
      federal_series: ["0343"],
    });
  });

  it("rejects an announcement without an apply link, with the reason, and keeps the others", async () => {
    const { postings, rejected } = await fetchAll(usajobs());
    expect(postings).toHaveLength(3);
    expect(rejected).toEqual([{ external_id: "812345603", reasons: ["ApplyURI: the announcement has no apply URL"] }]);
  });

  it("pages to the end with up to 500 a page, and stops at a cap", async () => {
    fake.generate("usajobs", 1200);
    const before = fake.hits("/api/search");
    const all = await fetchAll(usajobs());
    expect(fake.hits("/api/search") - before).toBe(3);
    expect(all.postings).toHaveLength(1200);
    expect(new Set(all.postings.map((p) => p.external_id)).size).toBe(1200);

    const middle = fake.hits("/api/search");
    const capped = await fetchAll(usajobs(), { maxPostings: 700 });
    expect(capped.postings).toHaveLength(700);
    expect(new Set(capped.postings.map((p) => p.external_id)).size).toBe(700);
    expect(capped.postings.map((p) => p.external_id)).toEqual(all.postings.slice(0, 700).map((p) => p.external_id));
    expect(fake.hits("/api/search") - middle).toBe(2);
  });

  it("passes series and hiring paths as USAJOBS filters", async () => {
    fake.generate("usajobs", 100);
    const { postings } = await fetchAll(usajobs(), { search: { jobCategoryCodes: ["2210"], hiringPaths: ["vet"] } });
    const request = fake.requests.findLast((r) => r.path === "/api/search")!;
    expect(request.query.get("JobCategoryCode")).toBe("2210");
    expect(request.query.get("HiringPath")).toBe("vet");
    expect(postings.length).toBeGreaterThan(0);
    expect(postings.every((p) => p.federal_series.includes("2210") && p.tags.includes("Hiring path: vet"))).toBe(true);
  });

  it("is off without credentials, saying which settings are missing", async () => {
    const connector = sourceConnector("usajobs", configFor(fake.env, ["USAJOBS_API_KEY", "USAJOBS_USER_AGENT"]), FAST);
    expect(connector.availability()).toEqual({ ok: false, reason: "USAJOBS_API_KEY and USAJOBS_USER_AGENT are not set" });
    await expect(fetchAll(connector)).rejects.toBeInstanceOf(SourceFetchError);
    expect(() => configFor(fake.env, ["USAJOBS_USER_AGENT"])).toThrow(/USAJOBS_USER_AGENT: required when USAJOBS_API_KEY is set/);
  });
});
