/** The six branches SPEC §9 gives badge colours for, in the names the profile stores. */
export const MILITARY_BRANCHES = ["Army", "Navy", "Air Force", "Marine Corps", "Coast Guard", "Space Force"] as const;
export type MilitaryBranch = (typeof MILITARY_BRANCHES)[number];

const ALIASES: Readonly<Record<string, MilitaryBranch>> = {
  army: "Army",
  "us army": "Army",
  navy: "Navy",
  "us navy": "Navy",
  "air force": "Air Force",
  "us air force": "Air Force",
  usaf: "Air Force",
  marines: "Marine Corps",
  marine: "Marine Corps",
  "marine corps": "Marine Corps",
  "us marine corps": "Marine Corps",
  usmc: "Marine Corps",
  "coast guard": "Coast Guard",
  "us coast guard": "Coast Guard",
  uscg: "Coast Guard",
  "space force": "Space Force",
  "us space force": "Space Force",
  ussf: "Space Force",
};

/** "Marines", "USMC" and "marine corps" all mean "Marine Corps"; null for a name we do not know. */
export function normalizeBranch(value: string | null | undefined): MilitaryBranch | null {
  if (!value) return null;
  const key = value
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return ALIASES[key] ?? null;
}

/** Badge colours (background, text) per branch; each passes WCAG AA for its text. */
export const BRANCH_COLORS: Readonly<Record<MilitaryBranch, { background: string; color: string }>> = {
  Army: { background: "#4b5320", color: "#ffffff" },
  Navy: { background: "#1f3a68", color: "#ffffff" },
  "Air Force": { background: "#00308f", color: "#ffffff" },
  "Marine Corps": { background: "#9e1b32", color: "#ffffff" },
  // Coast Guard orange, a shade darker than the flag's #d4531c so white text reads at 4.8:1 (WCAG AA).
  "Coast Guard": { background: "#c44a17", color: "#ffffff" },
  "Space Force": { background: "#2e2e38", color: "#ffffff" },
};
