import { parseClearance, type ClearanceValue } from "@shared/clearance";
import { getDb, type Prisma } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { getMatchingData, type OccupationRecord, type ServiceKey } from "~/domain/matching/matching-data.server";
import { serviceForBranch } from "~/domain/matching/military-branch.server";
import { leadershipLevel, parseMilitaryRank } from "~/domain/matching/military-rank.server";
import { translateDetailed } from "~/domain/matching/translation.server";
import { civilianize, civilianPhrase } from "./jargon.server";

/** Where a claimable fact came from: what the evidence marks show ("From your profile: Skills"). */
export type FactSource =
  | "profile:skills"
  | "profile:certifications"
  | "profile:clearance"
  | "profile:service"
  | "profile:occupation"
  | "profile:unit"
  | "profile:deployments"
  | "profile:currentPosition"
  | "profile:desiredRoles"
  | "profile:headline"
  | "profile:bio"
  | "profile:education"
  | "resume:experience"
  | "resume:skills"
  | "resume:certifications"
  | "resume:education";

export type FactKind = "skill" | "certification" | "clearance" | "organization" | "title" | "years" | "text";

/** One thing the writer may claim in the veteran's name, with where the veteran said it. */
export interface Fact {
  kind: FactKind;
  value: string;
  source: FactSource;
}

const SOURCE_LABELS: Readonly<Record<FactSource, string>> = {
  "profile:skills": "From your profile: Skills",
  "profile:certifications": "From your profile: Certifications",
  "profile:clearance": "From your profile: Security clearance",
  "profile:service": "From your profile: Branch and years of service",
  "profile:occupation": "From your profile: Military occupation (civilian title)",
  "profile:unit": "From your profile: Unit",
  "profile:deployments": "From your profile: Deployments",
  "profile:currentPosition": "From your profile: Current position",
  "profile:desiredRoles": "From your profile: Desired roles",
  "profile:headline": "From your profile: Headline",
  "profile:bio": "From your profile: About you",
  "profile:education": "From your profile: Education",
  "resume:experience": "From your resume: Experience you entered",
  "resume:skills": "From your resume: Skills you confirmed",
  "resume:certifications": "From your resume: Certifications",
  "resume:education": "From your resume: Education",
};

/** "From your profile: Skills": the words an evidence mark shows for a source. */
export function factSourceLabel(source: FactSource): string {
  return SOURCE_LABELS[source];
}

/** O*NET's skills, tools and keywords for the veteran's occupation: shown to tick, never claimed. */
export interface FactSuggestions {
  skills: string[];
  technology: string[];
  keywords: string[];
}

/** An experience entry the veteran entered or confirmed in the resume builder. */
export interface ConfirmedExperience {
  title: string;
  organization: string;
  bullets: readonly string[];
}

/** What the veteran entered or confirmed in the resume builder (the builder passes it in). */
export interface ConfirmedEntries {
  experience?: readonly ConfirmedExperience[];
  /** Skills the veteran ticked among the builder's suggestions. */
  skills?: readonly string[];
  certifications?: readonly string[];
  education?: readonly string[];
}

/**
 * What the writers know about a veteran: profile and service already in civilian words.
 * `facts` is the one typed set of claimable facts; `skills` holds only the veteran's own skills
 * (O*NET's list for the occupation is in `suggestions`).
 */
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
  /** The veteran's own skills (profile), in civilian words. */
  skills: string[];
  /** Words the veteran used for themselves (desired roles, own skills): no O*NET terms. */
  keywords: string[];
  /** The top civilian occupations' O*NET records: material for suggestions, never claims. */
  occupations: OccupationRecord[];
  clearance: ClearanceValue | null;
  /**
   * The veteran said the clearance is active. The profile stores a level ("Secret") only, so
   * this is true only for text that says so ("Active Secret"); writers never add "active" alone.
   */
  clearanceActive: boolean;
  /** A Public Trust determination (below Confidential on the ladder; not a clearance). */
  publicTrust: boolean;
  desiredRoles: string[];
  unit: string;
  certifications: string[];
  education: string[];
  experience: ConfirmedExperience[];
  /** Every claimable fact with its provenance. */
  facts: Fact[];
  suggestions: FactSuggestions;
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
export async function loadVeteranFacts(userId: number, confirmed: ConfirmedEntries = {}): Promise<VeteranFacts> {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { fullName: true, email: true, veteranProfile: true },
  });
  if (!user) throw notFound("User not found");
  return veteranFactsFrom(user, user.veteranProfile, confirmed);
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
  unit?: string | null;
  certifications?: unknown;
  education?: unknown;
}

