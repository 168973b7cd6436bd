import { clearanceRank, type ClearanceValue } from "@shared/clearance";
import {
  JOB_SOURCES,
  type EmploymentType,
  type ExperienceLevel,
  type Industry,
  type JobSource,
  type WorkType,
} from "@shared/job-taxonomy";
import { stateFromLocation } from "@shared/us-states";
import { COMPANIES_BY_INDUSTRY, FEDERAL_AGENCIES, JOB_LOCATIONS } from "./job-places.server";
import { ROLE_TEMPLATES, type ClearanceAffinity, type RemoteAffinity, type RoleTemplate } from "./job-roles.server";
import { composeDescription, composeRequirements, type JobTextInput } from "./job-text.server";
import { Prng } from "./prng.server";

/** One row for `db.job.createMany` (tags is a JSON string array). */
export interface GeneratedJob {
  title: string;
  company: string;
  location: string;
  state: string | null;
  workType: WorkType;
  employmentType: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  postedAt: Date;
  description: string;
  requirements: string;
  applyUrl: string | null;
  source: JobSource;
  externalId: string | null;
  veteranFriendly: boolean;
  clearanceRequired: ClearanceValue;
  clearanceRank: number;
  tags: string[];
  industry: Industry;
  experienceLevel: ExperienceLevel;
  onetCode: string;
  status: "open";
  employerId: number | null;
}

/** An employer whose own postings (source "employer") the generator may create. */
export interface JobEmployer {
  userId: number;
  companyName: string;
  industry?: Industry | null;
  location?: string | null;
}

export interface JobGeneratorOptions {
  seed?: number;
  /** postedAt is spread over the 90 days before this instant. */
  now?: Date;
  /** Makes externalIds unique across seeding runs: "<prefix>-<source>-<n>". */
  externalIdPrefix?: string;
  employers?: readonly JobEmployer[];
}

const DAY_MS = 86_400_000;

/** The sources demo jobs come from: careers_page jobs exist only where an employer's page was imported. */
export const DEMO_SOURCES: readonly JobSource[] = JOB_SOURCES.filter((source) => source !== "careers_page");

/** Realistic mix of where postings come from once the first nine have covered every source. */
const SOURCE_WEIGHTS: readonly (readonly [JobSource, number])[] = [
  ["usajobs", 15],
  ["indeed", 18],
  ["linkedin", 15],
  ["ziprecruiter", 12],
  ["adzuna", 10],
  ["talent_com", 8],
  ["greenhouse", 8],
  ["lever", 6],
  ["employer", 8],
];

const LEVEL_WEIGHTS: Readonly<Record<ExperienceLevel, number>> = { entry: 25, mid: 40, senior: 25, executive: 10 };
const PAY_FACTOR: Readonly<Record<ExperienceLevel, number>> = { entry: 0.72, mid: 1, senior: 1.28, executive: 1.65 };

/** 2025 General Schedule base ranges (step 1 of the lower grade to step 10 of the upper). */
const GS_BY_LEVEL: Readonly<Record<ExperienceLevel, { grade: string; min: number; max: number }>> = {
  entry: { grade: "GS-7/9", min: 49025, max: 77955 },
  mid: { grade: "GS-11/12", min: 72553, max: 113047 },
  senior: { grade: "GS-13", min: 103409, max: 134435 },
  executive: { grade: "GS-14/15", min: 122198, max: 186854 },
};

const CLEARANCE_CHANCE: Readonly<Record<ClearanceAffinity, number>> = { rare: 0.04, sometimes: 0.22, often: 0.65 };
const INDUSTRY_CLEARANCE_BONUS: Partial<Record<Industry, number>> = { defense: 0.3, government: 0.12, consulting: 0.08 };

const WORK_TYPE_WEIGHTS: Readonly<Record<RemoteAffinity, readonly (readonly [WorkType, number])[]>> = {
  never: [["On-site", 1]],
  sometimes: [
    ["On-site", 55],
    ["Hybrid", 30],
    ["Remote", 15],
  ],
  often: [
    ["On-site", 30],
    ["Hybrid", 35],
    ["Remote", 35],
  ],
};

const EMPLOYMENT_WEIGHTS: readonly (readonly [EmploymentType, number])[] = [
  ["Full-time", 78],
  ["Contract", 10],
  ["Part-time", 6],
  ["Temporary", 4],
  ["Internship", 2],
];

