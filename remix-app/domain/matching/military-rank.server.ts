import type { ServiceKey } from "./matching-data.server";

export interface MilitaryGrade {
  kind: "enlisted" | "warrant" | "officer";
  /** 1..9 enlisted, 1..5 warrant, 1..10 officer. */
  grade: number;
}

const enlisted = (grade: number): MilitaryGrade => ({ kind: "enlisted", grade });
const warrant = (grade: number): MilitaryGrade => ({ kind: "warrant", grade });
const officer = (grade: number): MilitaryGrade => ({ kind: "officer", grade });

// Titles that mean the same grade in every service. Order matters: the more specific title
// first ("lieutenant colonel" before "colonel", "private first class" before "private").
const COMMON_TITLES: readonly (readonly [RegExp, MilitaryGrade])[] = [
  [/\b(sergeant major|sgm|csm|master chief|mcpo|chief master sergeant|cmsgt|master gunnery sergeant|mgysgt)\b/, enlisted(9)],
  [/\b(first sergeant|1sg|1stsgt|senior chief|scpo|senior master sergeant|smsgt)\b/, enlisted(8)],
  [/\b(master sergeant|msg|msgt)\b/, enlisted(8)],
  [/\b(sergeant first class|sfc|gunnery sergeant|gysgt|chief petty officer|cpo)\b/, enlisted(7)],
  [/\b(petty officer first class|po1)\b/, enlisted(6)],
  [/\b(petty officer second class|po2)\b/, enlisted(5)],
  [/\b(petty officer third class|po3)\b/, enlisted(4)],
  [/\b(lance corporal|lcpl)\b/, enlisted(3)],
  [/\b(corporal|cpl|senior airman|sra)\b/, enlisted(4)],
  [/\b(private first class|pfc|airman first class|a1c|seaman apprentice)\b/, enlisted(2)],
  [/\b(private|pvt|airman basic|seaman recruit)\b/, enlisted(1)],
  [/\b(specialist|spc|seaman|sn)\b/, enlisted(3)],
  [/\b(airman|amn)\b/, enlisted(2)],
  [/\b(chief warrant officer 5|cw5|cwo5)\b/, warrant(5)],
  [/\b(chief warrant officer 4|cw4|cwo4)\b/, warrant(4)],
  [/\b(chief warrant officer 3|cw3|cwo3)\b/, warrant(3)],
  [/\b(chief warrant officer 2|cw2|cwo2|chief warrant officer)\b/, warrant(2)],
  [/\b(warrant officer|wo1)\b/, warrant(1)],
  [/\b(lieutenant general|ltg|lt gen|vice admiral|vadm)\b/, officer(9)],
  [/\b(brigadier general|bg|brig gen|rear admiral lower half)\b/, officer(7)],
  [/\b(major general|mg|maj gen|rear admiral|radm)\b/, officer(8)],
  [/\b(general|gen|admiral|adm)\b/, officer(10)],
  [/\b(lieutenant colonel|ltc|lt col|lieutenant commander|lcdr)\b/, officer(5)],
  [/\b(colonel|col)\b/, officer(6)],
  [/\b(major|maj)\b/, officer(4)],
  [/\b(commander|cdr)\b/, officer(5)],
  [/\b(first lieutenant|1lt|1stlt|lieutenant junior grade|ltjg)\b/, officer(2)],
  [/\b(second lieutenant|2lt|2ndlt|ensign|ens)\b/, officer(1)],
];

/** Titles whose grade depends on the service. */
function serviceSpecificGrade(words: string, service: ServiceKey | null): MilitaryGrade | null {
  const seaService = service === "navy" || service === "coast_guard";
  if (/\b(technical sergeant|tsgt)\b/.test(words)) return { kind: "enlisted", grade: 6 };
  if (/\b(staff sergeant|ssg|ssgt)\b/.test(words)) return { kind: "enlisted", grade: service === "air_force" ? 5 : 6 };
  if (/\b(sergeant|sgt)\b/.test(words)) return { kind: "enlisted", grade: service === "air_force" ? 4 : 5 };
  if (/\b(captain|cpt|capt)\b/.test(words)) return { kind: "officer", grade: seaService ? 6 : 3 };
  if (/\b(lieutenant|lt)\b/.test(words)) return { kind: "officer", grade: seaService ? 3 : 2 };
  if (/\bchief\b/.test(words)) return { kind: "enlisted", grade: 7 };
  return null;
}

/** "E-5", "e5", "O-3", "W2", "SSG", "Staff Sergeant (E-6)", "CPT", "LS1" → grade; null when unreadable. */
export function parseMilitaryRank(rank: string | null | undefined, service: ServiceKey | null = null): MilitaryGrade | null {
  if (!rank) return null;
  const paygrade = /\b([EOW])\s*-?\s*(10|[1-9])\b/i.exec(rank);
  if (paygrade) {
    const kind = { E: "enlisted", O: "officer", W: "warrant" } as const;
    return { kind: kind[paygrade[1].toUpperCase() as "E" | "O" | "W"], grade: Number(paygrade[2]) };
  }
  const words = rank
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  const specific = /\b(technical sergeant|tsgt|staff sergeant|ssg|ssgt)\b/.test(words)
    ? serviceSpecificGrade(words, service)
    : null;
  if (specific) return specific;
  for (const [pattern, grade] of COMMON_TITLES) if (pattern.test(words)) return grade;
  // A Navy rating with its class: "LS1", "ITC", "HMCS".
  const rated = /^[a-z]{2,3}(1|2|3|c|cs|cm)$/.exec(words);
  if (rated) return { kind: "enlisted", grade: { "1": 6, "2": 5, "3": 4, c: 7, cs: 8, cm: 9 }[rated[1] as "1"] };
  return serviceSpecificGrade(words, service);
}

const ENLISTED_LEADERSHIP = [0, 0.05, 0.1, 0.15, 0.25, 0.45, 0.65, 0.8, 0.9, 1];
const WARRANT_LEADERSHIP = [0, 0.6, 0.7, 0.8, 0.9, 1];

/**
 * How much leadership a career shows, 0..1: from the grade (an E-6 led a squad, an O-3 a
 * company) and years of service (20 years is a full career), the grade weighing more.
 */
export function leadershipLevel(grade: MilitaryGrade | null, yearsOfService: number | null): number {
  const fromYears = yearsOfService == null || !(yearsOfService > 0) ? null : Math.min(1, yearsOfService / 20);
  let fromGrade: number | null = null;
  if (grade) {
    if (grade.kind === "enlisted") fromGrade = ENLISTED_LEADERSHIP[Math.min(9, grade.grade)];
    else if (grade.kind === "warrant") fromGrade = WARRANT_LEADERSHIP[Math.min(5, grade.grade)];
    else fromGrade = Math.min(1, 0.55 + grade.grade * 0.1);
  }
  if (fromGrade === null) return fromYears ?? 0.3;
  if (fromYears === null) return fromGrade;
  return 0.7 * fromGrade + 0.3 * fromYears;
}
