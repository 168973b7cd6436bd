import { describe, expect, it } from "vitest";
import { serviceForBranch } from "~/domain/matching/military-branch.server";
import { lookupMilitaryCode } from "~/domain/matching/military-code-lookup.server";
import { leadershipLevel, parseMilitaryRank } from "~/domain/matching/military-rank.server";
import { occupationsTitled } from "~/domain/matching/occupation-titles.server";
import { translateDetailed, translateMilitaryExperience } from "~/domain/matching/translation.server";

const codesOf = (result: ReturnType<typeof translateMilitaryExperience>) => result.titles.map((title) => title.onet_code);
const LEADER_CODES = ["11-3013.01", "33-1091.00", "11-9161.00", "11-1021.00"];
const ENTRY_CODES = ["33-3051.00", "33-3012.00", "33-9032.00"];

describe("branch names", () => {
  it.each([
    ["Marines", "marine_corps"],
    ["Marine Corps", "marine_corps"],
    ["USMC", "marine_corps"],
    ["U.S. Marine Corps", "marine_corps"],
    ["Air Force", "air_force"],
    ["USAF", "air_force"],
    ["Space Force", "air_force"],
    ["Coast Guard", "coast_guard"],
    ["navy", "navy"],
    ["US Army", "army"],
    ["Army National Guard", "army"],
  ])("%s → %s", (branch, service) => expect(serviceForBranch(branch)).toBe(service));

  it("knows no Starfleet", () => {
    expect(serviceForBranch("Starfleet")).toBeNull();
    expect(serviceForBranch("")).toBeNull();
  });
});

describe("military codes", () => {
  it("tolerates case, spaces, skill levels and pay grades", () => {
    expect(lookupMilitaryCode("army", " 25b ")?.key).toBe("25B");
    expect(lookupMilitaryCode("army", "25 B")?.key).toBe("25B");
    expect(lookupMilitaryCode("army", "25B30")?.key).toBe("25B");
    expect(lookupMilitaryCode("navy", "ls1")?.key).toBe("LS");
    expect(lookupMilitaryCode("air_force", "3D152")?.key).toBe("3D152");
    expect(lookupMilitaryCode("air_force", "3d1x2")?.key).toBe("3D1X2");
    expect(lookupMilitaryCode("air_force", "3P051B")?.key).toBe("3P051B");
    expect(lookupMilitaryCode("army", "ZZZ")).toBeNull();
  });
});

describe("ranks", () => {
  it.each([
    ["E-5", "enlisted", 5],
    ["e7", "enlisted", 7],
    ["SSG", "enlisted", 6],
    ["Staff Sergeant (E-6)", "enlisted", 6],
    ["Sergeant", "enlisted", 5],
    ["Sergeant First Class", "enlisted", 7],
    ["Lance Corporal", "enlisted", 3],
    ["CPT", "officer", 3],
    ["Lieutenant Colonel", "officer", 5],
    ["O-4", "officer", 4],
    ["CW3", "warrant", 3],
    ["Petty Officer First Class", "enlisted", 6],
  ])("%s → %s %d", (rank, kind, grade) => expect(parseMilitaryRank(rank, "army")).toEqual({ kind, grade }));

  it("reads service-specific titles", () => {
    expect(parseMilitaryRank("Staff Sergeant", "air_force")).toEqual({ kind: "enlisted", grade: 5 });
    expect(parseMilitaryRank("Captain", "navy")).toEqual({ kind: "officer", grade: 6 });
    expect(parseMilitaryRank("LS1", "navy")).toEqual({ kind: "enlisted", grade: 6 });
    expect(parseMilitaryRank("nonsense", "army")).toBeNull();
  });

  it("grows leadership with grade and years", () => {
    const junior = leadershipLevel(parseMilitaryRank("E-3"), 3);
    const nco = leadershipLevel(parseMilitaryRank("E-6"), 8);
    const senior = leadershipLevel(parseMilitaryRank("E-8"), 20);
    expect(junior).toBeLessThan(nco);
    expect(nco).toBeLessThan(senior);
    expect(leadershipLevel(null, 20)).toBeGreaterThan(leadershipLevel(null, 2));
  });
});