/** The facts from a user and profile already loaded: pure, so every branch can be tested offline. */
export function veteranFactsFrom(
  user: { fullName: string; email: string },
  p: WriterProfile | null,
  confirmed: ConfirmedEntries = {},
): VeteranFacts {
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
  const profileSkills = uniqueCaseless(keepPhrases(ownSkills), 30);
  const profileSkillSet = new Set(profileSkills.map((skill) => skill.toLowerCase()));
  const tickedSkills = keepPhrases(confirmed.skills ?? []).filter((skill) => !profileSkillSet.has(skill.toLowerCase()));
  const skills = uniqueCaseless([...profileSkills, ...tickedSkills], 40);
  const ownRoles = keepPhrases(desiredRoles);
  const certifications = uniqueCaseless(keepPhrases([...stringList(p?.certifications), ...(confirmed.certifications ?? [])]), 20);
  const education = uniqueCaseless(keepPhrases([...stringList(p?.education), ...(confirmed.education ?? [])]), 10);
  const experience = (confirmed.experience ?? [])
    .map((entry) => ({
      title: civilianize(entry.title),
      organization: civilianize(entry.organization),
      bullets: entry.bullets.map((bullet) => civilianize(bullet)).filter(Boolean),
    }))
    .filter((entry) => entry.title || entry.bullets.length > 0);
  const base = {
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
    skills,
    keywords: uniqueCaseless([...ownRoles, ...skills], 20),
    occupations,
    clearance: clearance === "none" || clearance === null ? null : clearance,
    clearanceActive: /\b(?:active|current)\b/i.test(p?.clearanceLevel ?? "") && !/\b(?:inactive|expired|lapsed|former)\b/i.test(p?.clearanceLevel ?? ""),
    publicTrust: clearance === null && /public\s*trust/i.test(p?.clearanceLevel ?? ""),
    desiredRoles: ownRoles,
    unit: civilianize(p?.unit),
    certifications,
    education,
    experience,
  };
  const profileCertifications = new Set(keepPhrases(stringList(p?.certifications)).map((c) => c.toLowerCase()));
  const facts: Fact[] = [
    ...skills.map((value): Fact => ({ kind: "skill", value, source: profileSkillSet.has(value.toLowerCase()) ? "profile:skills" : "resume:skills" })),
    ...certifications.map(
      (value): Fact => ({ kind: "certification", value, source: profileCertifications.has(value.toLowerCase()) ? "profile:certifications" : "resume:certifications" }),
    ),
    ...education.map((value): Fact => ({ kind: "text", value, source: "profile:education" })),
  ];
  const held = clearancePhrase(base.clearance);
  if (held) facts.push({ kind: "clearance", value: held, source: "profile:clearance" });
  if (base.publicTrust) facts.push({ kind: "clearance", value: "Public Trust", source: "profile:clearance" });
  if (base.organization) facts.push({ kind: "organization", value: base.organization, source: "profile:service" });
  if (base.yearsOfService) facts.push({ kind: "years", value: String(base.yearsOfService), source: "profile:service" });
  for (const title of base.civilianTitles.slice(0, 3)) facts.push({ kind: "title", value: title, source: "profile:occupation" });
  if (base.unit) facts.push({ kind: "organization", value: base.unit, source: "profile:unit" });
  for (const role of ownRoles) facts.push({ kind: "title", value: role, source: "profile:desiredRoles" });
  const texts: [string, FactSource][] = [
    [base.currentPosition, "profile:currentPosition"],
    [base.deployments, "profile:deployments"],
    [base.headline, "profile:headline"],
    [base.bio, "profile:bio"],
  ];
  for (const [value, source] of texts) if (value) facts.push({ kind: "text", value, source });
  for (const entry of experience) {
    if (entry.title) facts.push({ kind: "title", value: entry.title, source: "resume:experience" });
    if (entry.organization) facts.push({ kind: "organization", value: entry.organization, source: "resume:experience" });
    for (const bullet of entry.bullets) facts.push({ kind: "text", value: bullet, source: "resume:experience" });
  }
  const own = new Set(skills.map((skill) => skill.toLowerCase()));
  const suggestions: FactSuggestions = {
    skills: uniqueCaseless(keepPhrases(translation.skills).filter((skill) => !own.has(skill.toLowerCase())), 20),
    technology: uniqueCaseless(occupations.flatMap((occupation) => occupation.technology).filter((name) => !own.has(name.toLowerCase())), 20),
    keywords: keepPhrases(translation.keywords),
  };
  return { ...base, facts, suggestions };
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
      return "security clearance";
    default:
      return `${clearance} clearance`;
  }
}
