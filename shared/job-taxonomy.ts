/** SPEC §9 job constants: sources, work and employment types, industries, filters. */

export const JOB_SOURCES = [
  "usajobs",
  "adzuna",
  "talent_com",
  "greenhouse",
  "lever",
  "indeed",
  "ziprecruiter",
  "linkedin",
  "employer",
  "careers_page",
] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

export const JOB_SOURCE_LABELS: Readonly<Record<JobSource, string>> = {
  usajobs: "USAJOBS",
  adzuna: "Adzuna",
  talent_com: "Talent.com",
  greenhouse: "Greenhouse",
  lever: "Lever",
  indeed: "Indeed",
  ziprecruiter: "ZipRecruiter",
  linkedin: "LinkedIn",
  employer: "Employer",
  careers_page: "Company careers page",
};

/** Jobs from every source except `employer` are imported and applied to on the source's site. */
export function isExternalSource(source: string): boolean {
  return source !== "employer";
}

export const WORK_TYPES = ["Remote", "Hybrid", "On-site"] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const INDUSTRIES = [
  "technology",
  "healthcare",
  "finance",
  "government",
  "defense",
  "logistics",
  "manufacturing",
  "consulting",
  "education",
  "nonprofit",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Readonly<Record<Industry, string>> = {
  technology: "Technology",
  healthcare: "Healthcare",
  finance: "Finance",
  government: "Government",
  defense: "Defense",
  logistics: "Logistics",
  manufacturing: "Manufacturing",
  consulting: "Consulting",
  education: "Education",
  nonprofit: "Nonprofit",
};

export interface ExperienceLevelDefinition {
  id: ExperienceLevel;
  label: string;
  minYears: number;
  /** Inclusive; null means no upper bound. */
  maxYears: number | null;
}

export const EXPERIENCE_LEVELS = ["entry", "mid", "senior", "executive"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const EXPERIENCE_LEVEL_DEFINITIONS: readonly ExperienceLevelDefinition[] = [
  { id: "entry", label: "Entry level (0-2 years)", minYears: 0, maxYears: 2 },
  { id: "mid", label: "Mid level (3-5 years)", minYears: 3, maxYears: 5 },
  { id: "senior", label: "Senior (6-10 years)", minYears: 6, maxYears: 10 },
  { id: "executive", label: "Executive (10+ years)", minYears: 11, maxYears: null },
];

/** The level a number of years of experience falls in (10 is senior, 11 and up executive). */
export function experienceLevelForYears(years: number): ExperienceLevel {
  const found = EXPERIENCE_LEVEL_DEFINITIONS.find(
    (level) => years >= level.minYears && (level.maxYears === null || years <= level.maxYears),
  );
  return found?.id ?? "entry";
}

export const POSTED_DAYS_OPTIONS = [1, 7, 30, 90] as const;
export type PostedDays = (typeof POSTED_DAYS_OPTIONS)[number];
export const DEFAULT_POSTED_DAYS: PostedDays = 30;

export const MOS_MATCH_THRESHOLDS = { high: 80, medium: 60, low: 40, any: 0 } as const;
export type MosMatchThreshold = keyof typeof MOS_MATCH_THRESHOLDS;

export function isOneOf<T extends string>(values: readonly T[], value: string | null | undefined): value is T {
  return value != null && (values as readonly string[]).includes(value);
}
