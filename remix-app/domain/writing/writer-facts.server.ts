import { parseClearance, type ClearanceValue } from "@shared/clearance";
import { getDb, type Prisma } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { getMatchingData, type OccupationRecord, type ServiceKey } from "~/domain/matching/matching-data.server";
import { serviceForBranch } from "~/domain/matching/military-branch.server";
import { leadershipLevel, parseMilitaryRank } from "~/domain/matching/military-rank.server";
import { translateDetailed } from "~/domain/matching/translation.server";
import { civilianize, civilianPhrase } from "./jargon.server";

/** What the writers know about a veteran: profile and service already in civilian words. */
export interface VeteranFacts {
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  headline: string;
  bio: string;
  currentPosition: string;
  deployments: string;
  /** "U.S. Army"; null when the profile names no branch. */
  organization: string | null;
  yearsOfService: number | null;
  /** 0..1, from rank and years (the matching engine's reading). */
  leadership: number;
  civilianTitles: string[];
  skills: string[];
  keywords: string[];
  /** The top civilian occupations' O*NET records (skills, technology) for specific bullets. */
  occupations: OccupationRecord[];
  clearance: ClearanceValue | null;
  desiredRoles: string[];
}

/** The job a letter is for: employer's text, treated as data. */
export interface JobFacts {
  id: number;
  title: string;
  company: string;
  location: string | null;
  workType: string;
  description: string;
  requirements: string;
  tags: string[];
  clearanceRequired: ClearanceValue | null;
  veteranFriendly: boolean;
}

const ORGANIZATIONS: Readonly<Record<ServiceKey, string>> = {
  army: "U.S. Army",
  navy: "U.S. Navy",
  air_force: "U.S. Air Force",
  marine_corps: "U.S. Marine Corps",
  coast_guard: "U.S. Coast Guard",
};

function organizationFor(branch: string | null): string | null {
  if (!branch) return null;
  if (/space\s*force|ussf/i.test(branch)) return "U.S. Space Force";
  const service = serviceForBranch(branch);
  return service ? ORGANIZATIONS[service] : null;
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((item) => item.trim());
}

function uniqueCaseless(values: Iterable<string>, limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length >= limit) break;
  }
  return out;
}

/** One read of the user and their veteran profile, translated by the matching engine. */
export async function loadVeteranFacts(userId: number): Promise<VeteranFacts> {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { fullName: true, email: true, veteranProfile: true },
  });
  if (!user) throw notFound("User not found");
  return veteranFactsFrom(user, user.veteranProfile);
}

/** The profile fields the writers read (a VeteranProfile row has them all). */
export interface WriterProfile {
  phone?: string | null;
  location?: string | null;
  headline?: string | null;
  bio?: string | null;
  militaryBranch?: string | null;
  militaryRank?: string | null;
  mosCode?: string | null;
  yearsOfService?: number | null;
  clearanceLevel?: string | null;
  deployments?: string | null;
  currentPosition?: string | null;
  desiredRoles?: unknown;
  skills?: unknown;
}

/** The facts from a user and profile already loaded: pure, so every branch can be tested offline. */
export function veteranFactsFrom(user: { fullName: string; email: string }, p: WriterProfile | null): VeteranFacts {
  const branch = p?.militaryBranch ?? null;
  const service = serviceForBranch(branch);
  const ownSkills = stringList(p?.skills);
  const desiredRoles = stringList(p?.desiredRoles);
  const translation = translateDetailed({
    branch,
    code: p?.mosCode ?? null,
    rank: p?.militaryRank ?? null,
    yearsOfService: p?.yearsOfService ?? null,
    clearance: p?.clearanceLevel ?? null,
    skills: ownSkills,
    desiredRoles,
  });
  const data = getMatchingData();
  const occupations = translation.titles
    .slice(0, 3)
    .map((title) => data.occupations[title.onet_code])
    .filter((record): record is OccupationRecord => record !== undefined);
  const keepPhrases = (values: readonly string[]) =>
    values.map((value) => civilianPhrase(value)).filter((value): value is string => value !== null);
  const clearance = parseClearance(p?.clearanceLevel ?? null);
  return {
    name: user.fullName,
    email: user.email,
    phone: p?.phone?.trim() || null,
    location: p?.location?.trim() || null,
    headline: civilianize(p?.headline),
    bio: civilianize(p?.bio),
    currentPosition: civilianize(p?.currentPosition),
    deployments: civilianize(p?.deployments),
    organization: organizationFor(branch),
    yearsOfService: p?.yearsOfService ?? null,
    leadership: leadershipLevel(parseMilitaryRank(p?.militaryRank ?? null, service), p?.yearsOfService ?? null),
    civilianTitles: translation.titles.map((title) => title.title),
    skills: uniqueCaseless(keepPhrases([...ownSkills, ...translation.skills]), 14),
    keywords: keepPhrases(translation.keywords),
    occupations,
    clearance: clearance === "none" ? null : clearance,
    desiredRoles: keepPhrases(desiredRoles),
  };
}

type JobRow = Prisma.JobGetPayload<object>;

function jobFactsFrom(job: JobRow): JobFacts {
  const clearance = parseClearance(job.clearanceRequired);
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    workType: job.workType,
    description: job.description,
    requirements: job.requirements ?? "",
    tags: stringList(job.tags),
    clearanceRequired: clearance === "none" ? null : clearance,
    veteranFriendly: job.veteranFriendly,
  };
}

export async function loadJobFacts(jobId: number): Promise<JobFacts> {
  const job = await getDb().job.findUnique({ where: { id: jobId } });
  if (!job) throw notFound("Job not found");
  return jobFactsFrom(job);
}

/** Facts of many jobs in one read (auto-apply's letters); ids that no longer exist are left out. */
export async function loadJobFactsMany(jobIds: readonly number[]): Promise<Map<number, JobFacts>> {
  const jobs = await getDb().job.findMany({ where: { id: { in: [...jobIds] } } });
  return new Map(jobs.map((job) => [job.id, jobFactsFrom(job)]));
}

/** "Top Secret clearance", spelled out (no TS/SCI acronym for a civilian reader). */
export function clearancePhrase(clearance: ClearanceValue | null): string | null {
  switch (clearance) {
    case null:
    case "none":
      return null;
    case "TS/SCI":
      return "Top Secret clearance with Sensitive Compartmented Information access";
    case "Required":
      return "active security clearance";
    default:
      return `${clearance} clearance`;
  }
}
