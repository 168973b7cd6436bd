import { describe, expect, it } from "vitest";
import { careerPathsFor } from "~/domain/matching/career-paths.server";
import { createScorer, type JobForScoring, type VeteranMatchProfile } from "~/domain/matching/fit-score.server";
import { translateDetailed } from "~/domain/matching/translation.server";

/** A new Army 88M: E-5, Secret, CDL, in Texas; never entered Excel, ERP or Power BI. */
const truckDriver: VeteranMatchProfile = {
  branch: "Army",
  code: "88M",
  rank: "Sergeant (E-5)",
  yearsOfService: 6,
  clearance: "Secret",
  skills: ["CDL Class A", "Convoy operations"],
  desiredRoles: [],
  industries: [],
  location: "Killeen, TX",
  verified: true,
};

const logisticsCoordinator: JobForScoring = {
  id: 9001,
  title: "Logistics Coordinator",
  tags: ["Logistics", "Microsoft Excel", "Dispatch"],
  onetCode: "43-5011.00",
  clearanceRank: 0,
  salaryMin: 42_000,
  salaryMax: 50_000,
  state: "TX",
  workType: "On-site",
  experienceLevel: "mid",
  industry: "logistics",
  employmentType: "Part-time",
  text:
    "Coordinate inbound and outbound shipments for our regional warehouse. " +
    "Requirements: two years of experience with ERP/SAP. Build weekly reports in Power BI. " +
    "A CDL Class A is a plus.",
};

function marked(profile: VeteranMatchProfile, job: JobForScoring, audience?: "veteran" | "employer") {
  const fit = createScorer(profile, audience)(job);
  expect(fit.kinds).toHaveLength(fit.reasons.length);
  return fit.reasons.map((reason, i) => ({ reason, kind: fit.kinds[i] }));
}

describe("honest fit reasons", () => {
  it("says what a logistics posting asks for that the veteran lacks, and the part-time schedule", () => {
    const reasons = marked(truckDriver, logisticsCoordinator);
    expect(reasons).toContainEqual({ reason: "Asks for ERP/SAP and Power BI; not in your skills", kind: "not_met" });
    expect(reasons).toContainEqual({ reason: "Part-time schedule; your profile does not ask for part-time work", kind: "partial" });
    // "a plus" is a preference, not a requirement: it is neither a gap nor claimed as met.
    expect(reasons.map((r) => r.reason).join(" ")).not.toMatch(/CDL Class A, which/);
  });

  it("credits a listed skill of several words only where the posting writes the whole phrase", () => {
    const analyst = { ...truckDriver, skills: ["Power BI", "Route planning"] };
    const untagged = { ...logisticsCoordinator, tags: [] };
    const listed = (text: string) => marked(analyst, { ...untagged, text }).filter((r) => r.reason.startsWith("You listed") && !r.reason.includes(", which"));
    expect(listed("Build weekly reports in Power BI. Plan each route.")).toEqual([{ reason: "You listed Power BI", kind: "met" }]);
    // Both words of "Route planning" are here, neither phrase is.
    expect(listed("Planning of power needs; choose a route for BI reporting.")).toEqual([]);
    expect(listed("Route planning for 40 trucks.")).toEqual([{ reason: "You listed Route planning", kind: "met" }]);
  });

  it("keeps a skill the MOS implies apart from one the veteran entered, and never writes it as theirs", () => {
    const reasons = marked(truckDriver, logisticsCoordinator);
    const excel = reasons.find((r) => r.reason.includes("Excel"));
    expect(excel).toEqual({ reason: "Common in MOS 88M: Microsoft Excel", kind: "partial" });
    expect(reasons.map((r) => r.reason).join(" ")).not.toMatch(/your military background: Excel|You listed Microsoft Excel/);

    const withCdl = marked(truckDriver, { ...logisticsCoordinator, tags: ["CDL Class A"], text: "CDL Class A required." });
    expect(withCdl).toContainEqual({ reason: "You listed CDL Class A", kind: "met" });
    expect(withCdl).toContainEqual({ reason: "You listed CDL Class A, which the job asks for", kind: "met" });
  });

  it("marks an on-site job in another state not met and a part-time one met when the veteran asked for it", () => {
    const away = marked(truckDriver, { ...logisticsCoordinator, state: "WA" });
    expect(away).toContainEqual({ reason: "On-site in WA; you live in TX", kind: "not_met" });
    const partTimer = marked({ ...truckDriver, desiredRoles: ["Part-time dispatcher"] }, logisticsCoordinator);
    expect(partTimer).toContainEqual({ reason: "Part-time, as your profile asks for", kind: "met" });
  });

  it("tells an employer the same gaps in the third person", () => {
    const text = marked(truckDriver, { ...logisticsCoordinator, state: "WA" }, "employer").map((r) => r.reason);
    expect(text).toContain("The job asks for ERP/SAP and Power BI; not among the candidate's skills");
    expect(text).toContain("On-site in WA; the candidate lives in TX");
    expect(text.join(" ")).not.toMatch(/\byou\b|\byour\b/i);
  });

  it("changes no score: the gaps explain, they do not add or take points", () => {
    // The CDL stays: a skill the veteran listed that the text names earns points (decision 121).
    const plain = { ...logisticsCoordinator, text: "Coordinate shipments. A CDL Class A is a plus.", employmentType: "Full-time" };
    expect(createScorer(truckDriver)(logisticsCoordinator).score).toBe(createScorer(truckDriver)(plain).score);
  });

  it("does not write a licence the posting says is not required as one it asks for", () => {
    const job = { ...logisticsCoordinator, tags: [], text: "CDL Class A not required; we train drivers." };
    expect(marked({ ...truckDriver, skills: [] }, job).map((r) => r.reason).join(" ")).not.toMatch(/Asks for CDL Class A/);
    expect(marked(truckDriver, job).map((r) => r.reason).join(" ")).not.toMatch(/CDL Class A, which the job asks for/);
  });
});

