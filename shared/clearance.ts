/**
 * Security clearance ladder: none < Confidential < Secret < Top Secret < TS/SCI.
 * A job's "Required" means "any active clearance", so it ranks like Confidential (1):
 * every cleared veteran meets it, an uncleared one does not.
 */
export const CLEARANCE_LEVELS = ["none", "Confidential", "Secret", "Top Secret", "TS/SCI"] as const;
export type ClearanceLevel = (typeof CLEARANCE_LEVELS)[number];

/** What a job's clearance_required may hold. */
export type ClearanceValue = ClearanceLevel | "Required";

/** SPEC §9 clearance options (job filter and job form) plus TS/SCI, which real postings use. */
export const CLEARANCE_OPTIONS: readonly ClearanceValue[] = [
  "none",
  "Confidential",
  "Secret",
  "Top Secret",
  "TS/SCI",
  "Required",
];

/** SPEC §5 employer register: the clearance an employer's roles require. */
export const EMPLOYER_CLEARANCE_OPTIONS = ["None", "Secret", "Top Secret", "TS/SCI"] as const;

export const CLEARANCE_LABELS: Readonly<Record<ClearanceValue, string>> = {
  none: "None",
  Confidential: "Confidential",
  Secret: "Secret",
  "Top Secret": "Top Secret",
  "TS/SCI": "TS/SCI",
  Required: "Clearance required",
};

const RANKS: Readonly<Record<ClearanceValue, number>> = {
  none: 0,
  Confidential: 1,
  Secret: 2,
  "Top Secret": 3,
  "TS/SCI": 4,
  Required: 1,
};

export const MAX_CLEARANCE_RANK = 4;

/**
 * Reads free-form clearance text into a canonical value, tolerating case, spacing and
 * punctuation: "top secret", "TOP-SECRET", "ts/sci", "TS-SCI w/ Poly", "None", "".
 * Returns null when the text names no clearance we know (e.g. "Public Trust").
 */
export function parseClearance(value: string | null | undefined): ClearanceValue | null {
  if (value == null) return "none";
  const words = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  if (words === "" || /^(none|no|n a|na|not required|no clearance|no clearance required|not applicable)$/.test(words)) {
    return "none";
  }
  if (/\bsci\b/.test(words) || /\btssci\b/.test(words)) return "TS/SCI";
  if (/\btop secret\b/.test(words) || /\btopsecret\b/.test(words) || /^ts\b/.test(words)) return "Top Secret";
  if (/\bsecret\b/.test(words)) return "Secret";
  if (/\bconfidential\b/.test(words)) return "Confidential";
  if (/^(required|any|yes|active|clearance required|active clearance|any clearance)$/.test(words)) return "Required";
  return null;
}

/** 0 none … 4 TS/SCI; "Required" is 1. Unknown text counts as no clearance. */
export function clearanceRank(value: string | null | undefined): number {
  const parsed = parseClearance(value);
  return parsed === null ? 0 : RANKS[parsed];
}

/** Whether a holder of `held` meets a job requiring `required`. */
export function meetsClearance(held: string | null | undefined, required: string | null | undefined): boolean {
  return clearanceRank(held) >= clearanceRank(required);
}
