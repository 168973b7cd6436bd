import { describe, expect, it } from "vitest";
import { clearanceRank } from "@shared/clearance";
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, INDUSTRIES, JOB_SOURCES, WORK_TYPES } from "@shared/job-taxonomy";
import { stateFromLocation } from "@shared/us-states";
import { DEMO_SOURCES, generateJobs } from "../../seed/job-generator.server";
import { withArticle } from "../../seed/job-text.server";

const now = new Date("2026-11-22T12:00:00Z");
const employer = {
  userId: 42,
  companyName: "Patriot Logistics Group",
  industry: "logistics" as const,
  location: "San Antonio, TX",
};
const jobs = generateJobs(2000, { seed: 99, now, employers: [employer] });

describe("job generator", () => {
  it("is deterministic for a seed", () => {
    expect(generateJobs(50, { seed: 99, now, employers: [employer] })).toEqual(jobs.slice(0, 50));
    expect(generateJobs(50, { seed: 100, now })).not.toEqual(generateJobs(50, { seed: 99, now }));
  });

  it("covers every source in the first nine jobs", () => {
    expect(jobs.slice(0, 9).map((j) => j.source)).toEqual([...DEMO_SOURCES]);
    expect(DEMO_SOURCES).toEqual(JOB_SOURCES.filter((s) => s !== "careers_page"));
  });

  it("uses only SPEC values", () => {
    for (const job of jobs) {
      expect(JOB_SOURCES).toContain(job.source);
      expect(WORK_TYPES).toContain(job.workType);
      expect(EMPLOYMENT_TYPES).toContain(job.employmentType);
      expect(INDUSTRIES).toContain(job.industry);
      expect(EXPERIENCE_LEVELS).toContain(job.experienceLevel);
    }
  });

  it("derives state and clearance rank from location and clearance", () => {
    for (const job of jobs) {
      expect(job.state).toBe(stateFromLocation(job.location));
      expect(job.clearanceRank).toBe(clearanceRank(job.clearanceRequired));
    }
    expect(jobs.some((j) => j.state === "DC")).toBe(true);
    expect(jobs.some((j) => j.location === "Remote" && j.state === null)).toBe(true);
  });

  it("gives integer salaries with min below max, or none at all", () => {
    const withSalary = jobs.filter((j) => j.salaryMin !== null);
    expect(withSalary.length).toBeGreaterThan(jobs.length * 0.6);
    expect(withSalary.length).toBeLessThan(jobs.length);
    for (const job of jobs) {
      if (job.salaryMin === null) {
        expect(job.salaryMax).toBeNull();
        continue;
      }
      expect(Number.isInteger(job.salaryMin)).toBe(true);
      expect(Number.isInteger(job.salaryMax)).toBe(true);
      expect(job.salaryMin).toBeLessThan(job.salaryMax ?? 0);
      expect(job.salaryMin).toBeGreaterThan(20_000);
      expect(job.salaryMax).toBeLessThan(400_000);
    }
  });

  it("posts within the last 90 days", () => {
    const ninetyDaysAgo = now.getTime() - 90 * 86_400_000;
    for (const job of jobs) {
      expect(job.postedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(job.postedAt.getTime()).toBeGreaterThan(ninetyDaysAgo);
    }
    expect(jobs.some((j) => now.getTime() - j.postedAt.getTime() < 86_400_000)).toBe(true);
  });

  it("has 2 to 5 tags, text and mostly veteran-friendly, no-clearance jobs", () => {
    for (const job of jobs) {
      expect(job.tags.length).toBeGreaterThanOrEqual(2);
      expect(job.tags.length).toBeLessThanOrEqual(5);
      expect(new Set(job.tags).size).toBe(job.tags.length);
      expect(job.description.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(job.requirements.length).toBeGreaterThan(20);
    }
    expect(jobs.filter((j) => j.veteranFriendly).length).toBeGreaterThan(jobs.length * 0.75);
    expect(jobs.filter((j) => j.clearanceRequired === "none").length).toBeGreaterThan(jobs.length * 0.5);
  });

  it("asks defense jobs for clearances more often than others", () => {
    const clearedShare = (list: typeof jobs) => list.filter((j) => j.clearanceRank > 0).length / list.length;
    const defense = jobs.filter((j) => j.industry === "defense");
    const civilian = jobs.filter((j) => ["healthcare", "logistics", "education"].includes(j.industry));
    expect(clearedShare(defense)).toBeGreaterThan(clearedShare(civilian) * 2);
  });

  it("links external jobs to their source and keeps external ids unique per source", () => {
    const hosts: Record<string, string> = {
      usajobs: "www.usajobs.gov",
      adzuna: "www.adzuna.com",
      talent_com: "www.talent.com",
      greenhouse: "boards.greenhouse.io",
      lever: "jobs.lever.co",
      indeed: "www.indeed.com",
      ziprecruiter: "www.ziprecruiter.com",
      linkedin: "www.linkedin.com",
    };
    const ids = new Set<string>();
    for (const job of jobs.filter((j) => j.source !== "employer")) {
      expect(new URL(job.applyUrl ?? "").host).toBe(hosts[job.source]);
      expect(job.externalId).not.toBeNull();
      const key = `${job.source}:${job.externalId}`;
      expect(ids.has(key)).toBe(false);
      ids.add(key);
    }
  });

  it("gives employer-source jobs to the employer, without an apply URL", () => {
    const own = jobs.filter((j) => j.source === "employer");
    expect(own.length).toBeGreaterThan(0);
    for (const job of own) {
      expect(job.employerId).toBe(42);
      expect(job.company).toBe("Patriot Logistics Group");
      expect(job.applyUrl).toBeNull();
      expect(job.externalId).toBeNull();
    }
    expect(jobs.filter((j) => j.source !== "employer").every((j) => j.employerId === null)).toBe(true);
  });

  it("posts USAJOBS jobs for federal agencies with General Schedule pay", () => {
    const federal = jobs.filter((j) => j.source === "usajobs");
    expect(federal.length).toBeGreaterThan(100);
    for (const job of federal) {
      expect(job.company).toMatch(/Department|Agency|Administration|Corps|Bureau|Protection|Veterans/);
      expect(job.salaryMin).not.toBeNull();
      expect(job.description).toMatch(/GS-\d+/);
    }
  });

  it("spreads jobs over work types, employment types and industries", () => {
    for (const workType of WORK_TYPES) expect(jobs.some((j) => j.workType === workType)).toBe(true);
    for (const industry of INDUSTRIES) expect(jobs.some((j) => j.industry === industry)).toBe(true);
    expect(jobs.filter((j) => j.employmentType === "Full-time").length).toBeGreaterThan(jobs.length * 0.6);
  });

  it("writes the right article before a title", () => {
    expect(withArticle("IT Specialist")).toBe("an IT Specialist");
    expect(withArticle("HVAC Technician")).toBe("an HVAC Technician");
    expect(withArticle("CDL-A Truck Driver")).toBe("a CDL-A Truck Driver");
    expect(withArticle("Electrician")).toBe("an Electrician");
    expect(withArticle("Police Officer")).toBe("a Police Officer");
  });
});
