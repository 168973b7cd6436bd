import { type ClearanceValue } from "@shared/clearance";
import { hiringPathTag } from "@shared/federal-hiring-paths";
import type { JobSearchQuery } from "@shared/schemas/job-search";
import { isJobLocationState, stateFromLocation, US_STATES, DISTRICT_OF_COLUMBIA } from "@shared/us-states";

export type SqlParam = string | number | Date;

/**
 * One filter as SQL over `Job` columns (always written `Job.<column>`), parameterised.
 * - "window": open jobs, in the posted-within window when there is one (the Job_status_postedAt_idx range);
 * - "indexed": a selective condition (usually under a fifth of the jobs) one index answers;
 * - "row": checked on the row: broad conditions (Full-time, On-site, no clearance, veteran
 *   friendly) and those no single index answers (salary, location text).
 * search-sql decides per database how each kind is evaluated.
 */
export interface JobCondition {
  sql: string;
  params: SqlParam[];
  kind: "window" | "indexed" | "row";
  /**
   * A token of the full-text index's facets column that a job carries exactly when it meets this
   * condition (migration jobs_search_facets), so a text search intersects it inside the index.
   */
  facet?: string;
}

/** Facet tokens spell values in hex: the exact bytes, always one token of letters and digits. */
const hex = (value: string) => Buffer.from(value, "utf8").toString("hex");

const DAY_MS = 86_400_000;

export function jobConditions(query: JobSearchQuery, now: Date): JobCondition[] {
  const conditions: JobCondition[] = [
    query.posted_days === null
      ? { sql: "Job.status = 'open'", params: [], kind: "window" }
      : {
          sql: "Job.status = 'open' AND Job.postedAt >= ?",
          params: [new Date(now.getTime() - query.posted_days * DAY_MS)],
          kind: "window",
        },
  ];
  const indexed = (facet: string | undefined, sql: string, ...params: SqlParam[]) =>
    conditions.push({ sql, params, kind: "indexed", ...(facet ? { facet } : {}) });
  const row = (sql: string, ...params: SqlParam[]) => conditions.push({ sql, params, kind: "row" });

  if (query.source) indexed(`src${hex(query.source)}`, "Job.source = ?", query.source);
  if (query.work_type) row("Job.workType = ?", query.work_type);
  // Tags are a JSON list of strings: the tag, quoted, is in its text exactly when the job has it.
  if (query.hiring_path) row("Job.tags LIKE ? ESCAPE '!'", `%${escapeLike(JSON.stringify(hiringPathTag(query.hiring_path)))}%`);
  if (query.employment_type) row("Job.employmentType = ?", query.employment_type);
  if (query.experience_level) indexed(`lvl${hex(query.experience_level)}`, "Job.experienceLevel = ?", query.experience_level);
  if (query.industry) indexed(`ind${hex(query.industry)}`, "Job.industry = ?", query.industry);
  if (query.clearance_required) {
    const clearance = clearanceCondition(query.clearance_required);
    if (query.clearance_required === "none") row(clearance.sql, ...clearance.params);
    else indexed(clearance.facet, clearance.sql, ...clearance.params);
  }
  if (query.location) {
    const location = locationFilter(query.location);
    if (location.state) indexed(`st${hex(location.state)}`, "Job.state = ?", location.state);
    if (location.text) row("Job.location LIKE ? ESCAPE '!'", `%${escapeLike(location.text)}%`);
  }
  // DESIGN: salary_min=X keeps jobs paying up to at least X; salary_max=Y jobs starting at or below Y.
  if (query.salary_min !== undefined) {
    row("(Job.salaryMax >= ? OR (Job.salaryMax IS NULL AND Job.salaryMin >= ?))", query.salary_min, query.salary_min);
  }
  if (query.salary_max !== undefined) {
    row("(Job.salaryMin <= ? OR (Job.salaryMin IS NULL AND Job.salaryMax <= ?))", query.salary_max, query.salary_max);
  }
  if (query.veteran_friendly === true) row("Job.veteranFriendly = 1");
  return conditions;
}

/**
 * clearance_required=X keeps jobs whose requirement IS X (not "X or lower"): none = no
 * clearance needed, Required = any clearance needed, a level = exactly that level.
 */
function clearanceCondition(value: ClearanceValue): { sql: string; params: SqlParam[]; facet?: string } {
  switch (value) {
    case "none":
      return { sql: "Job.clearanceRank = 0", params: [] };
    case "Required":
      return { sql: "Job.clearanceRank >= 1", params: [], facet: "clrany" };
    case "Confidential":
      // "Required" jobs share rank 1; the text tells them apart.
      return { sql: "Job.clearanceRank = 1 AND Job.clearanceRequired = ?", params: ["Confidential"], facet: "clrconf" };
    case "Secret":
      return { sql: "Job.clearanceRank = 2", params: [], facet: "clr2" };
    case "Top Secret":
      return { sql: "Job.clearanceRank = 3", params: [], facet: "clr3" };
    case "TS/SCI":
      return { sql: "Job.clearanceRank = 4", params: [], facet: "clr4" };
  }
}

const STATE_BY_NAME: ReadonlyMap<string, string> = new Map(
  [...US_STATES, DISTRICT_OF_COLUMBIA].map((s) => [s.name.toLowerCase(), s.code]),
);

/**
 * "TX" or "Texas" is a state (the indexed Job.state); anything else is text searched in the
 * location, and a state it names ("Austin, TX") also narrows by state.
 */
export function locationFilter(location: string): { state: string | null; text: string | null } {
  const trimmed = location.trim();
  if (isJobLocationState(trimmed)) return { state: trimmed.toUpperCase(), text: null };
  const byName = STATE_BY_NAME.get(trimmed.toLowerCase());
  if (byName) return { state: byName, text: null };
  return { state: stateFromLocation(trimmed), text: trimmed };
}

function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}