describe("translateMilitaryExperience", () => {
  it("translates Army 25B into computer support and network administration", () => {
    const result = translateMilitaryExperience({ branch: "Army", code: "25B" });
    expect(codesOf(result).slice(0, 3)).toContain("15-1232.00");
    expect(result.titles[0]).toEqual({
      onet_code: expect.stringMatching(/^15-/),
      title: expect.any(String),
      score: expect.any(Number),
    });
    expect(result.titles.map((title) => title.title)).toContain("Computer User Support Specialists");
    expect(result.titles.some((title) => /all other/i.test(title.title))).toBe(false);
    for (const title of result.titles) expect(title.score).toBeGreaterThan(0);
    for (const title of result.titles) expect(title.score).toBeLessThanOrEqual(100);
    const scores = result.titles.map((title) => title.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(result.skills.length).toBeGreaterThan(4);
    expect(result.keywords.length).toBeGreaterThan(4);
  });

  it("speaks plain civilian language: no military occupations in the output", () => {
    for (const [branch, code] of [
      ["Marines", "0311"],
      ["Army", "11B"],
      ["Army", "19D"],
      ["Army", "13B"],
      ["Navy", "OS"],
      ["Marine Corps", "0811"],
    ]) {
      const result = translateMilitaryExperience({ branch, code });
      expect(result.titles.length, code).toBeGreaterThan(3);
      expect(
        codesOf(result).some((onet) => onet.startsWith("55-")),
        code,
      ).toBe(false);
    }
  });

  it("gives infantry security, law enforcement and training fallbacks", () => {
    const codes = codesOf(translateMilitaryExperience({ branch: "USMC", code: "0311" }));
    expect(codes).toEqual(expect.arrayContaining(["13-1199.07", "33-3051.00", "13-1151.00"]));
  });

  it("ranks management titles higher for senior leaders, entry titles for junior Marines", () => {
    const rankOf = (codes: string[], wanted: string[]) =>
      Math.min(...wanted.map((code) => codes.indexOf(code)).filter((i) => i >= 0));
    const junior = codesOf(translateMilitaryExperience({ branch: "Marines", code: "0311", rank: "LCpl", yearsOfService: 3 }));
    const senior = codesOf(
      translateMilitaryExperience({ branch: "Marines", code: "0311", rank: "Gunnery Sergeant", yearsOfService: 14 }),
    );
    expect(rankOf(junior, ENTRY_CODES)).toBeLessThan(rankOf(junior, LEADER_CODES));
    expect(rankOf(senior, LEADER_CODES)).toBeLessThan(rankOf(senior, ENTRY_CODES));
    expect(LEADER_CODES).toContain(senior[0]);
    const captain = codesOf(translateMilitaryExperience({ branch: "Army", code: "11B", rank: "CPT", yearsOfService: 7 }));
    expect(LEADER_CODES).toContain(captain[0]);
  });

  it("maps Space Force to Air Force codes and tolerates code formatting", () => {
    const spaceForce = translateMilitaryExperience({ branch: "Space Force", code: "3d1x2" });
    expect(spaceForce.titles.length).toBeGreaterThan(0);
    expect(translateMilitaryExperience({ branch: "army", code: " 25b " })).toEqual(
      translateMilitaryExperience({ branch: "Army", code: "25B" }),
    );
  });

  it("adds clearance and leadership keywords; the scorer's background list puts the veteran's own technologies first", () => {
    const input = { branch: "Army", code: "25B", rank: "E-6", yearsOfService: 8, clearance: "Secret", skills: ["VMware"] };
    const result = translateMilitaryExperience(input);
    expect(result.keywords).toEqual(expect.arrayContaining(["Secret clearance", "Team leadership"]));
    expect(translateDetailed(input).backgroundSkills[0]).toBe("VMware");
    // The skills shown are what the work teaches, in plain words, not product names.
    expect(result.skills).toContain("Help desk and user support");
  });

  it("lets desired roles add or lift occupations", () => {
    const result = translateMilitaryExperience({ branch: "Navy", code: "LS", desiredRoles: ["Supply Chain Manager"] });
    expect(codesOf(result)).toContain("11-3071.04");
  });

  it("finds a desired role by any title O*NET lists for an occupation, not only the ten best known", () => {
    // Neither is an occupation's title or among its ten best-known titles; both are O*NET alternate titles.
    const result = translateDetailed({ branch: "Army", code: "11B", desiredRoles: ["Helicopter Pilot", "Diesel Mechanic"] });
    const wanted = result.occupations.filter((occupation) => occupation.origin === "wanted").map((occupation) => occupation.onetCode);
    expect(wanted).toEqual(expect.arrayContaining(["53-2012.00", "49-3031.00"]));
    expect(occupationsTitled("Health Services Administrator")).toEqual(["11-9111.00"]);
    expect(occupationsTitled("Staff Accountants")).toEqual(["13-2011.00"]);
  });

  it("keeps a role among an occupation's best-known titles to that occupation, without the long list's other namesakes", () => {
    // O*NET's long list also calls stockers and weighers "Inventory Control Specialist".
    expect(occupationsTitled("Inventory Control Specialist")).toEqual(["43-5061.00"]);
    expect(occupationsTitled("Clinic Manager")).toEqual([]);
  });

  it("leads an enlisted finance technician to budget and accounting work beside the clerk's the crosswalk names", () => {
    const occupations = translateDetailed({ branch: "Air Force", code: "6F0X1", rank: "E-6" }).occupations;
    const originOf = (code: string) => occupations.find((occupation) => occupation.onetCode === code)?.origin;
    expect(originOf("43-3051.00")).toBe("crosswalk");
    expect(originOf("13-2031.00")).toBe("path");
    expect(originOf("13-2011.00")).toBe("path");
  });

  it("returns empty lists for an unknown branch or code", () => {
    expect(translateMilitaryExperience({ branch: "Starfleet", code: "25B" })).toEqual({ titles: [], skills: [], keywords: [] });
    expect(translateMilitaryExperience({ branch: "Army", code: "ZZZ" })).toEqual({ titles: [], skills: [], keywords: [] });
    expect(translateMilitaryExperience({ branch: null, code: null })).toEqual({ titles: [], skills: [], keywords: [] });
  });
});