const weightedRoles = (roles: readonly RoleTemplate[]) => roles.map((role) => [role, role.weight ?? 1] as const);
const ALL_ROLES = weightedRoles(ROLE_TEMPLATES);
const FEDERAL_ROLES = weightedRoles(ROLE_TEMPLATES.filter((role) => role.federalTitle !== undefined));

export class JobGenerator {
  private readonly rng: Prng;
  private readonly now: number;
  private readonly prefix: string;
  private readonly employers: readonly JobEmployer[];
  private readonly counters = new Map<JobSource, number>();
  private employerTurn = 0;

  constructor(options: JobGeneratorOptions = {}) {
    this.rng = new Prng(options.seed ?? 1);
    this.now = (options.now ?? new Date()).getTime();
    this.prefix = options.externalIdPrefix ?? "demo";
    this.employers = options.employers ?? [];
  }

  /** The source of the index-th job: each source once first, then the weighted mix. */
  sourceFor(index: number): JobSource {
    return index < DEMO_SOURCES.length ? DEMO_SOURCES[index] : this.rng.weighted(SOURCE_WEIGHTS);
  }

  next(source: JobSource): GeneratedJob {
    const rng = this.rng;
    const federal = source === "usajobs";
    const employer = source === "employer" && this.employers.length > 0 ? this.nextEmployer() : null;

    const role = this.pickRole(federal, employer?.industry ?? null);
    const level = this.pickLevel(role);
    const title = federal ? (role.federalTitle ?? role.key) : rng.pick(role.titles[level] ?? []);
    const agency = federal ? rng.pick(FEDERAL_AGENCIES) : null;
    const industry: Industry = agency?.industry ?? employer?.industry ?? rng.pick(role.industries);
    const company = agency?.name ?? employer?.companyName ?? rng.pick(COMPANIES_BY_INDUSTRY[industry]);

    const clearance = this.pickClearance(role.clearance, industry);
    let workType = rng.weighted(WORK_TYPE_WEIGHTS[role.remote]);
    // Work at Top Secret and above happens in a SCIF.
    if (workType === "Remote" && clearanceRank(clearance) >= 3 && rng.chance(0.8)) workType = "On-site";
    const location = this.pickLocation(workType, employer);

    let employmentType = federal ? "Full-time" : rng.weighted(EMPLOYMENT_WEIGHTS);
    if (employmentType === "Internship" && level !== "entry") employmentType = "Full-time";

    const salary = this.pickSalary(role, level, federal, source);
    const veteranFriendly = federal || source === "employer" || rng.chance(0.85);
    const grade = federal ? GS_BY_LEVEL[level].grade : null;
    const text: JobTextInput = {
      role,
      title,
      company,
      location,
      industry,
      level,
      workType,
      employmentType,
      clearance,
      veteranFriendly,
      federal,
      grade,
    };
    const sequence = (this.counters.get(source) ?? 0) + 1;
    this.counters.set(source, sequence);
    const externalId = source === "employer" ? null : `${this.prefix}-${source}-${sequence}`;

    return {
      title,
      company,
      location,
      state: stateFromLocation(location),
      workType,
      employmentType,
      salaryMin: salary?.min ?? null,
      salaryMax: salary?.max ?? null,
      postedAt: new Date(this.now - Math.floor(Math.pow(rng.next(), 1.4) * 89.9 * DAY_MS)),
      description: composeDescription(rng, text),
      requirements: composeRequirements(rng, text),
      applyUrl: externalId ? applyUrlFor(rng, source, company, title, location, sequence) : null,
      source,
      externalId,
      veteranFriendly,
      clearanceRequired: clearance,
      clearanceRank: clearanceRank(clearance),
      tags: this.pickTags(role, clearance),
      industry,
      experienceLevel: level,
      onetCode: role.onetCode,
      status: "open",
      employerId: employer?.userId ?? null,
    };
  }

  private nextEmployer(): JobEmployer {
    const employer = this.employers[this.employerTurn % this.employers.length];
    this.employerTurn += 1;
    return employer;
  }

  private pickRole(federal: boolean, industry: Industry | null): RoleTemplate {
    if (federal) return this.rng.weighted(FEDERAL_ROLES);
    if (industry) {
      const fitting = ALL_ROLES.filter(([role]) => role.industries.includes(industry));
      if (fitting.length > 0) return this.rng.weighted(fitting);
    }
    return this.rng.weighted(ALL_ROLES);
  }

