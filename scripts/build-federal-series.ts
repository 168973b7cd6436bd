/**
 * Builds remix-app/domain/matching/data/federal-series.json: military occupation code → OPM
 * occupational series, from the OPM/DoD "Mil2FedJobs" crosswalk the VA Veterans Employment Center
 * published (va_vec_moc_to_opm_series_xwalk.csv, see docs/data.md). Kept apart from
 * matching-data.json so the public translator can name federal series without rebuilding that file.
 * Run: SHARED_DATA_DIR=/path/to/shared/data npx tsx scripts/build-federal-series.ts
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseTable } from "./matching-data/parse-delimited";
import { sourceDataDir } from "./matching-data/source-data-dir";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = sourceDataDir();
const out = path.join(repoRoot, "remix-app", "domain", "matching", "data", "federal-series.json");

const SERVICES: Record<string, string> = {
  Army: "army",
  Navy: "navy",
  "Air Force": "air_force",
  "Marine Corps": "marine_corps",
  "Coast Guard": "coast_guard",
};

const rows = parseTable(fs.readFileSync(path.join(dataDir, "va_vec_moc_to_opm_series_xwalk.csv"), "utf8"));
const series: Record<string, [pay: "GS" | "WG", title: string]> = {};
const services: Record<string, Record<string, string[]>> = {};
for (const row of rows) {
  const service = SERVICES[row.service];
  const code = row.military_occupation_id.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const id = row.job_title_id.trim();
  if (!service || !code || !/^\d{4}$/.test(id)) continue;
  // White-collar series are General Schedule (GS); trades and labour the Federal Wage System (WG).
  series[id] ??= [row.type === "LABOR" ? "WG" : "GS", row.title.trim()];
  const codes = (services[service] ??= {});
  const list = (codes[code] ??= []);
  if (!list.includes(id)) list.push(id);
}
for (const codes of Object.values(services)) for (const list of Object.values(codes)) list.sort();

const sortedKeys = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
fs.writeFileSync(
  out,
  JSON.stringify({
    format: 1,
    source:
      "va_vec_moc_to_opm_series_xwalk.csv: OPM/DoD Mil2FedJobs military occupation to federal series crosswalk, via the VA Veterans Employment Center (U.S. government work)",
    series: sortedKeys(series),
    services: Object.fromEntries(Object.keys(services).sort().map((s) => [s, sortedKeys(services[s])])),
  }) + "\n",
);
console.log(`${out}: ${Object.keys(series).length} series, ${Object.values(services).reduce((n, c) => n + Object.keys(c).length, 0)} codes`);
