import type { OccupationRecord } from "~/domain/matching/matching-data.server";
import { parsePythonLiteral, type PyValue } from "./python-literal";
import type { TextIndex } from "./text-similarity";

const MAX_ALTERNATE_TITLES = 10;
const MAX_TECHNOLOGY = 10;
const MAX_SKILLS = 8;
const MAX_KEYWORDS = 10;
const MAX_RELATED = 5;

export interface OnetSources {
  occupations: Record<string, string>[];
  alternateTitles: Record<string, string>[];
  reportedTitles: Record<string, string>[];
  technology: Record<string, string>[];
  related: Record<string, string>[];
  tasks: Record<string, string>[];
  skills: Record<string, string>[];
}

export interface OnetCatalog {
  titles: Map<string, string>;
  descriptions: Map<string, string>;
  /** Title, all alternate titles, description and tasks: the text an occupation is searched by. */
  searchText: Map<string, string>;
  related: Map<string, string[]>;
  /** Normalized civilian job title (alternate, reported or official) → civilian O*NET codes. */
  titleIndex: Map<string, string[]>;
  /** Every alternate and reported title O*NET lists for an occupation, less its own title, `known` and duplicates. */
  allTitles(code: string, known: readonly string[]): string[];
  taskText: Map<string, string>;
  build(code: string, keywordIndex: TextIndex): Omit<OccupationRecord, "tasks">;
}

function groupBy(rows: Record<string, string>[], key = "O*NET-SOC Code"): Map<string, Record<string, string>[]> {
  const groups = new Map<string, Record<string, string>[]>();
  for (const row of rows) {
    const code = row[key];
    let list = groups.get(code);
    if (!list) groups.set(code, (list = []));
    list.push(row);
  }
  return groups;
}