  private pickLevel(role: RoleTemplate): ExperienceLevel {
    const levels = (Object.keys(role.titles) as ExperienceLevel[]).map((level) => [level, LEVEL_WEIGHTS[level]] as const);
    return this.rng.weighted(levels);
  }

  private pickClearance(affinity: ClearanceAffinity, industry: Industry): ClearanceValue {
    const chance = Math.min(0.95, CLEARANCE_CHANCE[affinity] + (INDUSTRY_CLEARANCE_BONUS[industry] ?? 0));
    if (!this.rng.chance(chance)) return "none";
    if (affinity === "often") {
      return this.rng.weighted<ClearanceValue>([
        ["Confidential", 3],
        ["Secret", 30],
        ["Top Secret", 25],
        ["TS/SCI", 32],
        ["Required", 10],
      ]);
    }
    return this.rng.weighted<ClearanceValue>([
      ["Confidential", 10],
      ["Secret", 50],
      ["Top Secret", 15],
      ["TS/SCI", 8],
      ["Required", 17],
    ]);
  }

  private pickLocation(workType: WorkType, employer: JobEmployer | null): string {
    if (workType === "Remote" && this.rng.chance(0.6)) return "Remote";
    if (employer?.location) return employer.location;
    return this.rng.weighted(JOB_LOCATIONS);
  }

  private pickSalary(
    role: RoleTemplate,
    level: ExperienceLevel,
    federal: boolean,
    source: JobSource,
  ): { min: number; max: number } | null {
    if (federal) return GS_BY_LEVEL[level];
    const withoutSalary = source === "linkedin" || source === "indeed" ? 0.25 : 0.12;
    if (this.rng.chance(withoutSalary)) return null;
    const factor = PAY_FACTOR[level] * (0.9 + this.rng.next() * 0.2);
    const min = roundTo(role.pay[0] * factor, 1000);
    const spread = Math.max(roundTo((role.pay[1] - role.pay[0]) * factor * (0.6 + this.rng.next() * 0.8), 1000), 2000);
    return { min, max: min + spread };
  }

  private pickTags(role: RoleTemplate, clearance: ClearanceValue): string[] {
    const count = this.rng.int(2, 5);
    const tags: string[] = [];
    if (clearance !== "none" && this.rng.chance(0.5)) {
      tags.push(clearance === "Required" ? "Security Clearance" : `${clearance} Clearance`);
    }
    tags.push(...this.rng.sample(role.skills, count - tags.length));
    return tags;
  }
}

/** `count` jobs, every source present once count ≥ 9. */
export function generateJobs(count: number, options: JobGeneratorOptions = {}): GeneratedJob[] {
  const generator = new JobGenerator(options);
  const jobs: GeneratedJob[] = [];
  for (let i = 0; i < count; i++) jobs.push(generator.next(generator.sourceFor(i)));
  return jobs;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function slug(text: string, separator = "-"): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .split(/[^a-z0-9]+/)
    .filter((part) => part.length > 0)
    .join(separator);
}

function applyUrlFor(rng: Prng, source: JobSource, company: string, title: string, location: string, n: number): string {
  switch (source) {
    case "usajobs":
      return `https://www.usajobs.gov/job/${810000000 + n}`;
    case "adzuna":
      return `https://www.adzuna.com/details/${4900000000 + n}`;
    case "talent_com":
      return `https://www.talent.com/view?id=${rng.hex(12)}`;
    case "greenhouse":
      return `https://boards.greenhouse.io/${slug(company, "")}/jobs/${5100000 + n}`;
    case "lever":
      return `https://jobs.lever.co/${slug(company)}/${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`;
    case "indeed":
      return `https://www.indeed.com/viewjob?jk=${rng.hex(16)}`;
    case "ziprecruiter": {
      const place = location === "Remote" ? "Remote" : location.replace(/\s+/g, "-");
      return `https://www.ziprecruiter.com/c/${slug(company)}/Job/${slug(title)}/-in-${place}?jid=${rng.hex(16)}`;
    }
    case "linkedin":
      return `https://www.linkedin.com/jobs/view/${3900000000 + n}`;
    case "careers_page":
      return `https://careers.${slug(company)}.example/jobs/${n}`;
    case "employer":
      return "";
  }
}
