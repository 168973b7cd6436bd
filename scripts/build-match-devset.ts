/**
 * Builds tests/fixtures/match-devset/devset.json: a labelled development set for the fit scorer
 * (issue 43 item 1), from public data only: the DoD/DMDC military crosswalk (as kept in
 * matching-data.json), O*NET 27.0 alternate titles, task statements, technology skills, job zones
 * and related occupations (read from SHARED_DATA_DIR).
 * Run: SHARED_DATA_DIR=/path/to/shared/data npx tsx scripts/build-match-devset.ts
 *
 * Postings are written in civilian language: titles are O*NET alternate titles (never a military
 * code's title), descriptions are O*NET task statements and technology examples. A few postings
 * name military codes the way employers do ("Ideal for Army 88M / Marine 3531 NCOs").
 *
 * Each (profile, posting) pair gets a relevance label 0..3 from principles, not from our scorer:
 *  3  the posting's occupation is one the crosswalk maps the veteran's code to, or the occupation
 *     of a role the veteran wants, or the posting names the veteran's code;
 *  2  the occupation is an O*NET related occupation ("Primary-Short") of one of those;
 *  1  the occupation shares at least three distinctive technology skills with them;
 *  0  otherwise;
 * then seniority: two or more levels between the posting (job zone and title) and the veteran's
 * rank (an E-4 is not a director; an O-5 is not entry level) take two points off.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MATCHING_ATTRIBUTION } from "~/domain/matching/attribution.server";
import type { MatchingDataFile, ServiceKey } from "~/domain/matching/matching-data.server";
import { parseTsv } from "./matching-data/parse-delimited";
import { sourceDataDir } from "./matching-data/source-data-dir";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = sourceDataDir();
const outFile = path.join(repoRoot, "tests", "fixtures", "match-devset", "devset.json");
const read = (file: string) => fs.readFileSync(path.join(dataDir, file), "utf8");
const matching = JSON.parse(
  fs.readFileSync(path.join(repoRoot, "remix-app", "domain", "matching", "data", "matching-data.json"), "utf8"),
) as MatchingDataFile;

/** A small deterministic generator (mulberry32): the same set on every build. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(43);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
function sample<T>(list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

// ---- O*NET ----
const titles = new Map<string, string>();
for (const row of parseTsv(read("onet_27_0/occupation_data.tsv"))) titles.set(row["O*NET-SOC Code"], row.Title);
const zones = new Map<string, number>();
for (const row of parseTsv(read("onet_27_0/job_zones.tsv"))) zones.set(row["O*NET-SOC Code"], Number(row["Job Zone"]));
const related = new Map<string, string[]>();
for (const row of parseTsv(read("onet_27_0/related_occupations.tsv"))) {
  if (row["Relatedness Tier"] !== "Primary-Short") continue;
  const list = related.get(row["O*NET-SOC Code"]) ?? [];
  list.push(row["Related O*NET-SOC Code"]);
  related.set(row["O*NET-SOC Code"], list);
}
const tasks = new Map<string, string[]>();
for (const row of parseTsv(read("onet_27_0/task_statements.tsv"))) {
  const task = row.Task.trim().replace(/\s+/g, " ");
  if (task.length > 180) continue;
  const list = tasks.get(row["O*NET-SOC Code"]) ?? [];
  list.push(task);
  tasks.set(row["O*NET-SOC Code"], list);
}
const technology = new Map<string, string[]>();
for (const row of parseTsv(read("onet_27_0/technology_skills.tsv"))) {
  const list = technology.get(row["O*NET-SOC Code"]) ?? [];
  if (!list.includes(row.Example)) list.push(row.Example);
  technology.set(row["O*NET-SOC Code"], list);
}
// Technologies most occupations list (Excel, Outlook) say nothing about fit.
const technologySpread = new Map<string, number>();
for (const list of technology.values()) for (const name of list) technologySpread.set(name, (technologySpread.get(name) ?? 0) + 1);
const distinctiveTechnology = (code: string) =>
  (technology.get(code) ?? []).filter((name) => (technologySpread.get(name) ?? 0) <= technology.size * 0.05);

const militaryTitles = new Set<string>();
for (const service of Object.values(matching.services)) for (const record of Object.values(service)) militaryTitles.add(record.title.toLowerCase());
const MILITARY_WORDS = /\b(military|army|navy|naval|marine corps|marines?|air force|soldiers?|sailors?|airm[ae]n|coast guard|nco|enlisted|mos|rating|afsc|combat|infantry|weapons?)\b/i;
const alternateTitles = new Map<string, string[]>();
for (const row of parseTsv(read("onet_27_0/alternate_titles.tsv"))) {
  const title = (row["Short Title"] !== "n/a" && row["Short Title"].length > 3 ? row["Short Title"] : row["Alternate Title"]).trim();
  if (title.length > 48 || MILITARY_WORDS.test(title) || militaryTitles.has(title.toLowerCase()) || /[()/]/.test(title)) continue;
  const list = alternateTitles.get(row["O*NET-SOC Code"]) ?? [];
  if (!list.includes(title)) list.push(title);
  alternateTitles.set(row["O*NET-SOC Code"], list);
}
const usable = (code: string) =>
  !code.startsWith("55-") && titles.has(code) && (alternateTitles.get(code)?.length ?? 0) >= 3 && (tasks.get(code)?.length ?? 0) >= 3;

// ---- Profiles ----
type Kind = "enlisted" | "warrant" | "officer";
interface ProfileSpec {
  branch: string;
  service: ServiceKey;
  code: string;
  rank: string;
  kind: Kind;
  years: number;
}
const P = (branch: string, service: ServiceKey, code: string, rank: string, years: number): ProfileSpec => ({
  branch,
  service,
  code,
  rank,
  kind: rank.startsWith("W") ? "warrant" : rank.startsWith("O") ? "officer" : "enlisted",
  years,
});
const PROFILE_SPECS: ProfileSpec[] = [
  P("Army", "army", "25B", "E-6", 8),
  P("Army", "army", "88M", "E-5", 6),
  P("Army", "army", "92A", "E-4", 4),
  P("Army", "army", "68W", "E-5", 6),
  P("Army", "army", "31B", "E-4", 4),
  P("Army", "army", "42A", "E-7", 14),
  P("Army", "army", "91B", "E-5", 7),
  P("Army", "army", "27D", "E-6", 10),
  P("Army", "army", "36B", "E-4", 3),
  P("Army", "army", "92F", "E-5", 6),
  P("Army", "army", "88N", "E-6", 9),
  P("Army", "army", "25U", "E-4", 4),
  P("Army", "army", "255N", "W-3", 16),
  P("Army", "army", "915A", "W-2", 12),
  P("Army", "army", "920A", "W-4", 20),
  P("Army", "army", "311A", "W-2", 11),
  P("Army", "army", "151A", "W-3", 15),
  P("Army", "army", "88A", "O-3", 7),
  P("Army", "army", "90A", "O-4", 12),
  P("Army", "army", "42B", "O-5", 18),
  P("Army", "army", "70B", "O-3", 6),
  P("Navy", "navy", "IT", "E-5", 6),
  P("Navy", "navy", "LS", "E-6", 10),
  P("Navy", "navy", "HM", "E-4", 4),
  P("Navy", "navy", "YN", "E-7", 15),
  P("Navy", "navy", "ET", "E-5", 8),
  P("Navy", "navy", "CS", "E-4", 4),
  P("Navy", "navy", "PS", "E-5", 6),
  P("Navy", "navy", "EM", "E-6", 11),
  P("Navy", "navy", "AZ", "E-6", 10),
  P("Air Force", "air_force", "3D1X2", "E-5", 6),
  P("Air Force", "air_force", "2T1X1", "E-4", 4),
  P("Air Force", "air_force", "2S0X1", "E-6", 10),
  P("Air Force", "air_force", "3P0X1", "E-4", 4),
  P("Air Force", "air_force", "6F0X1", "E-7", 14),
  P("Air Force", "air_force", "2A3X3", "E-5", 7),
  P("Air Force", "air_force", "63A1", "O-4", 12),
  P("Marine Corps", "marine_corps", "3531", "E-4", 4),
  P("Marine Corps", "marine_corps", "0651", "E-5", 6),
  P("Marine Corps", "marine_corps", "0689", "E-6", 9),
  P("Marine Corps", "marine_corps", "5811", "E-5", 6),
  P("Marine Corps", "marine_corps", "0411", "E-4", 4),
  P("Marine Corps", "marine_corps", "3451", "E-6", 9),
  P("Marine Corps", "marine_corps", "0402", "O-3", 6),
  P("Marine Corps", "marine_corps", "0170", "O-4", 11),
  P("Marine Corps", "marine_corps", "3002", "O-5", 18),
  P("Coast Guard", "coast_guard", "IT", "E-5", 6),
  P("Coast Guard", "coast_guard", "SK", "E-6", 10),
  P("Coast Guard", "coast_guard", "BM", "E-4", 4),
  P("Coast Guard", "coast_guard", "ME", "E-5", 6),
  P("Coast Guard", "coast_guard", "HS", "E-7", 13),
  P("Coast Guard", "coast_guard", "MK", "E-5", 7),
];
const STATES = ["TX", "VA", "NC", "CA", "FL", "WA", "GA", "CO", "OH", "AZ"];
const CITIES: Record<string, string> = {
  TX: "San Antonio, TX",
  VA: "Norfolk, VA",
  NC: "Fayetteville, NC",
  CA: "San Diego, CA",
  FL: "Jacksonville, FL",
  WA: "Tacoma, WA",
  GA: "Columbus, GA",
  CO: "Colorado Springs, CO",
  OH: "Dayton, OH",
  AZ: "Tucson, AZ",
};

const LEVELS = ["entry", "mid", "senior", "executive"] as const;
type Level = (typeof LEVELS)[number];
function profileLevel(spec: ProfileSpec): Level {
  const grade = Number(spec.rank.slice(2));
  if (spec.kind === "enlisted") return grade <= 4 ? "entry" : grade <= 6 ? "mid" : "senior";
  if (spec.kind === "warrant") return grade <= 2 ? "mid" : "senior";
  return grade <= 3 ? "mid" : grade <= 5 ? "senior" : "executive";
}

const crosswalkOf = (spec: ProfileSpec) =>
  (matching.services[spec.service][spec.code]?.occupations ?? []).map(([code]) => code).filter((code) => !code.startsWith("55-"));

interface DevProfile {
  id: string;
  branch: string;
  code: string;
  rank: string;
  kind: Kind;
  years_of_service: number;
  clearance: string | null;
  location: string;
  skills: string[];
  desired_roles: string[];
  /** The occupations the desired roles were taken from (for labelling). */
  desired_onet_codes: string[];
}

