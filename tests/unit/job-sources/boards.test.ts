import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import { stateFromLocation } from "@shared/us-states";
import { FAKE_BOARDS, startFakeJobBoards, type FakeJobBoards } from "../../fakes/job-boards";
import { configFor, FAST, fetchAll } from "./helpers";

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(() => fake?.close());

const greenhouse = () => sourceConnector("greenhouse", configFor(fake.env), FAST);
const lever = () => sourceConnector("lever", configFor(fake.env), FAST);

describe("Greenhouse connector against the fake job board", () => {
  it("maps a job: the board's name as company, state-able location, clearance from metadata, escaped HTML to safe text", async () => {
    const { postings } = await fetchAll(greenhouse(), { board: FAKE_BOARDS.greenhouse });
    const job = postings.find((p) => p.external_id === "northwind:4012345")!;
    expect(job).toMatchObject({
      source: "greenhouse",
      title: "Logistics Coordinator",
      company: "Northwind Logistics",
      location: "Norfolk, VA",
      country: "US",
      work_type: "On-site",
      employment_type: "Full-time",
      salary_min: null,
      salary_original: null,
      clearance_required: "Secret",
      tags: ["Operations"],
      apply_url: "https://boards.greenhouse.io/northwind/jobs/4012345",
      posted_at: "2026-11-20T14:00:00.000Z",
    });
    expect(stateFromLocation(job.location)).toBe("VA");
    expect(job.description).toBe("Plan & track shipments for our fleet.\n\nWhat you will do\n\n- Schedule carriers\n- Audit freight bills");
    expect(job.description).not.toMatch(/tracker|leak|color|<|&lt;/);
  });

  it("reads remote and contract work, and a clearance stated only in the text", async () => {
    const { postings } = await fetchAll(greenhouse(), { board: FAKE_BOARDS.greenhouse });
    expect(postings.find((p) => p.external_id === "northwind:4012346")).toMatchObject({ work_type: "Remote", employment_type: "Contract", clearance_required: "Top Secret", country: null });
  });

  it("rejects a job without a title, with the reason", async () => {
    const { postings, rejected } = await fetchAll(greenhouse(), { board: FAKE_BOARDS.greenhouse });
    expect(postings).toHaveLength(2);
    expect(rejected).toEqual([{ external_id: "4012347", reasons: ["title: the job has no title"] }]);
  });

  it("no longer lists a removed job", async () => {
    fake.setPostings("greenhouse", "removal", fake.postings("greenhouse", FAKE_BOARDS.greenhouse).slice(0, 2));
    expect((await fetchAll(greenhouse(), { board: "removal", company: "Removal Co" })).postings).toHaveLength(2);
    expect(fake.removePosting("greenhouse", "removal", "4012346")).toBe(true);
    const after = await fetchAll(greenhouse(), { board: "removal", company: "Removal Co" });
    expect(after.postings.map((p) => p.external_id)).toEqual(["removal:4012345"]);
    expect(after.postings[0].company).toBe("Removal Co");
  });

  it("caps a large board", async () => {
    fake.generate("greenhouse", 300, "big");
    const { postings } = await fetchAll(greenhouse(), { board: "big", maxPostings: 120 });
    expect(postings).toHaveLength(120);
  });
});

describe("Lever connector against the fake postings API", () => {
  it("maps salaries per hour, month and year to yearly dollars and keeps the original", async () => {
    const { postings } = await fetchAll(lever(), { board: FAKE_BOARDS.lever });
    const byTitle = new Map(postings.map((p) => [p.title, p]));
    expect(byTitle.get("Logistics Coordinator")).toMatchObject({
      salary_min: 49920,
      salary_max: 62400,
      salary_original: { min: 24, max: 30, currency: "USD", period: "hour" },
      work_type: "On-site",
      employment_type: "Full-time",
      company: "Northwind Logistics",
      location: "Norfolk, VA",
      country: "US",
      tags: ["Fleet", "Operations"],
      requirements: "- Two years of dispatch experience\n- Forklift certification",
      apply_url: "https://jobs.lever.co/northwind-logistics/7f3c2a1e-0b4d-4c5e-9f10-112233445566/apply",
      source_url: "https://jobs.lever.co/northwind-logistics/7f3c2a1e-0b4d-4c5e-9f10-112233445566",
      posted_at: new Date(1764151200000).toISOString(),
    });
    expect(byTitle.get("Field Service Technician")).toMatchObject({ salary_min: 60000, salary_max: 78000, salary_original: { period: "month" }, work_type: "Hybrid", employment_type: "Part-time" });
    const engineer = byTitle.get("Senior Software Engineer")!;
    expect(engineer).toMatchObject({ salary_min: 150000, salary_max: 185000, work_type: "Remote" });
    expect(engineer.description).toBe("Build our routing platform.\n\nGo and TypeScript.");
  });

  it("rejects a posting with no URL to apply at", async () => {
    const { rejected } = await fetchAll(lever(), { board: FAKE_BOARDS.lever });
    expect(rejected).toEqual([{ external_id: "0c6f5d41-3e70-4f81-c243-445566778899", reasons: ["applyUrl: the posting has no apply URL"] }]);
  });

  it("pages with skip and limit to the end, and to a cap", async () => {
    fake.generate("lever", 600, "paged");
    const path = "/v0/postings/paged";
    const before = fake.hits(path);
    const all = await fetchAll(lever(), { board: "paged" });
    expect(all.postings).toHaveLength(600);
    expect(new Set(all.postings.map((p) => p.external_id)).size).toBe(600);
    expect(fake.hits(path) - before).toBe(3);
    const skips = fake.requests.filter((r) => r.path === path).slice(-3).map((r) => r.query.get("skip"));
    expect(skips).toEqual(["0", "250", "500"]);
    const capped = await fetchAll(lever(), { board: "paged", maxPostings: 260 });
    expect(capped.postings).toHaveLength(260);
    expect(fake.requests.findLast((r) => r.path === path)!.query.get("limit")).toBe("10");
  });

  it("the same job on Greenhouse and Lever maps to the same company, title and location (one canonical job for the refresh)", async () => {
    const gh = (await fetchAll(greenhouse(), { board: FAKE_BOARDS.greenhouse })).postings.find((p) => p.title === "Logistics Coordinator")!;
    const lv = (await fetchAll(lever(), { board: FAKE_BOARDS.lever })).postings.find((p) => p.title === "Logistics Coordinator")!;
    expect([lv.company, lv.title, lv.location]).toEqual([gh.company, gh.title, gh.location]);
    expect(lv.external_id).not.toBe(gh.external_id);
  });
});
