import { describe, expect, it } from "vitest";
import { createScorer, type JobForScoring, type VeteranMatchProfile } from "~/domain/matching/fit-score.server";
import { armyDemoProfile } from "../bench/fit-scoring.bench";

const verified: VeteranMatchProfile = { ...armyDemoProfile(), verified: true };

function job(overrides: Partial<JobForScoring> = {}): JobForScoring {
  return {
    id: 1,
    title: "IT Support Specialist II",
    tags: ["Active Directory", "Troubleshooting"],
    onetCode: "15-1232.00",
    clearanceRank: 0,
    salaryMin: 70_000,
    salaryMax: 85_000,
    state: "TX",
    workType: "On-site",
    experienceLevel: "senior",
    industry: "technology",
    ...overrides,
  };
}

/** Reason text → kind, for readable expectations. */
function marks(profile: VeteranMatchProfile, j: JobForScoring, audience?: "veteran" | "employer") {
  const result = createScorer(profile, audience)(j);
  expect(result.kinds).toHaveLength(result.reasons.length);
  return Object.fromEntries(result.reasons.map((reason, i) => [reason, result.kinds[i]]));
}

describe("fit reason kinds", () => {
  it("marks an unmet clearance not met and a held one met, in the veteran's words", () => {
    expect(marks(verified, job({ clearanceRank: 4 }))).toMatchObject({
      "Requires TS/SCI clearance; you hold Secret": "not_met",
      "Matches your MOS 25B → Computer User Support Specialists": "met",
    });
    expect(marks(verified, job({ clearanceRank: 2 }))["Your Secret clearance meets the job's requirement"]).toBe("met");
  });

  it("writes the employer's reasons in the third person with the same kinds", () => {
    const employer = marks({ ...verified, clearance: "Confidential" }, job({ clearanceRank: 2 }), "employer");
    expect(employer).toMatchObject({
      "Holds Confidential; the job requires Secret": "not_met",
      "MOS 25B matches Computer User Support Specialists": "met",
      "Lists Active Directory": "met",
    });
    expect(Object.keys(employer).join(" ")).not.toMatch(/\byou\b|\byour\b/i);
    expect(marks(verified, job({ clearanceRank: 2 }), "employer")["Holds Secret; meets the job's requirement"]).toBe("met");
  });

  it("says a clearance is self-reported until the veteran is verified", () => {
    const unverified = { ...verified, verified: false };
    expect(marks(unverified, job({ clearanceRank: 4 }))["Requires TS/SCI clearance; you hold Secret (self-reported)"]).toBe("not_met");
    expect(marks(unverified, job({ clearanceRank: 2 }), "employer")["Holds Secret; meets the job's requirement (self-reported)"]).toBe("met");
  });

  it("marks a shortfall not met and a related occupation partial", () => {
    const short = marks({ ...verified, rank: null, yearsOfService: 1, minSalary: 100_000 }, job({ experienceLevel: "executive" }));
    expect(short["Salary below your minimum ($100,000)"]).toBe("not_met");
    expect(short["Executive role; you have 1 year of experience"]).toBe("not_met");
    const related = createScorer(verified)(job({ onetCode: "15-1244.00", title: "Network Administrator" }));
    const relatedKinds = related.reasons.map((reason, i) => [reason, related.kinds[i]]).filter(([reason]) => reason.startsWith("Related to your"));
    for (const [, kind] of relatedKinds) expect(kind).toBe("partial");
  });
});
