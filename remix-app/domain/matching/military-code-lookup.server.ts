import { LRUCache } from "lru-cache";
import { getMatchingData, type MilitaryCodeRecord, type ServiceKey } from "./matching-data.server";

export interface MilitaryCodeMatch {
  key: string;
  record: MilitaryCodeRecord;
}

export function militaryCodeKey(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/**
 * Candidate keys for what a veteran typed, most literal first: the code itself; an Army MOS
 * with skill level and identifiers ("25B10", "11B3O") → "25B"; a Navy rating with pay grade
 * ("LS1", "ITC", "HMCS") → "LS"; an Air Force AFSC with skill level or suffix ("3D152", "3P011A")
 * → "3D1X2"/"3P0X1".
 */
function candidateKeys(service: ServiceKey, key: string): string[] {
  const keys = [key];
  if (service === "army" || service === "marine_corps") {
    const mos = /^(\d\d[A-Z])[0-9A-Z]{1,4}$/.exec(key);
    if (mos) keys.push(mos[1]);
  }
  if (service === "navy" || service === "coast_guard") {
    const rating = /^([A-Z]{2,3}?)(1|2|3|C|CS|CM|SN|SA|FN|FA|AN|AA)$/.exec(key);
    if (rating) keys.push(rating[1]);
  }
  if (service === "air_force") {
    const withoutSuffix = /^(\d[A-Z]\d[0-9X]\d)[A-Z]$/.exec(key)?.[1] ?? key;
    keys.push(withoutSuffix);
    const afsc = /^(\d[A-Z]\d)[0-9X](\d)$/.exec(withoutSuffix);
    if (afsc) keys.push(`${afsc[1]}X${afsc[2]}`);
  }
  return keys;
}

/** Lookups by service and key: every scorer makes several, and a shred-out's prefix search reads every code. */
const lookups = new LRUCache<string, { match: MilitaryCodeMatch | null }, { service: ServiceKey; key: string }>({
  max: 4096,
  memoMethod: (_cacheKey, _stale, { context }) => ({ match: findMilitaryCode(context.service, context.key) }),
});

/** The data record for a service's code, tolerant of case, spaces, skill levels and pay grades. */
export function lookupMilitaryCode(service: ServiceKey, code: string): MilitaryCodeMatch | null {
  const key = militaryCodeKey(code);
  return lookups.memo(`${service}|${key}`, { context: { service, key } }).match;
}

function findMilitaryCode(service: ServiceKey, key: string): MilitaryCodeMatch | null {
  const codes = getMatchingData().services[service];
  if (!key || !codes) return null;
  for (const candidate of candidateKeys(service, key)) {
    const record = codes[candidate];
    if (record) return { key: candidate, record };
  }
  // A code given without its shred-out ("17D" for "17D3Y"): the shortest code it begins.
  const prefixed = Object.keys(codes)
    .filter((candidate) => candidate.startsWith(key))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
  return prefixed ? { key: prefixed, record: codes[prefixed] } : null;
}
