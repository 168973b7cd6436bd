import type { MilitaryCodeRecord, ServiceKey } from "~/domain/matching/matching-data.server";
import { normalizeTitle } from "./onet-occupations";
import type { TextIndex } from "./text-similarity";

/** Code types a veteran would give as their occupation, most specific meaning first. */
const TYPE_PRIORITY: Readonly<Record<string, number>> = {
  MOS: 0,
  RATING: 0,
  AFSC: 0,
  AOC: 1,
  DESIGNATOR: 1,
  "PAY CODE": 1,
  NEC: 2,
  NEBC: 2,
  SDI: 2,
  RI: 2,
  NOBC: 3,
  SSP: 3,
};

const SERVICE_NAMES: Readonly<Record<string, ServiceKey>> = {
  army: "army",
  navy: "navy",
  "air force": "air_force",
  "marine corps": "marine_corps",
  marines: "marine_corps",
  "coast guard": "coast_guard",
};

const PRIMARY_WEIGHT = 100;
const SECONDARY_WEIGHT = 90;
/** "…, All Other" occupations are catch-alls with little detail: a weak translation. */
const CATCH_ALL_FACTOR = 0.55;
/** A service title that is also a civilian job title ("Information Technology Specialist"). */
const TITLE_MATCH_WEIGHT = 88;
const TITLE_MATCH_LIMIT = 3;
const SIMILAR_LIMIT = 3;
const SIMILAR_MIN = 0.2;
const SIMILAR_MAX_WEIGHT = 85;

export function serviceKey(name: string): ServiceKey | null {
  return SERVICE_NAMES[name.trim().toLowerCase()] ?? null;
}

