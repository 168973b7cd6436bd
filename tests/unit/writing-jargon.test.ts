import { describe, expect, it } from "vitest";
import { getMatchingData, SERVICE_KEYS } from "~/domain/matching/matching-data.server";
import { civilianize, findJargon } from "~/domain/writing/jargon.server";
import { localCoverLetter } from "~/domain/writing/local-letter.server";
import { localResume, resumeText } from "~/domain/writing/local-resume.server";
import { refusalReason } from "~/domain/writing/output-check.server";
import { veteranFactsFrom, type JobFacts, type WriterProfile } from "~/domain/writing/writer-facts.server";

const BRANCH_NAMES: Record<(typeof SERVICE_KEYS)[number], string> = {
  army: "Army",
  navy: "Navy",
  air_force: "Air Force",
  marine_corps: "Marine Corps",
  coast_guard: "Coast Guard",
};
const RANKS = ["Staff Sergeant", "Petty Officer Second Class", "Captain", "Sergeant Major", "Private First Class"];

const job: JobFacts = {
  id: 1,
  title: "Operations Manager",
  company: "Acme Federal",
  location: "Austin, TX",
  workType: "Hybrid",
  description: "Lead logistics, maintenance and network operations for a federal program. Train staff and report status.",
  requirements: "Team leadership, scheduling, Microsoft Excel",
  tags: ["logistics", "leadership"],
  clearanceRequired: "Secret",
  veteranFriendly: true,
};

/** Every 40th code of a service, so each branch's whole range of occupations is sampled. */
function sampledCodes(service: (typeof SERVICE_KEYS)[number]): string[] {
  const codes = Object.keys(getMatchingData().services[service]);
  return codes.filter((_, index) => index % 40 === 0);
}

function profile(branch: string, code: string, index: number): WriterProfile {
  return {
    militaryBranch: branch,
    mosCode: code,
    militaryRank: RANKS[index % RANKS.length],
    yearsOfService: 3 + (index % 18),
    clearanceLevel: ["Secret", "TS/SCI", "none", "Top Secret"][index % 4],
    // The veteran's own words, full of what a civilian reader would not understand.
    bio: `Served as NCOIC of a 40-person platoon with the 82nd Airborne during OCONUS deployments. Managed PCS moves for ${code} Soldiers. Built schedules and trained new staff.`,
    currentPosition: `${code} team leader, 2nd Battalion`,
    deployments: "Iraq 2007 (FOB Warrior), Afghanistan 2011",
    headline: null,
    skills: ["Leadership", `${code} operations`, "Logistics", "TDY planning"],
    desiredRoles: ["Operations Manager"],
    phone: "555-010-2000",
    location: "Austin, TX",
  };
}

describe("jargon list", () => {
  it("finds curated terms, codes from the matching data and pay grades", () => {
    expect(findJargon("I was the NCOIC of the platoon")).toEqual(expect.arrayContaining(["NCOIC", "platoon"]));
    expect(findJargon("Served as a 25B")).toContain("25B");
    expect(findJargon("Marine 0311 rifleman")).toContain("0311");
    expect(findJargon("an E-6 promoted early")).toContain("E-6");
    expect(findJargon("Flew RPA missions")).toContain("RPA");
  });

  it("leaves civilian text alone (states, common acronyms, years)", () => {
    expect(findJargon("IT support lead in Denver, CO since 2019; HR and QA experience; W-2 employee; battery technician.")).toEqual([]);
  });

  it("translates what it knows and drops sentences it cannot", () => {
    expect(civilianize("Managed PCS moves for the team. Served with 1st Battalion, 75th Ranger Regiment.")).toBe(
      "Managed relocation moves for the team.",
    );
  });
});

describe("local writer output carries no jargon, for profiles from every branch", () => {
  for (const service of SERVICE_KEYS) {
    it(`${BRANCH_NAMES[service]}: resumes and cover letters`, () => {
      const codes = sampledCodes(service);
      expect(codes.length).toBeGreaterThan(3);
      codes.forEach((code, index) => {
        const facts = veteranFactsFrom({ fullName: "Jordan Rivera", email: "jordan@example.com" }, profile(BRANCH_NAMES[service], code, index));
        const resume = resumeText(localResume(facts, { target: index % 2 ? "Logistics Manager" : null, education: ["B.S. Business, UT Austin"], certifications: ["PMP"] }));
        const letter = localCoverLetter(facts, job);
        expect({ code, jargon: findJargon(resume) }).toEqual({ code, jargon: [] });
        expect({ code, jargon: findJargon(letter) }).toEqual({ code, jargon: [] });
        expect(resume).toContain("Jordan Rivera");
        expect(letter).toContain("Acme Federal");
        // The local letter passes the same checks a provider's letter must pass.
        expect(refusalReason(letter, { minLength: 400, maxLength: 4000, ownEmail: "jordan@example.com", ownPhone: "555-010-2000", mustMention: [job.title] })).toBeNull();
      });
    });
  }

  it("Space Force is named as such", () => {
    const facts = veteranFactsFrom({ fullName: "Sam Lee", email: "sam@example.com" }, { militaryBranch: "Space Force", mosCode: "1C6X1" });
    expect(facts.organization).toBe("U.S. Space Force");
    expect(findJargon(resumeText(localResume(facts, { target: null, education: [], certifications: [] })))).toEqual([]);
  });
});

describe("the glossary on the veteran's own words", () => {
  it("turns Navy billets and unit echelons into words a civilian reader can picture", () => {
    expect(civilianize("Today I work as a Leading Petty Officer.")).toBe("Today I work as a team supervisor.");
    expect(civilianize("Kept records for the whole battalion.")).toBe("Kept records for the whole organization of 300 to 1,000 people.");
    expect(civilianize("Led logistics for the squadron.")).toBe("Led logistics for the unit of a few hundred people.");
  });

  it("keeps the veteran's own figure instead of a typical size", () => {
    expect(civilianize("Supplied a 600-soldier battalion.")).toBe("Supplied a 600-soldier organization.");
  });
});