const profiles: DevProfile[] = PROFILE_SPECS.map((spec, index) => {
  const crosswalk = crosswalkOf(spec);
  if (crosswalk.length === 0) throw new Error(`${spec.service} ${spec.code} maps to no civilian occupation`);
  const withRoles = index % 2 === 0;
  const desired: { role: string; code: string }[] = [];
  if (withRoles) {
    // One role in the crosswalk family, one in a related field: what a veteran who has looked around would write.
    const first = crosswalk[0];
    const near = (related.get(first) ?? []).filter(usable);
    for (const code of [first, ...(near.length > 0 ? [pick(near)] : [])]) {
      const known = matching.occupations[code]?.alternateTitles ?? [];
      // What a veteran types is a job title of two or three words ("Network Administrator").
      const role = known.find((title) => !/[()]/.test(title) && /^\S+( \S+){1,2}$/.test(title)) ?? titles.get(code);
      if (role) desired.push({ role, code });
    }
  }
  const skills = sample(distinctiveTechnology(crosswalk[0]), 3);
  if (index % 3 === 0) skills.push(pick(["Team leadership", "Training and mentoring", "Inventory control", "Risk management"]));
  const state = STATES[index % STATES.length];
  return {
    id: `p${String(index + 1).padStart(2, "0")}-${spec.service}-${spec.code}`,
    branch: spec.branch,
    code: spec.code,
    rank: spec.rank,
    kind: spec.kind,
    years_of_service: spec.years,
    clearance: index % 4 === 0 ? "Secret" : null,
    location: CITIES[state],
    skills,
    desired_roles: desired.map((entry) => entry.role),
    desired_onet_codes: desired.map((entry) => entry.code),
  };
});

