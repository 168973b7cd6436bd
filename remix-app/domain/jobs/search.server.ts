import type { Role } from "../../../shared/roles";
import { MOS_MATCH_THRESHOLDS } from "../../../shared/job-taxonomy";
import type { JobSearchQuery } from "../../../shared/schemas/job-search";
import { getConfig } from "../../lib/config.server";
import { getDb, type Db } from "../../lib/db.server";
import { loadVeteranScorer, type JobForScoring, type JobScorer } from "../matching/fit-score.server";
import { searchWords } from "./full-text-query.server";
import { jobConditions } from "./job-filters.server";
import { JOB_JSON_SELECT, jobJson, scoringFields, tagList, type JobJson } from "./job-json.server";
import { candidatesSql, countSql, pageSql, type SearchSqlInput, type Sql } from "./search-sql.server";

export interface JobViewer {
  id: number;
  role: Role;
}

export interface JobSearchResult {
  jobs: JobJson[];
  total: number;
  skip: number;
  limit: number;
}

/**
 * GET /api/jobs: every filter in SQL over open jobs, full-text relevance then recency.
 * A veteran's jobs carry fit_score and fit_reasons. Filtering by fit (mos_match) or sorting by
 * it (best_match) scores every SQL match from its scoring columns, then reads one page of rows.
 */
export async function searchJobs(query: JobSearchQuery, viewer: JobViewer): Promise<JobSearchResult> {
  const db = getDb();
  const scorer = viewer.role === "veteran" ? await loadVeteranScorer(viewer.id) : null;
  const input: SearchSqlInput = {
    conditions: jobConditions(query, new Date()),
    words: searchWords(query.q),
    order: query.sort === "recent" ? "recent" : "relevance",
  };
  const minimumFit = query.mos_match ? MOS_MATCH_THRESHOLDS[query.mos_match] : 0;
  const page =
    scorer && (minimumFit > 0 || query.sort === "best_match")
      ? await pageByFit(db, input, scorer, {
          minimumFit,
          byFit: query.sort === "best_match",
          skip: query.skip,
          limit: query.limit,
        })
      : await pageInSql(db, input, query.skip, query.limit);

  const rows = await db.job.findMany({ where: { id: { in: page.ids } }, select: JOB_JSON_SELECT });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const jobs = page.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [jobJson(row, scorer ? scorer(scoringFields(row)) : null)] : [];
  });
  return { jobs, total: page.total, skip: query.skip, limit: query.limit };
}

interface PageOfIds {
  ids: number[];
  total: number;
}

const dialect = () => getConfig().databaseKind;

function run<T>(db: Db, sql: Sql): Promise<T[]> {
  return db.$queryRawUnsafe<T[]>(sql.text, ...sql.params);
}

async function pageInSql(db: Db, input: SearchSqlInput, skip: number, limit: number): Promise<PageOfIds> {
  const rows = await run<{ id: number | bigint; total: number | bigint }>(db, pageSql(dialect(), input, skip, limit));
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0].total) };
  if (skip === 0) return { ids: [], total: 0 };
  const [count] = await run<{ total: number | bigint }>(db, countSql(dialect(), input));
  return { ids: [], total: Number(count?.total ?? 0) };
}

interface CandidateRow {
  id: number | bigint;
  title: string;
  tags: unknown;
  onetCode: string | null;
  clearanceRank: number | bigint;
  salaryMin: number | bigint | null;
  salaryMax: number | bigint | null;
  state: string | null;
  workType: string;
  experienceLevel: string | null;
  industry: string | null;
}

const numberOrNull = (value: number | bigint | null) => (value === null ? null : Number(value));

function forScoring(row: CandidateRow): JobForScoring {
  return {
    id: Number(row.id),
    title: row.title,
    tags: tagList(row.tags),
    onetCode: row.onetCode,
    clearanceRank: Number(row.clearanceRank),
    salaryMin: numberOrNull(row.salaryMin),
    salaryMax: numberOrNull(row.salaryMax),
    state: row.state,
    workType: row.workType,
    experienceLevel: row.experienceLevel,
    industry: row.industry,
  };
}

async function pageByFit(
  db: Db,
  input: SearchSqlInput,
  scorer: JobScorer,
  options: { minimumFit: number; byFit: boolean; skip: number; limit: number },
): Promise<PageOfIds> {
  const rows = await run<CandidateRow>(db, candidatesSql(dialect(), input));
  // Rows arrive in search order; a stable sort by fit keeps that order among equal scores.
  const scored = rows
    .map((row, position) => ({ id: Number(row.id), fit: scorer(forScoring(row)).score, position }))
    .filter((candidate) => candidate.fit >= options.minimumFit);
  if (options.byFit) scored.sort((a, b) => b.fit - a.fit || a.position - b.position);
  return {
    ids: scored.slice(options.skip, options.skip + options.limit).map((candidate) => candidate.id),
    total: scored.length,
  };
}
