import { describe, expect, it } from "vitest";
import { createScorer, type JobForScoring } from "~/domain/matching/fit-score.server";
import { evaluate, formatEvaluation, loadDevSet } from "../eval/match-evaluation";

// The floors issue 43 set for the O*NET-derived development set (tests/fixtures/match-devset): the
// figure may rise with the scorer, never fall below them unnoticed. The overall floor is 0.79, not
// 0.80: reading a title that states an occupation's title whole (decision 121) costs this set 0.011
// and raises the hand-judged set (judged-set.test.ts) by 0.061; that set is the one that is not
// labelled from the scorer's own data.
const OVERALL_NDCG_FLOOR = 0.79;
const WITHOUT_DESIRED_ROLES_NDCG_FLOOR = 0.75;

describe("fit scorer ranking quality on the development set", () => {
  it("keeps nDCG@10 at or above the floors and above the literal crosswalk lookup", () => {
    const evaluation = evaluate(loadDevSet());
    const { overall } = evaluation.subsets;
    const withoutRoles = evaluation.subsets["without desired roles"];
    expect(overall.ours.profiles, formatEvaluation(evaluation)).toBeGreaterThanOrEqual(40);
    expect(overall.ours.ndcg10, formatEvaluation(evaluation)).toBeGreaterThanOrEqual(OVERALL_NDCG_FLOOR);
    expect(withoutRoles.ours.ndcg10, formatEvaluation(evaluation)).toBeGreaterThanOrEqual(WITHOUT_DESIRED_ROLES_NDCG_FLOOR);
    expect(overall.ours.ndcg10).toBeGreaterThan(overall.baseline.ndcg10);
  });
});

const job = (overrides: Partial<JobForScoring>): JobForScoring => ({
  id: 1,
  title: "Office Assistant",
  tags: [],
  onetCode: null,
  clearanceRank: 0,
  salaryMin: null,
  salaryMax: null,
  state: null,
  workType: "On-site",
  experienceLevel: null,
  industry: null,
  ...overrides,
});

const motorTransport = {
  branch: "Army",
  code: "88M",
  rank: "Sergeant (E-5)",
  yearsOfService: 6,
  clearance: null,
  skills: [],
  desiredRoles: [],
  industries: [],
  location: "Killeen, TX",
};

describe("what a posting says", () => {
  it("scores a posting that names the veteran's MOS high, with a met reason saying so", () => {
    const scorer = createScorer(motorTransport);
    const fleet = job({
      title: "Fleet Operations Coordinator",
      onetCode: "43-5032.00",
      text:
        "Coordinate our regional fleet: dispatch drivers, plan routes and keep vehicle maintenance on schedule. " +
        "Ideal for Army 88M / Marine 3531 NCOs.",
    });
    const unrelated = job({ title: "Dental Hygienist", onetCode: "29-1292.00", text: "Clean teeth and take x-rays." });
    const result = scorer(fleet);
    expect(result.score).toBeGreaterThanOrEqual(60);
    expect(result.score).toBeGreaterThan(scorer(unrelated).score + 30);
    const index = result.reasons.indexOf("The posting names your MOS 88M");
    expect(index).toBeGreaterThanOrEqual(0);
    expect(result.kinds[index]).toBe("met");
    // An employer reads it about the candidate.
    expect(createScorer(motorTransport, "employer")(fleet).reasons).toContain("The posting names the candidate's MOS 88M");
  });

  it("does not read an ordinary word or number as a code", () => {
    const navyIt = createScorer({ ...motorTransport, branch: "Navy", code: "IT", rank: "E-5" });
    const plain = navyIt(job({ title: "Receptionist", text: "Our IT team supports the front desk." }));
    expect(plain.reasons.some((reason) => reason.startsWith("The posting names"))).toBe(false);
    const named = navyIt(job({ title: "Receptionist", text: "Former Navy IT sailors welcome." }));
    expect(named.reasons).toContain("The posting names your rating IT");
  });

  it("finds the occupation from a civilian title with no O*NET code", () => {
    const scorer = createScorer(motorTransport);
    const titled = scorer(job({ title: "Tractor Trailer Driver" }));
    expect(titled.reasons[0]).toMatch(/^Matches your MOS 88M → /);
    expect(titled.score).toBeGreaterThan(scorer(job({ title: "Payroll Clerk" })).score + 20);
  });

  it("reads a title that states an occupation's title whole, whatever qualifies it", () => {
    const analyst = createScorer({ ...motorTransport, code: "35F", clearance: "TS/SCI" });
    for (const title of ["All-Source Intelligence Analyst", "Intelligence Analyst, Maritime"]) {
      const result = analyst(job({ title }));
      expect(result.reasons[0], title).toMatch(/^Matches your MOS 35F → /);
      expect(result.score, title).toBeGreaterThan(analyst(job({ title: "Payroll Clerk" })).score + 20);
    }
  });

  it("weighs seniority: an E-4 is not a director, an O-5 is not entry level", () => {
    const specialist = createScorer({ ...motorTransport, rank: "E-4", yearsOfService: 4 });
    const driver = job({ title: "Truck Driver", onetCode: "53-3032.00" });
    const director = job({ title: "Director of Transportation", onetCode: "53-3032.00" });
    expect(specialist(director).score).toBeLessThan(specialist(driver).score - 10);
    const colonel = createScorer({ ...motorTransport, code: "88A", rank: "O-5", yearsOfService: 18 });
    const manager = job({ title: "Transportation Manager", onetCode: "11-3071.00", experienceLevel: "senior" });
    const entry = job({ title: "Transportation Manager", onetCode: "11-3071.00", experienceLevel: "entry" });
    expect(colonel(entry).score).toBeLessThan(colonel(manager).score - 10);
    const entryResult = colonel(entry);
    expect(entryResult.kinds[entryResult.reasons.findIndex((reason) => reason.startsWith("Entry-level role"))]).toBe("partial");
  });
});
