import { describe, expect, it } from "vitest";
import { getMatchingData, SERVICE_KEYS } from "~/domain/matching/matching-data.server";
import { findJargon } from "~/domain/writing/jargon.server";
import { localResume, resumeText, type ResumeSections } from "~/domain/writing/local-resume.server";
import { splitSentences } from "~/domain/writing/sentences.server";
import { singularTitle } from "~/domain/writing/titles.server";
import { resumeRecordFrom } from "~/domain/writing/resume-facts.server";
import { isResumeBullet, proseProblems, shapeBullet, startsWithActionVerb } from "~/domain/writing/resume-prose.server";
import { pastTense, taskBullet } from "~/domain/writing/onet-task-bullet.server";
import { proposalsFor } from "~/domain/writing/resume-suggestions.server";
import { veteranFactsFrom, type WriterProfile } from "~/domain/writing/writer-facts.server";

const TRUCKER: WriterProfile & { unit: string } = {
  militaryBranch: "Army",
  mosCode: "88M",
  militaryRank: "Sergeant (E-5)",
  yearsOfService: 6,
  clearanceLevel: "Secret",
  skills: ["CDL-A", "Convoy Operations", "Vehicle Maintenance"],
  deployments: "Operation Inherent Resolve, Kuwait (2019); Operation Atlantic Resolve, Poland (2022)",
  unit: "3rd Sustainment Brigade, Fort Stewart, GA",
  bio: "Drove 40-ton trucks across 12,000 miles of convoy routes without an accident. Trained 9 new drivers on load securing.",
  phone: "912-555-0142",
  location: "Savannah, GA",
};

const facts = () => veteranFactsFrom({ fullName: "Alex Carter", email: "alex@example.com" }, TRUCKER);

/** Everything the writer wrote itself: the summary and the bullets (names the veteran gave are theirs). */
function prose(sections: ResumeSections): string[] {
  return [...sections.summary.map((item) => item.text), ...sections.experience.flatMap((job) => job.bullets.map((bullet) => bullet.text))];
}

describe("resume bullets", () => {
  it.each([
    ["Responsible for 14 vehicles and their maintenance records", "Oversaw 14 vehicles and their maintenance records."],
    ["- I led a 9-person team through 2 PCS moves", "Led a 9-person team through 2 relocation moves."],
    ["in charge of the motor pool's dispatch log", "Supervised the motor pool's dispatch log."],
    ["Trained 9 new drivers on load securing!", "Trained 9 new drivers on load securing."],
  ])("%j reads as %j, the specifics kept", (raw, shaped) => {
    expect(shapeBullet(raw)).toBe(shaped);
    expect(isResumeBullet(shaped)).toBe(true);
  });

  it.each(["Motor pool dispatcher for two years.", "Hundred miles a day.", "Great team player."])("%j does not start with an action verb", (text) => {
    expect(startsWithActionVerb(text)).toBe(false);
  });

  it("names what reads badly", () => {
    expect(proseProblems("Applied operation and control, operations monitoring and monitoring every day.")).toContain('repeats "monitoring"');
    expect(proseProblems("Worked with the Warehouse Management System daily.")).toEqual(['title-case fragment "Warehouse Management System"']);
    expect(proseProblems("Worked with the Warehouse Management System daily.", ["Warehouse Management System"])).toEqual([]);
    expect(proseProblems("Led the [Team Name] crew.")).toContain("has a placeholder");
    expect(proseProblems("Drove 40-ton trucks across 12,000 miles without an accident.")).toEqual([]);
  });
});

