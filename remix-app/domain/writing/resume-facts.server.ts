import type { ExperienceBullet } from "@shared/resume-builder";
import { getDb } from "~/lib/db.server";
import { getMatchingData } from "~/domain/matching/matching-data.server";
import { serviceForBranch } from "~/domain/matching/military-branch.server";
import { experienceRows, storedBullets } from "./resume-experience.server";
import { civilianPhrase } from "./jargon.server";
import type { ConfirmedEntries } from "./writer-facts.server";

/**
 * What the resume adds to the writers' VeteranFacts: the service record as the veteran gave it
 * (rank, unit, deployments, occupation title), the skills they typed themselves (VeteranFacts.skills
 * also holds O*NET's list for the occupation, which is a suggestion, not a fact), the builder's
 * entries and the skills they ticked.
 */
export interface ResumeRecord {
  /** "Sergeant (E-5)": printed as given, a proper name like the unit. */
  rank: string | null;
  unit: string | null;
  /** The occupation code's service title ("Motor Transport Operator"), never the code itself. */
  specialty: string | null;
  /** Each deployment as the veteran listed it (split on ";" or new lines). */
  deployments: string[];
  /** Skills the veteran typed in their profile, in their order. */
  ownSkills: string[];
  entries: ResumeEntryFacts[];
  confirmedSkills: string[];
}

export interface ResumeEntryFacts {
  title: string;
  organization: string;
  startDate: string | null;
  endDate: string | null;
  bullets: ExperienceBullet[];
}

export interface RecordProfile {
  militaryBranch?: string | null;
  militaryRank?: string | null;
  mosCode?: string | null;
  unit?: string | null;
  deployments?: string | null;
  skills?: unknown;
}

const clean = (value: string | null | undefined) => value?.replace(/\s+/g, " ").trim() || null;

/** The service title of an occupation code, from the matching data (O*NET crosswalk). */
export function specialtyTitle(branch: string | null | undefined, code: string | null | undefined): string | null {
  const service = serviceForBranch(branch ?? null);
  if (!service || !code) return null;
  const record = getMatchingData().services[service]?.[code.trim().toUpperCase()];
  return record ? civilianPhrase(record.title) : null;
}

/** Skills typed by the veteran: text only, trimmed, each once (case-insensitive). */
export function ownSkillList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== "string") continue;
    const skill = item.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    out.push(skill);
  }
  return out;
}

/** The record from a profile already loaded and the builder data: pure, for tests and the bench. */
export function resumeRecordFrom(
  profile: RecordProfile | null,
  entries: readonly ResumeEntryFacts[] = [],
  confirmedSkills: readonly string[] = [],
): ResumeRecord {
  return {
    rank: clean(profile?.militaryRank),
    unit: clean(profile?.unit),
    specialty: specialtyTitle(profile?.militaryBranch, profile?.mosCode),
    deployments: (profile?.deployments ?? "")
      .split(/\s*(?:;|\n)\s*/)
      .map((item) => item.trim().replace(/[.;]+$/, ""))
      .filter(Boolean),
    ownSkills: ownSkillList(profile?.skills),
    entries: [...entries],
    confirmedSkills: [...confirmedSkills],
  };
}

/** One read of the profile's service record, the builder's entries and the ticked skills. */
export async function loadResumeRecord(userId: number): Promise<ResumeRecord> {
  const db = getDb();
  const [profile, rows, skills] = await Promise.all([
    db.veteranProfile.findUnique({
      where: { userId },
      select: { militaryBranch: true, militaryRank: true, mosCode: true, unit: true, deployments: true, skills: true },
    }),
    experienceRows(userId),
    db.resumeConfirmedSkill.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { name: true } }),
  ]);
  const entries = rows.map((row) => ({
    title: row.title,
    organization: row.organization,
    startDate: row.startDate,
    endDate: row.endDate,
    bullets: storedBullets(row.bullets),
  }));
  return resumeRecordFrom(profile, entries, skills.map((row) => row.name));
}

/** What the builder holds in the veteran's own words, for the letter writer's facts. */
export async function loadConfirmedEntries(userId: number): Promise<ConfirmedEntries> {
  return confirmedEntriesOf(await loadResumeRecord(userId));
}

/** The builder's entries and ticked skills as facts the writers may claim. */
export function confirmedEntriesOf(record: ResumeRecord): ConfirmedEntries {
  return {
    experience: record.entries.map((entry) => ({
      title: entry.title,
      organization: entry.organization,
      bullets: entry.bullets.map((bullet) => bullet.text),
    })),
    skills: record.confirmedSkills,
  };
}
