import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** One O*NET-SOC 2019 occupation, in the words job seekers use. */
export interface OccupationRecord {
  title: string;
  alternateTitles: string[];
  /** Technology examples, hot technologies first. */
  technology: string[];
  /** O*NET skills by importance. */
  skills: string[];
  keywords: string[];
  /** Closely related occupations (O*NET "Primary-Short"), most related first. */
  related: string[];
  /**
   * O*NET "Core" task statements (imperative, e.g. "Inspect loads to ensure that cargo is secure."),
   * at most 6, none over 200 characters: what the builder asks "Did you do this?" about, never a claim.
   */
  tasks: string[];
}

/** A military occupation code: its service title and O*NET 2019 occupations with weights 1..100. */
export interface MilitaryCodeRecord {
  title: string;
  occupations: [onetCode: string, weight: number][];
}

export const SERVICE_KEYS = ["army", "navy", "air_force", "marine_corps", "coast_guard"] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export interface MatchingDataFile {
  format: 1;
  attribution: string;
  sources: string[];
  services: Record<ServiceKey, Record<string, MilitaryCodeRecord>>;
  occupations: Record<string, OccupationRecord>;
  /**
   * Every alternate and reported job title O*NET 27.0 lists for each occupation above (about 60
   * each, against the 10 its record shows): what a desired role the veteran typed is looked up in.
   */
  titles: Record<string, string[]>;
}

export const MATCHING_DATA_RELATIVE_PATH = path.join("remix-app", "domain", "matching", "data", "matching-data.json");

let cached: MatchingDataFile | null = null;

/** The committed data file (built by scripts/build-matching-data.ts), read once. */
export function getMatchingData(): MatchingDataFile {
  cached ??= JSON.parse(fs.readFileSync(resolveMatchingDataPath(), "utf8")) as MatchingDataFile;
  return cached;
}

/** MATCHING_DATA_FILE wins; else walk up from this module (also when bundled) and the working directory. */
export function resolveMatchingDataPath(): string {
  const override = process.env.MATCHING_DATA_FILE;
  if (override) return path.resolve(override);
  const starts = [moduleDir(), process.cwd()].filter((dir): dir is string => dir !== null);
  for (const start of starts) {
    let dir = path.resolve(start);
    for (;;) {
      const candidate = path.join(dir, MATCHING_DATA_RELATIVE_PATH);
      if (fs.existsSync(candidate)) return candidate;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(`Cannot find ${MATCHING_DATA_RELATIVE_PATH}; run npx tsx scripts/build-matching-data.ts`);
}

function moduleDir(): string | null {
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
}