export function codeKey(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

export interface CodeInputs {
  crosswalk: Record<string, string>[];
  vaDescriptions: Record<string, string>[];
  soc2010To2019: Map<string, string[]>;
  titles: ReadonlyMap<string, string>;
  similarity: TextIndex;
  titleIndex: ReadonlyMap<string, string[]>;
}

interface Draft {
  title: string;
  priority: number;
  text: string;
  weights: Map<string, number>;
}

function addWeight(weights: Map<string, number>, code: string, weight: number) {
  weights.set(code, Math.max(weights.get(code) ?? 0, weight));
}

function isCatchAll(code: string, titles: ReadonlyMap<string, string>): boolean {
  return /all other/i.test(titles.get(code) ?? "");
}

function toSoc2019(code2010: string, inputs: CodeInputs): string[] {
  if (!code2010) return [];
  return inputs.soc2010To2019.get(code2010) ?? (inputs.titles.has(code2010) ? [code2010] : []);
}

/** Air Force enlisted AFSC "3D152" (skill level 5) → "3D1X2"; suffix letters dropped. */
function airForceWildcard(code: string): string | null {
  const match = /^(\d[A-Z]\d)\d(\d)[A-Z]?$/.exec(code);
  return match ? `${match[1]}X${match[2]}` : null;
}

const SKILL_LEVEL_WORDS = /\b(Helper|Apprentice|Journeyman|Craftsman|Superintendent|Manager|Chief Enlisted Manager)\b/g;

/** Active codes per service → title and weighted O*NET 2019 occupations. */
export function buildMilitaryCodes(inputs: CodeInputs): Record<ServiceKey, Record<string, MilitaryCodeRecord>> {
  const drafts = new Map<ServiceKey, Map<string, Draft>>();
  const vaText = new Map<string, { title: string; description: string }>();
  for (const row of inputs.vaDescriptions) {
    const service = serviceKey(row.service);
    if (service && row.status === "Active")
      vaText.set(`${service}|${codeKey(row.code)}`, { title: row.title, description: row.description });
  }

  for (const row of inputs.crosswalk) {
    const service = serviceKey(row.Service);
    const priority = TYPE_PRIORITY[row["Service Code Type"]];
    if (!service || priority === undefined || row["Code Status"] !== "Active") continue;
    const key = codeKey(row["Service Occupation Code"]);
    if (!key) continue;
    let byCode = drafts.get(service);
    if (!byCode) drafts.set(service, (byCode = new Map()));
    const existing = byCode.get(key);
    if (existing && existing.priority < priority) continue;
    const description = row["Service Code Description"] === "No Description Available" ? "" : row["Service Code Description"];
    const draft: Draft =
      existing && existing.priority === priority
        ? existing
        : { title: row["Service Title"], priority, text: "", weights: new Map() };
    draft.text += ` ${row["Service Title"]} ${row["Service Title"]} ${description}`;
    for (const code of toSoc2019(row["O*Net1"], inputs)) addWeight(draft.weights, code, PRIMARY_WEIGHT);
    for (const code of toSoc2019(row["O*Net2"], inputs)) addWeight(draft.weights, code, SECONDARY_WEIGHT);
    byCode.set(key, draft);
  }

  const services = {} as Record<ServiceKey, Record<string, MilitaryCodeRecord>>;
  for (const [service, byCode] of drafts) {
    addWildcards(service, byCode, vaText);
    const records: Record<string, MilitaryCodeRecord> = {};
    for (const key of [...byCode.keys()].sort()) {
      const draft = byCode.get(key);
      if (!draft) continue;
      const va = vaText.get(`${service}|${key}`);
      const occupations = finalWeights(draft, `${draft.text} ${va?.description ?? ""}`, inputs);
      if (occupations.length > 0) records[key] = { title: draft.title, occupations };
    }
    services[service] = records;
  }
  return services;
}

function finalWeights(draft: Draft, text: string, inputs: CodeInputs): [string, number][] {
  const weights = new Map<string, number>();
  let wellMapped = false;
  for (const [code, weight] of draft.weights) {
    const catchAll = isCatchAll(code, inputs.titles);
    if (!catchAll && !code.startsWith("55-")) wellMapped = true;
    weights.set(code, Math.round(catchAll ? weight * CATCH_ALL_FACTOR : weight));
  }
  const sameTitle = inputs.titleIndex.get(normalizeTitle(draft.title.replace(SKILL_LEVEL_WORDS, ""))) ?? [];
  for (const code of sameTitle.slice(0, TITLE_MATCH_LIMIT)) {
    if (isCatchAll(code, inputs.titles)) continue;
    weights.set(code, Math.max(weights.get(code) ?? 0, TITLE_MATCH_WEIGHT));
  }
  // Text similarity fills in occupations the 2016 crosswalk lacks (catch-alls, dated codes),
  // weaker than a crosswalk entry and weaker still next to a good one.
  const similar = inputs.similarity.search(text, SIMILAR_LIMIT * 3);
  const best = similar[0]?.similarity ?? 0;
  let added = 0;
  for (const { id, similarity } of similar) {
    if (added >= SIMILAR_LIMIT || similarity < SIMILAR_MIN || similarity < best * 0.6) break;
    if (weights.has(id)) continue;
    const weight = Math.min(SIMILAR_MAX_WEIGHT, Math.round(100 * (0.4 + similarity))) * (wellMapped ? 0.8 : 1);
    weights.set(id, Math.round(weight));
    added++;
  }
  return [...weights].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Wildcard codes (Air Force "3D1X2", VA "25X"): the union of their members' occupations. */
function addWildcards(
  service: ServiceKey,
  byCode: Map<string, Draft>,
  vaText: Map<string, { title: string; description: string }>,
) {
  const groups = new Map<string, string[]>();
  const join = (wildcard: string, member: string) => {
    let members = groups.get(wildcard);
    if (!members) groups.set(wildcard, (members = []));
    if (!members.includes(member)) members.push(member);
  };
  const exactKeys = [...byCode.keys()];
  if (service === "air_force") {
    for (const key of exactKeys) {
      const wildcard = airForceWildcard(key);
      if (wildcard) join(wildcard, key);
    }
  }
  for (const composite of vaText.keys()) {
    const [vaService, wildcard] = composite.split("|");
    // Only Air Force codes use X as a wildcard; Army "25X" or "68X" are real MOS codes.
    if (service !== "air_force" || vaService !== service || !wildcard.includes("X") || byCode.has(wildcard)) continue;
    const pattern = new RegExp(`^${wildcard.replace(/X/g, "[A-Z0-9]")}[A-Z]?$`);
    for (const key of exactKeys) if (pattern.test(key)) join(wildcard, key);
  }
  for (const [wildcard, members] of groups) {
    if (byCode.has(wildcard)) continue;
    const weights = new Map<string, number>();
    const drafts = members.map((member) => byCode.get(member)).filter((draft): draft is Draft => draft !== undefined);
    for (const draft of drafts) for (const [code, weight] of draft.weights) weights.set(code, (weights.get(code) ?? 0) + weight);
    const top = Math.max(1, ...weights.values());
    const maxMember = Math.max(1, ...drafts.flatMap((draft) => [...draft.weights.values()]));
    for (const [code, weight] of weights) weights.set(code, Math.round((weight / top) * maxMember));
    const va = vaText.get(`${service}|${wildcard}`);
    const titles = drafts.map((draft) => draft.title.replace(SKILL_LEVEL_WORDS, "").replace(/\s+/g, " ").trim());
    byCode.set(wildcard, {
      title: va?.title ?? mostCommon(titles),
      priority: 0,
      text: drafts
        .map((draft) => draft.text)
        .join(" ")
        .slice(0, 4000),
      weights,
    });
  }
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "";
}