// ---- Postings ----
interface DevPosting {
  id: number;
  title: string;
  company: string;
  description: string;
  requirements: string;
  tags: string[];
  /** Null for about a third: imported postings often carry no O*NET code. */
  onet_code: string | null;
  /** The occupation the posting was written from (labels only; never shown to the scorer). */
  source_onet_code: string;
  /** The posting's true seniority (labels only). */
  experience_level: Level;
  /** The level the employer filled in, or null (about 40 % leave it blank). */
  stated_experience_level: Level | null;
  state: string;
  work_type: "On-site" | "Hybrid" | "Remote";
  salary_min: number | null;
  salary_max: number | null;
  clearance_rank: number;
  /** Military codes the posting names, as [service, code]. */
  names_codes: [ServiceKey, string][];
}

const COMPANIES = [
  "Lone Star Freight",
  "Harbor Point Health",
  "Meridian Systems",
  "Blue Ridge Logistics",
  "Northgate Financial",
  "Summit Utilities",
  "Keystone Manufacturing",
  "Pioneer Aviation Services",
  "Cedar County",
  "Atlas Security Group",
  "Riverbend Medical Center",
  "Copperline Networks",
  "Bayview Legal Partners",
  "Granite Construction Co.",
  "Evergreen Foods",
];
const DEPARTMENTS = ["operations", "field", "support", "regional", "corporate", "night-shift", "growing"];

