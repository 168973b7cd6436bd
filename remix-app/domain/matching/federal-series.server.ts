import fs from "node:fs";
import path from "node:path";
import { serviceForBranch, codeLabel } from "./military-branch.server";
import { lookupMilitaryCode } from "./military-code-lookup.server";
import { resolveMatchingDataPath, type ServiceKey } from "./matching-data.server";

/** data/federal-series.json: the public MOC → OPM series crosswalk (built by scripts/build-federal-series.ts). */
export interface FederalSeriesFile {
  series: Record<string, [pay: string, title: string]>;
  services: Partial<Record<ServiceKey, Record<string, string[]>>>;
}

let federal: FederalSeriesFile | null = null;

/** The crosswalk beside the matching data; empty when the file is missing. */
export function federalSeriesData(): FederalSeriesFile {
  if (!federal) {
    const file = path.join(path.dirname(resolveMatchingDataPath()), "federal-series.json");
    federal = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as FederalSeriesFile) : { series: {}, services: {} };
  }
  return federal;
}

/** A veteran's code and the OPM series ("2210") the crosswalk gives it. */
export interface VeteranFederalSeries {
  /** "MOS 25B", "rating IT", "AFSC 3D1X2". */
  codeLabel: string;
  series: string[];
}

/** From the profile's branch and military code; null when either is missing or unknown to the crosswalk. */
export function federalSeriesForVeteran(branch: string | null, code: string | null): VeteranFederalSeries | null {
  const service = serviceForBranch(branch);
  if (!service || !code) return null;
  const match = lookupMilitaryCode(service, code);
  if (!match) return null;
  const series = federalSeriesData().services[service]?.[match.key] ?? [];
  return series.length > 0 ? { codeLabel: codeLabel(service, match.key), series } : null;
}