describe("the local resume for an 88M Sergeant (E-5), 6 years, target Logistics Coordinator", () => {
  it("shows rank, unit and deployments and claims only the veteran's own skills", () => {
    const sections = localResume(facts(), { target: "Logistics Coordinator", education: [], certifications: [], record: resumeRecordFrom(TRUCKER) });
    const text = resumeText(sections);
    expect(text).toContain("Rank: Sergeant (E-5)");
    expect(text).toContain("Unit: 3rd Sustainment Brigade, Fort Stewart, GA");
    expect(text).toContain("Deployment: Operation Inherent Resolve, Kuwait (2019)");
    expect(text).toContain("Deployment: Operation Atlantic Resolve, Poland (2022)");
    // The summary: 2–3 sentences aimed at the target, each fact once, no system note.
    const summary = sections.summary.map((item) => item.text);
    expect(summary.length).toBeGreaterThanOrEqual(2);
    expect(summary.length).toBeLessThanOrEqual(3);
    expect(splitSentences(summary.join(" "))).toHaveLength(summary.length);
    expect(summary[0]).toBe("Motor Transport Operator with 6 years in the U.S. Army, seeking a Logistics Coordinator role.");
    expect(summary.join(" ").match(/6 years|U\.S\. Army/g)).toEqual(["6 years", "U.S. Army"]);
    expect(summary.join(" ")).not.toMatch(/matching civilian occupation|my profile|active/i);
    expect(sections.skills.map((skill) => skill.text)).toEqual(["CDL-A", "Convoy Operations", "Vehicle Maintenance"]);
    // O*NET's lists for the occupation are suggestions: none is on the resume.
    const onet = facts().occupations.flatMap((occupation) => [...occupation.technology, ...occupation.skills]);
    for (const name of onet) expect({ name, found: text.includes(name) }).toEqual({ name, found: false });
    expect(text).not.toMatch(/Background as|Carried duties|every day|Applied /);
    expect(sections.skills.every((skill) => skill.source === "From your profile: Skills")).toBe(true);
  });

  it("a ticked tool and a confirmed bullet appear, marked as confirmed", () => {
    const record = resumeRecordFrom(
      TRUCKER,
      [{ title: "Motor Transport Operator", organization: "U.S. Army", startDate: "2018", endDate: "2024-05", bullets: [{ text: "Trained 9 new drivers on load securing.", origin: "confirmed" }] }],
      ["Microsoft Excel"],
    );
    const sections = localResume(facts(), { target: null, education: [], certifications: [], record });
    expect(sections.skills).toContainEqual({ text: "Microsoft Excel", source: "You confirmed this" });
    expect(sections.experience[0]).toMatchObject({ period: "2018 – May 2024", bullets: [{ text: "Trained 9 new drivers on load securing.", source: "You confirmed this" }] });
  });

  it("suggests the occupation's tools and the bio's sentences, none yet on the resume", () => {
    const proposals = proposalsFor(facts(), resumeRecordFrom(TRUCKER));
    expect(proposals.filter((p) => p.source === "Your bio").map((p) => p.text)).toEqual([
      "Drove 40-ton trucks across 12,000 miles of convoy routes without an accident.",
      "Trained 9 new drivers on load securing.",
    ]);
    expect(proposals.some((p) => p.kind === "skill" && p.text === "Microsoft Excel")).toBe(true);
    expect(new Set(proposals.map((p) => p.id)).size).toBe(proposals.length);
  });
});

describe("sentences and occupation names", () => {
  it.each([
    ["Served 6 years in the U.S. Army. Led a 12-person crew.", ["Served 6 years in the U.S. Army.", "Led a 12-person crew."]],
    ["Worked for Sgt. Rivera on tools, e.g. Excel and Access. Kept records.", ["Worked for Sgt. Rivera on tools, e.g. Excel and Access.", "Kept records."]],
    ["Kept trucks, trailers, etc. ready. Trained drivers.", ["Kept trucks, trailers, etc. ready.", "Trained drivers."]],
    ["Managed supplies for J. Smith's unit.\nDrove convoys.", ["Managed supplies for J. Smith's unit.", "Drove convoys."]],
  ])("splits %j at its sentence ends only", (text, sentences) => {
    expect(splitSentences(text)).toEqual(sentences);
  });

  it.each([
    ["Heavy and Tractor-Trailer Truck Drivers", "Heavy and Tractor-Trailer Truck Driver"],
    ["Interpreters and Translators", "Interpreter and Translator"],
    ["Logisticians", "Logistician"],
    ["First-Line Supervisors of Retail Sales Workers", "First-Line Supervisor of Retail Sales Workers"],
    ["Computer User Support Specialists", "Computer User Support Specialist"],
    ["Dispatchers, Except Police, Fire, and Ambulance", "Dispatcher"],
  ])("names one %j as %j", (plural, singular) => {
    expect(singularTitle(plural)).toBe(singular);
  });
});