function levelForZone(zone: number): Level {
  const roll = rand();
  if (zone <= 2) return roll < 0.75 ? "entry" : "mid";
  if (zone === 3) return roll < 0.3 ? "entry" : roll < 0.85 ? "mid" : "senior";
  if (zone === 4) return roll < 0.15 ? "entry" : roll < 0.6 ? "mid" : "senior";
  return roll < 0.4 ? "senior" : roll < 0.7 ? "mid" : "executive";
}

function titleForLevel(base: string, level: Level): string {
  if (level === "executive") return base.replace(/manager|supervisor/i, "Director");
  if (level === "senior") return `${pick(["Senior", "Lead", "Senior"])} ${base}`;
  if (level === "entry" && rand() < 0.5) return `${pick(["Junior", "Entry-Level", "Trainee"])} ${base}`;
  return base;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, "");
const YEARS: Record<Level, string> = { entry: "0–2", mid: "3–5", senior: "6+", executive: "10+" };
const SALARY: Record<Level, [number, number]> = { entry: [38_000, 52_000], mid: [52_000, 78_000], senior: [78_000, 115_000], executive: [120_000, 180_000] };

/** Codes (any service) that map to an occupation at full weight: what an employer would name. */
const codesFor = new Map<string, [ServiceKey, string][]>();
for (const [service, records] of Object.entries(matching.services) as [ServiceKey, MatchingDataFile["services"][ServiceKey]][]) {
  for (const [code, record] of Object.entries(records)) {
    for (const [onet, weight] of record.occupations) {
      if (weight < 90) continue;
      const list = codesFor.get(onet) ?? [];
      list.push([service, code]);
      codesFor.set(onet, list);
    }
  }
}
const SERVICE_NAMES: Record<ServiceKey, string> = { army: "Army", navy: "Navy", air_force: "Air Force", marine_corps: "Marine", coast_guard: "Coast Guard" };

let nextId = 1;
function posting(code: string, options: { namesCodes?: boolean } = {}): DevPosting {
  const zone = zones.get(code) ?? 3;
  const drawn = levelForZone(zone);
  const base = pick(alternateTitles.get(code) ?? [titles.get(code) ?? "Associate"]);
  // Only a manager's or supervisor's title reads as an executive one ("Transportation Director").
  const level: Level = drawn === "executive" && !/manager|supervisor/i.test(base) ? "senior" : drawn;
  const title = titleForLevel(base, level);
  const chosenTasks = sample(tasks.get(code) ?? [], 3);
  const tools = sample(technology.get(code) ?? [], 4);
  const company = pick(COMPANIES);
  const state = pick(STATES);
  const names: [ServiceKey, string][] = options.namesCodes ? sample(codesFor.get(code) ?? [], 2) : [];
  const parts = [
    `${company} is hiring a ${title} for our ${pick(DEPARTMENTS)} team in ${CITIES[state]}.`,
    `In this role you will ${chosenTasks.map(lowerFirst).join("; ")}.`,
    tools.length > 0 ? `Tools you will use: ${tools.join(", ")}.` : "",
  ];
  if (names.length > 0) {
    const leaders = level === "entry" ? "service members" : level === "mid" ? "NCOs" : "senior NCOs and officers";
    parts.push(`Ideal for ${names.map(([service, mos]) => `${SERVICE_NAMES[service]} ${mos}`).join(" / ")} ${leaders}.`);
  } else if (rand() < 0.15) parts.push("We welcome veterans and military spouses.");
  const [low, high] = SALARY[level];
  return {
    id: nextId++,
    title,
    company,
    description: parts.filter(Boolean).join(" "),
    requirements: `${YEARS[level]} years of experience in a similar role.${tools[0] ? ` Working knowledge of ${tools[0]}.` : ""}`,
    tags: sample(tools, Math.min(3, tools.length)),
    onet_code: rand() < 0.65 ? code : null,
    source_onet_code: code,
    experience_level: level,
    stated_experience_level: rand() < 0.6 ? level : null,
    state,
    work_type: rand() < 0.15 ? "Remote" : rand() < 0.3 ? "Hybrid" : "On-site",
    salary_min: rand() < 0.7 ? low : null,
    salary_max: rand() < 0.7 ? high : null,
    clearance_rank: 0,
    names_codes: names,
  };
}

