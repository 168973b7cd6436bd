import { getDb } from "~/lib/db.server";
import type { VeteranMatchProfile } from "./fit-types";

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

/** The profile columns a match profile is made from (VeteranProfile p, AutoApplySettings a), for joins elsewhere. */
export const MATCH_PROFILE_COLUMNS = `p.militaryBranch AS militaryBranch, p.mosCode AS mosCode, p.militaryRank AS militaryRank,
      p.yearsOfService AS yearsOfService, p.clearanceLevel AS clearanceLevel, p.skills AS skills,
      p.desiredRoles AS desiredRoles, p.industries AS industries, p.location AS location, p.verifiedStatus AS verifiedStatus, a.minSalary AS minSalary`;

/**
 * The matching-relevant part of a user's veteran profile, or null when they have none. Every job
 * search of a veteran reads it, so it is one join (portable SQL) instead of two ORM reads.
 */
export async function loadVeteranMatchProfile(userId: number): Promise<VeteranMatchProfile | null> {
  const [row] = await getDb().$queryRawUnsafe<MatchProfileRow[]>(
    `SELECT ${MATCH_PROFILE_COLUMNS} FROM VeteranProfile p LEFT JOIN AutoApplySettings a ON a.userId = p.userId WHERE p.userId = ?`,
    userId,
  );
  return row ? matchProfileFromRow(row) : null;
}

/** Several users' match profiles in one query (lists that score many veterans), by user id. */
export async function loadVeteranMatchProfiles(userIds: readonly number[]): Promise<Map<number, VeteranMatchProfile>> {
  const byUser = new Map<number, VeteranMatchProfile>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return byUser;
  const rows = await getDb().$queryRawUnsafe<(MatchProfileRow & { userId: number | bigint })[]>(
    `SELECT p.userId AS userId, ${MATCH_PROFILE_COLUMNS}
    FROM VeteranProfile p LEFT JOIN AutoApplySettings a ON a.userId = p.userId
    WHERE p.userId IN (${ids.map(() => "?").join(", ")})`,
    ...ids,
  );
  for (const row of rows) byUser.set(Number(row.userId), matchProfileFromRow(row));
  return byUser;
}

/** A row holding MATCH_PROFILE_COLUMNS, or a profile read without the auto-apply settings. */
export interface MatchProfileRow {
  militaryBranch: string | null;
  mosCode: string | null;
  militaryRank: string | null;
  yearsOfService: number | bigint | null;
  clearanceLevel: string | null;
  skills: unknown;
  desiredRoles: unknown;
  industries: unknown;
  location: string | null;
  /** Raw queries return SQLite booleans as 0/1. */
  verifiedStatus?: boolean | number | bigint | null;
  /** The auto-apply minimum salary (AutoApplySettings), when the read joined it. */
  minSalary?: number | bigint | null;
}

/** The same profile from a row already loaded (lists of applicants are read in one query). */
export function matchProfileFromRow(profile: MatchProfileRow): VeteranMatchProfile {
  return {
    branch: profile.militaryBranch,
    code: profile.mosCode,
    rank: profile.militaryRank,
    yearsOfService: profile.yearsOfService === null ? null : Number(profile.yearsOfService),
    clearance: profile.clearanceLevel,
    skills: stringList(profile.skills),
    desiredRoles: stringList(profile.desiredRoles),
    industries: stringList(profile.industries),
    location: profile.location,
    minSalary: profile.minSalary === null || profile.minSalary === undefined ? null : Number(profile.minSalary),
    verified: Boolean(profile.verifiedStatus),
  };
}
