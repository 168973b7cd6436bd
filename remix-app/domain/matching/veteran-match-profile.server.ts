import { getDb } from "../../lib/db.server";
import type { VeteranMatchProfile } from "./fit-score.server";

function stringList(value: unknown): string[] {
  if (typeof value === "string") {
    try {
      return stringList(JSON.parse(value) as unknown);
    } catch {
      return value.trim() ? [value.trim()] : [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((item) => item.trim());
}

/** The matching-relevant part of a user's veteran profile, or null when they have none. */
export async function loadVeteranMatchProfile(userId: number): Promise<VeteranMatchProfile | null> {
  const db = getDb();
  const [profile, autoApply] = await Promise.all([
    db.veteranProfile.findUnique({ where: { userId } }),
    db.autoApplySettings.findUnique({ where: { userId }, select: { minSalary: true } }),
  ]);
  if (!profile) return null;
  return matchProfileFromRow(profile, autoApply?.minSalary ?? null);
}

interface VeteranProfileRow {
  militaryBranch: string | null;
  mosCode: string | null;
  militaryRank: string | null;
  yearsOfService: number | null;
  clearanceLevel: string | null;
  skills: unknown;
  desiredRoles: unknown;
  industries: unknown;
  location: string | null;
}

/** The same profile from a row already loaded (lists of applicants are read in one query). */
export function matchProfileFromRow(profile: VeteranProfileRow, minSalary: number | null = null): VeteranMatchProfile {
  return {
    branch: profile.militaryBranch,
    code: profile.mosCode,
    rank: profile.militaryRank,
    yearsOfService: profile.yearsOfService,
    clearance: profile.clearanceLevel,
    skills: stringList(profile.skills),
    desiredRoles: stringList(profile.desiredRoles),
    industries: stringList(profile.industries),
    location: profile.location,
    minSalary,
  };
}