const postings: DevPosting[] = [];
const familyCodes = new Set<string>();
for (const spec of PROFILE_SPECS) {
  const crosswalk = crosswalkOf(spec).filter(usable);
  for (const code of sample(crosswalk, 2)) {
    postings.push(posting(code));
    familyCodes.add(code);
  }
  if (crosswalk.length === 1) postings.push(posting(crosswalk[0]));
  const near = [...new Set(crosswalk.flatMap((code) => related.get(code) ?? []))].filter(usable);
  for (const code of sample(near, 2)) {
    postings.push(posting(code));
    familyCodes.add(code);
  }
}
// Employers who name codes: a posting per code-mapped occupation, titled in civilian words.
for (const code of sample([...familyCodes].filter((code) => (codesFor.get(code)?.length ?? 0) > 0), 14)) postings.push(posting(code, { namesCodes: true }));
const distractorPool = [...titles.keys()].filter((code) => usable(code) && !familyCodes.has(code));
for (const code of sample(distractorPool, 110)) postings.push(posting(code));
// The posting order the literal baseline breaks its ties by is a shuffle, not the build order.
const shuffled = sample(postings, postings.length);

// ---- Labels ----
const levelIndex = (level: Level) => LEVELS.indexOf(level);
function label(profile: DevProfile, spec: ProfileSpec, job: DevPosting): number {
  const crosswalk = new Set(crosswalkOf(spec));
  const own = new Set([...crosswalk, ...profile.desired_onet_codes]);
  const code = job.source_onet_code;
  let value = 0;
  const named = job.names_codes.some(([service, mos]) => service === spec.service && mos === spec.code);
  if (own.has(code) || named) value = 3;
  else if ([...own].some((mine) => (related.get(mine) ?? []).includes(code) || (related.get(code) ?? []).includes(mine))) value = 2;
  else {
    const mine = new Set([...own].flatMap(distinctiveTechnology));
    const shared = distinctiveTechnology(code).filter((name) => mine.has(name)).length;
    if (shared >= 3) value = 1;
  }
  const gap = Math.abs(levelIndex(job.experience_level) - levelIndex(profileLevel(spec)));
  if (gap >= 2) value = Math.max(0, value - 2);
  return value;
}
const labels: Record<string, Record<string, number>> = {};
profiles.forEach((profile, index) => {
  const row: Record<string, number> = {};
  for (const job of shuffled) {
    const value = label(profile, PROFILE_SPECS[index], job);
    if (value > 0) row[String(job.id)] = value;
  }
  labels[profile.id] = row;
});

const file = {
  format: 1,
  about:
    "Labelled development set for the fit scorer (issue 43), built by scripts/build-match-devset.ts from public data. " +
    "Labels (0..3, pairs not listed are 0) come from the crosswalk, O*NET related occupations, technology-skill overlap and seniority.",
  attribution: MATCHING_ATTRIBUTION,
  profiles,
  postings: shuffled,
  labels,
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(file, null, 1)}\n`);
const counts = Object.values(labels).map((row) => Object.values(row).filter((value) => value >= 2).length);
console.log(
  `Wrote ${path.relative(repoRoot, outFile)}: ${profiles.length} profiles, ${shuffled.length} postings; ` +
    `relevant (≥2) per profile min ${Math.min(...counts)}, median ${counts.sort((a, b) => a - b)[Math.floor(counts.length / 2)]}`,
);