/** A paramedic posting that requires the licence. */
const paramedic: JobForScoring = {
  ...logisticsCoordinator,
  id: 9100,
  title: "Paramedic",
  tags: [],
  onetCode: null,
  industry: "healthcare",
  employmentType: "Full-time",
  text: "Advanced life support on a 911 ambulance. Requirements: current paramedic license (state or NREMT-P), ACLS and PALS.",
};
const withoutLicenceText = { ...paramedic, text: "Advanced life support on a 911 ambulance." };

describe("licences only a nursing or paramedic program gives", () => {
  /** A USAF 4N0X1 with NREMT (an EMT, not a paramedic), and the same medic licensed as a paramedic. */
  const aerospaceMedic: VeteranMatchProfile = { ...truckDriver, branch: "Air Force", code: "4N0X1", clearance: null, skills: ["NREMT", "Patient care"] };
  const licensedParamedic = { ...aerospaceMedic, skills: ["Paramedic license", "Patient care"] };

  it("caps a job requiring one the veteran does not list, and says what is missing", () => {
    const fit = createScorer(aerospaceMedic)(paramedic);
    expect(fit.score).toBeLessThanOrEqual(30);
    expect(fit.reasons).toContain("Asks for Paramedic licence; not in your skills");
    // The same job without the licence in its text scores above the cap: the cap is the licence's doing.
    expect(createScorer(aerospaceMedic)(withoutLicenceText).score).toBeGreaterThan(30);
  });

  it("leaves the job whole for a veteran who lists the licence", () => {
    const fit = createScorer(licensedParamedic)(paramedic);
    expect(fit.score).toBeGreaterThan(30);
    expect(fit.reasons).toContain("You listed Paramedic licence, which the job asks for");
  });
});

describe("a field the veteran asked for", () => {
  const rifleman: VeteranMatchProfile = { ...truckDriver, code: "11B", clearance: null, skills: [] };

  it("is found whether the role is typed in the singular or as O*NET's plural occupation title", () => {
    const singular = createScorer({ ...rifleman, desiredRoles: ["Paramedic"] })(withoutLicenceText);
    const plural = createScorer({ ...rifleman, desiredRoles: ["Paramedics"] })(withoutLicenceText);
    expect(singular.score).toBe(plural.score);
    expect(singular.score).toBeGreaterThan(createScorer(rifleman)(withoutLicenceText).score + 10);
  });

  it("is said to be the veteran's wish, never a match of their code", () => {
    const reasons = marked({ ...rifleman, desiredRoles: ["Paramedic"] }, withoutLicenceText);
    expect(reasons).toContainEqual({ reason: "In a field you asked for: Paramedics", kind: "partial" });
    expect(reasons.map((r) => r.reason).join(" ")).not.toMatch(/MOS 11B → Paramedics/);
    const employer = marked({ ...rifleman, desiredRoles: ["Paramedic"] }, withoutLicenceText, "employer");
    expect(employer).toContainEqual({ reason: "In a field the candidate asked for: Paramedics", kind: "partial" });
  });
});

describe("a desired role in a posting's title", () => {
  const analyst = (title: string): JobForScoring => ({ ...logisticsCoordinator, id: 9300, title, tags: [], onetCode: null, text: undefined });
  const wants = (role: string, title: string) =>
    createScorer({ ...truckDriver, desiredRoles: [role] })(analyst(title)).reasons.includes(`Matches your desired role: ${role}`);

  it("is found whether a compound is written as one word or two", () => {
    expect(wants("Cyber Security Analyst", "Cybersecurity Analyst")).toBe(true);
    expect(wants("Cybersecurity Analyst", "Cyber Security Analyst, Tier 2")).toBe(true);
    expect(wants("Cyber Security Analyst", "Security Analyst")).toBe(false);
    expect(wants("Cyber Security Analyst", "Cyber Analyst")).toBe(false);
  });
});

describe("a code's common next careers, as the translator shows them", () => {
  /** A Navy corpsman: the crosswalk gives medical assistant, records and orderly work, not EMT. */
  const corpsman: VeteranMatchProfile = { ...truckDriver, branch: "Navy", code: "HM", rank: "E-4", clearance: null, skills: ["Patient care"] };
  const emt: JobForScoring = {
    ...paramedic,
    id: 9200,
    title: "Emergency Medical Technician (EMT-Basic)",
    text: "Basic life support on a 911 ambulance: assess patients, give oxygen and first aid, and transport them to the hospital.",
  };

  it("puts the translator's paths into the scorer's family, said as a lead and never as the crosswalk's match", () => {
    const family = translateDetailed(corpsman).occupations;
    expect(family.map((occupation) => occupation.onetCode)).toEqual(expect.arrayContaining(careerPathsFor("navy", "HM").map((path) => path.onetCode)));
    // Medical assistant work is the crosswalk's own word for an HM; EMT work is a path.
    expect(family.find((occupation) => occupation.onetCode === "31-9092.00")?.origin).toBe("crosswalk");
    expect(family.find((occupation) => occupation.onetCode === "29-2042.00")?.origin).toBe("path");
    const reasons = marked(corpsman, emt);
    expect(reasons[0]).toEqual({ reason: "A common civilian field for your rating HM: Emergency Medical Technicians", kind: "partial" });
    // An EMT's title shares "medical" and "technician" with a records technician's; that is not the corpsman's match.
    expect(reasons.map((r) => r.reason).join(" ")).not.toMatch(/HM → Medical Records/);
  });
});
