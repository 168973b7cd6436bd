import { describe, expect, it } from "vitest";
import { createFitScorer, createScorer, type JobForScoring, type VeteranMatchProfile } from "~/domain/matching/fit-score.server";
import { jobOf, loadDevSet, matchProfileOf } from "../eval/match-evaluation";
import { MOS_MATCH } from "~/domain/matching/mos-match.server";
import { armyDemoProfile, syntheticJobs } from "../bench/fit-scoring.bench";

// Verified, so clearance reasons read without "(self-reported)"; tests/unit/fit-reason-kinds.test.ts covers both.
const army: VeteranMatchProfile = { ...armyDemoProfile(), verified: true };

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
    experienceLevel: "mid",
    industry: "technology",
    ...overrides,
  };
}

const CLEARANCES = ["none", "Confidential", "Secret", "Top Secret", "TS/SCI"] as const;

describe("fit score", () => {
  it("explains a strong match in plain sentences", () => {
    const result = createScorer(army)(job({ clearanceRank: 2 }));
    expect(result.score).toBeGreaterThanOrEqual(80);
    expect(Number.isInteger(result.score)).toBe(true);
    expect(result.reasons).toEqual(
      expect.arrayContaining([
        "Matches your MOS 25B → Computer User Support Specialists",
        "Your Secret clearance meets the job's requirement",
        "You listed Active Directory",
        "Salary above your minimum",
        "In your state (TX)",
        "Fits your experience as Staff Sergeant (E-6) (mid)",
      ]),
    );
  });

  it("scores an unrelated occupation low", () => {
    const nurse = job({
      title: "Registered Nurse",
      onetCode: "29-1141.00",
      tags: ["BLS", "Epic"],
      industry: "healthcare",
      state: "VA",
    });
    expect(createScorer(army)(nurse).score).toBeLessThan(40);
  });

  describe("clearance ladder", () => {
    it.each(CLEARANCES.flatMap((held, heldRank) => CLEARANCES.map((_, requiredRank) => [held, heldRank, requiredRank] as const)))(
      "holding %s (rank %d) for a job needing rank %d",
      (held, heldRank, requiredRank) => {
        const result = createScorer({ ...army, clearance: held })(job({ clearanceRank: requiredRank }));
        if (requiredRank > heldRank) {
          expect(result.score).toBeLessThanOrEqual(30);
          expect(result.reasons[0]).toBeDefined();
          expect(result.reasons.some((reason) => reason.startsWith("Requires "))).toBe(true);
        } else {
          expect(result.score).toBeGreaterThan(60);
          expect(result.reasons.some((reason) => reason.startsWith("Requires "))).toBe(false);
          expect(result.reasons.includes(`Your ${held} clearance meets the job's requirement`)).toBe(requiredRank > 0);
        }
      },
    );

    it("words the shortfall", () => {
      expect(createScorer(army)(job({ clearanceRank: 3 })).reasons).toContain("Requires Top Secret clearance; you hold Secret");
      expect(createScorer(army)(job({ clearanceRank: 4 })).reasons).toContain("Requires TS/SCI clearance; you hold Secret");
      const uncleared = createScorer({ ...army, clearance: null });
      expect(uncleared(job({ clearanceRank: 1 })).reasons).toContain("Requires an active security clearance; you have none");
      expect(uncleared(job({ clearanceRank: 2 })).reasons).toContain("Requires Secret clearance; you have none");
    });

    it("treats a job's 'Required' (rank 1) as any clearance", () => {
      expect(createScorer({ ...army, clearance: "Confidential" })(job({ clearanceRank: 1 })).reasons).toContain(
        "Your Confidential clearance meets the job's requirement",
      );
      expect(createScorer({ ...army, clearance: "TS/SCI" })(job({ clearanceRank: 1 })).score).toBeGreaterThan(80);
    });
  });

  describe("salary", () => {
    const scorer = createScorer({ ...army, minSalary: 80_000 });
    it("rewards pay above the minimum and penalises pay below it", () => {
      const above = scorer(job({ salaryMin: 90_000, salaryMax: 110_000 }));
      const reaches = scorer(job({ salaryMin: 70_000, salaryMax: 90_000 }));
      const below = scorer(job({ salaryMin: 50_000, salaryMax: 60_000 }));
      const unknown = scorer(job({ salaryMin: null, salaryMax: null }));
      expect(above.reasons).toContain("Salary above your minimum");
      expect(reaches.reasons).toContain("Salary range reaches your minimum");
      expect(below.reasons).toContain("Salary below your minimum ($80,000)");
      expect(above.score).toBeGreaterThan(unknown.score);
      expect(unknown.score).toBeGreaterThan(below.score);
      expect(above.score - below.score).toBeGreaterThanOrEqual(15);
    });

    it("says nothing about salary without a minimum", () => {
      const result = createScorer({ ...army, minSalary: null })(job());
      expect(result.reasons.some((reason) => reason.includes("alary"))).toBe(false);
    });
  });

  it("names location, remote work, desired role and industry", () => {
    const scorer = createScorer(army);
    expect(scorer(job({ workType: "Remote", state: null })).reasons).toContain("Remote work");
    expect(scorer(job({ title: "Network Administrator", onetCode: "15-1244.00" })).reasons).toContain(
      "Matches your desired role: Network Administrator",
    );
    expect(scorer(job()).reasons).toContain("In your preferred industry (Technology)");
    expect(scorer(job({ state: "VA" })).reasons).not.toContain("In your state (TX)");
  });

  it("flags an executive role for a junior veteran", () => {
    const result = createScorer({ ...army, yearsOfService: 2 })(job({ experienceLevel: "executive" }));
    expect(result.reasons).toContain("Executive role; your experience as Staff Sergeant (E-6) reads as mid");
    // Without a readable rank, the years decide.
    const byYears = createScorer({ ...army, rank: null, yearsOfService: 2 })(job({ experienceLevel: "executive" }));
    expect(byYears.reasons).toContain("Executive role; you have 2 years of experience");
  });

  it("matches a job without an O*NET code through its title", () => {
    const result = createScorer(army)(job({ onetCode: null, title: "Desktop Support Technician", tags: [] }));
    expect(result.reasons).toContain("Matches your MOS 25B → Computer User Support Specialists");
  });

  it("is deterministic", () => {
    const jobs = syntheticJobs(2_000, 11);
    const first = jobs.map(createScorer(army));
    const second = jobs.map(createScorer({ ...army, skills: [...army.skills] }));
    expect(second).toEqual(first);
    for (const result of first) {
      expect(Number.isInteger(result.score)).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
    }
  });

  it("works for an empty profile", () => {
    const empty: VeteranMatchProfile = {
      branch: null,
      code: null,
      rank: null,
      yearsOfService: null,
      clearance: null,
      skills: [],
      desiredRoles: [],
      industries: [],
      location: null,
    };
    const result = createScorer(empty)(job());
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThan(40);
  });

  describe("titles from O*NET's long lists", () => {
    const soldier = (code: string): VeteranMatchProfile => ({
      branch: "Army",
      code,
      rank: "E-6",
      yearsOfService: 8,
      clearance: "Secret",
      skills: [],
      desiredRoles: [],
      industries: [],
      location: "Augusta, GA",
    });
    const titled = (title: string) => job({ title, onetCode: null, tags: [], salaryMin: null, salaryMax: null, industry: null, state: "GA" });

    it("reads a posting titled as O*NET names one occupation alone as that occupation", () => {
      // "Cyber Operations Planner" is on Information Security Analysts' long list only, not among its ten best-known titles.
      const scorer = createScorer(soldier("25D"));
      const planner = scorer(titled("Cyber Operations Planner"));
      expect(planner.reasons[0]).toBe("Matches your MOS 25D → Information Security Analysts");
      expect(planner.score - scorer(titled("Marketing Planner")).score).toBeGreaterThanOrEqual(20);
    });

    it("takes no occupation from a title O*NET gives several", () => {
      // "Cybersecurity Analyst" is on the long lists of Intelligence Analysts and Information Security Analysts.
      const analyst = createScorer(soldier("35F"))(titled("Cybersecurity Analyst"));
      expect(analyst.reasons.join(" ")).not.toContain("Intelligence Analysts");
    });

    it("reads a title O*NET gives an occupation and its own specialty as the occupation", () => {
      // "Border Patrol Agent": Police and Sheriff's Patrol Officers and their specialty Customs and Border Protection Officers.
      const marine = { ...soldier("0311"), branch: "Marine Corps", rank: "E-4", yearsOfService: 4 };
      const agent = createScorer(marine)(titled("Border Patrol Agent"));
      expect(agent.reasons[0]).toBe("A common civilian field for your MOS 0311: Police and Sheriff's Patrol Officers");
    });

    it("takes nothing from a family title's words when the whole title is another occupation's", () => {
      // "Physical Security Specialist" is Security Management Specialists' title alone; "Security Specialist" is one of Information Security Analysts'.
      const scorer = createScorer(soldier("25D"));
      expect(scorer(titled("Physical Security Specialist")).reasons.join(" ")).not.toContain("Information Security");
      expect(scorer(titled("Information Security Specialist")).reasons[0]).toBe("Matches your MOS 25D → Information Security Analysts");
    });
  });

  describe("combat-arms fallbacks", () => {
    const marine = (rank: string, years: number): VeteranMatchProfile => ({
      branch: "Marine Corps",
      code: "0311",
      rank,
      yearsOfService: years,
      clearance: "Secret",
      skills: [],
      desiredRoles: [],
      industries: [],
      location: "Jacksonville, NC",
    });
    const securityManager = job({
      title: "Security Manager",
      onetCode: "11-3013.01",
      tags: [],
      industry: "defense",
      state: "NC",
    });
    const patrolOfficer = job({ title: "Police Officer", onetCode: "33-3051.00", tags: [], industry: "government", state: "NC" });

    it("scores civilian security and police jobs for infantry", () => {
      const scorer = createScorer(marine("Sergeant", 6));
      const result = scorer(patrolOfficer);
      const unrelated = scorer({ ...patrolOfficer, title: "Payroll Clerk", onetCode: "43-3051.00" });
      expect(result.score).toBeGreaterThanOrEqual(50);
      expect(result.score - unrelated.score).toBeGreaterThanOrEqual(30);
      // The crosswalk names only "Rifleman": the police field is a curated lead, said as one and marked partial, never ticked as a match.
      expect(result.reasons[0]).toBe("A common civilian field for your MOS 0311: Police and Sheriff's Patrol Officers");
      expect(result.kinds[0]).toBe("partial");
      expect(createScorer(marine("Sergeant", 6), "employer")(patrolOfficer).reasons[0]).toBe(
        "A common civilian field for MOS 0311: Police and Sheriff's Patrol Officers",
      );
    });

    it("finds the Marine's code in a list of codes beside an Army one, where alone it would be a number", () => {
      const scorer = createScorer(marine("Corporal", 4));
      const lanes = (text: string) => scorer({ ...patrolOfficer, title: "Combat Skills Role Player", onetCode: null, text }).reasons;
      const duties = "Support infantry pre-deployment training: run patrolling and ambush lanes and coach squads.";
      expect(lanes(`${duties} Marine units. Infantry experience (0311, 0331, 11B or similar).`)).toContain("The posting names your MOS 0311");
      // No service named, or no letter-and-digit code beside it: "0311" is just a number.
      expect(lanes(`${duties} Infantry experience (0311, 0331, 11B or similar).`)).not.toContain("The posting names your MOS 0311");
      expect(lanes(`${duties} Marine units. Room 0311, 0331 or 2024.`)).not.toContain("The posting names your MOS 0311");
    });

    it("ranks management higher for a senior leader and entry roles higher for a junior Marine", () => {
      const junior = createScorer(marine("Lance Corporal", 3));
      const senior = createScorer(marine("Gunnery Sergeant", 14));
      const leveled = (level: string) => ({ experienceLevel: level });
      expect(junior({ ...patrolOfficer, ...leveled("entry") }).score).toBeGreaterThan(
        junior({ ...securityManager, ...leveled("entry") }).score,
      );
      expect(senior({ ...securityManager, ...leveled("senior") }).score).toBeGreaterThan(
        senior({ ...patrolOfficer, ...leveled("senior") }).score,
      );
    });
  });

  it("does not take a one-word O*NET alternate title for a posting that names another field", () => {
    // O*NET lists "Dispatcher" among EMTs' alternate titles; a Truck Dispatcher is not an EMT job.
    const medic: VeteranMatchProfile = { ...army, branch: "Air Force", code: "4N0X1", skills: ["Patient care"], desiredRoles: [] };
    const score = createScorer(medic);
    const untagged = { onetCode: null, tags: [], industry: "logistics" };
    const reasons = (title: string) => score(job({ title, ...untagged })).reasons.join(" | ");
    expect(reasons("Truck Dispatcher")).not.toContain("Emergency Medical Technicians");
    expect(reasons("Emergency Medical Technician")).toContain("Matches your AFSC 4N0X1 → Emergency Medical Technicians");
  });

  it("shares a code's occupations between veterans without sharing whose words a reason uses", () => {
    const posting = job({ tags: ["Active Directory", "Python"] });
    // Same code and grade: one shared translation family. Different skills, and one read by an employer.
    const listsPython = createScorer({ ...army, skills: ["Python"] })(posting);
    const listsDirectory = createScorer({ ...army, skills: ["Active Directory"] })(posting);
    const employerView = createScorer({ ...army, skills: ["Python"] }, "employer")(posting);
    expect(listsPython.reasons).toContain("You listed Python");
    expect(listsPython.reasons).not.toContain("You listed Active Directory");
    expect(listsDirectory.reasons).toContain("You listed Active Directory");
    expect(listsDirectory.reasons).not.toContain("You listed Python");
    expect(listsPython.reasons).toContain("Matches your MOS 25B → Computer User Support Specialists");
    expect(employerView.reasons).toContain("MOS 25B matches Computer User Support Specialists");
    expect(employerView.reasons.some((reason) => reason.includes("your"))).toBe(false);
    expect(employerView.score).toBe(listsPython.score);
  });

  it("weighs a combat-arms guess at a field by whether the posting's duties name the veteran's work", () => {
    // 13B maps only to a military occupation; "Training and Development Specialists" is a fallback guess.
    const cannoneer: VeteranMatchProfile = { ...army, code: "13B", skills: [], desiredRoles: [] };
    const trainer = { title: "Training and Development Specialist", onetCode: null, tags: [], industry: null };
    const occupationPoints = (profile: VeteranMatchProfile, text: string) => {
      const fit = createScorer(profile)(job({ ...trainer, text }));
      return { score: fit.score, reason: fit.reasons.find((reason) => reason.includes("Training and Development")) };
    };
    const corporate = occupationPoints(cannoneer, "Design e-learning courses for store managers in our authoring tool and run the learning system.");
    const range = occupationPoints(cannoneer, "Teach crews weapons handling and ammunition safety on our live-fire range.");
    expect(corporate.reason).toBe("A common civilian field for your MOS 13B: Training and Development Specialists");
    expect(range.reason).toBe(corporate.reason);
    // The field's points (about 34 of 40) count whole only where the duties name the work.
    expect(range.score - corporate.score).toBeGreaterThanOrEqual(5);
    // A code the crosswalk maps to civilian work is not second-guessed by the posting's words.
    const desk = { ...army, skills: [], desiredRoles: [] };
    const plain = createScorer(desk)(job({ title: "Computer User Support Specialist", onetCode: null, tags: [], text: "Help staff with laptops and accounts." }));
    const weapons = createScorer(desk)(job({ title: "Computer User Support Specialist", onetCode: null, tags: [], text: "Help staff with laptops, accounts and weapons inventory." }));
    expect(weapons.score).toBe(plain.score);
  });

  it("reads a guessed field's posting by the words that field uses for combat work, not only O*NET's military keywords", () => {
    // A police posting speaks of firearms and patrol, never of rifles, grenades or mortars (O*NET's 11B keywords).
    const rifleman: VeteranMatchProfile = { ...army, code: "11B", skills: [], desiredRoles: [] };
    const officer = { title: "Police Officer", onetCode: null, tags: [], industry: null };
    const scoreOf = (text: string) => createScorer(rifleman)(job({ ...officer, text })).score;
    const armedPatrol = scoreOf("Patrol your assigned beat, respond to calls and qualify with your duty firearm twice a year.");
    const records = scoreOf("Answer the front desk, file reports in the records system and take fingerprints for permits.");
    expect(armedPatrol - records).toBeGreaterThanOrEqual(5);
  });

  it("maps scores to SPEC's mos_match levels", () => {
    expect(MOS_MATCH.levelOf(85)).toBe("high");
    expect(MOS_MATCH.levelOf(60)).toBe("medium");
    expect(MOS_MATCH.levelOf(40)).toBe("low");
    expect(MOS_MATCH.levelOf(39)).toBe("any");
    expect(MOS_MATCH.meets(79, "high")).toBe(false);
    expect(MOS_MATCH.minimumScore("medium")).toBe(60);
    expect(MOS_MATCH.isLevel("high")).toBe(true);
    expect(MOS_MATCH.isLevel("all")).toBe(false);
  });

  // The time budget (100,000 jobs under BUDGET_MS) is tests/bench/fit-scoring.bench.ts, run by `npm run bench`.
  it("scores a large varied batch: whole numbers 0-100 with reasons, the same answer whatever the order", () => {
    const jobs = syntheticJobs(3_000);
    const scorer = createScorer(army);
    const forward = jobs.map((j) => scorer(j));
    const fresh = createScorer(army);
    const backward = [...jobs]
      .reverse()
      .map((j) => fresh(j))
      .reverse();
    expect(backward).toEqual(forward);
    for (const result of forward) {
      expect(Number.isInteger(result.score)).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
      expect(result.reasons.every((r) => typeof r === "string" && r.length > 0)).toBe(true);
    }
    // A 25B's matches spread over the bands: some high, some below 40.
    expect(forward.some((r) => r.score >= 80)).toBe(true);
    expect(forward.some((r) => r.score < 40)).toBe(true);
  });

  it("answers whether a score reaches a floor exactly as the whole score does, and gives that score when it does", () => {
    // Rankings keep a list's best 1,000 by asking scoreAtLeast with the list's floor: a job it
    // turns away must be one the whole score turns away, for every profile and floor.
    const dev = loadDevSet();
    // Structured jobs, and postings with their text (skills and codes named in the words).
    const jobs = [...syntheticJobs(300), ...dev.postings.map(jobOf)];
    const profiles = [army, ...dev.profiles.slice(0, 25).map(matchProfileOf)];
    let reached = 0;
    let turnedAway = 0;
    for (const profile of profiles) {
      const scorer = createFitScorer(profile);
      for (const job of jobs) {
        const score = scorer.score(job);
        for (const floor of [-1, 0, 1, 25, 30, 31, 40, 50, 55, 60, 70, 85]) {
          const bounded = scorer.scoreAtLeast(job, floor);
          if (score >= floor) {
            expect(bounded).toBe(score);
            reached++;
          } else {
            expect(bounded).toBeLessThan(floor);
            turnedAway++;
          }
        }
      }
    }
    expect(reached).toBeGreaterThan(1000);
    expect(turnedAway).toBeGreaterThan(1000);
  });
});
