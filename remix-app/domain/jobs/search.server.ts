import type { Role } from "@shared/roles";
import { MOS_MATCH_THRESHOLDS } from "@shared/job-taxonomy";
import type { JobSearchQuery } from "@shared/schemas/job-search";
import { getConfig } from "~/lib/config.server";
import { getDb, type Db } from "~/lib/db.server";
import { loadVeteranScorer, type JobForScoring, type JobScorer } from "~/domain/matching/fit-score.server";
import { applicationStatesForJobs } from "~/domain/applications/application-states.server";
import { searchWords } from "./full-text-query.server";
import { jobConditions } from "./job-filters.server";
import { JOB_JSON_SELECT, jobJson, scoringFields, scoringFieldsOfRaw, type JobJson, type RawScoringRow } from "./job-json.server";
import { cachedRowsById, cachedSearch, estimatedBytes, readJobsVersion } from "./search-cache.server";
import { federalPage, federalSeriesCondition, loadVeteranFederalSeries } from "./federal-path.server";
import { extrasOf, jobSourceExtras } from "./job-listings.server";
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
 * A veteran's jobs carry fit_score, fit_reasons (with fit_reason_kinds) and their application. Filtering by fit (mos_match) or sorting by
 * it (best_match) scores every SQL match from its scoring columns, then reads one page of rows.
 */
export async function searchJobs(query: JobSearchQuery, viewer: JobViewer): Promise<JobSearchResult> {
  const db = getDb();
  const [scorer, version, federal] = await Promise.all([
    viewer.role === "veteran" ? loadVeteranScorer(viewer.id) : null,
    readJobsVersion(db),
    viewer.role === "veteran" ? loadVeteranFederalSeries(viewer.id) : null,
  ]);
  const conditions = jobConditions(query, startOfMinute(new Date()));
  // "Federal jobs for your MOS": USAJOBS jobs in the series the crosswalk gives the veteran's code.
  if (query.federal === "mos") conditions.push(federalSeriesCondition(federal?.series ?? []));
  const input: SearchSqlInput = {
    // The posted-within window starts on a whole minute, so a search repeated within that minute
    // is the same search (and cache entry); a job leaves the window at most a minute late.
    conditions,
    words: searchWords(query.q),
    order: query.sort === "recent" ? "recent" : "relevance",
  };
  const inputKey = JSON.stringify(input);
  const minimumFit = query.mos_match ? MOS_MATCH_THRESHOLDS[query.mos_match] : 0;
  const fitOptions = { minimumFit, byFit: query.sort === "best_match", skip: query.skip, limit: query.limit };
  const page =
    query.federal === "mos"
      ? federalPage(await withFederalSeries(db, await cachedCandidates(version, inputKey, db, input), federal?.series ?? []), scorer, fitOptions)
      : scorer && (minimumFit > 0 || query.sort === "best_match")
      ? pageByFit(await withFederalSeries(db, await cachedCandidates(version, inputKey, db, input), federal?.series ?? []), scorer, fitOptions)
      : await cachedSearch(
          version,
          `page ${inputKey} ${query.skip} ${query.limit}`,
          (result) => 64 + 8 * result.ids.length,
          () => pageInSql(db, input, query.skip, query.limit),
        );

  // The rows are shared by every viewer (cached); the viewer's own applications are read fresh.
  const [rows, applied] = await Promise.all([
    cachedRowsById(version, "job", page.ids, (ids) => db.job.findMany({ where: { id: { in: ids } }, select: JOB_JSON_SELECT })),
    viewer.role === "veteran" ? applicationStatesForJobs(viewer.id, page.ids) : null,
  ]);
  // Other sources and federal series of the whole page: two queries, not two per job.
  const extras = await jobSourceExtras(db, rows);
  const jobs = rows.map((row) => {
    const rowExtras = extrasOf(extras, row.id);
    const json = jobJson(row, scorer ? scorer(scoringFields(row, rowExtras)) : null, rowExtras);
    return applied ? { ...json, application: applied.get(row.id) ?? null } : json;
  });
  return { jobs, total: page.total, skip: query.skip, limit: query.limit };
}

const startOfMinute = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

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

function cachedCandidates(version: Awaited<ReturnType<typeof readJobsVersion>>, inputKey: string, db: Db, input: SearchSqlInput) {
  return cachedSearch(
    version,
    `candidates ${inputKey}`,
    (rows) => rows.reduce((bytes, row) => bytes + estimatedBytes(row) + 2 * row.tags.join("").length, 64),
    () => candidates(db, input),
  );
}

/** Candidates with the veteran's series they carry (one query on the series index), so the fit's federal reason counts. */
async function withFederalSeries(db: Db, rows: readonly JobForScoring[], series: readonly string[]): Promise<JobForScoring[]> {
  if (series.length === 0 || rows.length === 0) return [...rows];
  const found = await db.jobFederalSeries.findMany({ where: { series: { in: [...series] } }, select: { jobId: true, series: true } });
  const byJob = new Map<number, string[]>();
  for (const row of found) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row.series]);
  return rows.map((row) => (byJob.has(row.id) ? { ...row, federalSeries: byJob.get(row.id) } : row));
}

/** Every match's scoring columns, in search order. */
async function candidates(db: Db, input: SearchSqlInput): Promise<JobForScoring[]> {
  const rows = await run<RawScoringRow>(db, candidatesSql(dialect(), input));
  return rows.map(scoringFieldsOfRaw);
}

function pageByFit(
  candidates: readonly JobForScoring[],
  scorer: JobScorer,
  options: { minimumFit: number; byFit: boolean; skip: number; limit: number },
): PageOfIds {
  // Rows arrive in search order; a stable sort by fit keeps that order among equal scores.
  const scored = candidates
    .map((job, position) => ({ id: job.id, fit: scorer(job).score, position }))
    .filter((candidate) => candidate.fit >= options.minimumFit);
  if (options.byFit) scored.sort((a, b) => b.fit - a.fit || a.position - b.position);
  return {
    ids: scored.slice(options.skip, options.skip + options.limit).map((candidate) => candidate.id),
    total: scored.length,
  };
}