function uniqueCaseless(values: readonly string[], exclude: readonly string[] = []): string[] {
  const seen = new Set(exclude.map((value) => value.toLowerCase()));
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** `[{'skill': 'Reading Comprehension', 'importance': 4.12}, …]` → names by importance. */
export function skillsByImportance(literal: string): string[] {
  if (!literal.trim()) return [];
  const parsed: PyValue = parsePythonLiteral(literal);
  if (!Array.isArray(parsed)) return [];
  const skills: { name: string; importance: number }[] = [];
  for (const item of parsed) {
    if (item === null || typeof item !== "object" || Array.isArray(item)) continue;
    const name = item.skill;
    const importance = item.importance;
    if (typeof name === "string" && typeof importance === "number") skills.push({ name, importance });
  }
  return skills.sort((a, b) => b.importance - a.importance || a.name.localeCompare(b.name)).map((skill) => skill.name);
}

export function onetCatalog(sources: OnetSources): OnetCatalog {
  const titles = new Map(sources.occupations.map((row) => [row["O*NET-SOC Code"], row.Title]));
  const descriptions = new Map(sources.occupations.map((row) => [row["O*NET-SOC Code"], row.Description]));
  const alternates = groupBy(sources.alternateTitles);
  const reported = groupBy(sources.reportedTitles);
  const technology = groupBy(sources.technology);
  const tasks = groupBy(sources.tasks);
  const skills = new Map(sources.skills.map((row) => [row["O*NET-SOC Code"], skillsByImportance(row.Skills)]));
  const related = new Map<string, string[]>();
  for (const [code, rows] of groupBy(sources.related)) {
    related.set(
      code,
      rows
        .filter((row) => row["Relatedness Tier"] === "Primary-Short")
        .sort((a, b) => Number(a.Index) - Number(b.Index))
        .map((row) => row["Related O*NET-SOC Code"]),
    );
  }
  // How many occupations list each technology: widely listed ones (office suites) say little.
  const technologySpread = new Map<string, number>();
  const technologyByCode = new Map<string, Set<string>>();
  for (const row of sources.technology) {
    technologySpread.set(row.Example, (technologySpread.get(row.Example) ?? 0) + 1);
    const set = technologyByCode.get(row["O*NET-SOC Code"]) ?? new Set<string>();
    set.add(row.Example);
    technologyByCode.set(row["O*NET-SOC Code"], set);
  }
  const taskText = new Map([...tasks].map(([code, rows]) => [code, rows.map((row) => row.Task).join(" ")]));
  const searchText = new Map(
    [...titles].map(([code, title]) => {
      const alternateText = (alternates.get(code) ?? []).map((row) => row["Alternate Title"]).join(" ");
      return [code, `${title} ${title} ${title} ${alternateText} ${descriptions.get(code) ?? ""} ${taskText.get(code) ?? ""}`];
    }),
  );

  const titleIndex = new Map<string, string[]>();
  const indexTitle = (code: string, title: string) => {
    const key = normalizeTitle(title);
    if (!key || code.startsWith("55-")) return;
    const codes = titleIndex.get(key) ?? [];
    if (!codes.includes(code)) codes.push(code);
    titleIndex.set(key, codes);
  };
  for (const [code, title] of titles) indexTitle(code, title);
  for (const row of sources.alternateTitles) indexTitle(row["O*NET-SOC Code"], row["Alternate Title"]);
  for (const row of sources.reportedTitles) indexTitle(row["O*NET-SOC Code"], row["Reported Job Title"]);

  return {
    titles,
    descriptions,
    searchText,
    related,
    titleIndex,
    taskText,
    allTitles(code, known) {
      return uniqueCaseless(
        [
          ...(alternates.get(code) ?? []).map((row) => row["Alternate Title"]),
          ...(reported.get(code) ?? []).map((row) => row["Reported Job Title"]),
        ],
        [titles.get(code) ?? "", ...known],
      );
    },
    build(code, keywordIndex) {
      const title = titles.get(code) ?? code;
      // Titles shown in My Next Move are the plain-language ones; then the short alternate titles.
      const reportedRows = reported.get(code) ?? [];
      const alternateTitles = uniqueCaseless(
        [
          ...reportedRows.filter((row) => row["Shown in My Next Move"] === "Y").map((row) => row["Reported Job Title"]),
          ...reportedRows.map((row) => row["Reported Job Title"]),
          ...(alternates.get(code) ?? []).map((row) =>
            row["Short Title"] !== "n/a" ? row["Short Title"] : row["Alternate Title"],
          ),
        ],
        [title],
      ).slice(0, MAX_ALTERNATE_TITLES);
      const techRows = technology.get(code) ?? [];
      // Core to the field: listed by closely related occupations too, yet not by every office job
      // (office suites); hot technologies get a lift.
      const peers = (related.get(code) ?? []).map((peer) => technologyByCode.get(peer) ?? new Set<string>());
      const relevance = (row: Record<string, string>) => {
        const shared = peers.reduce((sum, peer) => sum + (peer.has(row.Example) ? 1 : 0), 1);
        return (shared * (row["Hot Technology"] === "Y" ? 1.5 : 1)) / Math.log2(2 + (technologySpread.get(row.Example) ?? 0));
      };
      const technologyNames = uniqueCaseless(
        [...techRows].sort((a, b) => relevance(b) - relevance(a) || a.Example.localeCompare(b.Example)).map((row) => row.Example),
      ).slice(0, MAX_TECHNOLOGY);
      const keywordText = `${title} ${descriptions.get(code) ?? ""} ${taskText.get(code) ?? ""}`;
      return {
        title,
        alternateTitles,
        technology: technologyNames,
        skills: (skills.get(code) ?? []).slice(0, MAX_SKILLS),
        keywords: keywordIndex.topTerms(keywordText, MAX_KEYWORDS),
        related: (related.get(code) ?? []).slice(0, MAX_RELATED),
      };
    },
  };
}

/** "Information Technology Specialist (IT Specialist)" → "information technology specialist". */
export function normalizeTitle(title: string): string {
  return title
    .replace(/\([^)]*\)/g, " ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
