import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import { SourceFetchError } from "~/domain/jobs/sources/source-types";
import { resetConfigForTests } from "~/lib/config.server";
import { FAKE_ADZUNA_ID, FAKE_ADZUNA_KEY, FAKE_BOARDS, startFakeJobBoards, type FakeJobBoards } from "../../fakes/job-boards";
import { configFor, FAST, fetchAll } from "./helpers";

let fake: FakeJobBoards;
const saved = { allow: process.env.LINK_PREVIEW_TEST_ALLOW, secret: process.env.SESSION_SECRET };
beforeAll(async () => {
  fake = await startFakeJobBoards();
  // The link-preview tests' allowance: only this address:port passes the SSRF rules (NODE_ENV=test only).
  process.env.LINK_PREVIEW_TEST_ALLOW = `127.0.0.1:${fake.port}`;
  process.env.SESSION_SECRET ??= "job-sources-test-secret-0123456789abcdef";
  resetConfigForTests();
});
afterAll(async () => {
  if (saved.allow === undefined) delete process.env.LINK_PREVIEW_TEST_ALLOW;
  else process.env.LINK_PREVIEW_TEST_ALLOW = saved.allow;
  if (saved.secret === undefined) delete process.env.SESSION_SECRET;
  resetConfigForTests();
  await fake?.close();
});

const adzuna = () => sourceConnector("adzuna", configFor(fake.env), FAST);
const jsonld = (policy = {}) => sourceConnector("jsonld", configFor(fake.env), { ...FAST, ...policy });

describe("Adzuna connector against the fake search API", () => {
  it("sends the app id and key, and maps a job with its salary, contract and clearance", async () => {
    const { postings } = await fetchAll(adzuna());
    const request = fake.requests.findLast((r) => r.path === "/v1/api/jobs/us/search/1")!;
    expect(request.query.get("app_id")).toBe(FAKE_ADZUNA_ID);
    expect(request.query.get("app_key")).toBe(FAKE_ADZUNA_KEY);
    expect(request.query.get("results_per_page")).toBe("50");
    expect(postings.find((p) => p.external_id === "4921456789")).toMatchObject({
      source: "adzuna",
      title: "Security Operations Analyst",
      company: "Patriot Cyber LLC",
      // From the area list ["US", "Virginia", "Arlington County", "Arlington"].
      location: "Arlington, VA",
      country: "US",
      salary_min: 85000,
      salary_max: 105000,
      salary_original: { min: 85000, max: 105000, currency: "USD", period: "year", predicted: false },
      employment_type: "Full-time",
      clearance_required: "Secret",
      tags: ["IT Jobs"],
      apply_url: "https://www.adzuna.com/land/ad/4921456789?se=abc&utm_medium=api",
      posted_at: "2026-11-27T08:12:44.000Z",
    });
  });

  it("marks Adzuna's predicted salary, and rejects a job without a company", async () => {
    const { postings, rejected } = await fetchAll(adzuna());
    expect(postings.find((p) => p.external_id === "4921456790")).toMatchObject({
      salary_min: 52001,
      salary_max: 52001,
      salary_original: { predicted: true },
      employment_type: "Contract",
    });
    expect(rejected).toEqual([{ external_id: "4921456791", reasons: ["company: company is required"] }]);
  });

  it("pages 50 at a time to the end", async () => {
    const saved = fake.postings("adzuna");
    fake.generate("adzuna", 120);
    const all = await fetchAll(adzuna());
    expect(all.postings).toHaveLength(120);
    expect(all.pages).toHaveLength(3);
    fake.setPostings("adzuna", undefined, saved);
  });

  it("is off without credentials", () => {
    expect(sourceConnector("adzuna", configFor(fake.env, ["ADZUNA_APP_ID", "ADZUNA_APP_KEY"])).availability()).toEqual({
      ok: false,
      reason: "ADZUNA_APP_ID and ADZUNA_APP_KEY are not set",
    });
  });
});

describe("JSON-LD connector against a fake careers page", () => {
  it("reads both postings (@graph and an array), and a malformed block is a rejection", async () => {
    const { postings, rejected } = await fetchAll(jsonld(), { board: `${fake.origin}${FAKE_BOARDS.jsonld}` });
    expect(postings).toHaveLength(2);
    const [avionics, manager] = postings;
    expect(avionics).toMatchObject({
      source: "careers_page",
      external_id: `127.0.0.1:${fake.port}:HDS-0042`,
      title: "Avionics Technician",
      company: "Harbor Defense Systems",
      location: "San Diego, CA",
      country: "US",
      work_type: "On-site",
      employment_type: "Full-time",
      salary_min: 66560,
      salary_max: 86320,
      salary_original: { min: 32, max: 41.5, currency: "USD", period: "hour" },
      clearance_required: "Secret",
      tags: ["49-2091.00 Avionics Technicians"],
      posted_at: "2026-11-24T00:00:00.000Z",
      apply_url: `${fake.origin}/careers/jobs/hds-0042`,
      source_url: `${fake.origin}${FAKE_BOARDS.jsonld}`,
    });
    expect(avionics.closes_at).toBe(new Date("2030-12-31T23:59").toISOString());
    expect(avionics.description).toBe("Maintain aircraft avionics.\n\n- A&P license\n- Secret clearance required");
    expect(manager).toMatchObject({
      title: "Remote Program Manager",
      work_type: "Remote",
      location: "Remote",
      employment_type: "Contract",
      salary_min: 108000,
      salary_max: 132000,
      salary_original: { period: "month" },
    });
    expect(rejected).toHaveLength(1);
    expect(rejected[0].external_id).toBeNull();
    expect(rejected[0].reasons[0]).toMatch(/^JSON-LD block 3 is not valid JSON/);
  });

  it("serves generated postings as one @graph page", async () => {
    fake.generate("jsonld", 25, "/careers/generated");
    const { postings } = await fetchAll(jsonld(), { board: `${fake.origin}/careers/generated` });
    expect(postings).toHaveLength(25);
    expect(fake.removePosting("jsonld", "/careers/generated", "gen-3")).toBe(true);
    expect((await fetchAll(jsonld(), { board: `${fake.origin}/careers/generated` })).postings).toHaveLength(24);
  });

  it("refuses private and loopback addresses outside the test allowance (the link-preview SSRF rules)", async () => {
    await expect(fetchAll(jsonld(), { board: "http://127.0.0.1:9/careers/harbor" })).rejects.toThrow(
      /cannot be fetched \(address 127\.0\.0\.1:9 refused\)/,
    );
    await expect(fetchAll(jsonld(), { board: "http://10.0.0.5/careers" })).rejects.toThrow(/address 10\.0\.0\.5:80 refused/);
    await expect(fetchAll(jsonld(), { board: "http://[::ffff:127.0.0.1]/careers" })).rejects.toBeInstanceOf(SourceFetchError);
    await expect(fetchAll(jsonld(), { board: "file:///etc/passwd" })).rejects.toThrow(/not an http\(s\) URL/);
  });

  it("gives up on a page that does not answer within the time-out", async () => {
    fake.hangNext("/careers/harbor");
    const started = Date.now();
    await expect(fetchAll(jsonld({ timeoutMs: 300 }), { board: `${fake.origin}${FAKE_BOARDS.jsonld}` })).rejects.toThrow(
      /did not answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