describe("O*NET task statements as suggestions", () => {
  const verbs = new Set(["check", "inspect", "collect", "make", "maintain"]);

  it.each([
    ["Inspect loads to ensure that cargo is secure.", "Inspected loads to ensure that cargo is secure."],
    ["Plan, organize, and execute logistics support activities.", "Planned, organized, and executed logistics support activities."],
    ["Direct or coordinate an organization's budget activities.", "Directed or coordinated an organization's budget activities."],
    ["Drive trucks with capacities greater than 3 tons.", "Drove trucks with capacities greater than 3 tons."],
    ["Copy and file shipping records.", "Copied and filed shipping records."],
  ])("%j is offered as %j", (task, bullet) => {
    expect(taskBullet(task, verbs)).toBe(bullet);
    expect(isResumeBullet(bullet)).toBe(true);
  });

  it("does not offer a task whose later clause has a verb left in the present", () => {
    expect(taskBullet("Obtain receipts for delivered goods and collect payment.", verbs)).toBe("");
    expect(taskBullet("Report equipment problems, ensure repairs, and make emergency repairs.", verbs)).toBe("");
  });

  it.each([["stop", "stopped"], ["control", "controlled"], ["visit", "visited"], ["supply", "supplied"], ["lead", "led"], ["relay", "relayed"]])(
    "the past of %j is %j",
    (verb, past) => expect(pastTense(verb)).toBe(past),
  );

  it("the 88M veteran is asked about the truck driver's tasks, with O*NET named as the source", () => {
    const proposals = proposalsFor(facts(), resumeRecordFrom(TRUCKER));
    const tasks = proposals.filter((p) => p.id.startsWith("task:"));
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.length).toBeLessThanOrEqual(6);
    expect(tasks).toContainEqual(
      expect.objectContaining({
        kind: "bullet",
        text: "Inspected loads to ensure that cargo is secure.",
        source: "Suggested from O*NET: tasks of a Heavy and Tractor-Trailer Truck Driver — did you do this?",
      }),
    );
    for (const task of tasks) expect({ text: task.text, bullet: isResumeBullet(task.text) }).toEqual({ text: task.text, bullet: true });
    // Suggested, not claimed: the resume made from the same facts has none of them.
    const text = resumeText(localResume(facts(), { target: null, education: [], certifications: [], record: resumeRecordFrom(TRUCKER) }));
    for (const task of tasks) expect(text).not.toContain(task.text);
  });
});

describe("the writer's own prose reads cleanly for profiles across every service", () => {
  it("no repeated word, placeholder, title-case fragment or jargon; bullets start with a verb", () => {
    const data = getMatchingData();
    let checked = 0;
    for (const service of SERVICE_KEYS) {
      const codes = Object.keys(data.services[service]).filter((_, i) => i % 23 === 0).slice(0, 12);
      for (const [i, code] of codes.entries()) {
        const profile: WriterProfile = {
          militaryBranch: { army: "Army", navy: "Navy", air_force: "Air Force", marine_corps: "Marine Corps", coast_guard: "Coast Guard" }[service],
          mosCode: code,
          militaryRank: "Staff Sergeant",
          yearsOfService: 3 + i,
          clearanceLevel: ["Secret", "TS/SCI", null][i % 3],
          bio: "Kept 40 vehicles mission-ready. Responsible for a 12-person maintenance crew.",
          skills: ["Scheduling"],
        };
        const f = veteranFactsFrom({ fullName: "Jordan Rivera", email: "jordan@example.com" }, profile);
        const record = resumeRecordFrom(profile, [
          { title: "Fleet Supervisor", organization: "U.S. Army", startDate: "2019", endDate: null, bullets: [{ text: "responsible for a 12-person crew", origin: "entered" }] },
        ]);
        const sections = localResume(f, { target: i % 2 ? "Logistics Coordinator" : null, education: [], certifications: [], record });
        // Proper names are the veteran's or O*NET's own words, not fragments the writer made.
        const names = [...f.civilianTitles.map(singularTitle), record.specialty ?? "", f.organization ?? "", "Logistics Coordinator", "Sensitive Compartmented Information"];
        for (const line of prose(sections)) {
          expect({ code, line, problems: proseProblems(line, names) }).toEqual({ code, line, problems: [] });
          expect({ code, line, placeholder: /\{|\}|\[|\]|undefined|null/.test(line) }).toEqual({ code, line, placeholder: false });
        }
        for (const bullet of sections.experience.flatMap((job) => job.bullets)) expect(startsWithActionVerb(bullet.text)).toBe(true);
        expect(findJargon(prose(sections).join(" "))).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
