/**
 * The clearance ladder comparison both the letter and the fit reasons use, so they say the same
 * thing: Public Trust < Confidential < Secret < Top Secret < TS/SCI. Ranks are
 * shared/clearance.ts's (0 none … 4 TS/SCI, a job's "Required" = 1); Public Trust sits at 0.5:
 * above nothing, below every clearance.
 */

export const PUBLIC_TRUST_RANK = 0.5;

const NAMES: Readonly<Record<number, string>> = {
  0: "no",
  0.5: "Public Trust",
  1: "Confidential",
  2: "Secret",
  3: "Top Secret",
  4: "TS/SCI",
};

export type RequirementStatus = "met" | "not_met" | "unknown";

export interface ClearanceVerdict {
  status: RequirementStatus;
  /** "Your Confidential clearance meets the job's requirement" or "Requires Secret clearance; you hold Confidential". */
  reason: string | null;
}

/** The level a rank names ("Secret"); rank 1 on a job reads "an active security clearance". */
export function clearanceName(rank: number): string {
  return NAMES[rank] ?? "no";
}

function requiredPhrase(rank: number): string {
  if (rank === PUBLIC_TRUST_RANK) return "a Public Trust determination";
  return rank === 1 ? "an active security clearance" : `${clearanceName(rank)} clearance`;
}

/** held and required are ladder ranks; a job requiring nothing (≤ 0) gives no verdict reason. */
export function compareClearance(held: number, required: number): ClearanceVerdict {
  if (!(required > 0)) return { status: "met", reason: null };
  if (held >= required) {
    const what = held === PUBLIC_TRUST_RANK ? "Public Trust determination" : `${clearanceName(held)} clearance`;
    return { status: "met", reason: `Your ${what} meets the job's requirement` };
  }
  const holding = held === 0 ? "you have none" : `you hold ${clearanceName(held)}`;
  return { status: "not_met", reason: `Requires ${requiredPhrase(required)}; ${holding}` };
}
