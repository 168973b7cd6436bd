/**
 * Builds remix-app/domain/matching/data/matching-data.json from the public source files listed in
 * docs/data.md (DMDC military crosswalk, VA code descriptions, O*NET 27.0, O*NET-SOC 2010→2019
 * crosswalk, skills by occupation), read from SHARED_DATA_DIR (which must be set; the
 * repository has no copies). Run: SHARED_DATA_DIR=<folder> npx tsx scripts/build-matching-data.ts
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { careerPathOnetCodes } from "~/domain/matching/career-paths.server";
import { fallbackOnetCodes } from "~/domain/matching/combat-arms-fallbacks.server";
import { MATCHING_ATTRIBUTION } from "~/domain/matching/attribution.server";
import type { MatchingDataFile, OccupationRecord } from "~/domain/matching/matching-data.server";
import { MATCHING_DATA_RELATIVE_PATH } from "~/domain/matching/matching-data.server";
import { ROLE_TEMPLATES } from "../seed/job-roles.server";
import { buildMilitaryCodes } from "./matching-data/military-codes";
import { onetCatalog } from "./matching-data/onet-occupations";
import { parseTable, parseTsv } from "./matching-data/parse-delimited";
import { sourceDataDir } from "./matching-data/source-data-dir";
import { TextIndex } from "./matching-data/text-similarity";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = sourceDataDir();
const read = (file: string) => fs.readFileSync(path.join(dataDir, file), "utf8");

function soc2010To2019(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const row of parseTable(read("onet_soc_2010_to_2019_crosswalk.csv"), ";")) {
    const list = map.get(row.soc2010_code) ?? [];
    if (!list.includes(row.soc2019_code)) list.push(row.soc2019_code);
    map.set(row.soc2010_code, list);
  }
  return map;
}

const MAX_TASKS = 6;
const MAX_TASK_LENGTH = 200;

/**
 * Each occupation's "Core" O*NET task statements in the file's order, at most MAX_TASKS. A longer
 * statement is left out rather than cut: the builder offers it as a bullet, and half a sentence
 * is not one.
 */
function coreTasks(rows: Record<string, string>[]): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const row of rows) {
    const task = row.Task.trim().replace(/\s+/g, " ");
    if (row["Task Type"] !== "Core" || !task || task.length > MAX_TASK_LENGTH) continue;
    const list = byCode.get(row["O*NET-SOC Code"]) ?? [];
    if (list.length < MAX_TASKS && !list.includes(task)) list.push(task);
    byCode.set(row["O*NET-SOC Code"], list);
  }
  return byCode;
}

function main() {
  const started = Date.now();
  const taskRows = parseTsv(read("onet_27_0/task_statements.tsv"));
  const tasks = coreTasks(taskRows);
  const onet = onetCatalog({
    occupations: parseTsv(read("onet_27_0/occupation_data.tsv")),
    alternateTitles: parseTsv(read("onet_27_0/alternate_titles.tsv")),
    reportedTitles: parseTsv(read("onet_27_0/sample_of_reported_titles.tsv")),
    technology: parseTsv(read("onet_27_0/technology_skills.tsv")),
    related: parseTsv(read("onet_27_0/related_occupations.tsv")),
    tasks: taskRows,
    skills: parseTable(read("onet_skills_tasks_by_occupation.csv")),
  });

  // Civilian occupations a military code may be matched to by text: not military, not catch-alls.
  const civilian = [...onet.titles].filter(([code, title]) => !code.startsWith("55-") && !/all other/i.test(title));
  const similarity = new TextIndex(
    civilian.map(([code]) => code),
    civilian.map(([code]) => onet.searchText.get(code) ?? ""),
  );
  const keywordIndex = new TextIndex(
    [...onet.titles.keys()],
    [...onet.titles.keys()].map((code) => `${onet.descriptions.get(code) ?? ""} ${onet.taskText.get(code) ?? ""}`),
    false,
  );

  const services = buildMilitaryCodes({
    crosswalk: parseTable(read("dod_odb_moc_onet_crosswalk_2016.csv")),
    vaDescriptions: parseTable(read("va_vec_moc_descriptions.csv")),
    soc2010To2019: soc2010To2019(),
    titles: onet.titles,
    similarity,
    titleIndex: onet.titleIndex,
  });

  const wanted = new Set<string>([...fallbackOnetCodes(), ...careerPathOnetCodes(), ...ROLE_TEMPLATES.map((role) => role.onetCode)]);
  for (const codes of Object.values(services)) {
    for (const record of Object.values(codes)) for (const [code] of record.occupations) wanted.add(code);
  }
  for (const code of [...wanted]) for (const related of onet.related.get(code) ?? []) wanted.add(related);
  const occupations: Record<string, OccupationRecord> = {};
  for (const code of [...wanted].filter((code) => onet.titles.has(code)).sort()) {
    const record = onet.build(code, keywordIndex);
    occupations[code] = { ...record, related: record.related.filter((related) => wanted.has(related)), tasks: tasks.get(code) ?? [] };
  }

  const data: MatchingDataFile = {
    format: 1,
    attribution: MATCHING_ATTRIBUTION,
    sources: [
      "dod_odb_moc_onet_crosswalk_2016.csv: DoD DMDC Occupational Database service-wide report (2016-03-24), via the VA Veterans Employment Center",
      "va_vec_moc_descriptions.csv: VA Veterans Employment Center military occupation descriptions",
      "onet_27_0/*.tsv: O*NET 27.0 Database (August 2022), USDOL/ETA, CC BY 4.0",
      "onet_soc_2010_to_2019_crosswalk.csv: O*NET-SOC 2010 to 2019 crosswalk (O*NET, reformatted)",
      "onet_skills_tasks_by_occupation.csv: O*NET skills importance by occupation (O*NET, reformatted)",
    ],
    services,
    occupations,
    // Military occupations (55-) are never a civilian role a veteran asks for.
    titles: Object.fromEntries(
      Object.keys(occupations)
        .filter((code) => !code.startsWith("55-"))
        .map((code) => [code, onet.allTitles(code, occupations[code].alternateTitles)]),
    ),
  };
  const target = path.join(repoRoot, MATCHING_DATA_RELATIVE_PATH);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, formatData(data));
  const codeCount = Object.values(services).reduce((sum, codes) => sum + Object.keys(codes).length, 0);
  console.log(
    `Wrote ${path.relative(repoRoot, target)}: ${codeCount} military codes, ${Object.keys(occupations).length} occupations, ` +
      `${fs.statSync(target).size} bytes in ${Date.now() - started} ms`,
  );
}

/** One entry per line, so a rebuild shows as a readable diff. */
function formatData(data: MatchingDataFile): string {
  const entries = (record: Record<string, unknown>) =>
    Object.entries(record)
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(",\n");
  const services = Object.entries(data.services)
    .map(([service, codes]) => `  ${JSON.stringify(service)}: {\n${entries(codes)}\n  }`)
    .join(",\n");
  return (
    `{\n  "format": ${data.format},\n  "attribution": ${JSON.stringify(data.attribution)},\n` +
    `  "sources": ${JSON.stringify(data.sources)},\n  "services": {\n${services.replace(/^/gm, "  ")}\n  },\n` +
    `  "occupations": {\n${entries(data.occupations)}\n  },\n  "titles": {\n${entries(data.titles)}\n  }\n}\n`
  );
}

main();
